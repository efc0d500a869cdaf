import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Topology } from 'topojson-specification';
import { describe, expect, it } from 'vitest';
import { BASE_LAYER_FILES, baseLayerTopology } from './base-layer-sources';
import { acrossDateLine, baseGeometry, mapBaseLayers, offlineBaseLayers, SWITZERLAND, type OfflineBaseLayer } from './base-layers';
import type { Bounds } from './shapes';

const read = (layer: OfflineBaseLayer) => baseLayerTopology(layer, JSON.parse(readFileSync(`node_modules/${BASE_LAYER_FILES[layer]}`, 'utf8')) as Topology);
const world = read('world');
const switzerland = read('switzerland');

/** Whether a point lies within Switzerland's extent. */
const inSwitzerland = ([lon, lat]: number[]) => lon >= SWITZERLAND[0][0] && lon <= SWITZERLAND[1][0] && lat >= SWITZERLAND[0][1] && lat <= SWITZERLAND[1][1];

describe('offline base layers', () => {
  it('draws the world under any data, and the Swiss cantons and lakes under data in Switzerland', () => {
    // The air-monitoring stations, Basel to Lugano; the 26 cantons' extent.
    expect(
      offlineBaseLayers([
        [7.5833, 45.9953],
        [9.8456, 47.5414],
      ]),
    ).toEqual(['world', 'switzerland']);
    expect(
      offlineBaseLayers([
        [5.956, 45.818],
        [10.492, 47.808],
      ]),
    ).toEqual(['world', 'switzerland']);
    // Geneva to Milan reaches out of Switzerland; the world; no data.
    expect(
      offlineBaseLayers([
        [6.14, 45.46],
        [9.19, 46.2],
      ]),
    ).toEqual(['world']);
    expect(
      offlineBaseLayers([
        [-180, -56],
        [180, 83],
      ]),
    ).toEqual(['world']);
    expect(offlineBaseLayers(undefined)).toEqual(['world']);
  });

  it('draws none under a base map style, nor where the author hides the base layer', () => {
    const stations: Bounds = [
      [7.5833, 45.9953],
      [9.8456, 47.5414],
    ];
    expect(mapBaseLayers(true, undefined, stations)).toEqual(['world', 'switzerland']);
    expect(mapBaseLayers(true, 'https://tiles.example/style.json', stations)).toEqual([]);
    expect(mapBaseLayers(false, undefined, stations)).toEqual([]);
  });

  it('ships only the cantons and lakes of swiss-maps, small enough to load with a map', () => {
    expect(Object.keys(switzerland.objects).sort()).toEqual(['cantons', 'lakes']);
    const geometries = (name: string) => (switzerland.objects[name] as { geometries: unknown[] }).geometries.length;
    expect([geometries('cantons'), geometries('lakes')]).toEqual([26, 22]);
    expect(gzipSync(JSON.stringify(switzerland)).length).toBeLessThan(30_000);
  });

  it('draws Fiji and Chukotka across the date line, not across the world; Antarctica around the pole', () => {
    expect(
      acrossDateLine(
        [
          [179, -16],
          [-180, -16.5],
          [-179.5, -17],
          [179.5, -17],
          [179, -16],
        ],
        true,
      ),
    ).toEqual([
      [179, -16],
      [180, -16.5],
      [180.5, -17],
      [179.5, -17],
      [179, -16],
    ]);
    const pole = [
      [-180, -84],
      [0, -70],
      [180, -84],
      [-180, -84],
    ];
    expect(acrossDateLine(pole, true)).toEqual(pole);
    // No land ring of the world jumps more than half the world between two points, but Antarctica's.
    const jumps = baseGeometry(world).land.features.flatMap((f) =>
      (f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.coordinates).flatMap((polygon) =>
        polygon.filter((ring) => ring.some((p, i) => i > 0 && Math.abs(p[0] - ring[i - 1][0]) > 180)),
      ),
    );
    expect(jumps).toHaveLength(1);
    expect(Math.max(...jumps[0].map((p) => p[1]))).toBeLessThan(-60);
  });

  it('draws land and borders of the world; with Switzerland, its border from the cantons instead of the coarse world outline', () => {
    const plain = baseGeometry(world);
    expect(plain.land.features.length).toBeGreaterThan(0);
    expect(plain.cantons).toBeUndefined();
    const swiss = baseGeometry(world, switzerland);
    const points = (lines: number[][][]) => lines.flat();
    // The coarse outline's Swiss points are gone from the borders; the cantons' fine ones take their place.
    const coarse = points(plain.borders.geometry.coordinates).filter(inSwitzerland).length;
    const fine = points(swiss.borders.geometry.coordinates).filter(inSwitzerland).length;
    expect(fine).toBeGreaterThan(10 * coarse);
    expect(points(swiss.cantons!.geometry.coordinates).every(inSwitzerland)).toBe(true);
    expect(swiss.lakes!.features).toHaveLength(22);
  });
});
