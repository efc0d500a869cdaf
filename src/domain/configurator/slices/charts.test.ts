import { describe, expect, it } from 'vitest';
import type { ChartConfig, ChartConfigOf, Layout } from '../../config';
import { columnChart, stateOf, threeCharts } from '../test-state';
import { chartsSlice, duplicateChart } from './charts';

const empty = { de: '', fr: '', it: '', en: '' };
const chartBlock = (key: string) => ({ type: 'chart' as const, key, initialized: false });
const keysOf = (charts: { key: string }[]) => charts.map((c) => c.key);

describe('duplicateChart', () => {
  it('copies the chart under the new key without its active field', () => {
    const chart = { ...columnChart('chart0000001'), activeField: 'x' };
    const { activeField: _, ...rest } = chart;
    expect(duplicateChart(chart, 'chartCopy001')).toEqual({ ...rest, key: 'chartCopy001' });
  });

  it('shares nothing with the original: editing the copy leaves the original as it was', () => {
    const chart = columnChart('chart0000001');
    const copy = duplicateChart(chart, 'chartCopy001') as ChartConfigOf<'column'>;
    copy.cubes[0].filters['cube___canton'] = { type: 'single', value: 'changed' };
    copy.fields.x.componentId = 'changed';
    expect(chart).toEqual(columnChart('chart0000001'));
  });
});

describe('CHART_CONFIG_ADD', () => {
  it('adds the duplicate of the active chart at the end, makes it active and gives it a block', () => {
    const state = stateOf('CONFIGURING_CHART', [columnChart('chart0000001')]);
    const copy = duplicateChart(state.chartConfigs[0], 'chartCopy001');
    expect(chartsSlice(state, { type: 'CHART_CONFIG_ADD', value: { chartConfig: copy } })).toEqual({
      ...state,
      chartConfigs: [state.chartConfigs[0], copy],
      activeChartKey: 'chartCopy001',
      layout: { ...state.layout, blocks: [chartBlock('chart0000001'), chartBlock('chartCopy001')] },
    });
  });

  it('ignores a chart whose key is already taken', () => {
    const state = stateOf('CONFIGURING_CHART', threeCharts(), 'chart0000003');
    expect(chartsSlice(state, { type: 'CHART_CONFIG_ADD', value: { chartConfig: columnChart('chart0000002') } })).toBe(state);
  });
});

describe('CHART_CONFIG_REMOVE', () => {
  it('keeps the only chart', () => {
    const state = stateOf('CONFIGURING_CHART', [columnChart()]);
    expect(chartsSlice(state, { type: 'CHART_CONFIG_REMOVE', value: { chartKey: 'chart0000001' } })).toBe(state);
  });

  it('ignores a key that names no chart', () => {
    const state = stateOf('CONFIGURING_CHART', threeCharts());
    expect(chartsSlice(state, { type: 'CHART_CONFIG_REMOVE', value: { chartKey: 'unknownKey01' } })).toBe(state);
  });

  it('removes the active chart and its block; the previous chart becomes active', () => {
    const [a, , c] = threeCharts();
    const state = stateOf('CONFIGURING_CHART', threeCharts(), 'chart0000002');
    expect(chartsSlice(state, { type: 'CHART_CONFIG_REMOVE', value: { chartKey: 'chart0000002' } })).toEqual({
      ...state,
      chartConfigs: [a, c],
      activeChartKey: 'chart0000001',
      layout: { ...state.layout, blocks: [chartBlock('chart0000001'), chartBlock('chart0000003')] },
    });
  });

  it('makes the next chart active when the first, active, chart goes', () => {
    const state = stateOf('CONFIGURING_CHART', threeCharts(), 'chart0000001');
    const next = chartsSlice(state, { type: 'CHART_CONFIG_REMOVE', value: { chartKey: 'chart0000001' } });
    expect(next.activeChartKey).toBe('chart0000002');
    expect(keysOf(next.chartConfigs)).toEqual(['chart0000002', 'chart0000003']);
  });

  it('keeps the active chart when another chart goes', () => {
    const state = stateOf('LAYOUTING', threeCharts(), 'chart0000003');
    const next = chartsSlice(state, { type: 'CHART_CONFIG_REMOVE', value: { chartKey: 'chart0000001' } });
    expect(next.activeChartKey).toBe('chart0000003');
    expect(keysOf(next.chartConfigs)).toEqual(['chart0000002', 'chart0000003']);
  });

  it('keeps text blocks and the order of the remaining blocks', () => {
    const text = { type: 'text' as const, key: 'textBlock001', text: { ...empty, en: 'Source: NFI' }, initialized: true };
    const layout: Layout = {
      type: 'dashboard',
      layout: 'tall',
      meta: { title: empty, description: empty },
      blocks: [chartBlock('chart0000003'), text, chartBlock('chart0000002'), chartBlock('chart0000001')],
    };
    const state = { ...stateOf('LAYOUTING', threeCharts()), layout };
    expect(chartsSlice(state, { type: 'CHART_CONFIG_REMOVE', value: { chartKey: 'chart0000002' } }).layout).toEqual({
      ...layout,
      blocks: [chartBlock('chart0000003'), text, chartBlock('chart0000001')],
    });
  });
});

