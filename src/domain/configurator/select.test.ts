import { describe, expect, it } from 'vitest';
import { titleGaps } from './select';
import { columnChart } from './test-state';

const titled = (key: string, title: Partial<Record<'de' | 'fr' | 'it' | 'en', string>>) => {
  const chart = columnChart(key);
  return { ...chart, meta: { ...chart.meta, title: { de: '', fr: '', it: '', en: '', ...title } } };
};

describe('titleGaps', () => {
  it('lists the locales where a titled chart has no title, over all charts', () => {
    expect(titleGaps({ chartConfigs: [titled('a', { en: 'Weather' })] })).toEqual({ untitledCharts: 0, locales: ['de', 'fr', 'it'] });
    expect(titleGaps({ chartConfigs: [titled('a', { de: 'W', fr: 'M', it: 'M', en: 'W' }), titled('b', { de: 'W', fr: 'M', it: 'M' })] })).toEqual({
      untitledCharts: 0,
      locales: ['en'],
    });
  });
  it('counts the charts without a title in any language apart: they show the dataset title, not another language', () => {
    expect(titleGaps({ chartConfigs: [titled('a', {})] })).toEqual({ untitledCharts: 1, locales: [] });
    expect(titleGaps({ chartConfigs: [titled('a', {}), titled('b', { fr: 'M' }), titled('c', {})] })).toEqual({
      untitledCharts: 2,
      locales: ['de', 'it', 'en'],
    });
  });
  it('is empty when every chart has a title in every language', () => {
    expect(titleGaps({ chartConfigs: [titled('a', { de: 'W', fr: 'M', it: 'M', en: 'W' })] })).toEqual({ untitledCharts: 0, locales: [] });
  });
});
