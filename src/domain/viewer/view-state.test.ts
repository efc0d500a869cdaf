import { describe, expect, it } from 'vitest';
import {
  categoryLabels,
  categoryValues,
  emptyViewState,
  readViewState,
  resolveCalculation,
  resolveDataFilters,
  resolveHiddenCategories,
  resolveTab,
  writeViewState,
  readSharedChoices,
  writeSharedChoices,
  type ViewState,
} from './view-state';

const CANTON = 'https://ld.admin.ch/cube/x___https://ld.admin.ch/cube/x/kanton';

describe('view state in the address', () => {
  const state: ViewState = {
    tab: 'chartKey0002',
    hiddenCategories: ['Nuclear energy', 'Fossil fuels'],
    timeRange: { from: '2005', to: '2010' },
    calculation: 'percent',
    dataFilters: { [CANTON]: ['https://ld.admin.ch/canton/1', 'https://ld.admin.ch/canton/2'] },
  };

  it('reads back what it wrote', () => {
    expect(readViewState(writeViewState(new URLSearchParams(), state))).toEqual(state);
  });

  it('survives the trip through a URL string', () => {
    const query = writeViewState(new URLSearchParams('removeBorder=true'), state);
    const url = new URL(`http://x.org/en/v/abc?${query}`);
    expect(readViewState(url.searchParams)).toEqual(state);
    expect(url.searchParams.get('removeBorder')).toBe('true');
  });

  it('replaces an earlier state and keeps other parameters', () => {
    const earlier = writeViewState(new URLSearchParams('optimizeSpace=true'), state);
    const next = writeViewState(earlier, { ...emptyViewState(), tab: 'chartKey0001' });
    expect(next.toString()).toBe('optimizeSpace=true&tab=chartKey0001');
  });

  it('leaves out malformed parts', () => {
    const read = readViewState(new URLSearchParams('from=2010&to=2005&calculation=median&filter:=x&hide=&tab='));
    expect(read).toEqual(emptyViewState());
    expect(readViewState(new URLSearchParams('from=2010')).timeRange).toBeUndefined();
  });
});

describe('view state against the chart', () => {
  it('keeps a tab the config has, else the first tab', () => {
    expect(resolveTab('b', ['a', 'b'])).toBe('b');
    expect(resolveTab('zzz', ['a', 'b'])).toBe('a');
    // The author last edited b: a visitor still opens on the first tab.
    expect(resolveTab(undefined, ['a', 'b'])).toBe('a');
  });

  it('keeps the calculation only where the toggle is offered', () => {
    expect(resolveCalculation('percent', true, 'identity')).toBe('percent');
    expect(resolveCalculation('percent', false, 'identity')).toBe('identity');
    expect(resolveCalculation(undefined, true, 'percent')).toBe('percent');
  });

  it('hides only known categories, and never all of them', () => {
    expect(resolveHiddenCategories(['A', 'X', 'A'], ['A', 'B'])).toEqual(['A']);
    expect(resolveHiddenCategories(['A', 'B'], ['A', 'B'])).toEqual([]);
  });

  it('takes requested filter values that exist and fit the filter type, else the defaults', () => {
    const specs = { single: { type: 'single' as const, values: ['1', '2'] }, multi: { type: 'multi' as const, values: ['a', 'b', 'c'] } };
    const defaults = { single: ['1'], multi: ['a'] };
    expect(resolveDataFilters({ single: ['2'], multi: ['b', 'c'] }, specs, defaults)).toEqual({ single: ['2'], multi: ['b', 'c'] });
    expect(resolveDataFilters({ single: ['1', '2'], multi: ['b', 'nope'] }, specs, defaults)).toEqual(defaults);
    expect(resolveDataFilters({ other: ['x'] }, specs, defaults)).toEqual(defaults);
  });
});

describe('legend categories in the address', () => {
  const values = [
    { value: 'https://ld.example/source/fossil', label: 'Fossile Brennstoffe' },
    { value: 'https://ld.example/source/nuclear', label: 'Kernenergie' },
  ];
  const english = values.map((v, i) => ({ ...v, label: ['Fossil fuels', 'Nuclear energy'][i] }));

  it('travel as values and come back as the labels of another language', () => {
    const written = categoryValues(['Kernenergie'], values);
    expect(written).toEqual(['https://ld.example/source/nuclear']);
    expect(categoryLabels(written, english)).toEqual(['Nuclear energy']);
  });

  it('keep keys without a value (labels of older links, values no longer there)', () => {
    expect(categoryValues(['2004'], values)).toEqual(['2004']);
    expect(categoryLabels(['Kernenergie', 'https://ld.example/gone'], values)).toEqual(['Kernenergie', 'https://ld.example/gone']);
  });
});

describe('shared dashboard choices in the address', () => {
  it('round-trips a time range and data filters, keeping other parameters', () => {
    const query = writeViewState(new URLSearchParams('removeBorder=true'), { ...emptyViewState(), tab: 'chart0000001' });
    const written = writeSharedChoices(query, { timeRange: { from: '2020', to: '2021' }, dataFilters: { cube___canton: 'https://ld.example/canton/Bern' } });
    expect(readSharedChoices(written)).toEqual({ timeRange: { from: '2020', to: '2021' }, dataFilters: { cube___canton: 'https://ld.example/canton/Bern' } });
    expect(written.get('removeBorder')).toBe('true');
    expect(readViewState(written).tab).toBe('chart0000001');
    // Writing the view state again keeps the shared choices, and writing no choices removes them.
    expect(readSharedChoices(writeViewState(written, emptyViewState())).timeRange).toEqual({ from: '2020', to: '2021' });
    expect([...writeSharedChoices(written, { dataFilters: {} }).keys()]).toEqual(['removeBorder', 'tab']);
  });
  it('leaves out a range out of order or with one end', () => {
    expect(readSharedChoices(new URLSearchParams('shared-from=2021&shared-to=2020'))).toEqual({ dataFilters: {} });
    expect(readSharedChoices(new URLSearchParams('shared-from=2021'))).toEqual({ dataFilters: {} });
  });
});