describe('CHART_CONFIG_REORDER', () => {
  it('moves a chart from the old index to the new one, its block with it', () => {
    const state = stateOf('LAYOUTING', threeCharts(), 'chart0000002');
    const [a, b, c] = state.chartConfigs;
    const blocksOf = (...charts: ChartConfig[]) => charts.map((chart) => ({ type: 'chart', key: chart.key, initialized: false }));
    expect(chartsSlice(state, { type: 'CHART_CONFIG_REORDER', value: { oldIndex: 0, newIndex: 2 } })).toEqual({
      ...state,
      chartConfigs: [b, c, a],
      layout: { ...state.layout, blocks: blocksOf(b, c, a) },
    });
    expect(chartsSlice(state, { type: 'CHART_CONFIG_REORDER', value: { oldIndex: 2, newIndex: 0 } })).toEqual({
      ...state,
      chartConfigs: [c, a, b],
      layout: { ...state.layout, blocks: blocksOf(c, a, b) },
    });
  });

  it('leaves text blocks in their places', () => {
    const start = stateOf('LAYOUTING', threeCharts());
    const text = { type: 'text' as const, key: 'textBlock001', text: { de: '', fr: '', it: '', en: 'Note' }, initialized: true };
    const [first, ...rest] = start.layout.blocks;
    const state = { ...start, layout: { ...start.layout, blocks: [first, text, ...rest] } };
    const next = chartsSlice(state, { type: 'CHART_CONFIG_REORDER', value: { oldIndex: 0, newIndex: 1 } });
    expect(next.layout.blocks.map((block) => block.key)).toEqual(['chart0000002', 'textBlock001', 'chart0000001', 'chart0000003']);
  });

  it.each([
    [-1, 1],
    [0, 3],
    [3, 0],
    [0.5, 1],
    [1, 1],
  ])('ignores indices out of range or equal (%s → %s)', (oldIndex, newIndex) => {
    const state = stateOf('LAYOUTING', threeCharts());
    expect(chartsSlice(state, { type: 'CHART_CONFIG_REORDER', value: { oldIndex, newIndex } })).toBe(state);
  });
});

describe('SWITCH_ACTIVE_CHART', () => {
  it('makes the named chart active', () => {
    const state = stateOf('LAYOUTING', threeCharts());
    expect(chartsSlice(state, { type: 'SWITCH_ACTIVE_CHART', value: { chartKey: 'chart0000003' } })).toEqual({ ...state, activeChartKey: 'chart0000003' });
  });

  it('ignores a key that names no chart', () => {
    const state = stateOf('LAYOUTING', threeCharts());
    expect(chartsSlice(state, { type: 'SWITCH_ACTIVE_CHART', value: { chartKey: 'unknownKey01' } })).toBe(state);
  });
});

describe('other actions', () => {
  it('leave the state unchanged', () => {
    const state = stateOf('CONFIGURING_CHART', threeCharts());
    expect(chartsSlice(state, { type: 'STEP_NEXT' })).toBe(state);
  });
});
