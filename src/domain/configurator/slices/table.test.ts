import { describe, expect, it } from 'vitest';
import { getInitialChartConfig } from '../../charts/initial-config';
import type { ChartConfigOf, ConfiguratorState } from '../../config';
import type { ConfiguratorAction } from '../actions';
import { configuratorReducer } from '../reducer';
import { AREA, CANTON, canton, columnChart, FOREST, forestComponents, stateOf, YEAR } from '../test-state';
import { tableSlice } from './table';

const components = forestComponents();
const tableChart = () =>
  getInitialChartConfig({ ...components, cubes: [{ iri: 'cube/1' }], chartType: 'table', key: 'table0000001' }) as ChartConfigOf<'table'>;
const configuring = (chart = tableChart()) => stateOf('CONFIGURING_CHART', [chart]);
const tableOf = (state: ConfiguratorState) => state.chartConfigs[0] as ChartConfigOf<'table'>;
const run = (action: ConfiguratorAction, state = configuring()) => tableOf(configuratorReducer(state, action));
const order = (table: ChartConfigOf<'table'>) =>
  Object.values(table.fields)
    .sort((a, b) => a.index - b.index)
    .map((f) => `${f.isGroup ? 'group ' : ''}${f.componentId}`);

describe('a new table', () => {
  it('has every component as a column, search on, all rows off, no sorting and no single filters', () => {
    const table = tableChart();
    expect(order(table)).toEqual([YEAR, CANTON, FOREST, AREA]);
    expect(table.settings).toEqual({ showSearch: true, showAllRows: false });
    expect(table.sorting).toEqual([]);
    expect(table.cubes[0].filters).toEqual({});
  });
});

describe('TABLE_FIELD_MOVED', () => {
  it('groups a column by moving it into the group list, before the columns', () => {
    const table = run({ type: 'TABLE_FIELD_MOVED', value: { componentId: FOREST, isGroup: true, index: 0, components } });
    expect(order(table)).toEqual([`group ${FOREST}`, YEAR, CANTON, AREA]);
  });

  it('reorders columns and ungroups', () => {
    const grouped = configuratorReducer(configuring(), { type: 'TABLE_FIELD_MOVED', value: { componentId: FOREST, isGroup: true, index: 0, components } });
    const table = run({ type: 'TABLE_FIELD_MOVED', value: { componentId: FOREST, isGroup: false, index: 3, components } }, grouped);
    expect(order(table)).toEqual([YEAR, CANTON, AREA, FOREST]);
    expect(order(run({ type: 'TABLE_FIELD_MOVED', value: { componentId: AREA, isGroup: false, index: 0, components } }))).toEqual([AREA, YEAR, CANTON, FOREST]);
  });

  it('refuses to group a numerical measure', () => {
    const state = configuring();
    expect(configuratorReducer(state, { type: 'TABLE_FIELD_MOVED', value: { componentId: AREA, isGroup: true, index: 0, components } })).toBe(state);
  });

  it('leaves charts of other types alone', () => {
    const state = stateOf('CONFIGURING_CHART', [columnChart()]);
    expect(tableSlice(state, { type: 'TABLE_FIELD_MOVED', value: { componentId: YEAR, isGroup: true, index: 0, components } })).toBe(state);
  });
});

describe('TABLE_FIELD_HIDDEN', () => {
  it('hides a column: a hidden key dimension that is no group gets a single filter (spec 001 §4)', () => {
    const table = run({ type: 'TABLE_FIELD_HIDDEN', value: { componentId: CANTON, isHidden: true, components } });
    expect(table.fields[CANTON].isHidden).toBe(true);
    expect(table.cubes[0].filters).toEqual({ [CANTON]: { type: 'single', value: canton('Zurich') } });
  });

  it('a hidden group keeps no single filter, and showing the column again drops it', () => {
    const hidden = configuratorReducer(configuring(), { type: 'TABLE_FIELD_HIDDEN', value: { componentId: CANTON, isHidden: true, components } });
    expect(run({ type: 'TABLE_FIELD_MOVED', value: { componentId: CANTON, isGroup: true, index: 0, components } }, hidden).cubes[0].filters).toEqual({});
    expect(run({ type: 'TABLE_FIELD_HIDDEN', value: { componentId: CANTON, isHidden: false, components } }, hidden).cubes[0].filters).toEqual({});
  });
});

