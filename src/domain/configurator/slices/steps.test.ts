import { describe, expect, it } from 'vitest';
import type { ChartConfig, Layout } from '../../config';
import type { ConfiguratorAction } from '../actions';
import { columnChart, stateOf, threeCharts } from '../test-state';
import { stepsSlice } from './steps';

const empty = { de: '', fr: '', it: '', en: '' };
const chartBlock = (key: string) => ({ type: 'chart' as const, key, initialized: false });
const tabLayout = (...keys: string[]): Layout => ({ type: 'tab', meta: { title: empty, description: empty }, blocks: keys.map(chartBlock) });
const withActiveField = (chart: ChartConfig, field: string): ChartConfig => ({ ...chart, activeField: field });

const next: ConfiguratorAction = { type: 'STEP_NEXT' };
const previous: ConfiguratorAction = { type: 'STEP_PREVIOUS' };

describe('INITIALIZED', () => {
  it('replaces the whole state with the given one', () => {
    const given = stateOf('PUBLISHED', [columnChart('chartB000001')]);
    expect(stepsSlice(stateOf('CONFIGURING_CHART', threeCharts()), { type: 'INITIALIZED', value: given })).toBe(given);
  });

  it('replaces an INITIAL state, keeping the data source it is given', () => {
    const given = { ...stateOf('SELECTING_DATASET', []), dataSource: { type: 'sql' as const, url: '/api/sql' } };
    expect(stepsSlice(stateOf('INITIAL', []), { type: 'INITIALIZED', value: given })).toEqual(given);
  });
});

describe('STEP_NEXT', () => {
  it('stays on SELECTING_DATASET without a chart config', () => {
    const state = stateOf('SELECTING_DATASET', []);
    expect(stepsSlice(state, next)).toBe(state);
    expect(stepsSlice(state, { type: 'STEP_NEXT', value: {} })).toBe(state);
  });

  it('goes from SELECTING_DATASET to CONFIGURING_CHART with the supplied chart, active, in a tab layout', () => {
    const chart = columnChart('chartNew0001');
    const state = stateOf('SELECTING_DATASET', []);
    expect(stepsSlice(state, { type: 'STEP_NEXT', value: { chartConfig: chart } })).toEqual({
      ...state,
      state: 'CONFIGURING_CHART',
      chartConfigs: [chart],
      activeChartKey: 'chartNew0001',
      layout: tabLayout('chartNew0001'),
    });
  });

  it('goes from CONFIGURING_CHART with one chart to PUBLISHING, making that chart active', () => {
    const state = stateOf('CONFIGURING_CHART', [columnChart('chart0000001')], 'staleKey0001');
    expect(stepsSlice(state, next)).toEqual({ ...state, state: 'PUBLISHING', activeChartKey: 'chart0000001' });
  });

  it('goes from CONFIGURING_CHART with several charts to LAYOUTING, the active chart unchanged', () => {
    const state = stateOf('CONFIGURING_CHART', threeCharts(), 'chart0000002');
    expect(stepsSlice(state, next)).toEqual({ ...state, state: 'LAYOUTING' });
  });

  it('goes from LAYOUTING to PUBLISHING', () => {
    const state = stateOf('LAYOUTING', threeCharts(), 'chart0000002');
    expect(stepsSlice(state, next)).toEqual({ ...state, state: 'PUBLISHING' });
  });

  it.each(['INITIAL', 'PUBLISHING', 'PUBLISHED'] as const)('leaves %s unchanged', (step) => {
    const state = stateOf(step, step === 'INITIAL' ? [] : threeCharts());
    expect(stepsSlice(state, { type: 'STEP_NEXT', value: { chartConfig: columnChart('chartNew0001') } })).toBe(state);
  });
});

describe('STEP_PREVIOUS', () => {
  it('goes from CONFIGURING_CHART to SELECTING_DATASET, clearing the charts, the active chart and the layout', () => {
    const state = stateOf('CONFIGURING_CHART', threeCharts(), 'chart0000002');
    expect(stepsSlice(state, previous)).toEqual({ ...state, state: 'SELECTING_DATASET', chartConfigs: [], activeChartKey: '', layout: tabLayout() });
  });

  it('goes from LAYOUTING to CONFIGURING_CHART, closing every active field and making the first chart active', () => {
    const [a, b, c] = threeCharts();
    const state = stateOf('LAYOUTING', [withActiveField(a, 'x'), b, withActiveField(c, 'segment')], 'chart0000003');
    expect(stepsSlice(state, previous)).toEqual({ ...state, state: 'CONFIGURING_CHART', chartConfigs: [a, b, c], activeChartKey: 'chart0000001' });
    expect(stepsSlice(state, previous).chartConfigs.map((chart) => 'activeField' in chart)).toEqual([false, false, false]);
  });

  it('goes from PUBLISHING with several charts to LAYOUTING', () => {
    const state = stateOf('PUBLISHING', threeCharts());
    expect(stepsSlice(state, previous)).toEqual({ ...state, state: 'LAYOUTING' });
  });

  it('goes from PUBLISHING with one chart to CONFIGURING_CHART', () => {
    const state = stateOf('PUBLISHING', [columnChart()]);
    expect(stepsSlice(state, previous)).toEqual({ ...state, state: 'CONFIGURING_CHART' });
  });

  it.each(['INITIAL', 'SELECTING_DATASET'] as const)('leaves %s unchanged', (step) => {
    const state = stateOf(step, []);
    expect(stepsSlice(state, previous)).toBe(state);
  });

  it('steps back through every step down to a target: PUBLISHING to CONFIGURING_CHART passes LAYOUTING', () => {
    const [a, b, c] = threeCharts();
    const state = stateOf('PUBLISHING', [a, withActiveField(b, 'y'), c], 'chart0000002');
    expect(stepsSlice(state, { type: 'STEP_PREVIOUS', value: { to: 'CONFIGURING_CHART' } })).toEqual({
      ...state,
      state: 'CONFIGURING_CHART',
      chartConfigs: [a, b, c],
      activeChartKey: 'chart0000001',
    });
  });

  it('steps back from LAYOUTING to a SELECTING_DATASET target, clearing the charts', () => {
    const state = stateOf('LAYOUTING', threeCharts());
    expect(stepsSlice(state, { type: 'STEP_PREVIOUS', value: { to: 'SELECTING_DATASET' } })).toEqual({
      ...state,
      state: 'SELECTING_DATASET',
      chartConfigs: [],
      activeChartKey: '',
      layout: tabLayout(),
    });
  });

  it('never goes forwards: a target at or after the current step leaves the state unchanged', () => {
    const state = stateOf('CONFIGURING_CHART', threeCharts());
    expect(stepsSlice(state, { type: 'STEP_PREVIOUS', value: { to: 'CONFIGURING_CHART' } })).toBe(state);
    expect(stepsSlice(state, { type: 'STEP_PREVIOUS', value: { to: 'PUBLISHING' } })).toBe(state);
  });
});

