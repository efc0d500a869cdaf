import { describe, expect, it } from 'vitest';
import { dimension, measure, yearDimension } from './charts/test-fixture';
import { CHART_TYPES } from './config/chart-config';
import type { DataCubeComponents } from './data';
import {
  colorFieldFor,
  componentOptions,
  encodingOf,
  encodingsOf,
  fieldComponentIdsOf,
  isSortingDisabled,
  SORTING_OPTIONS,
  sortingOptionsOf,
} from './encodings';
import { accepts } from './charts/encoding-parts';

const year = yearDimension(['2020', '2021']);
const canton = dimension('canton', ['Bern', 'Uri'], { __typename: 'GeoShapesDimension' });
const size = dimension('size', ['small', 'large'], { __typename: 'OrdinalDimension' });
const quarter = dimension('quarter', ['Q1', 'Q2'], { __typename: 'TemporalOrdinalDimension' });
const entity = dimension('period', ['2020'], { __typename: 'TemporalEntityDimension', timeUnit: 'Year', timeFormat: '%Y' });
const area = measure('area', { unit: 'ha' });
const volume = measure('volume', { unit: 'm3' });
const rank = measure('rank', { __typename: 'OrdinalMeasure', isNumerical: false });
const components: DataCubeComponents = { dimensions: [year, canton, size, quarter, entity], measures: [area, volume, rank] };
const all = [...components.dimensions, ...components.measures];
const accepted = (type: Parameters<typeof encodingOf>[0], field: string) => all.filter((c) => accepts(encodingOf(type, field)!, c)).map((c) => c.label);

describe('encodings: component kinds per field (spec 000 §5)', () => {
  it('column x takes temporal, temporal ordinal, nominal, ordinal and geographic dimensions; y numerical measures', () => {
    expect(accepted('column', 'x')).toEqual(['Year', 'canton', 'size', 'quarter', 'period']);
    expect(accepted('column', 'y')).toEqual(['area', 'volume']);
  });

  it('bar is column turned: its y is the x role, its x the value', () => {
    expect(encodingOf('bar', 'y')).toMatchObject({ role: 'x' });
    expect(encodingOf('bar', 'x')).toMatchObject({ role: 'y' });
    expect(accepted('bar', 'y')).toEqual(accepted('column', 'x'));
  });

  it('line, area and combo x take temporal dimensions, temporal entities included', () => {
    for (const type of ['line', 'area', 'comboLineSingle', 'comboLineDual', 'comboLineColumn'] as const)
      expect(accepted(type, 'x'), type).toEqual(['Year', 'period']);
  });

  it('scatterplot x and y are numerical measures; its segment and the pie segment are required', () => {
    expect(accepted('scatterplot', 'x')).toEqual(['area', 'volume']);
    expect(accepted('scatterplot', 'y')).toEqual(['area', 'volume']);
    expect(encodingOf('scatterplot', 'segment')!.optional).toBe(false);
    expect(encodingOf('pie', 'segment')!.optional).toBe(false);
    expect(encodingOf('column', 'segment')!.optional).toBe(true);
  });

  it('the pie segment takes categories and places only; other segments time too', () => {
    expect(accepted('pie', 'segment')).toEqual(['canton', 'size']);
    expect(accepted('line', 'segment')).toEqual(['Year', 'canton', 'size', 'quarter', 'period']);
  });

  it('animation exists on column, bar, scatterplot, pie and map (spec 001 §3) only, over temporal dimensions', () => {
    const animated = CHART_TYPES.filter((type) => encodingOf(type, 'animation'));
    expect(animated).toEqual(['column', 'bar', 'scatterplot', 'pie', 'map']);
    expect(accepted('column', 'animation')).toEqual(['Year', 'quarter', 'period']);
  });

  it('every drawn chart type has an x or y role and exclusive single-component fields', () => {
    for (const type of CHART_TYPES.filter((t) => t !== 'table')) expect(encodingsOf(type).length, type).toBeGreaterThan(0);
    expect(encodingsOf('table')).toEqual([]);
  });
});

