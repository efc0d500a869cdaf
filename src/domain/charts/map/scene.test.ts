import type { Feature, FeatureCollection } from 'geojson';
import { topology } from 'topojson-server';
import { describe, expect, it } from 'vitest';
import type { ChartConfigOf } from '../../config';
import type { MapColor } from './fields';
import { iriKey, type Component, type Observation } from '../../data';
import { initialInteractiveState, type InteractiveState } from '../chart-data';
import { configBase, dimension, measure, yearDimension } from '../test-fixture';
import { describeMap, placesOf, stepPlace } from './access';
import { MISSING_COLOR, MISSING_OPACITY, rampOf } from './colors';
import { mapComponentIds } from './query';
import { MAX_SYMBOL_RADIUS, mapScene, SYMBOL_FOCUS_RING } from './scene';
import { shapeFeatures } from './shapes';
import { toHex } from '../rgb';

/** Four unit squares in a 2 × 2 grid: west-south, east-south, west-north, east-north. */
const PLACES = ['SW', 'SE', 'NW', 'NE'];
const square = (x: number, y: number): Feature['geometry'] => ({
  type: 'Polygon',
  coordinates: [
    [
      [x, y],
      [x, y + 1],
      [x + 1, y + 1],
      [x + 1, y],
      [x, y],
    ],
  ],
});
const iri = (place: string) => `https://ld.example/place/${place}`;
const grid: FeatureCollection = {
  type: 'FeatureCollection',
  features: PLACES.map((p, i) => ({
    type: 'Feature',
    id: iri(p),
    properties: { iri: iri(p), label: p },
    geometry: square(6 + (i % 2), 46 + Math.floor(i / 2)),
  })),
};
const shapes = shapeFeatures(topology({ shapes: grid }) as never);

const place = dimension('place', PLACES, { __typename: 'GeoShapesDimension' });
const kind = dimension('kind', ['forest', 'lake']);
const year = yearDimension(['2020', '2021']);
const area = measure('area', { unit: 'ha' });
const components = new Map<string, Component>([place, kind, year, area].map((c) => [c.id, c]));

/** One observation per place and year; NE has none in 2020 (a missing value). */
const VALUES: Record<string, number[]> = { SW: [10, 20], SE: [40, 10], NW: [90, 30], NE: [NaN, 160] };
const observations: Observation[] = PLACES.flatMap((p) =>
  year.values.flatMap((y, i) =>
    Number.isNaN(VALUES[p][i])
      ? []
      : [{ [place.id]: p, [iriKey(place.id)]: iri(p), [year.id]: String(y.value), [kind.id]: p === 'NW' ? 'lake' : 'forest', [area.id]: VALUES[p][i] }],
  ),
);

const numerical = (extra: Partial<Extract<MapColor, { type: 'numerical' }>> = {}): MapColor => ({
  type: 'numerical',
  componentId: area.id,
  paletteId: 'oranges',
  scaleType: 'continuous',
  interpolationType: 'linear',
  opacity: 100,
  ...extra,
});
const config = (fields: Partial<ChartConfigOf<'map'>['fields']>): ChartConfigOf<'map'> =>
  ({ ...configBase(), chartType: 'map', fields, baseLayer: { show: false, locked: false, customLayers: [] } }) as ChartConfigOf<'map'>;
const draw = (fields: Partial<ChartConfigOf<'map'>['fields']>, state: Partial<InteractiveState> = {}, obs = observations) =>
  mapScene({
    config: config(fields),
    components,
    observations: obs,
    shapes: { [place.id]: shapes },
    state: { ...initialInteractiveState(), ...state },
    locale: 'en',
  });
const in2020 = observations.filter((o) => o[year.id] === '2020');

