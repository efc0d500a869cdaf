import { schemeCategory10, schemeSet1, schemeTableau10 } from 'd3-scale-chromatic';
import { describe, expect, it } from 'vitest';
import { configBase, dimension, measure, yearDimension } from '../../charts/test-fixture';
import type { ChartConfig, ConfiguratorState } from '../../config';
import type { DataCubeComponents } from '../../data';
import { activeChart, newChartState } from '../select';
import { colorEntries, colorsSlice, needsColorRemap } from './colors';

const source = dimension('source', ['Fossil', 'Nuclear', 'Renewables']);
const zone = dimension('zone', ['CH', 'Jura']);
const components: DataCubeComponents = {
  dimensions: [yearDimension(['2001', '2002']), source, zone],
  measures: [measure('generation', { unit: 'GWh' }), measure('capacity', { unit: 'GWh' })],
};
const [fossil, nuclear, renewables] = source.values.map((v) => String(v.value));

const stateWith = (fields: Record<string, unknown>, chartType = 'column'): ConfiguratorState =>
  newChartState({ ...configBase(), chartType, fields } as unknown as ChartConfig, { type: 'sparql', url: '/api/sparql' });
const single = () =>
  stateWith({
    x: { componentId: 'cube___year' },
    y: { componentId: 'cube___generation' },
    color: { type: 'single', paletteId: 'category10', color: '#1f77b4' },
  });
const segmented = (colorMapping: Record<string, string> = {}, paletteId = 'category10', segment = source) =>
  stateWith({
    x: { componentId: 'cube___year' },
    y: { componentId: 'cube___generation' },
    segment: { componentId: segment.id, type: 'stacked' },
    color: { type: 'segment', paletteId, colorMapping },
  });
const combo = () =>
  stateWith(
    {
      x: { componentId: 'cube___year' },
      y: { componentIds: ['cube___generation', 'cube___capacity'] },
      color: { type: 'measures', paletteId: 'category10', colorMapping: {} },
    },
    'comboLineSingle',
  );

const colorOf = (state: ConfiguratorState) => (activeChart(state)!.fields as unknown as { color: Record<string, unknown> }).color;

/** A seeded random source (mulberry32), so a shuffle is the same on every run. */
const seeded = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

