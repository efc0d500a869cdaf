import { describe, expect, it } from 'vitest';
import type { ComponentType, DataCubeComponents, Dimension, Measure } from '../data';
import { CHART_TYPES, type ChartType } from '../config/chart-config';
import { getChartTypeAvailability, getEnabledChartTypes, MAP_DISABLED_MESSAGE } from './availability';

let next = 0;
const dimension = (__typename: ComponentType, label = __typename): Dimension =>
  ({ __typename, id: `dim${next++}`, label, cubeIri: 'cube', isKeyDimension: true, isNumerical: false, values: [{ value: 'a', label: 'a' }], ...(__typename === 'TemporalDimension' && { timeUnit: 'Year', timeFormat: '%Y' }) }) as Dimension;
const measure = (unit?: string, __typename: 'NumericalMeasure' | 'OrdinalMeasure' = 'NumericalMeasure'): Measure => ({
  __typename,
  id: `measure${next++}`,
  label: `measure in ${unit}`,
  unit,
  cubeIri: 'cube',
  isKeyDimension: false,
  isNumerical: __typename === 'NumericalMeasure',
  values: [],
});
const cube = (dimensions: Dimension[], measures: Measure[]): DataCubeComponents => ({ dimensions, measures });

/** Modelled on the Swiss forestry cube: year, canton shapes, size class; measures in ha and m³. */
const forestry = cube(
  [dimension('TemporalDimension'), dimension('GeoShapesDimension'), dimension('OrdinalDimension')],
  [measure('ha'), measure('ha'), measure('m³')],
);

const check = (components: DataCubeComponents, type: ChartType) => getChartTypeAvailability(components)[type];

describe('chart type availability (spec 000 §5)', () => {
  it('enables every type for a rich cube, in the spec order', () => {
    expect(getEnabledChartTypes(forestry)).toEqual([...CHART_TYPES]);
  });

  it('table is always enabled; everything else needs a numerical measure', () => {
    const noMeasure = cube([dimension('TemporalDimension'), dimension('NominalDimension'), dimension('GeoShapesDimension')], [measure('x', 'OrdinalMeasure')]);
    expect(check(noMeasure, 'table')).toEqual({ enabled: true });
    for (const type of CHART_TYPES.filter((t) => t !== 'table' && t !== 'map')) {
      expect(check(noMeasure, type), type).toEqual({ enabled: false, messageKey: 'controls.chart.disabled.numerical' });
    }
  });

  it('column and bar need a categorical, temporal or geographic dimension', () => {
    for (const type of ['column', 'bar'] as const) {
      expect(check(cube([dimension('NominalDimension')], [measure('ha')]), type).enabled).toBe(true);
      expect(check(cube([dimension('TemporalDimension')], [measure('ha')]), type).enabled).toBe(true);
      expect(check(cube([dimension('GeoCoordinatesDimension')], [measure('ha')]), type).enabled).toBe(true);
      expect(check(cube([dimension('StandardErrorDimension')], [measure('ha')]), type)).toEqual({ enabled: false, messageKey: 'controls.chart.disabled.categorical' });
    }
  });

  it('pie needs a categorical or geographic dimension', () => {
    expect(check(cube([dimension('OrdinalDimension')], [measure('ha')]), 'pie').enabled).toBe(true);
    expect(check(cube([dimension('GeoShapesDimension')], [measure('ha')]), 'pie').enabled).toBe(true);
    expect(check(cube([dimension('TemporalDimension')], [measure('ha')]), 'pie')).toEqual({ enabled: false, messageKey: 'controls.chart.disabled.categorical' });
  });

  it('map needs a geographic dimension and a numerical or ordinal measure, with the spec sentence', () => {
    expect(check(cube([dimension('GeoShapesDimension')], [measure('ha')]), 'map').enabled).toBe(true);
    expect(check(cube([dimension('GeoCoordinatesDimension')], [measure('x', 'OrdinalMeasure')]), 'map').enabled).toBe(true);
    expect(check(cube([dimension('NominalDimension')], [measure('ha')]), 'map')).toEqual({ enabled: false, messageKey: MAP_DISABLED_MESSAGE });
    expect(MAP_DISABLED_MESSAGE).toBe('At least one ordinal measure and one geographical dimension are required.');
  });

  it('line and area need a temporal dimension', () => {
    for (const type of ['line', 'area'] as const) {
      expect(check(cube([dimension('TemporalDimension')], [measure('ha')]), type).enabled).toBe(true);
      expect(check(cube([dimension('NominalDimension')], [measure('ha')]), type)).toEqual({ enabled: false, messageKey: 'controls.chart.disabled.temporal' });
    }
  });

  it('scatterplot and the combos need more than one numerical measure', () => {
    const one = cube([dimension('TemporalDimension'), dimension('NominalDimension')], [measure('ha')]);
    const two = cube([dimension('TemporalDimension'), dimension('NominalDimension')], [measure('ha'), measure('m³')]);
    expect(check(two, 'scatterplot').enabled).toBe(true);
    for (const type of ['scatterplot', 'comboLineSingle', 'comboLineDual', 'comboLineColumn'] as const) {
      expect(check(one, type), type).toEqual({ enabled: false, messageKey: 'controls.chart.disabled.multiple-measures' });
    }
  });

  it('combos need a temporal dimension', () => {
    const noTime = cube([dimension('NominalDimension')], [measure('ha'), measure('ha'), measure('m³')]);
    for (const type of ['comboLineSingle', 'comboLineDual', 'comboLineColumn'] as const) {
      expect(check(noTime, type), type).toEqual({ enabled: false, messageKey: 'controls.chart.disabled.temporal' });
      expect(check(forestry, type).enabled, type).toBe(true);
    }
  });

  it('dual-axis and line-column combos need measures in two different units', () => {
    const sameUnit = cube([dimension('TemporalDimension')], [measure('ha'), measure('ha')]);
    for (const type of ['comboLineDual', 'comboLineColumn'] as const) {
      expect(check(sameUnit, type)).toEqual({ enabled: false, messageKey: 'controls.chart.disabled.different-unit' });
      expect(check(cube([dimension('TemporalDimension')], [measure('ha'), measure('m³')]), type).enabled).toBe(true);
    }
  });

  it('the single-axis combo needs two measures sharing a unit', () => {
    const differentUnits = cube([dimension('TemporalDimension')], [measure('ha'), measure('m³')]);
    expect(check(differentUnits, 'comboLineSingle')).toEqual({ enabled: false, messageKey: 'controls.chart.disabled.same-unit' });
    expect(check(cube([dimension('TemporalDimension')], [measure('ha'), measure('ha')]), 'comboLineSingle').enabled).toBe(true);
  });
});
