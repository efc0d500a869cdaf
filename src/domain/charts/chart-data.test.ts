import { describe, expect, it } from 'vitest';
import type { Dimension, Observation } from '../data';
import {
  applyInteractiveFilters,
  displayLabel,
  initialInteractiveState,
  labelOrder,
  presentLabels,
  presentValues,
  presetRange,
  numericRows,
  sortCategories,
  toggleCategory,
  toPercent,
  totalsBy,
  type InteractiveState,
} from './chart-data';
import { dimension } from './test-fixture';

/** A dimension whose values carry their position. */
const dim = (name: string, labels: string[], extra: Partial<Dimension> = {}): Dimension =>
  dimension(name, labels, {
    values: labels.map((label, position) => ({ value: `https://ld.example/${name}/${position}`, label, position })),
    ...extra,
  });

const state = (patch: Partial<InteractiveState> = {}): InteractiveState => ({ ...initialInteractiveState(), ...patch });

const obs: Observation[] = [
  { year: '2000', canton: 'Bern', frame: 'a', v: 1 },
  { year: '2001', canton: 'Zürich', frame: 'a', v: 2 },
  { year: '2002', canton: 'Bern', frame: 'b', v: 3 },
  { year: '2003', canton: 'Luzern', frame: 'b', v: 4 },
];

describe('initialInteractiveState', () => {
  it('shows every category in identity calculation', () => {
    expect(initialInteractiveState()).toEqual({ hiddenCategories: [], calculation: 'identity' });
  });
});

describe('applyInteractiveFilters', () => {
  it('drops observations of categories hidden in the legend', () => {
    const shown = applyInteractiveFilters(obs, { legendId: 'canton' }, state({ hiddenCategories: ['Bern'] }));
    expect(shown.map((o) => o.canton)).toEqual(['Zürich', 'Luzern']);
  });

  it('ignores hidden categories when the chart has no legend component', () => {
    expect(applyInteractiveFilters(obs, {}, state({ hiddenCategories: ['Bern'] }))).toHaveLength(obs.length);
  });

  it('keeps the time range inclusive at both ends', () => {
    const shown = applyInteractiveFilters(obs, { timeId: 'year' }, state({ timeRange: { from: '2001', to: '2002' } }));
    expect(shown.map((o) => o.year)).toEqual(['2001', '2002']);
  });

  it('ignores a time range when the chart has no time component', () => {
    expect(applyInteractiveFilters(obs, {}, state({ timeRange: { from: '2001', to: '2001' } }))).toHaveLength(obs.length);
  });

  it('keeps only the animation frame shown', () => {
    const shown = applyInteractiveFilters(obs, { animationId: 'frame' }, state({ animationValue: 'b' }));
    expect(shown.map((o) => o.v)).toEqual([3, 4]);
  });

  it('combines legend, time range and animation', () => {
    const shown = applyInteractiveFilters(
      obs,
      { legendId: 'canton', timeId: 'year', animationId: 'frame' },
      state({ hiddenCategories: ['Luzern'], timeRange: { from: '2000', to: '2003' }, animationValue: 'b' }),
    );
    expect(shown.map((o) => o.v)).toEqual([3]);
  });

  it('returns a new array and leaves the input alone', () => {
    const copy = structuredClone(obs);
    const shown = applyInteractiveFilters(obs, { legendId: 'canton' }, state());
    expect(shown).not.toBe(obs);
    expect(obs).toEqual(copy);
  });
});

describe('toggleCategory (spec 002 §4, §5: the last category cannot be unchecked)', () => {
  const all = ['Bern', 'Zürich', 'Luzern'];

  it('hides a shown category and shows a hidden one again', () => {
    const hidden = toggleCategory(state(), 'Bern', all);
    expect(hidden.hiddenCategories).toEqual(['Bern']);
    expect(toggleCategory(hidden, 'Bern', all).hiddenCategories).toEqual([]);
  });

  it('refuses to hide the last shown category', () => {
    const oneLeft = state({ hiddenCategories: ['Bern', 'Zürich'] });
    expect(toggleCategory(oneLeft, 'Luzern', all).hiddenCategories.sort()).toEqual(['Bern', 'Zürich']);
  });

  it('refuses to hide the only category of a single-category legend', () => {
    expect(toggleCategory(state(), 'Bern', ['Bern']).hiddenCategories).toEqual([]);
  });

  it('still lets the visitor show a hidden category when only one is left', () => {
    const oneLeft = state({ hiddenCategories: ['Bern', 'Zürich'] });
    expect(toggleCategory(oneLeft, 'Zürich', all).hiddenCategories).toEqual(['Bern']);
  });

  it('does not touch the state it was given', () => {
    const before = state({ hiddenCategories: ['Bern'] });
    toggleCategory(before, 'Zürich', all);
    expect(before.hiddenCategories).toEqual(['Bern']);
  });
});