describe('componentOptions', () => {
  const config = {
    chartType: 'column' as const,
    fields: { x: { componentId: year.id }, y: { componentId: area.id }, segment: { componentId: canton.id, type: 'stacked' } },
  };

  it('lists what a field accepts and disables components other exclusive fields use', () => {
    const options = componentOptions(config, 'segment', components);
    expect(options.map((o) => [o.component.label, o.disabled])).toEqual([
      ['size', false],
      ['canton', false],
      ['Year', true],
      ['period', false],
      ['quarter', false],
    ]);
    expect(componentOptions(config, 'x', components).find((o) => o.component.id === canton.id)?.disabled).toBe(true);
  });

  it('a field the chart type does not have offers nothing', () => {
    expect(componentOptions(config, 'areaLayer', components)).toEqual([]);
  });
});

describe('field component ids', () => {
  it('reads single ids, id lists and the combos’ named ids', () => {
    expect(fieldComponentIdsOf({ componentId: 'a', sorting: {} })).toEqual(['a']);
    expect(fieldComponentIdsOf({ componentIds: ['a', 'b'] })).toEqual(['a', 'b']);
    expect(fieldComponentIdsOf({ leftAxisComponentId: 'a', rightAxisComponentId: 'b' })).toEqual(['a', 'b']);
    expect(fieldComponentIdsOf(undefined)).toEqual([]);
  });
});

describe('combo y from measures in order of preference', () => {
  const y = (type: 'comboLineSingle' | 'comboLineDual' | 'comboLineColumn', measures = [volume, area, measure('forest', { unit: 'ha' })]) =>
    encodingOf(type, 'y')!.measures!(measures);

  it('single: the first unit that two measures share', () => expect(y('comboLineSingle')).toEqual({ componentIds: [area.id, 'cube___forest'] }));
  it('dual and line-column: the first measure and the first of another unit', () => {
    expect(y('comboLineDual')).toEqual({ leftAxisComponentId: volume.id, rightAxisComponentId: area.id });
    expect(y('comboLineColumn')).toEqual({ columnComponentId: volume.id, lineComponentId: area.id, lineAxisOrientation: 'right' });
  });
  it('undefined when the units do not fit', () => {
    expect(y('comboLineDual', [area, measure('x')])).toBeUndefined();
    expect(y('comboLineSingle', [area, volume])).toBeUndefined();
  });
});

describe('sorting options (spec 000 §5)', () => {
  it('per chart type and field', () => {
    expect(sortingOptionsOf('column', 'x')).toEqual(['byAuto', 'byMeasure', 'byDimensionLabel']);
    expect(sortingOptionsOf('bar', 'y')).toEqual(['byAuto', 'byMeasure', 'byDimensionLabel']);
    for (const type of ['area', 'column', 'bar'] as const) expect(sortingOptionsOf(type, 'segment')).toEqual(['byAuto', 'byDimensionLabel', 'byTotalSize']);
    expect(sortingOptionsOf('line', 'segment')).toEqual(['byAuto', 'byDimensionLabel']);
    expect(sortingOptionsOf('pie', 'segment')).toEqual(['byAuto', 'byMeasure', 'byDimensionLabel']);
    expect(sortingOptionsOf('scatterplot', 'segment')).toEqual([]);
    expect(Object.keys(SORTING_OPTIONS).sort()).toEqual(['area', 'bar', 'column', 'line', 'pie']);
  });

  it('total size is disabled while the chart animates', () => {
    const animated = { fields: { animation: { componentId: year.id } } };
    expect(isSortingDisabled(animated, 'byTotalSize')).toBe(true);
    expect(isSortingDisabled(animated, 'byDimensionLabel')).toBe(false);
    expect(isSortingDisabled({ fields: {} }, 'byTotalSize')).toBe(false);
  });
});

describe('colour field', () => {
  it('single without a segment, per segment value with one, per measure on combos; the palette is kept', () => {
    expect(colorFieldFor('column', false, { paletteId: 'set1' })).toEqual({ type: 'single', paletteId: 'set1', color: '#1f77b4' });
    expect(colorFieldFor('pie', true)).toEqual({ type: 'segment', paletteId: 'category10', colorMapping: {} });
    expect(colorFieldFor('comboLineDual', false, { paletteId: 'dark2', color: '#000' })).toEqual({ type: 'measures', paletteId: 'dark2', colorMapping: {} });
  });
});
