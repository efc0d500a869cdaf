import { describe, expect, it } from 'vitest';
import type { ConfiguratorState } from '../../config';
import type { ConfiguratorAction } from '../actions';
import { configuratorReducer } from '../reducer';
import { CANTON, canton, stateOf, threeCharts } from '../test-state';

const run = (state: ConfiguratorState, ...actions: ConfiguratorAction[]) => actions.reduce(configuratorReducer, state);
const laying = () => stateOf('LAYOUTING', threeCharts());
const range = (from: string, to: string) => ({ active: true, timeUnit: 'Year', presets: { from, to } });

describe('dashboard time range', () => {
  it('updates the time range filter', () => {
    expect(run(laying(), { type: 'DASHBOARD_TIME_RANGE_FILTER_UPDATE', value: range('2020', '2021') }).dashboardFilters?.timeRange).toEqual(
      range('2020', '2021'),
    );
  });
  it('refuses a start after the end', () => {
    const state = run(laying(), { type: 'DASHBOARD_TIME_RANGE_FILTER_UPDATE', value: range('2020', '2021') });
    expect(run(state, { type: 'DASHBOARD_TIME_RANGE_FILTER_UPDATE', value: range('2022', '2021') })).toBe(state);
  });
  it('removes it (switched off)', () => {
    const next = run(laying(), { type: 'DASHBOARD_TIME_RANGE_FILTER_UPDATE', value: range('2020', '2021') }, { type: 'DASHBOARD_TIME_RANGE_FILTER_REMOVE' });
    expect(next.dashboardFilters?.timeRange.active).toBe(false);
  });
});

describe('dashboard data filters', () => {
  const added = () => run(laying(), { type: 'DASHBOARD_DATA_FILTER_ADD', value: { dimensionId: CANTON, value: canton('Zurich') } });

  it('adds a data filter with its value', () => {
    expect(added().dashboardFilters?.dataFilters).toEqual({ componentIds: [CANTON], filters: { [CANTON]: { type: 'single', value: canton('Zurich') } } });
  });
  it('sets the value of a shared filter, and only of one that exists', () => {
    expect(
      run(added(), { type: 'DASHBOARD_DATA_FILTER_SET', value: { dimensionId: CANTON, value: canton('Bern') } }).dashboardFilters?.dataFilters.filters[CANTON],
    ).toEqual({
      type: 'single',
      value: canton('Bern'),
    });
    const state = laying();
    expect(run(state, { type: 'DASHBOARD_DATA_FILTER_SET', value: { dimensionId: CANTON, value: canton('Bern') } })).toBe(state);
  });
  it('removes a data filter', () => {
    expect(run(added(), { type: 'DASHBOARD_DATA_FILTER_REMOVE', value: { dimensionId: CANTON } }).dashboardFilters?.dataFilters).toEqual({
      componentIds: [],
      filters: {},
    });
  });
  it('adds a filter once', () => {
    expect(
      run(added(), { type: 'DASHBOARD_DATA_FILTER_ADD', value: { dimensionId: CANTON, value: canton('Bern') } }).dashboardFilters?.dataFilters.componentIds,
    ).toEqual([CANTON]);
  });
  it('is only an edit of the layout step or the configurator', () => {
    const published = stateOf('PUBLISHED', threeCharts());
    expect(run(published, { type: 'DASHBOARD_DATA_FILTER_ADD', value: { dimensionId: CANTON, value: canton('Bern') } })).toBe(published);
  });
});
