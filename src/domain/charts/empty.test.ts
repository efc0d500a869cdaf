import { describe, expect, it } from 'vitest';
import { AIR, sparseComponents, sparseObservations } from '../../../tests/support/sparse-cube';
import type { ChartConfigOf, Filters } from '../config';
import { MOST_RECENT_VALUE } from '../configurator/most-recent';
import { componentsById, findValue, type Component, type Observation } from '../data';
import { initialInteractiveState, toggleCategory, type InteractiveState } from './chart-data';
import { emptyMessage, emptyState, filterWords, markNoData, toggleableCategories } from './empty';
import { drawScene } from './registry';
import type { LegendItem, Scene } from './scene';
import { configBase, dimension, measure, yearDimension } from './test-fixture';

// The air-monitoring test cube as the data API answers it: dimension values by label.
const components = componentsById(sparseComponents());
const labelOf = (id: string, value: unknown) => findValue(components.get(id)!.values, String(value))?.label ?? String(value);
const observations: Observation[] = sparseObservations.map((o) =>
  Object.fromEntries(Object.entries(o).map(([id, v]) => [id, id === AIR.value || id === AIR.year ? v : labelOf(id, v)])),
);
const at = (station: string) => observations.filter((o) => o[AIR.station] === station);
const BERN = 'Bern-Bollwerk';
const NO2 = 'Nitrogen dioxide (NO2)';
const PM10 = 'Particulate matter (PM10)';
const single = (value: string): Filters[string] => ({ type: 'single', value });

const lineConfig = (timeRange = false): ChartConfigOf<'line'> => {
  const base = configBase();
  return {
    ...base,
    cubes: [{ iri: AIR.station, filters: { [AIR.station]: single(AIR.stationValue('bern-bollwerk')) } }],
    interactiveFiltersConfig: {
      ...base.interactiveFiltersConfig,
      legend: { active: true, componentId: AIR.pollutant },
      timeRange: { ...base.interactiveFiltersConfig.timeRange, active: timeRange, componentId: AIR.year },
    },
    chartType: 'line',
    fields: {
      x: { componentId: AIR.year },
      y: { componentId: AIR.value },
      color: { type: 'segment', paletteId: 'category10', colorMapping: {} },
      segment: { componentId: AIR.pollutant, sorting: { sortingType: 'byAuto', sortingOrder: 'asc' } },
    },
  } as ChartConfigOf<'line'>;
};

const draw = (config: Parameters<typeof drawScene>[0]['config'], rows: Observation[], state: Partial<InteractiveState> = {}, filters?: Filters): Scene =>
  drawScene({ config, components, observations: rows, state: { ...initialInteractiveState(), ...state }, width: 600, height: 300, locale: 'en', filters });

describe('a chart with nothing to draw says why, with no axis', () => {
  it('every series with a value hidden: "All series are hidden", the legend kept to show one again', () => {
    // Bern measures NO2 from 1990 and PM10 from 1998: to 1997 only NO2 has values.
    const scene = draw(lineConfig(true), at(BERN), { hiddenCategories: [NO2], timeRange: { from: '1990', to: '1997' } });
    expect(scene.empty).toEqual({ reason: 'hidden' });
    expect(scene.axes).toEqual([]);
    expect(scene.marks).toEqual([]);
    expect(scene.legend.map((item) => [item.label, !!item.hidden, !!item.noData])).toEqual([
      [NO2, true, false],
      [PM10, false, true],
    ]);
    expect(emptyMessage(scene.empty!)).toEqual({ key: 'chart.empty.hidden', values: {} });
  });

  it('a time range without data names the station and the years', () => {
    const filters = lineConfig().cubes[0].filters;
    const scene = draw(lineConfig(true), at(BERN), { timeRange: { from: '1986', to: '1989' } }, filters);
    expect(scene.empty).toEqual({ reason: 'filtered', values: [BERN], time: ['1986–1989'] });
    expect(emptyMessage(scene.empty!)).toEqual({ key: 'chart.empty.filtered-time', values: { values: BERN, time: '1986–1989' } });
  });

  it('observations without values: "All values are missing"', () => {
    const rows = at(BERN).map((o) => ({ ...o, [AIR.value]: null }));
    const scene = draw(lineConfig(), rows);
    expect(scene.empty).toEqual({ reason: 'missing' });
    expect(scene.axes).toEqual([]);
  });

  it('a pie of values at or below zero has no slice, and says so', () => {
    const pie = {
      ...configBase(),
      chartType: 'pie',
      fields: {
        y: { componentId: AIR.value },
        segment: { componentId: AIR.pollutant, sorting: { sortingType: 'byAuto', sortingOrder: 'asc' } },
        color: { type: 'segment', paletteId: 'category10', colorMapping: {} },
      },
    } as ChartConfigOf<'pie'>;
    expect(draw(pie, [{ [AIR.pollutant]: NO2, [AIR.value]: 0 }]).empty).toEqual({ reason: 'not-positive' });
    expect(draw(pie, at(BERN)).empty).toBeUndefined();
  });

  it('a chart with marks has no empty state and keeps its axes', () => {
    const scene = draw(lineConfig(), at(BERN), { hiddenCategories: [NO2] });
    expect(scene.empty).toBeUndefined();
    expect(scene.axes).toHaveLength(2);
  });
});

