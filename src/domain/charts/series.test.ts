import { schemeCategory10 } from 'd3-scale-chromatic';
import { describe, expect, it } from 'vitest';
import type { Dimension, Observation } from '../data';
import { initialInteractiveState } from './chart-data';
import { segmentSeries } from './series';

const fuel = {
  __typename: 'NominalDimension',
  id: 'cube___fuel',
  label: 'Fuel',
  cubeIri: 'cube/1',
  isKeyDimension: true,
  isNumerical: false,
  values: ['Coal', 'Gas', 'Wind', 'Solar'].map((label) => ({ value: `https://ld.example/fuel/${label.toLowerCase()}`, label })),
} as Dimension;

// Solar has no observation; totals: Coal 3, Gas 12, Wind 7.
const observations: Observation[] = [
  { [fuel.id]: 'Coal', m: 1 },
  { [fuel.id]: 'Coal', m: 2 },
  { [fuel.id]: 'Gas', m: 12 },
  { [fuel.id]: 'Wind', m: 7 },
];
const totals: Record<string, number> = { Coal: 3, Gas: 12, Wind: 7 };

const options = (patch: Partial<Parameters<typeof segmentSeries>[2]> = {}): Parameters<typeof segmentSeries>[2] => ({
  measureId: 'm',
  color: { type: 'segment', paletteId: 'category10', colorMapping: {} },
  state: initialInteractiveState(),
  shape: 'square',
  locale: 'en',
  ...patch,
});

describe('segmentSeries', () => {
  it('without a segment: one unnamed series in the single colour, no legend', () => {
    const series = segmentSeries(observations, undefined, options({ color: { type: 'single', paletteId: 'category10', color: '#ff00ff' } }));
    expect(series.all).toEqual(['']);
    expect(series.color('')).toBe('#ff00ff');
    expect(series.legend).toEqual([]);
  });

  it("lists the present categories in the dimension's order", () => {
    const series = segmentSeries(observations, fuel, options());
    expect(series.all).toEqual(['Coal', 'Gas', 'Wind']);
    expect(series.legend.map((l) => l.key)).toEqual(['Coal', 'Gas', 'Wind']);
  });

  it('orders by the measure total when sorted byMeasure', () => {
    const asc = Object.keys(totals).sort((a, b) => totals[a] - totals[b]);
    expect(segmentSeries(observations, fuel, options({ sorting: { sortingType: 'byMeasure', sortingOrder: 'asc' } })).all).toEqual(asc);
    expect(segmentSeries(observations, fuel, options({ sorting: { sortingType: 'byMeasure', sortingOrder: 'desc' } })).all).toEqual([...asc].reverse());
  });

  it('keeps colours when the sorting changes', () => {
    const plain = segmentSeries(observations, fuel, options());
    for (const sortingOrder of ['asc', 'desc'] as const) {
      for (const sortingType of ['byMeasure', 'byDimensionLabel', 'byAuto', 'byTotalSize'] as const) {
        const sorted = segmentSeries(observations, fuel, options({ sorting: { sortingType, sortingOrder } }));
        for (const c of plain.all) expect(sorted.color(c)).toBe(plain.color(c));
        for (const item of sorted.legend) expect(item.color).toBe(plain.color(item.key));
      }
    }
  });

  it('keeps colours when a filter removes an earlier category', () => {
    const plain = segmentSeries(observations, fuel, options());
    const withoutCoal = segmentSeries(
      observations.filter((o) => o[fuel.id] !== 'Coal'),
      fuel,
      options(),
    );
    for (const c of withoutCoal.all) expect(withoutCoal.color(c)).toBe(plain.color(c));
  });

  it('colours categories from the palette in dimension order, colour mapping by value IRI first', () => {
    const series = segmentSeries(
      observations,
      fuel,
      options({ color: { type: 'segment', paletteId: 'category10', colorMapping: { 'https://ld.example/fuel/wind': '#00aa00' } } }),
    );
    expect(series.color('Coal')).toBe(schemeCategory10[0]);
    expect(series.color('Gas')).toBe(schemeCategory10[1]);
    expect(series.color('Wind')).toBe('#00aa00');
  });

  it('keeps colours and legend while the visitor hides categories', () => {
    const shown = segmentSeries(observations, fuel, options());
    const hidden = segmentSeries(observations, fuel, options({ state: { ...initialInteractiveState(), hiddenCategories: ['Gas'] } }));
    expect(hidden.all).toEqual(shown.all);
    expect(hidden.legend.map((l) => [l.key, l.color])).toEqual(shown.legend.map((l) => [l.key, l.color]));
    expect(hidden.legend.map((l) => !!l.hidden)).toEqual([false, true, false]);
    expect(shown.legend.every((l) => !l.hidden)).toBe(true);
  });

  it('gives legend items the shape asked for and the display label', () => {
    const year = { ...fuel, __typename: 'TemporalDimension', id: 'cube___month', timeUnit: 'Month', timeFormat: '%Y-%m', values: [] } as Dimension;
    const series = segmentSeries([{ [year.id]: '2020-05', m: 1 }], year, options({ shape: 'line' }));
    expect(series.legend).toEqual([{ key: '2020-05', label: '05.2020', color: schemeCategory10[0], shape: 'line', hidden: false }]);
  });

  it('patterns the series that repeat a colour of the palette, in the legend and for the marks, and keeps them when filtered', () => {
    const cantons = {
      ...fuel,
      id: 'canton',
      label: 'Canton',
      values: Array.from({ length: 13 }, (_, i) => ({ value: `https://ld.example/canton/${i}`, label: `Canton ${i}` })),
    } as Dimension;
    const rows: Observation[] = cantons.values.map((v) => ({ canton: v.label, m: 1 }));
    const series = segmentSeries(rows, cantons, options());
    expect(series.legend.map((l) => l.pattern)).toEqual([...Array(10).fill(undefined), 'diagonal', 'diagonal', 'diagonal']);
    expect(series.legend[10].color).toBe(series.legend[0].color);
    expect(series.pattern('Canton 12')).toBe('diagonal');
    // A visitor hiding the first canton does not move the patterns.
    const hidden = segmentSeries(rows, cantons, options({ state: { ...initialInteractiveState(), hiddenCategories: ['Canton 0'] } }));
    expect(hidden.pattern('Canton 10')).toBe('diagonal');
    expect(hidden.pattern('Canton 1')).toBeUndefined();
  });

  it('patterns only series drawn together: a canton whose colour twin is filtered out keeps its plain colour', () => {
    const cantons = {
      ...fuel,
      id: 'canton',
      label: 'Canton',
      values: Array.from({ length: 13 }, (_, i) => ({ value: `https://ld.example/canton/${i}`, label: `Canton ${i}` })),
    } as Dimension;
    const rows: Observation[] = ['Canton 1', 'Canton 10', 'Canton 11'].map((canton) => ({ canton, m: 1 }));
    const series = segmentSeries(rows, cantons, options());
    // Canton 10 shares the first colour with Canton 0, which is not drawn; Canton 11 shares Canton 1's.
    expect(series.legend.map((l) => [l.key, l.pattern])).toEqual([
      ['Canton 1', undefined],
      ['Canton 10', undefined],
      ['Canton 11', 'diagonal'],
    ]);
  });
});