describe('TABLE_COLUMN_STYLE_CHANGED', () => {
  it('sets a column style the column takes', () => {
    const columnStyle = {
      type: 'bar' as const,
      textStyle: 'bold' as const,
      barColorPositive: '#00ff00',
      barColorNegative: '#ff0000',
      barColorBackground: '#eeeeee',
      barShowBackground: true,
    };
    expect(run({ type: 'TABLE_COLUMN_STYLE_CHANGED', value: { componentId: AREA, columnStyle } }).fields[AREA].columnStyle).toEqual(columnStyle);
  });

  it('refuses a style the column cannot take (a heatmap of a dimension)', () => {
    const state = configuring();
    expect(
      configuratorReducer(state, {
        type: 'TABLE_COLUMN_STYLE_CHANGED',
        value: { componentId: YEAR, columnStyle: { type: 'heatmap', textStyle: 'regular', paletteId: 'blues' } },
      }),
    ).toBe(state);
  });
});

describe('TABLE_SETTINGS_CHANGED', () => {
  it('switches the search box and all rows', () => {
    expect(run({ type: 'TABLE_SETTINGS_CHANGED', value: { showSearch: false } }).settings).toEqual({ showSearch: false, showAllRows: false });
    expect(run({ type: 'TABLE_SETTINGS_CHANGED', value: { showAllRows: true } }).settings).toEqual({ showSearch: true, showAllRows: true });
  });
});

describe('table sorting actions', () => {
  const sorted = () =>
    [
      { type: 'TABLE_SORTING_ADDED', value: { componentId: AREA, sortingOrder: 'desc' } },
      { type: 'TABLE_SORTING_ADDED', value: { componentId: YEAR } },
    ].reduce((state, action) => configuratorReducer(state, action as ConfiguratorAction), configuring());
  const items = (table: ChartConfigOf<'table'>) => table.sorting.map((s) => `${s.componentId} ${s.sortingOrder}`);

  it('TABLE_SORTING_ADDED adds items at the end, a column once', () => {
    expect(items(tableOf(sorted()))).toEqual([`${AREA} desc`, `${YEAR} asc`]);
    expect(configuratorReducer(sorted(), { type: 'TABLE_SORTING_ADDED', value: { componentId: AREA } }).chartConfigs).toEqual(sorted().chartConfigs);
  });

  it('TABLE_SORTING_CHANGED changes an item’s column or order', () => {
    expect(items(run({ type: 'TABLE_SORTING_CHANGED', value: { index: 1, sortingOrder: 'desc' } }, sorted()))).toEqual([`${AREA} desc`, `${YEAR} desc`]);
    expect(items(run({ type: 'TABLE_SORTING_CHANGED', value: { index: 0, componentId: CANTON } }, sorted()))).toEqual([`${CANTON} desc`, `${YEAR} asc`]);
    expect(items(run({ type: 'TABLE_SORTING_CHANGED', value: { index: 0, componentId: YEAR } }, sorted()))).toEqual([`${AREA} desc`, `${YEAR} asc`]);
  });

  it('TABLE_SORTING_REORDERED moves an item in the priority order', () => {
    expect(items(run({ type: 'TABLE_SORTING_REORDERED', value: { oldIndex: 1, newIndex: 0 } }, sorted()))).toEqual([`${YEAR} asc`, `${AREA} desc`]);
  });

  it('TABLE_SORTING_REMOVED removes an item', () => {
    expect(items(run({ type: 'TABLE_SORTING_REMOVED', value: { index: 0 } }, sorted()))).toEqual([`${YEAR} asc`]);
  });

  it('survives a change of filters', () => {
    const filtered = configuratorReducer(sorted(), { type: 'FILTER_SET_SINGLE', value: { dimensionId: CANTON, value: canton('Bern') } });
    expect(items(tableOf(filtered))).toEqual([`${AREA} desc`, `${YEAR} asc`]);
  });
});
