import { describe, expect, it } from 'vitest';
import { dimension, yearDimension } from '../charts/test-fixture';
import { CANTON, canton, columnChart, forestComponents, YEAR } from '../configurator/test-state';
import type { DashboardFilters } from '../config';
import {
  dataFilterCandidates,
  firstValue,
  isDateDisabled,
  moveRangeEnd,
  resolveSharedChoices,
  timeRangeCandidates,
  timeRangeOn,
  withDashboardFilters,
  timeRangeOptions,
  dataFilterOptions,
} from './dashboard-filters';

const filters = (over: Partial<DashboardFilters> = {}): DashboardFilters => ({
  timeRange: { active: false, timeUnit: '', presets: { from: '', to: '' } },
  dataFilters: { componentIds: [], filters: {} },
  ...over,
});

describe('time range', () => {
  it('writes its months as charts do (06.2024), in date order', () => {
    const months = { ...yearDimension(['2024-06', '2022-06', '2023-01']), timeUnit: 'Month' as const };
    expect(timeRangeOptions([{ dimensions: [months], measures: [] }], 'Month')).toEqual([
      { value: '2022-06', label: '06.2022' },
      { value: '2023-01', label: '01.2023' },
      { value: '2024-06', label: '06.2024' },
    ]);
  });

  it('offers the temporal dimensions per time unit with every date of every chart', () => {
    const other = { dimensions: [yearDimension(['2019', '2021']), dimension('canton', ['Zurich'])], measures: [] };
    expect(timeRangeCandidates([forestComponents(), other])).toEqual([{ timeUnit: 'Year', values: ['2019', '2020', '2021'] }]);
    expect(timeRangeCandidates([{ dimensions: [dimension('canton', ['Zurich'])], measures: [] }])).toEqual([]);
  });
  it('turns on with the earliest and latest dates', () => {
    expect(timeRangeOn({ timeUnit: 'Year', values: ['2019', '2020', '2021'] })).toEqual({
      active: true,
      timeUnit: 'Year',
      presets: { from: '2019', to: '2021' },
    });
  });
  it('disables dates absent from the values, a start after the end and an end before the start', () => {
    const available = ['2019', '2020', '2021'];
    const range = { from: '2020', to: '2020' };
    expect(isDateDisabled('2018', 'from', range, available)).toBe(true);
    expect(isDateDisabled('2021', 'from', range, available)).toBe(true);
    expect(isDateDisabled('2019', 'from', range, available)).toBe(false);
    expect(isDateDisabled('2019', 'to', range, available)).toBe(true);
    expect(isDateDisabled('2021', 'to', range, available)).toBe(false);
  });
  it('never lets the start pass the end', () => {
    expect(moveRangeEnd({ from: '2019', to: '2020' }, 'from', '2021')).toEqual({ from: '2021', to: '2021' });
    expect(moveRangeEnd({ from: '2020', to: '2021' }, 'to', '2019')).toEqual({ from: '2019', to: '2019' });
    expect(moveRangeEnd({ from: '2019', to: '2021' }, 'to', '2020')).toEqual({ from: '2019', to: '2020' });
  });
});

describe('data filters', () => {
  it('offers dimensions filtered single or multi in more than one chart', () => {
    const a = columnChart('a');
    const b = {
      ...columnChart('b'),
      cubes: [{ iri: 'cube/1', filters: { [CANTON]: { type: 'multi' as const, values: { [canton('Bern')]: true as const } } } }],
    };
    const c = { ...columnChart('c'), cubes: [{ iri: 'cube/1', filters: { [YEAR]: { type: 'range' as const, from: '2020', to: '2021' } } }] };
    expect(dataFilterCandidates([a, b, c])).toEqual([CANTON]);
    expect(dataFilterCandidates([a])).toEqual([]);
  });
  it('turns on with the first value', () => {
    expect(firstValue(dimension('canton', ['Zurich', 'Bern']))).toBe(canton('Zurich'));
    expect(firstValue({ values: [] })).toBeUndefined();
  });
});