describe('labelOrder', () => {
  it("follows the component's value order, then sorted labels only the observations have", () => {
    const canton = dim('canton', ['Zürich', 'Bern']);
    const observations = [{ [canton.id]: 'Uri' }, { [canton.id]: 'Bern' }, { [canton.id]: 'Aargau' }, { [canton.id]: 'Uri' }];
    expect(labelOrder(canton, observations)).toEqual(['Zürich', 'Bern', 'Aargau', 'Uri']);
  });

  it('keeps only the labels the observations have with presentLabels', () => {
    const canton = dim('canton', ['Zürich', 'Bern']);
    const observations = [{ [canton.id]: 'Uri' }, { [canton.id]: 'Bern' }, { [canton.id]: 'Uri' }];
    expect(presentLabels(canton, observations)).toEqual(['Bern', 'Uri']);
  });
});

describe('presentValues', () => {
  it('steps through dates chronologically and other values in their order, present ones only', () => {
    const year = dim('year', ['2003', '2001', '2002'], { __typename: 'TemporalDimension', timeUnit: 'Year', timeFormat: '%Y' } as Partial<Dimension>);
    expect(presentValues(year, [{ [year.id]: '2003' }, { [year.id]: '2001' }])).toEqual(['2001', '2003']);
    const canton = dim('canton', ['Zürich', 'Bern', 'Uri']);
    expect(presentValues(canton, [{ [canton.id]: 'Uri' }, { [canton.id]: 'Zürich' }])).toEqual(['Zürich', 'Uri']);
    expect(presentValues(undefined, [{ x: 1 }])).toEqual([]);
  });
});

describe('displayLabel', () => {
  it('formats dates by the time unit and leaves other labels alone', () => {
    const month = dim('month', [], { __typename: 'TemporalDimension', timeUnit: 'Month', timeFormat: '%Y-%m' } as Partial<Dimension>);
    expect(displayLabel(month, '2020-03')).toBe('03.2020');
    expect(displayLabel(dim('canton', []), '2020-03')).toBe('2020-03');
    expect(displayLabel(undefined, 'Bern')).toBe('Bern');
  });
});

describe('sortCategories', () => {
  const categories = ['b', 'c', 'a', 'd'];
  const totals: Record<string, number> = { a: 30, b: 10, c: 40, d: 20 };
  const totalOf = (c: string) => totals[c];

  it('keeps the order without a sorting, and with byAuto asc', () => {
    expect(sortCategories(categories, undefined, totalOf, 'en')).toEqual(categories);
    expect(sortCategories(categories, { sortingType: 'byAuto', sortingOrder: 'asc' }, totalOf, 'en')).toEqual(categories);
  });

  it('byAuto desc reverses the given order', () => {
    expect(sortCategories(categories, { sortingType: 'byAuto', sortingOrder: 'desc' }, totalOf, 'en')).toEqual([...categories].reverse());
  });

  it('byDimensionLabel sorts labels, numbers by value', () => {
    const labels = ['10 Bern', '2 Zürich', '1 Uri'];
    expect(sortCategories(labels, { sortingType: 'byDimensionLabel', sortingOrder: 'asc' }, totalOf, 'en')).toEqual(['1 Uri', '2 Zürich', '10 Bern']);
    expect(sortCategories(labels, { sortingType: 'byDimensionLabel', sortingOrder: 'desc' }, totalOf, 'en')).toEqual(['10 Bern', '2 Zürich', '1 Uri']);
  });

  it.each(['byMeasure', 'byTotalSize'] as const)('%s orders by the category totals', (sortingType) => {
    const ascending = [...categories].sort((x, y) => totals[x] - totals[y]);
    expect(sortCategories(categories, { sortingType, sortingOrder: 'asc' }, totalOf, 'en')).toEqual(ascending);
    expect(sortCategories(categories, { sortingType, sortingOrder: 'desc' }, totalOf, 'en')).toEqual([...ascending].reverse());
  });

  it('breaks ties between equal totals by label', () => {
    expect(sortCategories(['y', 'x', 'z'], { sortingType: 'byMeasure', sortingOrder: 'asc' }, () => 5, 'en')).toEqual(['x', 'y', 'z']);
  });

  it('returns a new array and leaves the input alone', () => {
    const input = [...categories];
    const sorted = sortCategories(input, { sortingType: 'byMeasure', sortingOrder: 'desc' }, totalOf, 'en');
    expect(sorted).not.toBe(input);
    expect(input).toEqual(categories);
  });
});

