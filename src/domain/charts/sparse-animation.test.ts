/**
 * Animation on sparse data (issue 28, item 5): each frame draws one mark per category with data in
 * that frame, categories keep their places across frames, a category without data in a frame is
 * empty, and a chart whose visitor has not picked a frame yet shows the first one, never every
 * frame laid over the others. Column, bar, pie, scatterplot and map, through the pipeline's stages
 * (drawScene, mapScene, shownData).
 */
import { describe, expect, it } from 'vitest';
import type { ChartConfigOf } from '../config';
import { iriKey, type Component, type Observation } from '../data';
import { initialInteractiveState, type InteractiveState } from './chart-data';
import { mapScene } from './map/scene';
import { shownData } from './pipeline';
import { drawScene, type DrawnChartConfig } from './registry';
import type { Mark, Scene } from './scene';
import { configBase, dimension, measure, yearDimension } from './test-fixture';

/** Three stations over three years: Aarau measures every year, Bern only 2000, Chur from 2001. */
const station = dimension('station', ['Aarau', 'Bern', 'Chur'], { __typename: 'GeoCoordinatesDimension' });
station.values.forEach((v, i) => Object.assign(v, { longitude: 7 + i, latitude: 46 + i }));
const pollutant = dimension('pollutant', ['NO2', 'O3']);
const year = yearDimension(['2000', '2001', '2002']);
const value = measure('value', { unit: 'µg/m³' });
const other = measure('other', { unit: 'µg/m³' });
const components = new Map<string, Component>([station, pollutant, year, value, other].map((c) => [c.id, c]));

const DATA: [string, string, number][] = [
  ['Aarau', '2000', 30],
  ['Bern', '2000', 50],
  ['Aarau', '2001', 28],
  ['Chur', '2001', 12],
  ['Aarau', '2002', 25],
  ['Chur', '2002', 14],
];
const observations: Observation[] = DATA.flatMap(([s, y, v]) =>
  ['NO2', 'O3'].map((p, i) => ({
    [station.id]: s,
    [iriKey(station.id)]: `https://ld.example/station/${s}`,
    [pollutant.id]: p,
    [year.id]: y,
    [value.id]: v + i * 100,
    [other.id]: v / 2 + i,
  })),
);
/** The stations with data in a year. */
const stationsIn = (y: string) => DATA.filter(([, year]) => year === y).map(([s]) => s);
const FRAMES = ['2000', '2001', '2002'];

const animation = { componentId: year.id, showPlayButton: true, type: 'stepped' as const, duration: 10, dynamicScales: false };
const sorting = { sortingType: 'byAuto' as const, sortingOrder: 'asc' as const };
const segmentColor = { type: 'segment' as const, paletteId: 'category10', colorMapping: {} };

const column = (extra: Partial<ChartConfigOf<'column'>['fields']> = {}): ChartConfigOf<'column'> => ({
  ...configBase(),
  chartType: 'column',
  fields: {
    x: { componentId: station.id, sorting },
    y: { componentId: value.id },
    segment: { componentId: pollutant.id, type: 'stacked', sorting },
    color: segmentColor,
    animation,
    ...extra,
  },
});
const bar = (): ChartConfigOf<'bar'> => ({
  ...configBase(),
  chartType: 'bar',
  fields: {
    x: { componentId: value.id },
    y: { componentId: station.id, sorting },
    color: { type: 'single', paletteId: 'category10', color: '#336699' },
    animation,
  },
});
const pie = (): ChartConfigOf<'pie'> => ({
  ...configBase(),
  chartType: 'pie',
  fields: { y: { componentId: value.id }, segment: { componentId: station.id, sorting }, color: segmentColor, animation },
});
const scatterplot = (): ChartConfigOf<'scatterplot'> => ({
  ...configBase(),
  chartType: 'scatterplot',
  fields: { x: { componentId: other.id }, y: { componentId: value.id }, segment: { componentId: station.id, sorting }, color: segmentColor, animation },
});
const map = (): ChartConfigOf<'map'> => ({
  ...configBase(),
  chartType: 'map',
  fields: { symbolLayer: { componentId: station.id, measureId: value.id, color: { type: 'fixed', value: '#336699', opacity: 80 } }, animation },
  baseLayer: { show: true, locked: false, customLayers: [] },
});

/** One pollutant, as a chart without a pollutant field would ask for it. */
const no2 = observations.filter((o) => o[pollutant.id] === 'NO2');
const draw = (config: DrawnChartConfig, state: Partial<InteractiveState> = {}, obs = observations): Scene =>
  drawScene({ config, components, observations: obs, state: { ...initialInteractiveState(), ...state }, width: 800, height: 400, locale: 'en' });
