import { describe, expect, it } from 'vitest';
import type { DataCubeComponents, Dimension, Measure } from '../data';
import { getInitialChartConfig } from '../charts/initial-config';
import { configuratorStateSchema, formatZodError, savedConfigDataSchema, type ChartType } from '.';

/** Plain components of the Swiss forestry cube: year, canton shapes; forest area in ha, wood volume in m³. */
const CUBE = 'https://environment.ld.admin.ch/foen/forest/2';
const base = { cubeIri: CUBE, isKeyDimension: true, isNumerical: false };
const year: Dimension = {
  ...base,
  __typename: 'TemporalDimension',
  id: 'forest___year',
  label: 'Year',
  timeUnit: 'Year',
  timeFormat: '%Y',
  values: [
    { value: '2013', label: '2013' },
    { value: '2014', label: '2014' },
  ],
};
const canton: Dimension = {
  ...base,
  __typename: 'GeoShapesDimension',
  id: 'forest___canton',
  label: 'Canton',
  values: [
    { value: 'https://ld.admin.ch/canton/1', label: 'Zürich' },
    { value: 'https://ld.admin.ch/canton/2', label: 'Bern' },
  ],
};
const measure = (id: string, unit: string): Measure => ({
  ...base,
  __typename: 'NumericalMeasure',
  id,
  label: id,
  unit,
  isKeyDimension: false,
  isNumerical: true,
  values: [],
});
const forestry: DataCubeComponents = { dimensions: [year, canton], measures: [measure('forest___area', 'ha'), measure('forest___wood', 'm³')] };

const localized = (text = '') => ({ de: text, fr: text, it: text, en: text });
const chart = (chartType: ChartType, key: string) => getInitialChartConfig({ cubes: [{ iri: CUBE }], chartType, key, ...forestry });
const annotation = (en = 'Storm Lothar') => ({
  key: 'annotation:highlight:abc123',
  type: 'highlight' as const,
  targets: [{ componentId: year.id, value: '2013' }],
  text: { ...localized(''), en },
  highlightType: 'filled' as const,
  defaultOpen: false,
});

/** A dashboard with four charts of different types and a text block. */
const validState = () => {
  const charts = [chart('column', 'columnChart1'), chart('line', 'lineChart001'), chart('map', 'mapChart0001'), chart('table', 'tableChart01')];
  charts[0].annotations = [annotation()];
  return {
    version: '5.0.0',
    dataSource: { type: 'sparql', url: 'https://lindas.admin.ch/query' },
    layout: {
      type: 'dashboard',
      layout: 'canvas',
      // One grid per breakpoint: the schema wants all four.
      layouts: Object.fromEntries(
        (['xl', 'lg', 'md', 'sm'] as const).map((bp) => [bp, charts.map((c, i) => ({ i: c.key, x: (i % 2) * 2, y: Math.floor(i / 2), w: 2, h: 3 }))]),
      ),
      meta: { title: localized('Swiss forest'), description: localized() },
      blocks: [
        ...charts.map((c) => ({ type: 'chart', key: c.key, initialized: true })),
        { type: 'text', key: 'textBlock001', text: localized('Source: NFI'), initialized: true },
      ],
    },
    chartConfigs: charts,
    activeChartKey: 'lineChart001',
  };
};
type State = ReturnType<typeof validState>;

const problem = (data: unknown) => {
  const parsed = savedConfigDataSchema.safeParse(data);
  return parsed.success ? undefined : formatZodError(parsed.error);
};
const withFirstChart = (s: State, change: Record<string, unknown>) => ({
  ...s,
  chartConfigs: [{ ...s.chartConfigs[0], ...change }, ...s.chartConfigs.slice(1)],
});