describe('map scene: area layer', () => {
  it('draws one area per shape, fitted to all of them', () => {
    const scene = draw({ areaLayer: { componentId: place.id, color: { type: 'fixed', value: '#1f77b4', opacity: 80 } } });
    expect(scene.areas.map((a) => a.label)).toEqual(PLACES);
    expect(scene.areas.every((a) => a.fill === '#1f77b4' && a.opacity === 0.8)).toBe(true);
    expect(scene.areas[0].centroid).toEqual([6.5, 46.5]);
    expect(scene.bounds).toEqual([
      [6, 46],
      [8, 48],
    ]);
    expect(scene.legends).toEqual([]);
  });

  it('colours a measure continuously from the palest to the darkest end, a place without value in the missing colour', () => {
    const scene = draw({ areaLayer: { componentId: place.id, color: numerical() } }, {}, in2020);
    const byLabel = Object.fromEntries(scene.areas.map((a) => [a.label, a]));
    expect(byLabel.SW.fill).toBe(toHex(rampOf('oranges')(0)));
    expect(byLabel.NW.fill).toBe(toHex(rampOf('oranges')(1)));
    expect(byLabel.NE).toMatchObject({ fill: MISSING_COLOR, opacity: MISSING_OPACITY, tooltip: { title: 'NE', value: '–' } });
    expect(byLabel.SE.tooltip).toEqual({ title: 'SE', value: '40 ha' });
    expect(scene.legends[0]).toMatchObject({ type: 'ramp', title: 'area (ha)', from: '10', to: '90' });
  });

  it('leaves places without a shape (a country total beside its parts) out of the scale', () => {
    const total = { [place.id]: 'All', [iriKey(place.id)]: 'https://ld.example/country/all', [year.id]: '2020', [area.id]: 1000 };
    const fields = { areaLayer: { componentId: place.id, color: numerical() }, symbolLayer: { componentId: place.id, measureId: area.id, color: numerical() } };
    const scene = draw(fields, {}, [...in2020, total]);
    expect(scene.legends.map((l) => (l.type === 'ramp' ? l.to : l.type === 'sizes' ? l.sizes[0].label : l.type))).toEqual(['90', '90', '90']);
    expect(scene.areas).toHaveLength(4);
    expect(scene.symbols.map((s) => s.label)).toEqual(['NW', 'SE', 'SW']);
    expect(scene.symbols[0].radius).toBe(MAX_SYMBOL_RADIUS);
    // Area and circle of a place both read its values.
    const nw = scene.areas.find((a) => a.label === 'NW')!;
    expect(nw.tooltip).toEqual({ title: 'NW', series: undefined, value: '90 ha · 90 ha' });
    expect(scene.symbols.find((s) => s.key === nw.key)!.tooltip).toBe(nw.tooltip);
  });

  it('puts values into discrete classes (jenks by default in the spec, 3 classes)', () => {
    const scene = draw({ areaLayer: { componentId: place.id, color: numerical({ scaleType: 'discrete', interpolationType: 'jenks', nbClass: 3 }) } });
    const legend = scene.legends[0];
    expect(legend.type).toBe('classes');
    // The values of both years span the scale: 10 10 20 30 40 | 90 | 160 spread least within classes;
    // whole numbers, so a class ends one below the next one's start.
    expect(legend.type === 'classes' && legend.classes.map((c) => c.label)).toEqual(['10 – 89', '90 – 159', '160']);
    const fills = new Set(scene.areas.map((a) => a.fill));
    expect(fills.size).toBeLessThanOrEqual(3);
  });

  it('colours categories by the colour mapping, else the palette', () => {
    const color: MapColor = {
      type: 'categorical',
      componentId: kind.id,
      paletteId: 'category10',
      colorMapping: { 'https://ld.example/kind/lake': '#0000ff' },
      opacity: 100,
    };
    const scene = draw({ areaLayer: { componentId: place.id, color } }, {}, in2020);
    expect(scene.areas.find((a) => a.label === 'NW')!.fill).toBe('#0000ff');
    expect(scene.areas.find((a) => a.label === 'SW')!.fill).toBe('#1f77b4');
    expect(scene.legends[0]).toEqual({
      type: 'categories',
      title: 'kind',
      items: [
        { label: 'forest', color: '#1f77b4' },
        { label: 'lake', color: '#0000ff' },
      ],
    });
  });

  it('follows the animation frame while keeping the scale of all frames', () => {
    const fields = {
      areaLayer: { componentId: place.id, color: numerical() },
      animation: { componentId: year.id, showPlayButton: true, type: 'stepped' as const, duration: 10, dynamicScales: false },
    };
    const frame2021 = draw(fields, { animationValue: '2021' });
    const ne = frame2021.areas.find((a) => a.label === 'NE')!;
    expect(ne.value).toBe(160);
    expect(ne.fill).toBe(toHex(rampOf('oranges')(1)));
    const frame2020 = draw(fields, { animationValue: '2020' });
    // 90 on a scale of 10 to 160, not the darkest of its own frame.
    expect(frame2020.areas.find((a) => a.label === 'NW')!.fill).toBe(toHex(rampOf('oranges')(80 / 150)));
    expect(frame2020.legends[0]).toMatchObject({ from: '10', to: '160' });
    const dynamic = draw({ ...fields, animation: { ...fields.animation, dynamicScales: true } }, { animationValue: '2020' });
    expect(dynamic.legends[0]).toMatchObject({ from: '10', to: '90' });
  });

  it('shows the latest value in the time range', () => {
    const cfg = config({ areaLayer: { componentId: place.id, color: numerical() } });
    cfg.interactiveFiltersConfig.timeRange = { active: true, componentId: year.id, presets: { type: 'range', from: '', to: '' } };
    const state = { ...initialInteractiveState(), timeRange: { from: '2020', to: '2020' } };
    const scene = mapScene({ config: cfg, components, observations, shapes: { [place.id]: shapes }, state, locale: 'en' });
    expect(scene.areas.find((a) => a.label === 'SE')!.value).toBe(40);
    const both = mapScene({
      config: cfg,
      components,
      observations,
      shapes: { [place.id]: shapes },
      state: { ...state, timeRange: { from: '2020', to: '2021' } },
      locale: 'en',
    });
    expect(both.areas.find((a) => a.label === 'SE')!.value).toBe(10);
    expect(mapComponentIds(cfg)).toEqual([place.id, area.id, year.id]);
  });
});

