import { readFileSync } from 'node:fs';
import type { FeatureCollection } from 'geojson';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { feature } from 'topojson-client';
import { topology } from 'topojson-server';
import type { Topology } from 'topojson-specification';
import { describe, expect, it } from 'vitest';
import { BASE_LAYER_FILES, baseLayerTopology } from './base-layer-sources';
import { BASE_COLORS, baseGeometry, PLAIN_BACKGROUND, type OfflineBaseLayer } from './base-layers';
import { MAX_SYMBOL_RADIUS, SYMBOL_FOCUS_RING, type MapArea, type MapScene, type MapSymbol } from './scene';
import { boundsOf, centroidOf, shapeFeatures, type Shape } from './shapes';
import { mapCamera, mapSvg } from './svg';
import { mapHeight, VIEW_MARGIN } from './view';

const read = (layer: OfflineBaseLayer) => baseLayerTopology(layer, JSON.parse(readFileSync(`node_modules/${BASE_LAYER_FILES[layer]}`, 'utf8')) as Topology);
const base = baseGeometry(read('world'), read('switzerland'));
const worldOnly = baseGeometry(read('world'));

/** The 26 cantons (swiss-maps) as a data source sends shapes: one topology, object `shapes`. */
const cantons: Shape[] = (() => {
  const file = JSON.parse(readFileSync(`node_modules/${BASE_LAYER_FILES.switzerland}`, 'utf8')) as Topology;
  const collection = feature(file, file.objects.cantons) as FeatureCollection;
  const features = collection.features.map((f) => ({ ...f, properties: { iri: `https://ld.example/canton/${f.id}`, label: `Canton ${f.id}` } }));
  const shapes: FeatureCollection = { type: 'FeatureCollection', features };
  return shapeFeatures(topology({ shapes }) as never);
})();

const tooltip = { title: '', value: '' };
const area = (shape: Shape, i: number): MapArea => ({
  key: shape.properties.iri,
  label: shape.properties.label!,
  geometry: shape.geometry,
  centroid: centroidOf(shape),
  fill: ['#fdd49e', '#fc8d59', '#d7301f'][i % 3],
  opacity: 1,
  value: i,
  tooltip,
});

/** The air-monitoring test cube's stations, Basel to Lugano, the largest value first. */
const STATIONS: [string, [number, number], number][] = [
  ['Basel-Binningen', [7.583, 47.541], 24],
  ['Bern-Bollwerk', [7.44, 46.951], 17],
  ['Zürich-Kaserne', [8.53, 47.377], 12],
  ['Lugano-Università', [8.957, 46.011], 9],
  ['Payerne', [6.945, 46.813], 6],
  ['Jungfraujoch', [7.985, 46.548], 3],
];
const symbol = ([label, coordinates, radius]: (typeof STATIONS)[number]): MapSymbol => ({
  key: label,
  label,
  coordinates,
  radius,
  fill: '#1f77b4',
  opacity: 0.8,
  value: radius,
  tooltip,
});

const stationScene: MapScene = {
  kind: 'map',
  areas: [],
  symbols: STATIONS.map(symbol),
  legends: [],
  bounds: boundsOf(
    [],
    STATIONS.map((s) => s[1]),
  ),
  padding: MAX_SYMBOL_RADIUS + SYMBOL_FOCUS_RING,
};
const cantonScene: MapScene = { kind: 'map', areas: cantons.map(area), symbols: [], legends: [], bounds: boundsOf(cantons), padding: 0 };

const parse = (svg: string) => new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(svg).svg;
const circles = (svg: string) =>
  [...svg.matchAll(/<circle cx="([\d.-]+)" cy="([\d.-]+)" r="([\d.]+)"/g)].map((m) => ({ x: Number(m[1]), y: Number(m[2]), r: Number(m[3]) }));

/** Where a point lands in a box under a camera, by MapLibre's Web Mercator (512 px tiles), independently of d3. */
const pixel = ([lon, lat]: [number, number], size: { width: number; height: number }, scene: MapScene) => {
  const { center, zoom } = mapCamera({ scene, ...size });
  const mercator = ([x, y]: [number, number]) => [(x + 180) / 360, (1 - Math.log(Math.tan(Math.PI / 4 + (y * Math.PI) / 360)) / Math.PI) / 2];
  const [px, py] = mercator([lon, lat]);
  const [cx, cy] = mercator(center);
  const scale = 512 * 2 ** zoom;
  return [(px - cx) * scale + size.width / 2, (py - cy) * scale + size.height / 2];
};

