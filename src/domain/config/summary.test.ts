import { describe, expect, it } from 'vitest';
import { configSummary } from './summary';

const title = (en: string) => ({ de: '', fr: '', it: '', en });

describe('configSummary', () => {
  it("takes the first chart's title and every chart's type", () => {
    const data = {
      layout: { meta: { title: title('') } },
      chartConfigs: [
        { chartType: 'column', meta: { title: title('Forests') } },
        { chartType: 'map', meta: { title: title('Map') } },
      ],
    };
    expect(configSummary(data)).toEqual({ title: title('Forests'), chartTypes: ['column', 'map'] });
  });

  it("prefers the layout's title when it has one", () => {
    const data = { layout: { meta: { title: title('Dashboard') } }, chartConfigs: [{ chartType: 'line', meta: { title: title('Line') } }] };
    expect(configSummary(data).title.en).toBe('Dashboard');
  });

  it('reads what it can of a malformed config', () => {
    expect(configSummary(null)).toEqual({ title: title(''), chartTypes: [] });
    expect(configSummary({ chartConfigs: [{ chartType: 3, meta: { title: { en: 7 } } }] })).toEqual({ title: title(''), chartTypes: [] });
  });
});
