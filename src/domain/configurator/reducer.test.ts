import { savedConfigData } from './select';
import { describe, expect, it } from 'vitest';
import { configBase } from '../charts/test-fixture';
import type { ChartConfig, ConfiguratorState } from '../config';
import type { ConfiguratorAction } from './actions';
import { configuratorReducer } from './reducer';
import { duplicateChart } from './slices/charts';
import { AREA, CANTON, canton, columnChart, FOREST, forestComponents, stateOf, threeCharts, YEAR } from './test-state';

const components = forestComponents();
const empty = { de: '', fr: '', it: '', en: '' };
const chartBlock = (key: string) => ({ type: 'chart' as const, key, initialized: false });
const reduce = (state: ConfiguratorState, actions: ConfiguratorAction[]) => actions.reduce(configuratorReducer, state);

const chartActions: ConfiguratorAction[] = [
  { type: 'CHART_TYPE_CHANGED', value: { chartType: 'line', components } },
  { type: 'CHART_ACTIVE_FIELD_CHANGE', value: { field: 'x' } },
  { type: 'CHART_FIELD_CHANGED', value: { field: 'segment', componentId: FOREST, components } },
  { type: 'CHART_FIELD_DELETED', value: { field: 'animation', components } },
  { type: 'CHART_FIELD_UPDATED', value: { field: 'y', option: 'showValues', value: true } },
  { type: 'CHART_META_CHANGED', value: { part: 'title', locale: 'en', text: 'Forest' } },
  { type: 'FILTER_SET_SINGLE', value: { dimensionId: CANTON, value: canton('Bern') } },
  { type: 'FILTER_REMOVE_SINGLE', value: { dimensionId: CANTON } },
  { type: 'CHART_CONFIG_FILTER_SET_MULTI', value: { dimensionId: CANTON, values: [canton('Bern')] } },
  { type: 'CHART_CONFIG_FILTER_REORDER', value: { dimensionId: FOREST, toIndex: 0 } },
  { type: 'CHART_CONFIG_ADD', value: { chartConfig: columnChart('chartNew0001') } },
  { type: 'CHART_CONFIG_REMOVE', value: { chartKey: 'chart0000002' } },
  { type: 'CHART_CONFIG_REORDER', value: { oldIndex: 0, newIndex: 2 } },
  { type: 'SWITCH_ACTIVE_CHART', value: { chartKey: 'chart0000003' } },
];

describe('configuratorReducer', () => {
  it.each(['PUBLISHING', 'PUBLISHED'] as const)('ignores every chart action in %s', (step) => {
    const state = stateOf(step, threeCharts());
    for (const action of chartActions) expect(configuratorReducer(state, action), action.type).toBe(state);
  });

  it('ignores chart actions while selecting a dataset', () => {
    const state = stateOf('SELECTING_DATASET', []);
    for (const action of chartActions) expect(configuratorReducer(state, action), action.type).toBe(state);
  });

  it.each(['CONFIGURING_CHART', 'LAYOUTING'] as const)('applies chart actions in %s', (step) => {
    const state = stateOf(step, threeCharts());
    expect(configuratorReducer(state, { type: 'SWITCH_ACTIVE_CHART', value: { chartKey: 'chart0000003' } })).toEqual({
      ...state,
      activeChartKey: 'chart0000003',
    });
    expect(
      configuratorReducer(state, { type: 'CHART_META_CHANGED', value: { part: 'title', locale: 'en', text: 'Forest' } }).chartConfigs[0].meta.title.en,
    ).toBe('Forest');
  });

  it('applies step actions in every state', () => {
    const state = stateOf('PUBLISHING', threeCharts());
    expect(configuratorReducer(state, { type: 'CONFIGURE_CHART', value: { chartKey: 'chart0000002' } })).toEqual({
      ...state,
      state: 'CONFIGURING_CHART',
      activeChartKey: 'chart0000002',
    });
  });

  it('runs a whole authoring session to the published state', () => {
    const initial = { ...stateOf('INITIAL', []), dataSource: { type: 'sparql' as const, url: 'https://lindas.admin.ch/query' } };
    const configured = reduce(initial, [
      { type: 'INITIALIZED', value: stateOf('SELECTING_DATASET', []) },
      { type: 'STEP_NEXT', value: { chartConfig: columnChart('chart0000001') } },
      { type: 'CHART_TYPE_CHANGED', value: { chartType: 'line', components } },
      { type: 'CHART_FIELD_CHANGED', value: { field: 'segment', componentId: FOREST, components } },
      { type: 'CHART_ACTIVE_FIELD_CHANGE', value: { field: 'y' } },
      { type: 'CHART_FIELD_UPDATED', value: { field: 'y', option: 'showDots', value: true } },
      { type: 'FILTER_SET_SINGLE', value: { dimensionId: CANTON, value: canton('Bern') } },
      { type: 'CHART_META_CHANGED', value: { part: 'title', locale: 'en', text: 'Forest area' } },
    ]);
    const withCopy = reduce(configured, [
      { type: 'CHART_CONFIG_ADD', value: { chartConfig: duplicateChart(configured.chartConfigs[0], 'chart0000002') } },
      { type: 'CHART_META_CHANGED', value: { part: 'title', locale: 'en', text: 'Copy' } },
    ]);
    const published = reduce(withCopy, [
      { type: 'STEP_NEXT' },
      { type: 'STEP_NEXT' },
      { type: 'PUBLISH_FAILED' },
      { type: 'STEP_NEXT' },
      { type: 'CHART_META_CHANGED', value: { part: 'title', locale: 'en', text: 'Ignored while publishing' } },
      { type: 'PUBLISHED' },
    ]);

    const line = (key: string, title: string, activeField?: string): ChartConfig => ({
      ...configBase(),
      key,
      chartType: 'line',
      meta: { title: { ...empty, en: title }, description: empty, label: empty },
      cubes: [{ iri: 'cube/1', filters: { [CANTON]: { type: 'single', value: canton('Bern') } } }],
      fields: {
        x: { componentId: YEAR },
        y: { componentId: AREA, showDots: true },
        color: { type: 'segment', paletteId: 'category10', colorMapping: {} },
        segment: { componentId: FOREST, sorting: { sortingType: 'byAuto', sortingOrder: 'asc' } },
      },
      interactiveFiltersConfig: {
        ...configBase().interactiveFiltersConfig,
        legend: { active: false, componentId: FOREST },
        timeRange: { active: false, componentId: YEAR, presets: { type: 'range', from: '', to: '' } },
      },
      ...(activeField && { activeField }),
    });
    // The filter memory stays in the configurator; the saved config has none of it.
    const { filterChoices, filterNotices, ...rest } = published;
    expect(filterChoices).toBeDefined();
    expect(savedConfigData({ ...published, filterNotices })).not.toHaveProperty('filterNotices');
    expect(rest).toEqual({
      version: '5.0.0',
      state: 'PUBLISHED',
      dataSource: { type: 'sparql', url: 'https://lindas.admin.ch/query' },
      layout: { type: 'tab', meta: { title: empty, description: empty }, blocks: [chartBlock('chart0000001'), chartBlock('chart0000002')] },
      chartConfigs: [line('chart0000001', 'Forest area', 'y'), line('chart0000002', 'Copy')],
      activeChartKey: 'chart0000002',
    });
  });
});