describe('the legend lists apart the categories without data under the visitor’s filters', () => {
  it('marks the categories without a value in the animation frame shown, not those hidden', () => {
    const pie = {
      ...configBase(),
      chartType: 'pie',
      fields: {
        y: { componentId: AIR.value },
        segment: { componentId: AIR.pollutant, sorting: { sortingType: 'byAuto', sortingOrder: 'asc' } },
        color: { type: 'segment', paletteId: 'category10', colorMapping: {} },
        animation: { componentId: AIR.year, showPlayButton: true, duration: 10, type: 'continuous', dynamicScales: false },
      },
    } as ChartConfigOf<'pie'>;
    // Lugano measures PM10 from 1991 only.
    const rows = at('Lugano-Università');
    const frame = (year: string, hidden: string[] = []) =>
      draw(pie, rows, { animationValue: year, hiddenCategories: hidden }).legend.map((item) => `${item.label}${item.noData ? ' (no data)' : ''}`);
    expect(frame('1990')).toEqual([NO2, `${PM10} (no data)`, 'Ozone (O3)']);
    expect(frame('1995', [PM10])).toEqual([NO2, PM10, 'Ozone (O3)']);
  });

  it('lets the visitor toggle only the categories with data: the last of them stays shown', () => {
    const legend: LegendItem[] = [
      { key: 'a', label: 'A', color: '#000', shape: 'square' },
      { key: 'b', label: 'B', color: '#000', shape: 'square', noData: true },
    ];
    expect(toggleableCategories(legend)).toEqual(['a']);
    expect(toggleCategory(initialInteractiveState(), 'a', toggleableCategories(legend)).hiddenCategories).toEqual([]);
  });

  it('leaves a legend whose categories all have data as it is', () => {
    const legend = draw(lineConfig(), at(BERN)).legend;
    expect(legend.some((item) => item.noData)).toBe(false);
    const spec = { legendId: AIR.pollutant };
    expect(markNoData(legend, { observations: at(BERN), spec, state: initialInteractiveState(), measureIds: [AIR.value] })).toBe(legend);
  });
});

describe('filterWords: the filters as the message names them', () => {
  const year = yearDimension(['2020', '2021']);
  const month = { ...dimension('month', ['2021-03']), __typename: 'TemporalDimension', timeUnit: 'Month', values: [{ value: '2021-03', label: '2021-03' }] };
  const place = dimension('place', ['Bern', 'Zürich']);
  const byId = new Map<string, Component>([year, month as Component, place, measure('m')].map((c) => [c.id, c]));

  it('names single values by label, dates apart in their unit’s format; leaves out multi filters and an unresolved "most recent"', () => {
    const filters: Filters = {
      [place.id]: single('https://ld.example/place/Bern'),
      [month.id]: single('2021-03'),
      [year.id]: single(MOST_RECENT_VALUE),
      cube___gone: single('x'),
    };
    expect(filterWords(filters, byId)).toEqual({ values: ['Bern'], time: ['03.2021'] });
    expect(filterWords({ [place.id]: { type: 'multi', values: { a: true } } }, byId)).toEqual({ values: [], time: [] });
    expect(filterWords({ [year.id]: { type: 'range', from: '2020', to: '2021' } }, byId)).toEqual({ values: [], time: ['2020–2021'] });
  });

  it('adds the visitor’s time range and animation frame', () => {
    const state = { ...initialInteractiveState(), timeRange: { from: '2021', to: '2021' }, animationValue: 'Zürich' };
    expect(filterWords({}, byId, { timeId: year.id, animationId: place.id }, state)).toEqual({ values: ['Zürich'], time: ['2021'] });
  });
});

