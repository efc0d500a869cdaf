import { describe, expect, it } from 'vitest';
import { untitledLocales } from './select';
import { columnChart } from './test-state';

const titled = (key: string, title: Partial<Record<'de' | 'fr' | 'it' | 'en', string>>) => {
  const chart = columnChart(key);
  return { ...chart, meta: { ...chart.meta, title: { de: '', fr: '', it: '', en: '', ...title } } };
};

describe('untitledLocales', () => {
  it('lists the locales where a chart has no title, over all charts', () => {
    expect(untitledLocales({ chartConfigs: [titled('a', { en: 'Weather' })] })).toEqual(['de', 'fr', 'it']);
    expect(untitledLocales({ chartConfigs: [titled('a', { de: 'W', fr: 'M', it: 'M', en: 'W' }), titled('b', { de: 'W', fr: 'M', it: 'M' })] })).toEqual([
      'en',
    ]);
  });
  it('is empty when every chart has a title in every language', () => {
    expect(untitledLocales({ chartConfigs: [titled('a', { de: 'W', fr: 'M', it: 'M', en: 'W' })] })).toEqual([]);
  });
});