describe('totalsBy', () => {
  it('sums the values of each category', () => {
    const totals = totalsBy([
      { category: 'a', value: 1 },
      { category: 'b', value: 2 },
      { category: 'a', value: 3 },
    ]);
    expect(Object.fromEntries(totals)).toEqual({ a: 4, b: 2 });
  });
});

describe('toPercent (spec 002 §5: what is shown rounds, what is stacked does not)', () => {
  it("turns each value into its unrounded share of its group's total", () => {
    const rows = [
      { group: 'x', value: 1 },
      { group: 'x', value: 1 },
      { group: 'x', value: 1 },
      { group: 'y', value: 1 },
      { group: 'y', value: 3 },
    ];
    const percent = toPercent(rows, (r) => r.group);
    for (const value of percent.filter((r) => r.group === 'x').map((r) => r.value)) expect(value).toBeCloseTo(100 / 3, 10);
    expect(percent.filter((r) => r.group === 'y').map((r) => r.value)).toEqual([25, 75]);
  });

  it('sums to 100 per group, where rounding each share first would make 101', () => {
    const rows = [36.79, 32.53, 30.68, 7, 13, 29, 51, 3].map((value, i) => ({ group: i < 3 ? 'shares' : i % 2 ? 'odd' : 'even', value }));
    expect([36.79, 32.53, 30.68].map(Math.round).reduce((s, v) => s + v, 0)).toBe(101);
    const percent = toPercent(rows, (r) => r.group);
    for (const group of ['shares', 'odd', 'even']) {
      const sum = percent.filter((r) => r.group === group).reduce((s, r) => s + r.value, 0);
      expect(sum).toBeCloseTo(100, 10);
    }
  });

  it('gives 0 for a group whose total is 0, not NaN', () => {
    expect(toPercent([{ value: 0 }, { value: 0 }], () => 'g').map((r) => r.value)).toEqual([0, 0]);
  });

  it('keeps the other fields of each row and the input untouched', () => {
    const rows = [
      { value: 1, category: 'a' },
      { value: 3, category: 'b' },
    ];
    const percent = toPercent(rows, () => 'all');
    expect(percent.map((r) => r.category)).toEqual(['a', 'b']);
    expect(rows.map((r) => r.value)).toEqual([1, 3]);
  });
});

describe('numericRows', () => {
  it('keeps observations with a number, naming category and segment', () => {
    const observations: Observation[] = [
      { c: 'a', s: 'x', m: 1 },
      { c: 'b', s: 'y', m: null },
      { c: 'c', s: 'z', m: Number.NaN },
      { c: 'd', s: 'w', m: '5' },
      { c: 'e', s: 'v', m: 0 },
    ];
    const rows = numericRows(observations, 'c', 'm', 's');
    expect(rows.map(({ category, segment, value }) => ({ category, segment, value }))).toEqual([
      { category: 'a', segment: 'x', value: 1 },
      { category: 'e', segment: 'v', value: 0 },
    ]);
    expect(rows[0].observation).toBe(observations[0]);
  });

  it('uses empty names without category or segment components', () => {
    expect(numericRows([{ m: 2 }], undefined, 'm')).toMatchObject([{ category: '', segment: '', value: 2 }]);
  });
});

describe('presetRange', () => {
  const years = ['2001', '2002', '2003', '2004'];
  it('starts at the first values at or after the presets, else at the ends', () => {
    expect(presetRange(years, { from: '2002', to: '2003' })).toEqual([1, 2]);
    expect(presetRange(years, { from: '', to: '' })).toEqual([0, 3]);
    expect(presetRange(years, { from: '2002-06', to: '2030' })).toEqual([2, 3]);
  });
});
