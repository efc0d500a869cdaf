import { describe, expect, it } from 'vitest';
import type { DataCubeComponents, Dimension, DimensionType, Measure } from '../data';
import type { ChartType } from '../config/chart-config';
import { getChartTypeAvailability, getEnabledChartTypes } from './availability';
import { MAP_DISABLED_MESSAGE } from './requirements';
import { en } from '../../web/i18n/en';

/** Plain component objects, as the data API answers them. */
const CUBE = 'https://environment.ld.admin.ch/foen/forest/2';
const dim = (__typename: DimensionType, name: string): Dimension =>
  ({
    __typename,
    id: `${CUBE}___${name}`,
    label: name,
    cubeIri: CUBE,
    isKeyDimension: true,
    isNumerical: false,
    values: [{ value: `${name}-1`, label: `${name} 1` }],
    ...((__typename === 'TemporalDimension' || __typename === 'TemporalEntityDimension') && { timeUnit: 'Year', timeFormat: '%Y' }),
  }) as Dimension;
const measure = (name: string, unit?: string, __typename: Measure['__typename'] = 'NumericalMeasure'): Measure => ({
  __typename,
  id: `${CUBE}___${name}`,
  label: name,
  cubeIri: CUBE,
  unit,
  isKeyDimension: false,
  isNumerical: __typename === 'NumericalMeasure',
  values: [],
});
const cube = (dimensions: Dimension[], measures: Measure[]): DataCubeComponents => ({ dimensions, measures });

// The Swiss forestry cube: year, canton shapes, size class; forest areas in ha and wood volume in m³.
const year = dim('TemporalDimension', 'year');
const canton = dim('GeoShapesDimension', 'canton');
const sizeClass = dim('OrdinalDimension', 'sizeClass');
const forestArea = measure('forestArea', 'ha');
const productiveArea = measure('productiveArea', 'ha');
const woodVolume = measure('woodVolume', 'm³');
const forestry = cube([year, canton, sizeClass], [forestArea, productiveArea, woodVolume]);

const forestryType = dim('NominalDimension', 'forestType');
const period = dim('TemporalEntityDimension', 'period');
const season = dim('TemporalOrdinalDimension', 'season');
const station = dim('GeoCoordinatesDimension', 'station');
station.values.forEach((v) => Object.assign(v, { latitude: 46.8, longitude: 9.8 }));
const standardError = dim('StandardErrorDimension', 'forestAreaError');
const damageLevel = measure('damageLevel', undefined, 'OrdinalMeasure');

const availability = (components: DataCubeComponents, type: ChartType) => getChartTypeAvailability(components)[type];
const disabled = (messageKey: string) => ({ enabled: false, messageKey });
const ENABLED = { enabled: true };

const NUMERICAL = 'controls.chart.disabled.numerical';
const CATEGORICAL = 'controls.chart.disabled.categorical';
const MULTIPLE = 'controls.chart.disabled.multiple-measures';
const TEMPORAL = 'controls.chart.disabled.temporal';
const DIFFERENT_UNIT = 'controls.chart.disabled.different-unit';
const SAME_UNIT = 'controls.chart.disabled.same-unit';
const PLACES = 'controls.chart.disabled.map-places';

const ALL_BUT_TABLE_AND_MAP = ['column', 'bar', 'line', 'area', 'scatterplot', 'pie', 'comboLineSingle', 'comboLineDual', 'comboLineColumn'] as const;

describe('numerical rule: every type but table needs a numerical measure', () => {
  it('disables everything but table when the cube has no measure at all', () => {
    const noMeasure = cube([year, canton, sizeClass], []);
    const result = getChartTypeAvailability(noMeasure);
    expect(result.table).toEqual(ENABLED);
    for (const type of ALL_BUT_TABLE_AND_MAP) expect(result[type], type).toEqual(disabled(NUMERICAL));
    // The map has its own requirement and its own sentence (spec 000 §5, last rule).
    expect(result.map).toEqual(disabled(MAP_DISABLED_MESSAGE));
    expect(getEnabledChartTypes(noMeasure)).toEqual(['table']);
  });

  it('an ordinal measure does not count as numerical', () => {
    const result = getChartTypeAvailability(cube([year, sizeClass], [damageLevel]));
    for (const type of ALL_BUT_TABLE_AND_MAP) expect(result[type], type).toEqual(disabled(NUMERICAL));
    expect(result.table).toEqual(ENABLED);
  });

  it('one numerical measure lifts the rule (nominal dimension and one measure)', () => {
    const nominalCube = cube([forestryType], [forestArea]);
    const result = getChartTypeAvailability(nominalCube);
    expect(result.table).toEqual(ENABLED);
    expect(result.column).toEqual(ENABLED);
    expect(result.bar).toEqual(ENABLED);
    expect(result.pie).toEqual(ENABLED);
    // The rules further down now speak, not the numerical one.
    expect(result.line).toEqual(disabled(TEMPORAL));
    expect(result.scatterplot).toEqual(disabled(MULTIPLE));
    expect(getEnabledChartTypes(nominalCube)).toEqual(['column', 'bar', 'pie', 'table']);
  });

  it('table is enabled for any cube', () => {
    for (const components of [cube([standardError], []), cube([season], [damageLevel]), forestry]) {
      expect(availability(components, 'table')).toEqual(ENABLED);
    }
  });
});