describe('emptyState and emptyMessage', () => {
  const spec = { legendId: 'fuel' };
  const state = (hidden: string[] = []) => ({ ...initialInteractiveState(), hiddenCategories: hidden });
  const rows = [
    { fuel: 'Coal', v: 1 },
    { fuel: 'Gas', v: null },
  ];
  const words = () => ({ values: ['Bern'], time: [] });
  const of = (observations: Observation[], hidden: string[] = [], drawn = false) =>
    emptyState({ observations, spec, state: state(hidden), measureIds: ['v'], drawn, words });

  it('tells apart no observations, no values and every valued series hidden', () => {
    expect(of(rows, [], true)).toBeUndefined();
    expect(of([])).toEqual({ reason: 'filtered', values: ['Bern'], time: [] });
    expect(of([rows[1]])).toEqual({ reason: 'missing' });
    // Gas is shown but has no value: hiding Coal hid every series that has one.
    expect(of(rows, ['Coal'])).toEqual({ reason: 'hidden' });
  });

  it('words the filters: values, time, both, or neither', () => {
    const message = (values: string[], time: string[]) => emptyMessage({ reason: 'filtered', values, time });
    expect(message(['Lugano-Università'], ['1999'])).toEqual({ key: 'chart.empty.filtered-time', values: { values: 'Lugano-Università', time: '1999' } });
    expect(message(['Lugano-Università', NO2], [])).toEqual({ key: 'chart.empty.filtered', values: { values: `Lugano-Università, ${NO2}` } });
    expect(message([], ['1999'])).toEqual({ key: 'chart.empty.time', values: { time: '1999' } });
    expect(message([], [])).toEqual({ key: 'chart.no-data', values: {} });
    expect(emptyMessage({ reason: 'missing' }).key).toBe('chart.empty.missing');
    expect(emptyMessage({ reason: 'not-positive' }).key).toBe('chart.empty.not-positive');
  });
});

describe('partial states: a count axis stays whole and sane', () => {
  const station = dimension('station', ['A', 'B']);
  const kind = dimension('kind', ['x', 'y']);
  const count = measure('count');
  const byId = new Map<string, Component>([station, kind, count].map((c) => [c.id, c]));
  const column = {
    ...configBase(),
    chartType: 'column',
    fields: {
      x: { componentId: station.id },
      y: { componentId: count.id },
      color: { type: 'segment', paletteId: 'category10', colorMapping: {} },
      segment: { componentId: kind.id, type: 'grouped', sorting: { sortingType: 'byAuto', sortingOrder: 'asc' } },
    },
  } as ChartConfigOf<'column'>;
  const rows = (x: number[], y: number[]) =>
    ['A', 'B'].flatMap((s, i) => [
      { [station.id]: s, [kind.id]: 'x', [count.id]: x[i] },
      { [station.id]: s, [kind.id]: 'y', [count.id]: y[i] },
    ]);
  const valueTicks = (scene: Scene) => scene.axes.find((a) => a.position === 'left')!.ticks.map((t) => t.label);
  const scene = (observations: Observation[], hidden: string[] = []) =>
    drawScene({
      config: column,
      components: byId,
      observations,
      state: { ...initialInteractiveState(), hiddenCategories: hidden },
      width: 600,
      height: 300,
      locale: 'en',
    });

  it('one series of small counts left: whole ticks only', () => {
    expect(valueTicks(scene(rows([1, 3], [40, 60]), ['y']))).toEqual(['0', '1', '2', '3']);
  });

  it('all zeros: an axis from 0 to 1, never −1 to 1', () => {
    expect(valueTicks(scene(rows([0, 0], [0, 0])))).toEqual(['0', '1']);
  });
});