describe('map scene: symbol layer', () => {
  it('sizes circles by area: the radius grows with the square root of the value', () => {
    const scene = draw({ symbolLayer: { componentId: place.id, measureId: area.id, color: { type: 'fixed', value: '#ff0000', opacity: 80 } } }, {}, in2020);
    expect(scene.symbols.map((s) => s.label)).toEqual(['NW', 'SE', 'SW']);
    const [nw, se, sw] = scene.symbols;
    expect(nw.radius).toBe(MAX_SYMBOL_RADIUS);
    expect((se.radius / nw.radius) ** 2).toBeCloseTo(40 / 90, 10);
    expect((sw.radius / nw.radius) ** 2).toBeCloseTo(10 / 90, 10);
    expect(nw.coordinates).toEqual([6.5, 47.5]);
    expect(nw.tooltip).toEqual({ title: 'NW', value: '90 ha', series: undefined });
    // The size legend: the largest value's circle and one of about a quarter of it, in round numbers.
    expect(scene.legends).toEqual([
      {
        type: 'sizes',
        title: 'area (ha)',
        sizes: [
          { label: '90', radius: MAX_SYMBOL_RADIUS },
          { label: '22', radius: Math.sqrt(22 / 90) * MAX_SYMBOL_RADIUS },
        ],
      },
    ]);
  });

  it('places circles at geo coordinates, coloured by another component', () => {
    const points = dimension('station', ['A', 'B'], {
      __typename: 'GeoCoordinatesDimension',
      values: [
        { value: 'https://ld.example/station/A', label: 'A', longitude: 7.44, latitude: 46.95 },
        { value: 'https://ld.example/station/B', label: 'B', longitude: 8.54, latitude: 47.37 },
      ],
    });
    const obs = [
      { [points.id]: 'A', [iriKey(points.id)]: 'https://ld.example/station/A', [kind.id]: 'forest', [area.id]: 4 },
      { [points.id]: 'B', [iriKey(points.id)]: 'https://ld.example/station/B', [kind.id]: 'lake', [area.id]: 1 },
    ];
    const scene = mapScene({
      config: config({
        symbolLayer: {
          componentId: points.id,
          measureId: area.id,
          color: { type: 'categorical', componentId: kind.id, paletteId: 'category10', colorMapping: {}, opacity: 100 },
        },
      }),
      components: new Map([...components, [points.id, points]]),
      observations: obs,
      shapes: {},
      state: initialInteractiveState(),
      locale: 'en',
    });
    expect(scene.symbols.map((s) => [s.label, s.coordinates, s.radius])).toEqual([
      ['A', [7.44, 46.95], MAX_SYMBOL_RADIUS],
      ['B', [8.54, 47.37], MAX_SYMBOL_RADIUS / 2],
    ]);
    expect(scene.symbols[1].tooltip.series).toBe('kind: lake');
    expect(scene.bounds).toEqual([
      [7.44, 46.95],
      [8.54, 47.37],
    ]);
  });
});