describe('categorical rule', () => {
  it.each([
    ['nominal', forestryType],
    ['ordinal', sizeClass],
    ['temporal', year],
    ['temporal entity', period],
    ['geo shapes', canton],
    ['geo coordinates', station],
  ])('column and bar are enabled with a %s dimension', (_kind, dimension) => {
    expect(availability(cube([dimension], [forestArea]), 'column')).toEqual(ENABLED);
    expect(availability(cube([dimension], [forestArea]), 'bar')).toEqual(ENABLED);
  });

  it.each([
    ['only a standard error attribute', [standardError]],
    ['only a temporal ordinal dimension', [season]],
  ])('column and bar are disabled with %s', (_what, dimensions) => {
    expect(availability(cube(dimensions, [forestArea]), 'column')).toEqual(disabled(CATEGORICAL));
    expect(availability(cube(dimensions, [forestArea]), 'bar')).toEqual(disabled(CATEGORICAL));
  });

  it.each([
    ['nominal', forestryType],
    ['ordinal', sizeClass],
    ['geo shapes', canton],
    ['geo coordinates', station],
  ])('pie is enabled with a %s dimension', (_kind, dimension) => {
    expect(availability(cube([dimension], [forestArea]), 'pie')).toEqual(ENABLED);
  });

  it('pie is disabled when time is the only dimension', () => {
    expect(availability(cube([year, period], [forestArea]), 'pie')).toEqual(disabled(CATEGORICAL));
    expect(availability(cube([year, season], [forestArea]), 'pie')).toEqual(disabled(CATEGORICAL));
  });
});

describe('geographical rule (map)', () => {
  it('uses the spec sentence as its message', () => {
    expect(en[MAP_DISABLED_MESSAGE]).toBe('At least one ordinal measure and one geographical dimension are required.');
  });

  it('is enabled with canton shapes and a numerical measure', () => {
    expect(availability(cube([year, canton], [forestArea]), 'map')).toEqual(ENABLED);
  });

  it('is enabled with coordinates and only an ordinal measure, though nothing else but the table is', () => {
    const components = cube([station], [damageLevel]);
    expect(availability(components, 'map')).toEqual(ENABLED);
    expect(getEnabledChartTypes(components)).toEqual(['map', 'table']);
  });

  it('is disabled without a geographical dimension', () => {
    expect(availability(cube([year, sizeClass, forestryType], [forestArea, damageLevel]), 'map')).toEqual(disabled(MAP_DISABLED_MESSAGE));
  });

  it('is disabled with a geographical dimension but no measure', () => {
    expect(availability(cube([canton, station], []), 'map')).toEqual(disabled(MAP_DISABLED_MESSAGE));
  });

  // Issue 28, item 4: a map whose places cannot be drawn would be empty.
  const shapeless = { ...canton, hasShapes: false } as Dimension;
  const unplaced = { ...station, values: [{ value: 'station-1', label: 'station 1' }] } as Dimension;
  it('is disabled, with its reason, when the source has shapes for no shape dimension and no coordinates', () => {
    expect(availability(cube([year, shapeless], [forestArea]), 'map')).toEqual(disabled(PLACES));
    expect(availability(cube([year, shapeless, unplaced], [forestArea]), 'map')).toEqual(disabled(PLACES));
    expect(getEnabledChartTypes(cube([year, shapeless], [forestArea]))).not.toContain('map');
    expect(en[PLACES]).toBe('The places of this dataset cannot be drawn: the source has neither shapes nor coordinates for them.');
  });

  it('is enabled when shapes are missing but coordinates are there, or shapes are there', () => {
    expect(availability(cube([year, shapeless, station], [forestArea]), 'map')).toEqual(ENABLED);
    expect(availability(cube([year, { ...canton, hasShapes: true } as Dimension], [forestArea]), 'map')).toEqual(ENABLED);
  });
});

