import { describe, expect, it } from 'vitest';
import type { ChartConfig } from '../config';
import type { Component, Observation } from '../data';
import { fieldControls } from '../configurator/field-options';
import { hasAbbreviations } from './abbreviations';
import { acceptsAbbreviations } from './capabilities';
import { initialInteractiveState } from './chart-data';
import type { ChartInput, DrawnChartType } from './definition';
import { drawScene } from './registry';
import type { Mark } from './scene';
import { configBase, dimension, measure, yearDimension } from './test-fixture';

const canton = dimension('canton', ['Neuenburg', 'Graubünden']);
canton.values[0].alternateName = 'NE';
canton.values[1].alternateName = 'GR';
const fuel = dimension('fuel', ['Coal', 'Gas']);
const year = yearDimension(['2020']);
const generation = measure('generation', { unit: 'GWh' });
const components = new Map<string, Component>([canton, fuel, year, generation].map((c) => [c.id, c]));
const observations: Observation[] = ['Neuenburg', 'Graubünden'].flatMap((c, i) =>
  ['Coal', 'Gas'].map((f, j) => ({ [canton.id]: c, [fuel.id]: f, [generation.id]: 10 + i + j })),
);

const column = (x: Record<string, unknown>, segment?: Record<string, unknown>): ChartConfig =>
  ({
    ...configBase(),
    chartType: 'column',
    fields: {
      x: { componentId: canton.id, ...x },
      y: { componentId: generation.id },
      color: segment ? { type: 'segment', paletteId: 'category10', colorMapping: {} } : { type: 'single', paletteId: 'category10', color: '#336699' },
      ...(segment && { segment: { componentId: fuel.id, type: 'stacked', ...segment } }),
    },
  }) as ChartConfig;
/** Without a segment the chart shows one fuel. */
const draw = (config: ChartConfig) =>
  drawScene({
    config,
    components,
    observations: observations.filter((o) => o[fuel.id] === 'Coal'),
    state: initialInteractiveState(),
    width: 500,
    height: 300,
    locale: 'en',
  } as ChartInput<DrawnChartType>);
const ticksOf = (config: ChartConfig) =>
  draw(config)
    .axes.find((a) => a.position === 'bottom')!
    .ticks.map((t) => t.label);
const titles = (marks: Mark[]) => marks.flatMap((m) => ('tooltip' in m ? [m.tooltip.title] : []));

describe('abbreviations on a chart', () => {
  it('the category axis and tooltips show the short names when the field asks for them', () => {
    expect(ticksOf(column({}))).toEqual(['Neuenburg', 'Graubünden']);
    const scene = draw(column({ useAbbreviations: true }));
    expect(scene.axes.find((a) => a.position === 'bottom')!.ticks.map((t) => t.label)).toEqual(['NE', 'GR']);
    expect(titles(scene.marks)).toEqual(['NE', 'GR']);
  });

  it('a segment’s legend is abbreviated, its keys (what a visitor toggles) stay the full labels; the value axis keeps its numbers', () => {
    const config = column({}, { useAbbreviations: true });
    const fuelWithShortNames = { ...fuel, values: fuel.values.map((v) => ({ ...v, alternateName: v.label.slice(0, 1) })) };
    const scene = drawScene({
      config,
      components: new Map([...components, [fuel.id, fuelWithShortNames]]),
      observations,
      state: { ...initialInteractiveState(), hiddenCategories: ['Gas'] },
      width: 500,
      height: 300,
      locale: 'en',
    } as ChartInput<DrawnChartType>);
    expect(scene.legend.map((l) => [l.key, l.label, !!l.hidden])).toEqual([
      ['Coal', 'C', false],
      ['Gas', 'G', true],
    ]);
    expect(scene.axes.find((a) => a.position === 'left')!.ticks.every((t) => /^[\d,.]+$/.test(t.label))).toBe(true);
  });
});

describe('where abbreviations are offered', () => {
  it('on category axes and segments of a dimension with short names', () => {
    expect(acceptsAbbreviations('column', 'x')).toBe(true);
    expect(acceptsAbbreviations('bar', 'y')).toBe(true);
    expect(acceptsAbbreviations('bar', 'x')).toBe(false);
    expect(acceptsAbbreviations('pie', 'segment')).toBe(true);
    expect(hasAbbreviations(canton)).toBe(true);
    expect(hasAbbreviations(fuel)).toBe(false);
    expect(hasAbbreviations(year)).toBe(false);
  });

  it('the field panel lists the option only then', () => {
    const dims = { dimensions: [canton, fuel, year], measures: [generation] };
    expect(fieldControls(column({}), 'x', dims).map((c) => c.option)).toContain('useAbbreviations');
    expect(fieldControls(column({ componentId: fuel.id }), 'x', dims).map((c) => c.option)).not.toContain('useAbbreviations');
  });
});