describe('map scene: number format and extremes', () => {
  /** A measure's values at the four places. */
  const counts = (values: number[]) => {
    const count = measure('count');
    const obs = PLACES.map((p, i) => ({ [place.id]: p, [iriKey(place.id)]: iri(p), [count.id]: values[i] }));
    return (fields: (id: string) => Partial<ChartConfigOf<'map'>['fields']>) =>
      mapScene({
        config: config(fields(count.id)),
        components: new Map([...components, [count.id, count]]),
        observations: obs,
        shapes: { [place.id]: shapes },
        state: initialInteractiveState(),
        locale: 'en',
      });
  };
  const quantize = (id: string) => ({
    areaLayer: { componentId: place.id, color: numerical({ componentId: id, scaleType: 'discrete', interpolationType: 'quantize', nbClass: 3 }) },
  });
  const labels = (scene: ReturnType<ReturnType<typeof counts>>) => {
    const legend = scene.legends[0];
    return legend.type === 'classes' ? legend.classes.map((c) => c.label) : [];
  };

  it('bounds the classes of counts by whole numbers, from the true minimum to the true maximum', () => {
    // Quantize breaks of 2..300 in 3: 101.33 and 200.67; a count of 101 is below the first, 102 above.
    const scene = counts([2, 101, 102, 300])(quantize);
    expect(labels(scene)).toEqual(['2 – 101', '102 – 200', '201 – 300']);
    const fill = (label: string) => scene.areas.find((a) => a.label === label)!.fill;
    expect(fill('SE')).toBe(fill('SW'));
    expect(fill('NW')).not.toBe(fill('SE'));
  });

  it('keeps the decimals of a measure with fractions', () => {
    expect(labels(counts([2.5, 101, 102, 300])(quantize))).toEqual(['2.5 – 101.67', '101.67 – 200.83', '200.83 – 300']);
  });

  it('gives the size legend the largest value itself, not a rounded one', () => {
    const scene = counts([2, 100, 101, 494])((id) => ({
      symbolLayer: { componentId: place.id, measureId: id, color: { type: 'fixed', value: '#ff0000', opacity: 80 } },
    }));
    expect(scene.legends).toEqual([
      {
        type: 'sizes',
        title: 'count',
        sizes: [
          { label: '494', radius: MAX_SYMBOL_RADIUS },
          { label: '120', radius: Math.sqrt(120 / 494) * MAX_SYMBOL_RADIUS },
        ],
      },
    ]);
    // Room around the data for the largest circle and its focus ring.
    expect(scene.padding).toBe(MAX_SYMBOL_RADIUS + SYMBOL_FOCUS_RING);
    expect(counts([2, 100, 101, 494])(quantize).padding).toBe(0);
  });
});

describe('map access', () => {
  const scene = draw({ areaLayer: { componentId: place.id, color: numerical() } });
  const places = placesOf(scene);
  const at = (label: string) => places.findIndex((p) => p.tooltip.title === label);

  it('steps to the neighbour in the arrow’s direction, and stays at the edge', () => {
    expect(places[stepPlace(places, at('SW'), 'ArrowRight')!].tooltip.title).toBe('SE');
    expect(places[stepPlace(places, at('SW'), 'ArrowUp')!].tooltip.title).toBe('NW');
    expect(places[stepPlace(places, at('NE'), 'ArrowDown')!].tooltip.title).toBe('SE');
    expect(stepPlace(places, at('SW'), 'ArrowLeft')).toBe(at('SW'));
    expect(stepPlace(places, undefined, 'ArrowDown')).toBe(0);
    expect([stepPlace(places, 2, 'Home'), stepPlace(places, 0, 'End')]).toEqual([0, 3]);
    // Page Down and Up go by name: NE, NW, SE, SW.
    expect(places.map((p) => p.tooltip.title)).toEqual(['NE', 'NW', 'SE', 'SW']);
    expect([stepPlace(places, 0, 'PageDown'), stepPlace(places, 3, 'PageDown'), stepPlace(places, 0, 'PageUp')]).toEqual([1, 3, 0]);
  });

  it('describes the areas, the colour scale and the lowest and highest value with their places', () => {
    expect(describeMap(scene)).toEqual([
      { key: 'chart.describe.map.areas', values: { count: 4 } },
      { key: 'chart.describe.map.legend', values: { title: 'area (ha)', from: '10', to: '160' } },
      { key: 'chart.describe.extremes', values: { min: '10 ha (SW)', max: '160 ha (NE)' } },
      { key: 'chart.describe.map.keys', values: {} },
    ]);
  });
});

describe('map scene: nothing with data', () => {
  const layer = { areaLayer: { componentId: place.id, color: numerical() } };

  it('says the values are missing when no place has one', () => {
    const missing = observations.map((o) => ({ ...o, [area.id]: null }));
    expect(draw(layer, {}, missing).empty).toEqual({ reason: 'missing' });
    expect(draw(layer).empty).toBeUndefined();
  });

  it('names the filters when the visitor’s time range leaves no observation', () => {
    const cfg = config(layer);
    cfg.interactiveFiltersConfig.timeRange = { active: true, componentId: year.id, presets: { type: 'range', from: '', to: '' } };
    cfg.cubes = [{ iri: 'cube/1', filters: { [kind.id]: { type: 'single', value: 'https://ld.example/kind/forest' } } }];
    const scene = mapScene({
      config: cfg,
      components,
      observations,
      shapes: { [place.id]: shapes },
      state: { ...initialInteractiveState(), timeRange: { from: '2018', to: '2019' } },
      locale: 'en',
    });
    expect(scene.empty).toEqual({ reason: 'filtered', values: ['forest'], time: ['2018–2019'] });
  });
});