describe('multiple-measures rule', () => {
  it('scatterplot is enabled with two numerical measures', () => {
    expect(availability(cube([canton], [forestArea, woodVolume]), 'scatterplot')).toEqual(ENABLED);
  });

  it('scatterplot and the combos are disabled with one numerical measure (an ordinal one does not count)', () => {
    const components = cube([year, canton], [forestArea, damageLevel]);
    for (const type of ['scatterplot', 'comboLineSingle', 'comboLineDual', 'comboLineColumn'] as const) {
      expect(availability(components, type), type).toEqual(disabled(MULTIPLE));
    }
  });

  it('the combos pass it with two numerical measures and go on to the unit rules', () => {
    const components = cube([year], [forestArea, woodVolume]);
    expect(availability(components, 'comboLineDual')).toEqual(ENABLED);
    expect(availability(components, 'comboLineSingle')).toEqual(disabled(SAME_UNIT));
  });
});

describe('temporal rule', () => {
  it.each([
    ['temporal', year],
    ['temporal entity', period],
  ])('line and area are enabled with a %s dimension', (_kind, dimension) => {
    expect(availability(cube([dimension], [forestArea]), 'line')).toEqual(ENABLED);
    expect(availability(cube([dimension], [forestArea]), 'area')).toEqual(ENABLED);
  });

  it('line and area are disabled without one (a temporal ordinal is not temporal)', () => {
    const components = cube([canton, sizeClass, season], [forestArea]);
    expect(availability(components, 'line')).toEqual(disabled(TEMPORAL));
    expect(availability(components, 'area')).toEqual(disabled(TEMPORAL));
  });

  it('the combos are enabled with a temporal dimension and disabled without one', () => {
    const withTime = cube([year, canton], [forestArea, productiveArea, woodVolume]);
    const withoutTime = cube([canton, sizeClass], [forestArea, productiveArea, woodVolume]);
    for (const type of ['comboLineSingle', 'comboLineDual', 'comboLineColumn'] as const) {
      expect(availability(withTime, type), type).toEqual(ENABLED);
      expect(availability(withoutTime, type), type).toEqual(disabled(TEMPORAL));
    }
    // Scatterplot does not need time.
    expect(availability(withoutTime, 'scatterplot')).toEqual(ENABLED);
  });
});

describe('different-unit rule (comboLineDual, comboLineColumn)', () => {
  it('is met by measures in ha and m³', () => {
    for (const type of ['comboLineDual', 'comboLineColumn'] as const) {
      expect(availability(cube([year], [forestArea, woodVolume]), type), type).toEqual(ENABLED);
    }
  });

  it.each([
    ['two measures in ha', [forestArea, productiveArea]],
    ['a measure in ha and one without a unit', [forestArea, measure('share')]],
    ['two measures without a unit', [measure('share'), measure('count')]],
  ])('fails with %s', (_what, measures) => {
    for (const type of ['comboLineDual', 'comboLineColumn'] as const) {
      expect(availability(cube([year], measures), type), type).toEqual(disabled(DIFFERENT_UNIT));
    }
  });
});

describe('same-unit rule (comboLineSingle)', () => {
  it('is met by two measures in ha next to one in m³', () => {
    expect(availability(cube([year], [woodVolume, forestArea, productiveArea]), 'comboLineSingle')).toEqual(ENABLED);
  });

  it.each([
    ['measures in ha and m³', [forestArea, woodVolume]],
    ['two measures without a unit', [measure('share'), measure('count')]],
    ['one measure in ha and two without a unit', [forestArea, measure('share'), measure('count')]],
  ])('fails with %s', (_what, measures) => {
    expect(availability(cube([year], measures), 'comboLineSingle')).toEqual(disabled(SAME_UNIT));
  });
});

describe('getEnabledChartTypes', () => {
  it('returns every type for the forestry cube, in the spec order (000 §9)', () => {
    expect(getEnabledChartTypes(forestry)).toEqual([
      'column',
      'bar',
      'line',
      'area',
      'scatterplot',
      'pie',
      'map',
      'table',
      'comboLineSingle',
      'comboLineDual',
      'comboLineColumn',
    ]);
  });

  it('keeps the spec order when only some types are enabled', () => {
    // Time and two measures in different units, no category or place.
    expect(getEnabledChartTypes(cube([year], [forestArea, woodVolume]))).toEqual([
      'column',
      'bar',
      'line',
      'area',
      'scatterplot',
      'table',
      'comboLineDual',
      'comboLineColumn',
    ]);
  });

  it('agrees with getChartTypeAvailability', () => {
    const components = cube([canton, sizeClass], [forestArea]);
    const all = getChartTypeAvailability(components);
    expect(getEnabledChartTypes(components)).toEqual(Object.keys(all).filter((t) => all[t as ChartType].enabled));
    expect(getEnabledChartTypes(components)).toEqual(['column', 'bar', 'pie', 'map', 'table']);
  });
});
