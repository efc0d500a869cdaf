import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Topology } from 'topojson-specification';
import { describe, expect, it } from 'vitest';
import { BASE_LAYER_FILES, baseLayerTopology } from './base-layer-sources';
import { baseGeometry, offlineBaseLayers, SWITZERLAND, type OfflineBaseLayer } from './base-layers';

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

  it('ships only the cantons and lakes of swiss-maps, small enough to load with a map', () => {
    expect(Object.keys(switzerland.objects).sort()).toEqual(['cantons', 'lakes']);
    const geometries = (name: string) => (switzerland.objects[name] as { geometries: unknown[] }).geometries.length;
    expect([geometries('cantons'), geometries('lakes')]).toEqual([26, 22]);
    expect(gzipSync(JSON.stringify(switzerland)).length).toBeLessThan(30_000);
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
