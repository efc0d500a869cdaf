/**
 * Every drawn chart type on a real bundled cube: the gallery config's components and
 * observations come through the data API, the chart definition draws the scene, and the marks are
 * checked against the observations themselves (counts, order, stacks, percent, imputation, axes).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initialInteractiveState, type InteractiveState } from '../../src/domain/charts/chart-data';
import type { DrawnChartType } from '../../src/domain/charts/definition';
import { definitionOf, type DrawnChartConfig } from '../../src/domain/charts/registry';
import type { Mark, Scene } from '../../src/domain/charts/scene';
import type { Component, DataCubeComponents, Observation } from '../../src/domain/data';
import { buildCatalogue } from '../../src/server/import/catalogue';
import { getInitialChartConfig } from '../../src/domain/config';
import { componentId, galleryConfig } from '../support/chart-gallery';
import { startServer, type TestServer } from '../support/server';

let server: TestServer;
const query = async (name: string, variables: object) => {
  const response = await server.post(`/api/data/${name}`, { sourceType: 'sparql', sourceUrl: '/api/sparql', locale: 'en', ...variables });
  expect(response.status).toBe(200);
  return response.body.data[name];
};

type Drawn = {
  config: DrawnChartConfig;
  components: Map<string, Component>;
  observations: Observation[];
  draw: (state?: Partial<InteractiveState>, observations?: Observation[]) => Scene;
};

/** A gallery chart with its data, and a function drawing it in a given interactive state. */
const load = async (type: DrawnChartType, edit: (config: any) => void = () => {}): Promise<Drawn> => {
  const componentsOf = (iri: string): Promise<DataCubeComponents> => query('dataCubesComponents', { cubeFilters: [{ iri }] });
  const config = (await galleryConfig(type, componentsOf, 'aaaaaaaaaaaa')) as DrawnChartConfig;
  edit(config);
  const { dimensions, measures } = await componentsOf(config.cubes[0].iri);
  const components = new Map<string, Component>([...dimensions, ...measures].map((c) => [c.id, c]));
  const definition = definitionOf(config);
  const observations: Observation[] = await query('dataCubesObservations', {
    cubeFilters: [{ iri: config.cubes[0].iri, componentIds: definition.componentIds(config, components), filters: config.cubes[0].filters }],
  }).then((r) => r.data);
  const draw = (state: Partial<InteractiveState> = {}, obs = observations) =>
    definition.scene({ config, components, observations: obs, state: { ...initialInteractiveState(), ...state }, width: 800, height: 400, locale: 'en' });
  return { config, components, observations, draw };
};

const marksOf = <T extends Mark['type']>(scene: Scene, type: T) => scene.marks.filter((m): m is Extract<Mark, { type: T }> => m.type === type);
/** Numbers of an axis' tick labels ("2,500" → 2500, "40 %" → 40). */
const tickValues = (scene: Scene, position: 'left' | 'right' | 'bottom') =>
  scene.axes.find((a) => a.position === position)!.ticks.map((t) => Number(t.label.replace(/[^\d.-]/g, '')));
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const groupSums = (observations: Observation[], by: string, value: string) => {
  const sums = new Map<string, number>();
  for (const o of observations) sums.set(String(o[by]), (sums.get(String(o[by])) ?? 0) + (o[value] as number));
  return sums;
};

const AIR_QUALITY = new URL('../fixtures/air-quality-cube.ttl', import.meta.url).pathname;
const IOWA = { year: componentId('iowa', 'year'), source: componentId('iowa', 'source'), generation: componentId('iowa', 'net-generation') };
const BLS = {
  month: componentId('unemployment', 'month'),
  industry: componentId('unemployment', 'industry'),
  unemployed: componentId('unemployment', 'unemployed'),
  rate: componentId('unemployment', 'unemployment-rate'),
};

beforeAll(async () => {
  const { files } = await buildCatalogue({ cacheDir: mkdtempSync(join(tmpdir(), 'catalogue-')) });
  server = await startServer({ files: [...files, AIR_QUALITY] });
});
afterAll(() => server?.close());