describe('mapSvg', () => {
  it('puts every circle where MapLibre’s first view does, inside the frame with room for the largest circle', () => {
    for (const width of [390, 640, 1280]) {
      const size = { width, height: mapHeight(width) };
      const svg = mapSvg({ scene: stationScene, base, ...size });
      expect(XMLValidator.validate(svg)).toBe(true);
      const drawn = circles(svg);
      expect(drawn).toHaveLength(STATIONS.length);
      drawn.forEach((circle, i) => {
        const [x, y] = pixel(STATIONS[i][1], size, stationScene);
        expect(circle.x).toBeCloseTo(x, 2);
        expect(circle.y).toBeCloseTo(y, 2);
        // The padding holds the largest circle and the margin, on every side.
        const room = stationScene.padding + VIEW_MARGIN - MAX_SYMBOL_RADIUS;
        expect(Math.min(circle.x - circle.r, circle.y - circle.r, width - circle.x - circle.r, size.height - circle.y - circle.r)).toBeGreaterThanOrEqual(
          room - 0.01,
        );
      });
    }
  });

  it('draws each circle at its radius in px, largest first, in its colour and opacity with a white outline', () => {
    const svg = mapSvg({ scene: stationScene, base, width: 640, height: 400 });
    expect(circles(svg).map((c) => c.r)).toEqual(STATIONS.map((s) => s[2]));
    expect(svg).toContain('<g class="symbols" stroke="#ffffff" stroke-width="1"><circle');
    expect(svg).toMatch(/<circle [^>]*fill="#1f77b4" fill-opacity="0.8"><title>Basel-Binningen<\/title><\/circle>/);
  });

  it('draws the base layer under the areas: water, land, lakes, canton lines and borders; the plain background without it', () => {
    const svg = mapSvg({ scene: cantonScene, base, width: 640, height: 400 });
    const root = parse(svg);
    expect(root.rect.fill).toBe(BASE_COLORS.water);
    const layer = root.g.find((g: { class: string }) => g.class === 'base-layer').path.map((p: Record<string, string>) => p.fill + ' ' + (p.stroke ?? ''));
    expect(layer).toEqual([`${BASE_COLORS.land} `, `${BASE_COLORS.water} `, `none ${BASE_COLORS.canton}`, `none ${BASE_COLORS.border}`]);
    expect(svg.indexOf('class="base-layer"')).toBeLessThan(svg.indexOf('class="areas"'));
    const plain = mapSvg({ scene: cantonScene, width: 640, height: 400 });
    expect(parse(plain).rect.fill).toBe(PLAIN_BACKGROUND);
    expect(plain).not.toContain('base-layer');
  });

  it('draws the 26 cantons as paths inside the frame, filled, at 0.1 px: a canton map under 100 KB', () => {
    for (const width of [390, 640, 1280]) {
      const svg = mapSvg({ scene: cantonScene, base, width, height: mapHeight(width) });
      const paths = parse(svg).g.find((g: { class: string }) => g.class === 'areas').path;
      expect(paths).toHaveLength(26);
      expect(paths[1].fill).toBe('#fc8d59');
      expect(paths[0].title).toBe('Canton 1');
      // Every absolute point lies in the frame, at one decimal at most.
      for (const { d } of paths) {
        for (const [, x, y] of (d as string).matchAll(/M([\d.]+) ([\d.]+)/g)) {
          expect(Number(x)).toBeLessThanOrEqual(width);
          expect(Number(y)).toBeLessThanOrEqual(mapHeight(width));
        }
        expect(/\.\d\d/.test(d)).toBe(false);
      }
      const bytes = Buffer.byteLength(svg);
      console.log(`canton map at ${width} px: ${(bytes / 1024).toFixed(1)} KB`);
      expect(bytes).toBeLessThan(100_000);
    }
    const stations = Buffer.byteLength(mapSvg({ scene: stationScene, base, width: 1280, height: mapHeight(1280) }));
    console.log(`station map at 1280 px: ${(stations / 1024).toFixed(1)} KB`);
    expect(stations).toBeLessThan(60_000);
  });

  it('fills a polygon wound either way as its own area, not the rest of the globe', () => {
    const ring: [number, number][] = [
      [7, 46],
      [8, 46],
      [8, 47],
      [7, 47],
      [7, 46],
    ];
    const square = (coordinates: [number, number][]): MapArea => ({ ...area(cantons[0], 0), geometry: { type: 'Polygon', coordinates: [coordinates] } });
    const scene = (a: MapArea): MapScene => ({
      ...cantonScene,
      areas: [a],
      bounds: [
        [6, 45],
        [9, 48],
      ],
    });
    const d = (a: MapArea) => parse(mapSvg({ scene: scene(a), width: 400, height: 400 })).g.path.d as string;
    const both = [d(square(ring)), d(square([...ring].reverse()))];
    // The same square, walked the other way round; neither covers the frame.
    for (const path of both) expect(path).not.toMatch(/^M0 0|M400 /);
    expect(both[0].length).toBe(both[1].length);
  });

  it('writes the same markup for the same input, and the world under data outside Switzerland', () => {
    const input = { scene: stationScene, base, width: 640, height: 400 };
    expect(mapSvg(input)).toBe(mapSvg({ ...input, scene: structuredClone(stationScene) }));
    const world = mapSvg({
      scene: {
        ...stationScene,
        bounds: [
          [-170, -50],
          [170, 70],
        ],
      },
      base: worldOnly,
      width: 640,
      height: 400,
    });
    expect(world).toContain('class="base-layer"');
    expect(world.length).toBeGreaterThan(10_000);
  });

  it('escapes labels and colours: cube data and config are untrusted', () => {
    const hostile: MapSymbol = { ...symbol(STATIONS[0]), label: '</title><script>alert(1)</script>', fill: '"/><script>alert(2)</script>' };
    const svg = mapSvg({ scene: { ...stationScene, symbols: [hostile] }, width: 300, height: 200 });
    expect(XMLValidator.validate(svg)).toBe(true);
    expect(svg).not.toContain('<script');
    expect(parse(svg).g.circle.title).toBe('</title><script>alert(1)</script>');
  });

  it('shows a locked view as the author saved it, without padding', () => {
    const view: [[number, number], [number, number]] = [
      [7.5, 47.4],
      [7.7, 47.6],
    ];
    const svg = mapSvg({ scene: stationScene, view, width: 400, height: 400 });
    // Only Basel lies in the view; the others are left out, not drawn beyond the frame.
    expect(parse(svg).g.circle.title).toBe('Basel-Binningen');
  });
});
