import { describe, expect, it } from 'vitest';
import { savedStateFixture } from '../../../tests/support/fixtures';
import type { ChartConfig } from '../config';
import { axisComponents, showsChartTabs, tabLabel, truncateDescription } from './view-parts';

describe('chart tabs', () => {
  it('show only for several charts', () => {
    const state = savedStateFixture();
    expect(showsChartTabs(state)).toBe(false);
    expect(showsChartTabs({ ...state, chartConfigs: [state.chartConfigs[0], { ...state.chartConfigs[0], key: 'other' }] })).toBe(true);
  });

  it('are named by the chart label, in a fallback language if need be, else not at all', () => {
    const chart = savedStateFixture().chartConfigs[0];
    expect(tabLabel(chart, 'en')).toBeUndefined();
    expect(tabLabel({ meta: { ...chart.meta, label: { de: 'Wald', fr: '', it: '', en: '  ' } } }, 'en')).toBe('Wald');
    expect(tabLabel({ meta: { ...chart.meta, label: { de: 'Wald', fr: '', it: '', en: 'Forest' } } }, 'en')).toBe('Forest');
  });
});

describe('metadata description', () => {
  it('is cut at 180 characters with an ellipsis', () => {
    expect(truncateDescription('short')).toEqual({ text: 'short', cut: false });
    const long = `${'ä'.repeat(179)} and more`;
    const cut = truncateDescription(long);
    expect(cut).toEqual({ text: `${'ä'.repeat(179)}…`, cut: true });
    expect(truncateDescription('x'.repeat(180)).cut).toBe(false);
  });
});

describe('axis components', () => {
  const chart = savedStateFixture().chartConfigs[0];
  it('reads x and y of a chart', () => {
    const fields = chart.fields as { x?: { componentId: string }; y: { componentId: string } };
    expect(axisComponents(chart)).toEqual({ bottom: fields.x?.componentId, left: fields.y.componentId });
  });

  it('reads the axes of combo charts from their measures', () => {
    const combo = {
      ...chart,
      chartType: 'comboLineColumn',
      fields: { x: { componentId: 'x' }, y: { lineComponentId: 'l', columnComponentId: 'c', lineAxisOrientation: 'left' } },
    } as unknown as ChartConfig;
    expect(axisComponents(combo)).toEqual({ bottom: 'x', left: 'l', right: 'c' });
    const dual = {
      ...chart,
      chartType: 'comboLineDual',
      fields: { x: { componentId: 'x' }, y: { leftAxisComponentId: 'a', rightAxisComponentId: 'b' } },
    } as unknown as ChartConfig;
    expect(axisComponents(dual)).toEqual({ bottom: 'x', left: 'a', right: 'b' });
  });
});