const data = (s: Scene) => s.marks.filter((m): m is Extract<Mark, { value?: number }> => 'value' in m && m.value !== undefined);
const categoryOf = (m: Mark) => m.key.split('\u0000')[0];
const frames = (config: DrawnChartConfig, obs = observations) => FRAMES.map((animationValue) => draw(config, { animationValue }, obs));

describe('animation on sparse data', () => {
  it('column: each frame draws the stations with data in it, stacked by pollutant, at the places of every frame', () => {
    const scenes = frames(column());
    scenes.forEach((s, i) => {
      expect([...new Set(data(s).map(categoryOf))], FRAMES[i]).toEqual(stationsIn(FRAMES[i]));
      expect(data(s), FRAMES[i]).toHaveLength(stationsIn(FRAMES[i]).length * 2);
    });
    // The x domain is the union: every station has its place in every frame, the same place.
    const positions = scenes.map((s) => s.scales?.category?.positions);
    expect(positions[0]?.map((p) => p.label)).toEqual(['Aarau', 'Bern', 'Chur']);
    expect(positions[1]).toEqual(positions[0]);
    expect(positions[2]).toEqual(positions[0]);
    // Aarau's bars stand where Aarau stands, frame after frame.
    const aarau = scenes.map((s) => data(s).find((m) => categoryOf(m) === 'Aarau') as Extract<Mark, { type: 'rect' }>);
    expect(new Set(aarau.map((m) => m.x)).size).toBe(1);
  });

  it('column: no frame picked yet draws the first frame, not every observation of every year', () => {
    const first = draw(column());
    expect(data(first)).toHaveLength(4);
    expect(first.marks).toEqual(frames(column())[0].marks);
    // Without a segment: one bar per station with data in 2000.
    expect(data(draw(column({ segment: undefined, color: { type: 'single', paletteId: 'category10', color: '#336699' } }), {}, no2)).map(categoryOf)).toEqual(
      stationsIn('2000'),
    );
  });

  it('column sorted by value keeps its order through the frames', () => {
    const byMeasure = column({ x: { componentId: station.id, sorting: { sortingType: 'byMeasure', sortingOrder: 'desc' } } });
    const orders = frames(byMeasure).map((s) => s.scales?.category?.positions.map((p) => p.label));
    expect(new Set(orders.map(String)).size).toBe(1);
  });

  it('bar: one bar per station with data, at a fixed place', () => {
    const scenes = frames(bar(), no2);
    expect(scenes.map((s) => data(s).map(categoryOf))).toEqual(FRAMES.map(stationsIn));
    expect(scenes[1].scales?.category?.positions).toEqual(scenes[0].scales?.category?.positions);
    expect(data(draw(bar(), {}, no2)).map(categoryOf)).toEqual(stationsIn('2000'));
  });

  it('pie: the slices of the frame, summed over nothing else; no frame picked yet is the first', () => {
    const scenes = frames(pie(), no2);
    expect(scenes.map((s) => data(s).map((m) => m.key))).toEqual(FRAMES.map((y) => stationsIn(y).map((s) => `slice:${s}`)));
    expect(data(draw(pie(), {}, no2)).map((m) => m.value)).toEqual([30, 50]);
  });

  it('scatterplot: one dot per station with data, the same key for the same station in every frame', () => {
    const scenes = frames(scatterplot(), no2);
    expect(scenes.map((s) => data(s).length)).toEqual(FRAMES.map((y) => stationsIn(y).length));
    const aarau = scenes.map((s) => data(s).find((m) => m.tooltip.title === 'Aarau')?.key);
    expect(new Set(aarau).size).toBe(1);
    expect(data(draw(scatterplot(), {}, no2))).toHaveLength(stationsIn('2000').length);
  });

  it('map: one circle per station with data in the frame; no frame picked yet is the first', () => {
    const scene = (state: Partial<InteractiveState>) =>
      mapScene({ config: map(), components, observations: no2, shapes: {}, state: { ...initialInteractiveState(), ...state }, locale: 'en' });
    expect(
      FRAMES.map((animationValue) =>
        scene({ animationValue })
          .symbols.map((s) => s.label)
          .sort(),
      ),
    ).toEqual(FRAMES.map(stationsIn));
    expect(
      scene({})
        .symbols.map((s) => s.value)
        .sort(),
    ).toEqual([30, 50]);
    // The view fits every place of every frame.
    expect(scene({ animationValue: '2000' }).bounds).toEqual(scene({ animationValue: '2002' }).bounds);
  });

  it('the chart data a visitor downloads is the frame drawn', () => {
    const config = column();
    const state = { chart: initialInteractiveState() };
    const shown = shownData(config, components, observations, state, {}, 'Values summed');
    expect(shown?.observations.map((o) => o[year.id])).toEqual(['2000', '2000', '2000', '2000']);
    // Its file name says which frame.
    expect(shown?.choices).toEqual(['2000']);
  });
});