describe('CHART_PALETTE_CHANGED', () => {
  const change = (state: ConfiguratorState, paletteId: string) =>
    colorsSlice(state, { type: 'CHART_PALETTE_CHANGED', value: { field: 'color', paletteId, components } });

  it("gives a single colour the palette's first colour", () => {
    expect(colorOf(change(single(), 'set1'))).toEqual({ type: 'single', paletteId: 'set1', color: schemeSet1[0] });
  });

  it("maps every segment value to the palette's colours in the values' order, replacing chosen colours", () => {
    expect(colorOf(change(segmented({ [fossil]: '#000000' }), 'set1'))).toEqual({
      type: 'segment',
      paletteId: 'set1',
      colorMapping: { [fossil]: schemeSet1[0], [nuclear]: schemeSet1[1], [renewables]: schemeSet1[2] },
    });
  });

  it("maps each measure of a combo chart to the palette's colours in the y field's order", () => {
    expect(colorOf(change(combo(), 'tableau10'))).toEqual({
      type: 'measures',
      paletteId: 'tableau10',
      colorMapping: { cube___generation: schemeTableau10[0], cube___capacity: schemeTableau10[1] },
    });
  });

  it("'dimension' takes the colours the cube gives its values, the palette's for values without one", () => {
    const coloured = { ...source, values: source.values.map((v, i) => (i < 2 ? { ...v, color: ['#0000ff', '#ff0000'][i] } : v)) };
    const next = colorsSlice(segmented(), {
      type: 'CHART_PALETTE_CHANGED',
      value: { field: 'color', paletteId: 'dimension', components: { ...components, dimensions: [coloured, zone] } },
    });
    expect(colorOf(next).colorMapping).toEqual({ [fossil]: '#0000ff', [nuclear]: '#ff0000', [renewables]: schemeCategory10[2] });
  });

  it.each(['blues', 'RdYlBu'])('samples %s into distinct hex colours, one per value', (paletteId) => {
    const mapping = colorOf(change(segmented(), paletteId)).colorMapping as Record<string, string>;
    const colors = Object.values(mapping);
    expect(Object.keys(mapping)).toEqual([fossil, nuclear, renewables]);
    expect(new Set(colors).size).toBe(3);
    expect(colors.every((c) => /^#[0-9a-f]{6}$/.test(c))).toBe(true);
  });
});

describe('CHART_PALETTE_RESET', () => {
  it('goes back to category10 in palette order, dropping chosen colours', () => {
    const next = colorsSlice(segmented({ [fossil]: '#000000' }, 'set1'), { type: 'CHART_PALETTE_RESET', value: { field: 'color', components } });
    expect(colorOf(next)).toEqual({
      type: 'segment',
      paletteId: 'category10',
      colorMapping: { [fossil]: schemeCategory10[0], [nuclear]: schemeCategory10[1], [renewables]: schemeCategory10[2] },
    });
  });
});

describe('CHART_COLOR_CHANGED', () => {
  it('changes the colour of one segment value and no other', () => {
    const start = segmented({ [fossil]: '#111111', [nuclear]: '#222222' });
    const next = colorsSlice(start, { type: 'CHART_COLOR_CHANGED', value: { field: 'color', key: nuclear, color: '#abcdef' } });
    expect(colorOf(next).colorMapping).toEqual({ [fossil]: '#111111', [nuclear]: '#abcdef' });
  });

  it('changes the single colour', () => {
    const next = colorsSlice(single(), { type: 'CHART_COLOR_CHANGED', value: { field: 'color', color: '#abcdef' } });
    expect(colorOf(next)).toEqual({ type: 'single', paletteId: 'category10', color: '#abcdef' });
  });

  it.each(['red', '#abc', 'rgb(1, 2, 3)', '#abcdeg'])('ignores %s, which is not #rrggbb', (color) => {
    const start = segmented({ [fossil]: '#111111' });
    expect(colorsSlice(start, { type: 'CHART_COLOR_CHANGED', value: { field: 'color', key: fossil, color } })).toBe(start);
  });
});

describe('CHART_COLOR_MAPPING_UPDATED', () => {
  it('keeps the colours the mapping has, colours the values it lacks and drops keys of other values', () => {
    const start = segmented({ [nuclear]: '#222222', 'https://ld.example/zone/CH': '#333333' });
    const next = colorsSlice(start, { type: 'CHART_COLOR_MAPPING_UPDATED', value: { field: 'color', components } });
    expect(colorOf(next).colorMapping).toEqual({ [fossil]: schemeCategory10[0], [nuclear]: '#222222', [renewables]: schemeCategory10[2] });
  });

  it('recolours every value from the palette in a shuffled order with a random source, the same for the same seed', () => {
    const start = segmented({ [fossil]: '#111111' }, 'tableau10');
    const shuffle = () =>
      colorOf(colorsSlice(start, { type: 'CHART_COLOR_MAPPING_UPDATED', value: { field: 'color', components, random: seeded(7) } })).colorMapping;
    const mapping = shuffle() as Record<string, string>;
    expect(mapping).toEqual(shuffle());
    expect(Object.keys(mapping)).toEqual([fossil, nuclear, renewables]);
    expect(Object.values(mapping).every((c) => schemeTableau10.includes(c))).toBe(true);
    expect(new Set(Object.values(mapping)).size).toBe(3);
    expect(Object.values(mapping)).not.toEqual(schemeTableau10.slice(0, 3));
  });

  it('leaves a single colour alone', () => {
    const start = single();
    expect(colorsSlice(start, { type: 'CHART_COLOR_MAPPING_UPDATED', value: { field: 'color', components } })).toBe(start);
  });
});

describe('needsColorRemap (spec 001 §5: missing entries trigger a remap)', () => {
  it('tells that a mapping lacks a value of the segment, e.g. after the segment changed', () => {
    const afterSegmentChange = segmented({ [fossil]: '#111111', [nuclear]: '#222222', [renewables]: '#333333' }, 'category10', zone);
    expect(needsColorRemap(activeChart(afterSegmentChange)!, 'color', components)).toBe(true);
    const remapped = colorsSlice(afterSegmentChange, { type: 'CHART_COLOR_MAPPING_UPDATED', value: { field: 'color', components } });
    expect(needsColorRemap(activeChart(remapped)!, 'color', components)).toBe(false);
  });

  it('keeps the values shown by a multi filter apart: a shared colour is remapped, kept colours stay', () => {
    const start = segmented({ [fossil]: '#111111', [nuclear]: '#222222', [renewables]: '#111111' });
    expect(needsColorRemap(activeChart(start)!, 'color', components)).toBe(true);
    const remapped = activeChart(colorsSlice(start, { type: 'CHART_COLOR_MAPPING_UPDATED', value: { field: 'color', components } }))!;
    expect((remapped.fields as unknown as { color: { colorMapping: Record<string, string> } }).color.colorMapping).toEqual({
      [fossil]: '#111111',
      [nuclear]: '#222222',
      [renewables]: schemeCategory10[2],
    });
    // With only two values shown, the third value's shared colour does not matter.
    const narrowed = {
      ...activeChart(start)!,
      cubes: [{ iri: 'cube', filters: { [source.id]: { type: 'multi' as const, values: { [fossil]: true as const, [nuclear]: true as const } } } }],
    };
    expect(needsColorRemap(narrowed, 'color', components)).toBe(false);
  });

  it('never asks a single colour to be remapped', () => {
    expect(needsColorRemap(activeChart(single())!, 'color', components)).toBe(false);
  });
});

describe('colorEntries (the colour list)', () => {
  it('lists each segment value with its label and the colour the chart draws it in', () => {
    expect(colorEntries(activeChart(segmented({ [nuclear]: '#222222' }))!, 'color', components)).toEqual([
      { key: fossil, label: 'Fossil', color: schemeCategory10[0] },
      { key: nuclear, label: 'Nuclear', color: '#222222' },
      { key: renewables, label: 'Renewables', color: schemeCategory10[2] },
    ]);
  });

  it('lists the measures of a combo chart by label, and the single colour alone', () => {
    expect(colorEntries(activeChart(combo())!, 'color', components).map((e) => e.label)).toEqual(['generation', 'capacity']);
    expect(colorEntries(activeChart(single())!, 'color', components)).toEqual([{ color: '#1f77b4' }]);
  });
});
