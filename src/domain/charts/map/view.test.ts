import { describe, expect, it } from 'vitest';
import type { Bounds } from './shapes';
import { fitView, MIN_ZOOM, POINT_ZOOM, type Camera } from './view';

/** Where a point lands in a box under a camera, in px (MapLibre's Web Mercator, 512 px tiles). */
const pixel = ([lon, lat]: [number, number], { center, zoom }: Camera, box: { width: number; height: number }) => {
  const mercator = ([x, y]: [number, number]) => [(x + 180) / 360, (1 - Math.log(Math.tan(Math.PI / 4 + (y * Math.PI) / 360)) / Math.PI) / 2];
  const [px, py] = mercator([lon, lat]);
  const [cx, cy] = mercator(center);
  const scale = 512 * 2 ** zoom;
  return [(px - cx) * scale + box.width / 2, (py - cy) * scale + box.height / 2];
};

/** The stations of the air-monitoring test cube: Basel to Lugano. */
const STATIONS: Bounds = [
  [7.5833, 45.9953],
  [9.8456, 47.5414],
];

describe('map view', () => {
  it('fits the bounds with room for the largest circle on every side, tight on one axis', () => {
    const box = { width: 1000, height: 620 };
    const camera = fitView(STATIONS, box, 40);
    const [left, top] = pixel([STATIONS[0][0], STATIONS[1][1]], camera, box);
    const [right, bottom] = pixel([STATIONS[1][0], STATIONS[0][1]], camera, box);
    for (const edge of [left, top, box.width - right, box.height - bottom]) expect(edge).toBeGreaterThanOrEqual(40 - 1e-6);
    // Centred, and the tighter axis touches the padding.
    expect(left).toBeCloseTo(box.width - right, 6);
    expect(top).toBeCloseTo(box.height - bottom, 6);
    expect(Math.min(left, top)).toBeCloseTo(40, 6);
  });

  it('opens on the same view for the same bounds and box, and a wider box shows the same data larger', () => {
    const box = { width: 640, height: 397 };
    expect(fitView(STATIONS, box, 28)).toEqual(fitView(STATIONS, box, 28));
    expect(fitView(STATIONS, { width: 1280, height: 640 }, 28).zoom).toBeGreaterThan(fitView(STATIONS, box, 28).zoom);
  });

  it('opens on a region around a lone point, and shows the whole world even on a phone', () => {
    expect(
      fitView(
        [
          [8, 47],
          [8, 47],
        ],
        { width: 600, height: 400 },
        28,
      ),
    ).toEqual({ center: [8, expect.closeTo(47, 9)], zoom: POINT_ZOOM });
    const world = fitView(
      [
        [-180, -56],
        [180, 83],
      ],
      { width: 390, height: 320 },
      28,
    );
    expect(world.zoom).toBeGreaterThanOrEqual(MIN_ZOOM);
    expect(world.zoom).toBeLessThan(0);
    expect(512 * 2 ** world.zoom).toBeLessThanOrEqual(390 - 56 + 1e-6);
  });
});
