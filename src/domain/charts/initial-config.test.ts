import { describe, expect, it } from 'vitest';
import type { DataCubeComponents, Dimension, Measure } from '../data';
import { CHART_TYPES, chartConfigSchema } from '../config/chart-config';
import { getEnabledChartTypes } from './availability';
import { createChartKey, getInitialChartConfig } from './initial-config';

const base = { cubeIri: 'https://example.org/cube/2', isNumerical: false };
const values = (...labels: string[]) => labels.map((label, position) => ({ value: `https://example.org/${label}`, label, position }));

const year: Dimension = { ...base, __typename: 'TemporalDimension', id: 'c___year', label: 'Year', isKeyDimension: true, timeUnit: 'Year', timeFormat: '%Y', values: [{ value: '2004', label: '2004' }, { value: '2005', label: '2005' }] };
const canton: Dimension = { ...base, __typename: 'GeoShapesDimension', id: 'c___canton', label: 'Canton', isKeyDimension: true, values: values('Zürich', 'Bern') };
const size: Dimension = { ...base, __typename: 'OrdinalDimension', id: 'c___size', label: 'Size class', isKeyDimension: true, values: values('small', 'large') };
const point: Dimension = { ...base, __typename: 'GeoCoordinatesDimension', id: 'c___station', label: 'Station', isKeyDimension: true, values: values('A') };
const measure = (id: string, unit: string): Measure => ({ ...base, __typename: 'NumericalMeasure', id, label: id, unit, isKeyDimension: false, isNumerical: true, values: [] });
const [area, productive, wood] = [measure('c___area', 'ha'), measure('c___productive', 'ha'), measure('c___wood', 'm³')];

const forestry: DataCubeComponents = { dimensions: [year, canton, size], measures: [area, productive, wood] };
const cubes = [{ iri: 'https://example.org/cube/2' }];
const initial = (components: DataCubeComponents, chartType?: (typeof CHART_TYPES)[number]) => getInitialChartConfig({ cubes, chartType, ...components });

describe('getInitialChartConfig', () => {
  it('takes the first enabled chart type in the spec order', () => {
    expect(initial(forestry).chartType).toBe('column');
    // No categorical, temporal or geographic dimension: column, bar, line… are out; table stays.
    const onlyAttribute = { dimensions: [{ ...size, __typename: 'StandardErrorDimension' } as Dimension], measures: [area] };
    expect(initial(onlyAttribute).chartType).toBe(getEnabledChartTypes(onlyAttribute)[0]);
    expect(initial(onlyAttribute).chartType).toBe('table');
  });

  it('puts time on x and the first measure on y of a column chart, and filters the other key dimensions', () => {
    const config = initial(forestry);
    expect(config.fields).toMatchObject({ x: { componentId: year.id }, y: { componentId: area.id } });
    expect(config.cubes[0].filters).toEqual({
      [canton.id]: { type: 'single', value: canton.values[0].value },
      [size.id]: { type: 'single', value: size.values[0].value },
    });
  });

  it('chooses fields by encoding role for each chart type', () => {
    expect(initial(forestry, 'pie').fields).toMatchObject({ y: { componentId: area.id }, segment: { componentId: size.id } });
    expect(initial(forestry, 'scatterplot').fields).toMatchObject({ x: { componentId: area.id }, y: { componentId: productive.id } });
    expect(initial(forestry, 'line').fields).toMatchObject({ x: { componentId: year.id }, y: { componentId: area.id } });
    expect(initial(forestry, 'map').fields).toMatchObject({ areaLayer: { componentId: canton.id } });
    expect(initial({ dimensions: [year, point], measures: [area] }, 'map').fields).toMatchObject({ symbolLayer: { componentId: point.id, measureId: area.id } });
    expect(Object.keys(initial(forestry, 'table').fields).sort()).toEqual([year, canton, size, area, productive, wood].map((c) => c.id).sort());
    expect(initial(forestry, 'comboLineSingle').fields).toMatchObject({ y: { componentIds: [area.id, productive.id] } });
    expect(initial(forestry, 'comboLineDual').fields).toMatchObject({ y: { leftAxisComponentId: area.id, rightAxisComponentId: wood.id } });
    expect(initial(forestry, 'comboLineColumn').fields).toMatchObject({ y: { columnComponentId: area.id, lineComponentId: wood.id } });
  });

  it('gives a config that passes the schema for every chart type', () => {
    for (const type of CHART_TYPES) {
      const parsed = chartConfigSchema.safeParse(initial(forestry, type));
      expect(parsed.success, `${type}: ${parsed.error?.message}`).toBe(true);
    }
  });

  it('makes 12-character keys of letters and digits', () => {
    const keys = new Set(Array.from({ length: 50 }, createChartKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9]{12}$/);
  });

  it('refuses a cube without dimensions', () => {
    expect(() => initial({ dimensions: [], measures: [area] })).toThrow('No dimension found for initial config');
  });
});
