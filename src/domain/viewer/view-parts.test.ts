import { describe, expect, it } from 'vitest';
import { savedStateFixture } from '../../../tests/support/fixtures';
import type { ChartConfig } from '../config';
import { axisComponents, showsChartTabs, tabName, truncateDescription } from './view-parts';

describe('chart tabs', () => {
  it('show only for several charts', () => {
    const state = savedStateFixture();
    expect(showsChartTabs(state)).toBe(false);
    expect(showsChartTabs({ ...state, chartConfigs: [state.chartConfigs[0], { ...state.chartConfigs[0], key: 'other' }] })).toBe(true);
  });

  describe('are named the same in the editor, the layout step and the view', () => {
    const chart = savedStateFixture().chartConfigs[0];
    const texts = (en: string, de = '') => ({ de, fr: '', it: '', en });
    const named = (label: ReturnType<typeof texts>, title: ReturnType<typeof texts>) => ({ ...chart, meta: { ...chart.meta, label, title } });

    it('by the tab label, else the title', () => {
      expect(tabName(named(texts('Forest'), texts('Forest area')), 1, 'en')).toEqual({ text: 'Forest', lang: 'en', fallback: false });
      expect(tabName(named(texts('  '), texts(' Forest area ')), 1, 'en')).toEqual({ text: 'Forest area', lang: 'en', fallback: false });
    });

    it('as plain text: a markdown title names its tab without its markup', () => {
      expect(tabName(named(texts(''), texts('NO₂ in **µg/m³** ([source](https://example.org))')), 0, 'en')).toMatchObject({ text: 'NO₂ in µg/m³ (source)' });
    });

    it("in the reader's language first, else in another, marked as such", () => {
      expect(tabName(named(texts('', 'Wald'), texts('Forest area')), 0, 'en')).toMatchObject({ text: 'Forest area', fallback: false });
      expect(tabName(named(texts('', 'Wald'), texts('', 'Waldfläche')), 0, 'en')).toEqual({ text: 'Wald', lang: 'de', fallback: true });
      expect(tabName(named(texts(''), texts('', 'Waldfläche')), 0, 'en')).toEqual({ text: 'Waldfläche', lang: 'de', fallback: true });
    });

    it('by the chart type and the position in the tab order when the author wrote no name', () => {
      expect(tabName(named(texts(''), texts('')), 0, 'en')).toEqual({ key: 'chart.tab.placeholder', type: 'chart.type.column', number: 1 });
      expect(tabName({ ...named(texts(''), texts(' ')), chartType: 'map' }, 2, 'de')).toEqual({
        key: 'chart.tab.placeholder',
        type: 'chart.type.map',
        number: 3,
      });
    });
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
