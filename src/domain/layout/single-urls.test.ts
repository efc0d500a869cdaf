import { describe, expect, it } from 'vitest';
import { savedConfigDataSchema } from '../config';
import { configuratorReducer } from '../configurator/reducer';
import { savedConfigData } from '../configurator/select';
import { stateOf, threeCharts } from '../configurator/test-state';
import { singleURLsPublications } from './single-urls';

describe('singleURLsPublications', () => {
  it('publishes each publishable chart on its own, in reverse order', () => {
    const state = [
      { type: 'LAYOUT_TYPE_CHANGED', value: { type: 'singleURLs' } } as const,
      { type: 'LAYOUT_PUBLISHABLE_CHART_TOGGLE', value: { chartKey: 'chart0000002' } } as const,
    ].reduce(configuratorReducer, stateOf('LAYOUTING', threeCharts()));
    const published = singleURLsPublications(savedConfigData(state));
    expect(published.map((p) => p.chartConfigs.map((c) => c.key))).toEqual([['chart0000003'], ['chart0000001']]);
    for (const p of published) {
      expect(p.activeChartKey).toBe(p.chartConfigs[0].key);
      expect(p.layout).toMatchObject({ type: 'tab', blocks: [{ type: 'chart', key: p.chartConfigs[0].key }] });
      expect(savedConfigDataSchema.safeParse(p).success).toBe(true);
    }
  });
  it('publishes other layouts as they are', () => {
    const data = savedConfigData(stateOf('LAYOUTING', threeCharts()));
    expect(singleURLsPublications(data)).toEqual([data]);
  });
});