describe('savedConfigDataSchema', () => {
  it('accepts a dashboard of initial configs of several chart types', () => {
    const state = validState();
    expect(problem(state)).toBeUndefined();
    expect(savedConfigDataSchema.parse(state).chartConfigs.map((c) => c.chartType)).toEqual(['column', 'line', 'map', 'table']);
  });

  it('accepts a tab layout with a single chart of each further type', () => {
    for (const type of ['bar', 'area', 'scatterplot', 'pie', 'comboLineDual', 'comboLineColumn'] as const) {
      const config = chart(type, 'singleChart1');
      const state = {
        ...validState(),
        layout: { type: 'tab', meta: { title: localized(), description: localized() }, blocks: [] },
        chartConfigs: [config],
        activeChartKey: config.key,
      };
      expect(problem(state), type).toBeUndefined();
    }
  });

  it.each([
    [
      'no chartConfigs field',
      (s: State) => {
        const { chartConfigs: _, ...rest } = s;
        return rest;
      },
      /^chartConfigs: /,
    ],
    ['an empty chartConfigs list', (s: State) => ({ ...s, chartConfigs: [] }), /^chartConfigs: /],
    ['an unknown chart type', (s: State) => withFirstChart(s, { chartType: 'radar' }), /^chartConfigs\.0\.chartType: /],
    [
      'a line config under the pie type',
      (s: State) => ({ ...s, chartConfigs: [s.chartConfigs[0], { ...s.chartConfigs[1], chartType: 'pie' }] }),
      /^chartConfigs\.1\.fields\.segment: /,
    ],
    [
      'a key of 3 characters',
      (s: State) => ({ ...withFirstChart(s, { key: 'abc' }), activeChartKey: 'abc' }),
      /^chartConfigs\.0\.key: must be 12 letters or digits$/,
    ],
    [
      'a key with a dash',
      (s: State) => ({ ...withFirstChart(s, { key: 'column-chart' }), activeChartKey: 'column-chart' }),
      /^chartConfigs\.0\.key: must be 12 letters or digits$/,
    ],
    [
      '4 annotations',
      (s: State) => withFirstChart(s, { annotations: [annotation('a'), annotation('b'), annotation('c'), annotation('d')] }),
      /^chartConfigs\.0\.annotations: /,
    ],
    [
      'an annotation text of 501 characters',
      (s: State) => withFirstChart(s, { annotations: [annotation('x'.repeat(501))] }),
      /^chartConfigs\.0\.annotations\.0\.text\.en: /,
    ],
    [
      'a continuous map scale with jenks classes',
      (s: State) => {
        const map = s.chartConfigs[2] as { fields: { areaLayer: { color: Record<string, unknown> } } };
        const areaLayer = { ...map.fields.areaLayer, color: { ...map.fields.areaLayer.color, scaleType: 'continuous', interpolationType: 'jenks' } };
        return { ...s, chartConfigs: s.chartConfigs.map((c, i) => (i === 2 ? { ...c, fields: { areaLayer } } : c)) };
      },
      /^chartConfigs\.2\.fields\.areaLayer\.color\.interpolationType: a continuous scale/,
    ],
    [
      'a map bbox beyond the poles',
      (s: State) => ({
        ...s,
        chartConfigs: s.chartConfigs.map((c, i) =>
          i === 2
            ? {
                ...c,
                baseLayer: {
                  show: true,
                  locked: true,
                  bbox: [
                    [5, 45],
                    [10, 95],
                  ],
                  customLayers: [],
                },
              }
            : c,
        ),
      }),
      /^chartConfigs\.2\.baseLayer\.bbox\.1\.1: /,
    ],
    [
      // One animation field for every chart type: a map's may not last zero seconds any more than a column chart's.
      'a map animation of no duration',
      (s: State) => {
        const map = s.chartConfigs[2] as { fields: Record<string, unknown> };
        const animation = { componentId: 'year', showPlayButton: true, type: 'continuous', duration: 0, dynamicScales: false };
        return { ...s, chartConfigs: s.chartConfigs.map((c, i) => (i === 2 ? { ...c, fields: { ...map.fields, animation } } : c)) };
      },
      /^chartConfigs\.2\.fields\.animation\.duration: /,
    ],
    [
      'an activeChartKey naming no chart',
      (s: State) => ({ ...s, activeChartKey: 'nosuchchart0' }),
      /^activeChartKey: activeChartKey must name one of the chartConfigs$/,
    ],
  ])('refuses %s, naming the path', (_what, change, message) => {
    const text = problem(change(validState()));
    expect(text).toBeDefined();
    expect(text).toMatch(message);
  });

  it('takes 3 annotations and 500 characters', () => {
    expect(problem(withFirstChart(validState(), { annotations: [annotation('a'), annotation('b'), annotation('x'.repeat(500))] }))).toBeUndefined();
  });

  it('names every failing path, separated by semicolons', () => {
    const s = validState();
    const text = problem({ ...withFirstChart(s, { key: 'abc' }), dataSource: { type: 'csv', url: '' } });
    expect(text).toMatch(/dataSource\.type: /);
    expect(text).toMatch(/dataSource\.url: /);
    expect(text).toMatch(/chartConfigs\.0\.key: must be 12 letters or digits/);
    expect(text?.split('; ').length).toBeGreaterThanOrEqual(3);
  });

  it('reports a non-object as a problem of the config itself', () => {
    expect(problem('not a config')).toMatch(/^config: /);
  });
});

describe('configuratorStateSchema', () => {
  it('is the saved data plus a known state', () => {
    expect(configuratorStateSchema.safeParse({ ...validState(), state: 'LAYOUTING' }).success).toBe(true);
    expect(configuratorStateSchema.safeParse(validState()).success).toBe(false);
    expect(configuratorStateSchema.safeParse({ ...validState(), state: 'EDITING' }).success).toBe(false);
  });
});