describe('chart scenes on the bundled cubes', () => {
  it('column: one bar per observation, stacks as tall as each year’s total, percent stacks to 100', async () => {
    const { observations, draw } = await load('column');
    const scene = draw();
    const bars = marksOf(scene, 'rect');
    expect(bars).toHaveLength(observations.length);
    expect(scene.legend.map((l) => l.label)).toEqual(['Fossil fuels', 'Nuclear energy', 'Renewables']);
    // A stack's pixel height is its total on the value scale: compare two years' ratios.
    const totals = groupSums(observations, IOWA.year, IOWA.generation);
    const heights = new Map<string, number>();
    for (const bar of bars) heights.set(bar.tooltip.title, (heights.get(bar.tooltip.title) ?? 0) + bar.height);
    expect(heights.get('2017')! / heights.get('2001')!).toBeCloseTo(totals.get('2017')! / totals.get('2001')!, 2);
    expect(tickValues(scene, 'left')[0]).toBe(0);

    const percent = marksOf(draw({ calculation: 'percent' }), 'rect');
    for (const year of totals.keys()) {
      // Stacked unrounded, so each year reaches 100 exactly; tooltips show whole percent.
      const bars = percent.filter((b) => b.tooltip.title === year);
      expect(sum(bars.map((b) => b.value))).toBeCloseTo(100, 10);
      for (const bar of bars) expect(bar.tooltip.value).toBe(`${Math.round(bar.value)} %`);
    }
  });

  it('column: sorting by total size puts the biggest year first; grouped bars sit side by side', async () => {
    const { observations, draw } = await load('column', (c) => {
      c.fields.x.sorting = { sortingType: 'byTotalSize', sortingOrder: 'desc' };
      c.fields.segment.type = 'grouped';
    });
    const scene = draw();
    const totals = [...groupSums(observations, IOWA.year, IOWA.generation)].sort((a, b) => b[1] - a[1]).map(([year]) => year);
    expect(scene.axes.find((a) => a.position === 'bottom')!.ticks.map((t) => t.label)).toEqual(totals);
    const first = marksOf(scene, 'rect').filter((b) => b.tooltip.title === totals[0]);
    expect(new Set(first.map((b) => b.x)).size).toBe(3);
    expect(new Set(first.map((b) => b.y + b.height)).size).toBe(1);
  });

  it('bar: one bar per source in 2017, longest first, with its value written beside it', async () => {
    const { observations, draw } = await load('bar');
    const bars = marksOf(draw(), 'rect');
    const expected = [...observations].sort((a, b) => (b[IOWA.generation] as number) - (a[IOWA.generation] as number));
    const topDown = [...bars].sort((a, b) => a.y - b.y);
    expect(topDown.map((b) => b.tooltip.title)).toEqual(expected.map((o) => o[IOWA.source]));
    expect(topDown[0].label?.text).toBe((expected[0][IOWA.generation] as number).toLocaleString('en'));
  });

  it('line: a line and a point per industry and month; hiding a category and narrowing the time range', async () => {
    const { observations, draw } = await load('line');
    const scene = draw();
    const industries = new Set(observations.map((o) => o[BLS.industry]));
    expect(marksOf(scene, 'path')).toHaveLength(industries.size);
    expect(marksOf(scene, 'circle')).toHaveLength(observations.length);
    // A ratio-scale measure starts at zero; the top tick reaches the largest value.
    const ticks = tickValues(scene, 'left');
    expect(ticks[0]).toBe(0);
    expect(ticks.at(-1)).toBeGreaterThanOrEqual(Math.max(...observations.map((o) => o[BLS.unemployed] as number)) * 0.8);

    const hidden = draw({ hiddenCategories: ['Agriculture'] });
    expect(marksOf(hidden, 'path')).toHaveLength(industries.size - 1);
    expect(hidden.legend.find((l) => l.label === 'Agriculture')?.hidden).toBe(true);
    const ranged = draw({ timeRange: { from: '2005-01', to: '2005-12' } });
    expect(marksOf(ranged, 'circle')).toHaveLength(12 * industries.size);
  });

  it('area: stacks to each year’s total; a missing value is imputed as zero or linearly', async () => {
    const { observations, draw } = await load('area');
    const totals = groupSums(observations, IOWA.year, IOWA.generation);
    const top = (scene: Scene, year: string) =>
      Math.min(
        ...marksOf(scene, 'circle')
          .filter((c) => c.tooltip.title === year)
          .map((c) => c.cy),
      );
    const scene = draw();
    const value = (y: number) => {
      const ticks = scene.axes.find((a) => a.position === 'left')!.ticks;
      const [a, b] = [ticks[0], ticks.at(-1)!];
      return (
        Number(a.label.replace(/,/g, '')) +
        ((y - a.position) / (b.position - a.position)) * (Number(b.label.replace(/,/g, '')) - Number(a.label.replace(/,/g, '')))
      );
    };
    expect(value(top(scene, '2010'))).toBeCloseTo(totals.get('2010')!, -1);

    // Take nuclear energy out in 2010: zeros stacks nothing there, linear the mean of 2009 and 2011.
    const nuclear = (year: string) => observations.find((o) => o[IOWA.year] === year && o[IOWA.source] === 'Nuclear energy')![IOWA.generation] as number;
    const holed = observations.filter((o) => !(o[IOWA.year] === '2010' && o[IOWA.source] === 'Nuclear energy'));
    const imputed = (scene: Scene) => marksOf(scene, 'circle').find((c) => c.key === 'point:Nuclear energy:2010')?.value;
    expect(imputed(draw({}, holed))).toBe(0);
    const linear = await load('area', (c) => (c.fields.y.imputationType = 'linear'));
    expect(imputed(linear.draw({}, holed))).toBeCloseTo((nuclear('2009') + nuclear('2011')) / 2, 6);
    const none = await load('area', (c) => (c.fields.y.imputationType = 'none'));
    expect(imputed(none.draw({}, holed))).toBeUndefined();

    const percent = draw({ calculation: 'percent' });
    expect(tickValues(percent, 'left').at(-1)).toBe(100);
  });

  it('scatterplot: one point per country of the animation frame, scales held across frames', async () => {
    const { observations, draw } = await load('scatterplot');
    const year = componentId('gapminder', 'year');
    const frame = (value: string) => draw({ animationValue: value });
    const [first, last] = [frame('1955'), frame('2005')];
    expect(marksOf(first, 'circle')).toHaveLength(observations.filter((o) => o[year] === '1955').length);
    expect(marksOf(last, 'circle')).toHaveLength(observations.filter((o) => o[year] === '2005').length);
    // Pixels per year of life expectancy, from the extreme points of a frame.
    const slope = (scene: Scene) => {
      const dots = marksOf(scene, 'circle').sort((a, b) => a.value - b.value);
      const [low, high] = [dots[0], dots.at(-1)!];
      return (low.cy - high.cy) / (high.value - low.value);
    };
    expect(slope(first)).toBeCloseTo(slope(last), 6);
    // Dynamic scales follow the frame instead.
    const dynamic = await load('scatterplot', (c) => (c.fields.animation.dynamicScales = true));
    expect(slope(dynamic.draw({ animationValue: '1955' }))).not.toBeCloseTo(slope(dynamic.draw({ animationValue: '2005' })), 2);
  });

  it('pie: a slice per source sorted by value, shares summing to 100 %', async () => {
    const { observations, draw } = await load('pie');
    const slices = marksOf(draw(), 'arc');
    const expected = [...observations].sort((a, b) => (b[IOWA.generation] as number) - (a[IOWA.generation] as number));
    expect(slices.map((s) => s.tooltip.title)).toEqual(expected.map((o) => o[IOWA.source]));
    const shares = slices.map((s) => Number(s.label!.text.replace(' %', '')));
    expect(Math.abs(sum(shares) - 100)).toBeLessThanOrEqual(1);
    expect(marksOf(draw({ hiddenCategories: ['Renewables'] }), 'arc')).toHaveLength(2);
  });

  it('comboLineSingle: both CO₂ measures on one axis', async () => {
    const { observations, draw } = await load('comboLineSingle');
    const scene = draw();
    expect(marksOf(scene, 'path')).toHaveLength(2);
    expect(scene.axes.filter((a) => a.position !== 'bottom')).toHaveLength(1);
    expect(marksOf(scene, 'circle').length).toBeGreaterThanOrEqual(observations.length);
  });

  it('comboLineDual: each axis spans its own measure', async () => {
    const { observations, draw } = await load('comboLineDual');
    const scene = draw();
    const max = (id: string) => Math.max(...observations.map((o) => o[id] as number));
    const [left, right] = [tickValues(scene, 'left'), tickValues(scene, 'right')];
    expect(left.at(-1)! * 1.25).toBeGreaterThanOrEqual(max(BLS.unemployed));
    expect(left.at(-1)!).toBeLessThan(max(BLS.unemployed) * 1.5);
    expect(right.at(-1)! * 1.25).toBeGreaterThanOrEqual(max(BLS.rate));
    expect(right.at(-1)!).toBeLessThan(max(BLS.rate) * 1.5);
    expect(scene.axes.find((a) => a.position === 'right')!.title).toBe('Unemployment rate (%)');
  });

  it('comboLineColumn: a column per month, the line on the axis it asks for', async () => {
    const { observations, draw } = await load('comboLineColumn');
    const scene = draw();
    expect(marksOf(scene, 'rect')).toHaveLength(observations.length);
    expect(scene.axes.find((a) => a.position === 'right')!.title).toBe('Unemployment rate (%)');
    const left = await load('comboLineColumn', (c) => (c.fields.y.lineAxisOrientation = 'left'));
    expect(left.draw().axes.find((a) => a.position === 'left')!.title).toBe('Unemployment rate (%)');
  });

  it('line with standard error and confidence band (fixture cube): whiskers and band span the related values', async () => {
    const iri = 'https://example.org/cube/air/1';
    const { dimensions, measures } = await query('dataCubesComponents', { cubeFilters: [{ iri }] });
    const components = new Map<string, Component>([...dimensions, ...measures].map((c: Component) => [c.id, c]));
    const byLabel = (label: string) => [...components.values()].find((c) => c.label === label)!.id;
    const config = getInitialChartConfig({ cubes: [{ iri }], dimensions, measures, chartType: 'line', key: 'aaaaaaaaaaaa' }) as any;
    config.fields.y = { ...config.fields.y, showDots: true, showDotsSize: 'Large', showStandardError: true, showConfidenceInterval: true };
    config.fields.segment = { componentId: byLabel('Station') };
    config.cubes[0].filters = {};
    const definition = definitionOf(config);
    const ids = definition.componentIds(config, components);
    expect(ids).toEqual(expect.arrayContaining([byLabel('Standard error'), byLabel('Upper bound'), byLabel('Lower bound')]));
    const observations: Observation[] = (await query('dataCubesObservations', { cubeFilters: [{ iri, componentIds: ids, filters: {} }] })).data;
    const scene = definition.scene({ config, components, observations, state: initialInteractiveState(), width: 600, height: 300, locale: 'en' });

    const dots = marksOf(scene, 'circle');
    expect(dots).toHaveLength(observations.length);
    expect(dots.every((d) => d.r === 5)).toBe(true);
    // Pixels per µg/m³ from two dots, then every whisker is twice the standard error long.
    const [a, b] = dots;
    const perUnit = (a.cy - b.cy) / (b.value - a.value);
    const whiskers = marksOf(scene, 'rule');
    expect(whiskers).toHaveLength(observations.length);
    for (const o of observations) {
      const dot = dots.find((d) => d.value === o[byLabel('NO2')])!;
      const whisker = whiskers.find((w) => w.x1 === dot.cx && Math.abs((w.y1 + w.y2) / 2 - dot.cy) < 1e-6)!;
      expect(Math.abs(whisker.y1 - whisker.y2)).toBeCloseTo(2 * (o[byLabel('Standard error')] as number) * perUnit, 6);
    }
    expect(marksOf(scene, 'path').filter((p) => p.fill)).toHaveLength(2);
    expect(tickValues(scene, 'left').at(-1)).toBeGreaterThanOrEqual(Math.max(...observations.map((o) => o[byLabel('Upper bound')] as number)));
  });
});
