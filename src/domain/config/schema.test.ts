import { describe, expect, it } from 'vitest';
import { forestComponents, savedStateFixture } from '../../../tests/support/fixtures';
import { getInitialChartConfig } from '../charts/initial-config';
import { formatZodError, savedConfigDataSchema } from '.';

const problem = (data: unknown) => {
  const parsed = savedConfigDataSchema.safeParse(data);
  return parsed.success ? undefined : formatZodError(parsed.error);
};

describe('saved config schema', () => {
  it('accepts a state with charts of several types', () => {
    const state = savedStateFixture();
    const charts = (['column', 'line', 'map', 'table'] as const).map((chartType) =>
      getInitialChartConfig({ chartType, cubes: [{ iri: 'https://example.org/cube/1' }], ...forestComponents() }),
    );
    expect(problem({ ...state, chartConfigs: charts, activeChartKey: charts[2].key, layout: { ...state.layout, blocks: charts.map((c) => ({ type: 'chart', key: c.key, initialized: false })) } })).toBeUndefined();
  });

  it.each([
    ['no chart configs', (s: any) => ({ ...s, chartConfigs: [] }), /chartConfigs: /],
    ['an unknown chart type', (s: any) => ({ ...s, chartConfigs: [{ ...s.chartConfigs[0], chartType: 'radar' }] }), /chartConfigs\.0\.chartType/],
    ['a chart key of the wrong length', (s: any) => ({ ...s, chartConfigs: [{ ...s.chartConfigs[0], key: 'abc' }], activeChartKey: 'abc' }), /chartConfigs\.0\.key: must be 12 letters or digits/],
    ['a fourth annotation', (s: any) => ({ ...s, chartConfigs: [{ ...s.chartConfigs[0], annotations: Array(4).fill(annotation()) }] }), /chartConfigs\.0\.annotations/],
    ['an annotation text over 500 characters', (s: any) => ({ ...s, chartConfigs: [{ ...s.chartConfigs[0], annotations: [annotation('x'.repeat(501))] }] }), /annotations\.0\.text\.en/],
    ['an active chart that does not exist', (s: any) => ({ ...s, activeChartKey: 'nosuchchart0' }), /activeChartKey: activeChartKey must name one of the chartConfigs/],
    ['a data source of another kind', (s: any) => ({ ...s, dataSource: { type: 'csv', url: 'x' } }), /dataSource\.type/],
  ])('refuses %s with a message naming the path', (_what, change, message) => {
    expect(problem(change(savedStateFixture()))).toMatch(message);
  });
});

function annotation(en = 'A note') {
  return { key: 'annotation:highlight:1', type: 'highlight', targets: [], text: { de: '', fr: '', it: '', en }, highlightType: 'none', defaultOpen: false };
}