describe('withDashboardFilters', () => {
  const chart = columnChart('a');
  it('replaces the chart filter of a shared dimension with the shared value, or the visitor choice', () => {
    const shared = filters({ dataFilters: { componentIds: [CANTON], filters: { [CANTON]: { type: 'single', value: canton('Bern') } } } });
    expect(withDashboardFilters(chart, shared, forestComponents()).cubes[0].filters[CANTON]).toEqual({ type: 'single', value: canton('Bern') });
    const chosen = withDashboardFilters(chart, shared, forestComponents(), { dataFilters: { [CANTON]: canton('Zurich') } });
    expect(chosen.cubes[0].filters[CANTON]).toEqual({ type: 'single', value: canton('Zurich') });
  });
  it('filters the shown temporal dimension of the time unit to the range', () => {
    const shared = filters({ timeRange: { active: true, timeUnit: 'Year', presets: { from: '2020', to: '2020' } } });
    expect(withDashboardFilters(chart, shared, forestComponents()).cubes[0].filters[YEAR]).toEqual({ type: 'range', from: '2020', to: '2020' });
    const chosen = withDashboardFilters(chart, shared, forestComponents(), { timeRange: { from: '2021', to: '2021' }, dataFilters: {} });
    expect(chosen.cubes[0].filters[YEAR]).toEqual({ type: 'range', from: '2021', to: '2021' });
    // Another time unit, or the range switched off: untouched.
    expect(
      withDashboardFilters(chart, filters({ timeRange: { active: true, timeUnit: 'Month', presets: { from: '2020', to: '2020' } } }), forestComponents()),
    ).toEqual(chart);
    expect(withDashboardFilters(chart, filters(), forestComponents())).toEqual(chart);
  });
  it('leaves a temporal dimension the chart fixes to one value', () => {
    const fixed = { ...chart, cubes: [{ ...chart.cubes[0], filters: { ...chart.cubes[0].filters, [YEAR]: { type: 'single' as const, value: '2021' } } }] };
    const shared = filters({ timeRange: { active: true, timeUnit: 'Year', presets: { from: '2020', to: '2020' } } });
    expect(withDashboardFilters(fixed, shared, forestComponents()).cubes[0].filters[YEAR]).toEqual({ type: 'single', value: '2021' });
  });
  it('is the chart itself without dashboard filters', () => {
    expect(withDashboardFilters(chart, undefined, forestComponents())).toBe(chart);
  });
});

describe('resolveSharedChoices', () => {
  it('keeps choices that fit and drops the rest', () => {
    const available = { timeRange: ['2020', '2021'], dataFilters: { [CANTON]: [canton('Zurich'), canton('Bern')] } };
    expect(resolveSharedChoices({ timeRange: { from: '2020', to: '2021' }, dataFilters: { [CANTON]: canton('Bern') } }, available)).toEqual({
      timeRange: { from: '2020', to: '2021' },
      dataFilters: { [CANTON]: canton('Bern') },
    });
    expect(resolveSharedChoices({ timeRange: { from: '2021', to: '2020' }, dataFilters: { [CANTON]: 'x', other: 'y' } }, available)).toEqual({
      dataFilters: {},
    });
    expect(resolveSharedChoices({ timeRange: { from: '1999', to: '2020' }, dataFilters: {} }, available)).toEqual({ dataFilters: {} });
  });
});

describe('options', () => {
  it('lists the dates of a time unit in order and a data filter values with labels', () => {
    const other = { dimensions: [yearDimension(['2019', '2021']), dimension('canton', ['Zurich', 'Geneva'])], measures: [] };
    expect(timeRangeOptions([forestComponents(), other], 'Year').map((o) => o.value)).toEqual(['2019', '2020', '2021']);
    expect(dataFilterOptions([forestComponents(), other], CANTON)).toEqual({
      label: 'canton',
      values: [
        { value: canton('Zurich'), label: 'Zurich' },
        { value: canton('Bern'), label: 'Bern' },
        { value: canton('Geneva'), label: 'Geneva' },
      ],
    });
    expect(dataFilterOptions([forestComponents()], 'nothing')).toBeUndefined();
  });
});