describe('PUBLISH_FAILED', () => {
  it('returns from PUBLISHING with several charts to LAYOUTING', () => {
    const state = stateOf('PUBLISHING', threeCharts());
    expect(stepsSlice(state, { type: 'PUBLISH_FAILED' })).toEqual({ ...state, state: 'LAYOUTING' });
  });

  it('returns from PUBLISHING with one chart to CONFIGURING_CHART', () => {
    const state = stateOf('PUBLISHING', [columnChart()]);
    expect(stepsSlice(state, { type: 'PUBLISH_FAILED' })).toEqual({ ...state, state: 'CONFIGURING_CHART' });
  });

  it.each(['CONFIGURING_CHART', 'LAYOUTING', 'PUBLISHED'] as const)('does nothing in %s', (step) => {
    const state = stateOf(step, threeCharts());
    expect(stepsSlice(state, { type: 'PUBLISH_FAILED' })).toBe(state);
  });
});

describe('PUBLISHED', () => {
  it('goes from PUBLISHING to PUBLISHED', () => {
    const state = stateOf('PUBLISHING', threeCharts());
    expect(stepsSlice(state, { type: 'PUBLISHED' })).toEqual({ ...state, state: 'PUBLISHED' });
  });

  it.each(['CONFIGURING_CHART', 'LAYOUTING'] as const)('does nothing in %s', (step) => {
    const state = stateOf(step, threeCharts());
    expect(stepsSlice(state, { type: 'PUBLISHED' })).toBe(state);
  });
});

describe('CONFIGURE_CHART', () => {
  it.each(['LAYOUTING', 'PUBLISHING'] as const)('returns from %s to CONFIGURING_CHART with that chart active', (step) => {
    const state = stateOf(step, threeCharts());
    expect(stepsSlice(state, { type: 'CONFIGURE_CHART', value: { chartKey: 'chart0000003' } })).toEqual({
      ...state,
      state: 'CONFIGURING_CHART',
      activeChartKey: 'chart0000003',
    });
  });

  it('ignores a key that names no chart', () => {
    const state = stateOf('LAYOUTING', threeCharts());
    expect(stepsSlice(state, { type: 'CONFIGURE_CHART', value: { chartKey: 'unknownKey01' } })).toBe(state);
  });

  it('does nothing before a chart exists', () => {
    const state = stateOf('SELECTING_DATASET', []);
    expect(stepsSlice(state, { type: 'CONFIGURE_CHART', value: { chartKey: 'chart0000001' } })).toBe(state);
  });
});

describe('LAYOUT_CHANGED', () => {
  it('takes the new layout with its blocks made to match the charts: stale chart blocks go, missing ones are added, text blocks stay', () => {
    const state = stateOf('LAYOUTING', threeCharts());
    const text = { type: 'text' as const, key: 'textBlock001', text: { ...empty, en: 'Source: NFI' }, initialized: true };
    const changed: Layout = {
      type: 'dashboard',
      layout: 'vertical',
      meta: { title: { ...empty, en: 'Forests' }, description: empty },
      blocks: [chartBlock('chart0000002'), text, chartBlock('removedChart'), { type: 'chart', key: 'chart0000001', initialized: true }],
    };
    expect(stepsSlice(state, { type: 'LAYOUT_CHANGED', value: changed })).toEqual({
      ...state,
      layout: {
        ...changed,
        blocks: [chartBlock('chart0000002'), text, { type: 'chart', key: 'chart0000001', initialized: true }, chartBlock('chart0000003')],
      },
    });
  });
});

describe('other actions', () => {
  it('leave the state unchanged', () => {
    const state = stateOf('CONFIGURING_CHART', threeCharts());
    expect(stepsSlice(state, { type: 'SWITCH_ACTIVE_CHART', value: { chartKey: 'chart0000002' } })).toBe(state);
  });
});
