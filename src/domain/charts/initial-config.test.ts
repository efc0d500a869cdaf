import { describe, expect, it } from 'vitest';
import type { Component, DataCubeComponents, Dimension, DimensionType, HierarchyValue, Measure } from '../data';
import { chartConfigSchema, type ChartConfig, type ChartConfigOf, type ChartType } from '../config/chart-config';
import { getEnabledChartTypes } from './availability';
import { getInitialChartConfig } from './initial-config';
import { candidatesOf, symbolLayer } from './encoding-parts';
import { createChartKey } from '../config/keys';

/** Plain component objects, as the data API answers them. */
const CUBE = 'https://environment.ld.admin.ch/foen/forest/2';
const CUBE_UNVERSIONED = 'https://environment.ld.admin.ch/foen/forest';
const dim = (__typename: DimensionType, name: string, labels: string[], extra: Partial<Dimension> = {}): Dimension =>
  ({
    __typename,
    id: `${CUBE_UNVERSIONED}___${name}`,
    label: name,
    cubeIri: CUBE,
    isKeyDimension: true,
    isNumerical: false,
    values: labels.map((label, position) => ({ value: `https://ld.admin.ch/${name}/${position + 1}`, label, position })),
    ...(__typename === 'TemporalDimension' && { timeUnit: 'Year', timeFormat: '%Y' }),
    ...extra,
  }) as Dimension;
const measure = (name: string, unit?: string, __typename: Measure['__typename'] = 'NumericalMeasure'): Measure => ({
  __typename,
  id: `${CUBE_UNVERSIONED}___${name}`,
  label: name,
  cubeIri: CUBE,
  unit,
  isKeyDimension: false,
  isNumerical: __typename === 'NumericalMeasure',
  values: [],
});

// The Swiss forestry cube: year, canton shapes, size class; forest areas in ha and wood volume in m³.
const year = dim('TemporalDimension', 'year', [], {
  values: [
    { value: '2013', label: '2013' },
    { value: '2014', label: '2014' },
  ],
});
const canton = dim('GeoShapesDimension', 'canton', ['Zürich', 'Bern', 'Luzern']);
const sizeClass = dim('OrdinalDimension', 'sizeClass', ['< 12 cm', '12-35 cm', '> 35 cm']);
const forestArea = measure('forestArea', 'ha');
const productiveArea = measure('productiveArea', 'ha');
const woodVolume = measure('woodVolume', 'm³');
const forestry: DataCubeComponents = { dimensions: [year, canton, sizeClass], measures: [forestArea, productiveArea, woodVolume] };

const forestType = dim('NominalDimension', 'forestType', ['Coniferous', 'Deciduous']);
const station = dim('GeoCoordinatesDimension', 'station', ['Davos', 'Lägern']);
station.values.forEach((v, i) => Object.assign(v, { latitude: 46.8 + i, longitude: 9.8 - i }));
const damageLevel = measure('damageLevel', undefined, 'OrdinalMeasure');
const standardError = dim('StandardErrorDimension', 'forestAreaError', ['1'], { isKeyDimension: false });
const owner = dim('NominalDimension', 'owner', ['Public', 'Private'], { isKeyDimension: false });

const cubes = [{ iri: CUBE }];
const initial = (components: DataCubeComponents, chartType?: ChartType) => getInitialChartConfig({ cubes, chartType, ...components });
const of = <T extends ChartType>(config: ChartConfig, type: T) => {
  expect(config.chartType).toBe(type);
  return config as ChartConfigOf<T>;
};
const all: Component[] = [year, canton, sizeClass, forestType, station, standardError, owner, forestArea, productiveArea, woodVolume, damageLevel];
const byId = (id: string) => all.find((c) => c.id === id)!;

describe('getInitialChartConfig: chart type', () => {
  it.each<[string, DataCubeComponents, ChartType]>([
    ['the forestry cube', forestry, 'column'],
    ['a nominal dimension and one measure', { dimensions: [forestType], measures: [forestArea] }, 'column'],
    ['coordinates and only an ordinal measure', { dimensions: [station], measures: [damageLevel] }, 'map'],
    ['no measure at all', { dimensions: [year, forestType], measures: [] }, 'table'],
    ['only a standard error attribute', { dimensions: [standardError], measures: [forestArea] }, 'table'],
  ])('takes the first enabled type in the spec order for %s', (_what, components, expected) => {
    expect(initial(components).chartType).toBe(expected);
    expect(getEnabledChartTypes(components)[0]).toBe(expected);
  });

  it('keeps a chart type that is asked for', () => {
    expect(initial(forestry, 'line').chartType).toBe('line');
  });
});

describe('getInitialChartConfig: fields per chart type', () => {
  it('column: time on x even when listed last, the first numerical measure on y', () => {
    const config = of(initial({ dimensions: [canton, sizeClass, year], measures: [damageLevel, forestArea, woodVolume] }), 'column');
    expect(config.fields.x.componentId).toBe(year.id);
    expect(config.fields.y.componentId).toBe(forestArea.id);
    expect(config.fields.x.sorting).toEqual({ sortingType: 'byAuto', sortingOrder: 'asc' });
  });

  it('column: a category on x when there is no time', () => {
    const config = of(initial({ dimensions: [forestType], measures: [woodVolume] }), 'column');
    expect(config.fields).toMatchObject({ x: { componentId: forestType.id }, y: { componentId: woodVolume.id } });
  });

  it('bar: the measure on x and the dimension on y', () => {
    const config = of(initial(forestry, 'bar'), 'bar');
    expect(config.fields).toMatchObject({ x: { componentId: forestArea.id }, y: { componentId: year.id } });
  });

  it('pie: a categorical segment first, a geographical one when there is no category', () => {
    const pie = of(initial(forestry, 'pie'), 'pie');
    expect(pie.fields.segment.componentId).toBe(sizeClass.id);
    expect(pie.fields.y.componentId).toBe(forestArea.id);
    const cantons = of(initial({ dimensions: [year, canton], measures: [forestArea] }, 'pie'), 'pie');
    expect(cantons.fields.segment.componentId).toBe(canton.id);
  });

  it('pie: a measure never below zero first, as slices draw only values above zero (issue 29)', () => {
    const ranged = (m: Measure, min: number, max: number): Measure => ({ ...m, values: [min, max].map((value) => ({ value, label: String(value) })) });
    // A trade balance, mostly a deficit, before exports: the pie shows the exports; a column still the balance.
    const [balance, exports, change] = [ranged(forestArea, -46_000, 10_000), ranged(productiveArea, 0, 30_000), ranged(woodVolume, -42.8, 12)];
    const trade = { dimensions: [year, sizeClass], measures: [balance, exports, change] };
    expect(of(initial(trade, 'pie'), 'pie').fields.y.componentId).toBe(exports.id);
    expect(of(initial(trade, 'column'), 'column').fields.y.componentId).toBe(balance.id);
    // With every measure below zero somewhere, or their ranges unknown, the first one.
    expect(of(initial({ ...trade, measures: [balance, change] }, 'pie'), 'pie').fields.y.componentId).toBe(balance.id);
    expect(of(initial(forestry, 'pie'), 'pie').fields.y.componentId).toBe(forestArea.id);
  });

  it('scatterplot: two different numerical measures', () => {
    const config = of(initial(forestry, 'scatterplot'), 'scatterplot');
    expect(config.fields.x.componentId).toBe(forestArea.id);
    expect(config.fields.y.componentId).toBe(productiveArea.id);
    for (const field of [config.fields.x, config.fields.y]) expect(byId(field.componentId).__typename).toBe('NumericalMeasure');
  });

  it('line and area: the temporal dimension on x', () => {
    for (const type of ['line', 'area'] as const) {
      const config = of(initial({ dimensions: [sizeClass, canton, year], measures: [forestArea] }, type), type);
      expect(config.fields.x.componentId, type).toBe(year.id);
      expect(config.fields.y.componentId, type).toBe(forestArea.id);
    }
  });

  it('map: an area layer on the canton shapes, coloured by the measure', () => {
    const config = of(initial(forestry, 'map'), 'map');
    expect(config.fields.areaLayer?.componentId).toBe(canton.id);
    expect(config.fields.areaLayer?.color).toMatchObject({ componentId: forestArea.id });
    expect(config.fields.symbolLayer).toBeUndefined();
    expect(config.baseLayer).toEqual({ show: true, locked: false, customLayers: [] });
  });

  it('map: a symbol layer on coordinates when there are no shapes', () => {
    const config = of(initial({ dimensions: [year, station], measures: [woodVolume] }, 'map'), 'map');
    expect(config.fields.areaLayer).toBeUndefined();
    expect(config.fields.symbolLayer).toMatchObject({ componentId: station.id, measureId: woodVolume.id });
  });

  // Issue 28, item 4: the default map draws. The area layer only where the source has shapes.
  it('map: circles at the coordinates when the source has no shapes for the shape dimension (a sparse monitoring cube)', () => {
    const shapeless = { ...canton, hasShapes: false } as Dimension;
    const config = of(initial({ dimensions: [year, shapeless, station], measures: [woodVolume] }, 'map'), 'map');
    expect(config.fields.areaLayer).toBeUndefined();
    expect(config.fields.symbolLayer).toMatchObject({ componentId: station.id, measureId: woodVolume.id });
  });

  it('map: areas where the source has shapes, circles at their centroids offered as the other layer', () => {
    const shaped = { ...canton, hasShapes: true } as Dimension;
    const config = of(initial({ dimensions: [year, shaped], measures: [woodVolume] }, 'map'), 'map');
    expect(config.fields.areaLayer?.componentId).toBe(shaped.id);
    expect(candidatesOf(symbolLayer, { dimensions: [year, shaped, { ...station, values: [] } as Dimension], measures: [] })).toEqual([shaped]);
  });

  it('table: one column per component, dimensions then measures', () => {
    const config = of(initial(forestry, 'table'), 'table');
    const components = [...forestry.dimensions, ...forestry.measures];
    expect(Object.keys(config.fields).sort()).toEqual(components.map((c) => c.id).sort());
    components.forEach((c, index) => expect(config.fields[c.id]).toMatchObject({ componentId: c.id, componentType: c.__typename, index, isHidden: false }));
    expect(config.settings).toEqual({ showSearch: true, showAllRows: false });
  });

  it('comboLineDual and comboLineColumn: measures with different units, time on x', () => {
    const dual = of(initial(forestry, 'comboLineDual'), 'comboLineDual');
    expect(dual.fields.x.componentId).toBe(year.id);
    const { leftAxisComponentId, rightAxisComponentId } = dual.fields.y;
    expect(byId(leftAxisComponentId).unit).toBeDefined();
    expect(byId(rightAxisComponentId).unit).toBeDefined();
    expect(byId(leftAxisComponentId).unit).not.toBe(byId(rightAxisComponentId).unit);
    expect([leftAxisComponentId, rightAxisComponentId]).toEqual([forestArea.id, woodVolume.id]);

    const lineColumn = of(initial(forestry, 'comboLineColumn'), 'comboLineColumn');
    expect(byId(lineColumn.fields.y.columnComponentId).unit).not.toBe(byId(lineColumn.fields.y.lineComponentId).unit);
  });

  it('comboLineDual: a measure without a unit is not taken for one of the two units', () => {
    const share = measure('share');
    const config = of(initial({ dimensions: [year], measures: [share, forestArea, woodVolume] }, 'comboLineDual'), 'comboLineDual');
    expect(config.fields.y).toEqual({ leftAxisComponentId: forestArea.id, rightAxisComponentId: woodVolume.id });
  });

  it('comboLineSingle: the measures of one unit, even when another unit comes first', () => {
    const config = of(initial({ dimensions: [year, canton], measures: [woodVolume, forestArea, productiveArea] }, 'comboLineSingle'), 'comboLineSingle');
    expect(config.fields.x.componentId).toBe(year.id);
    expect(config.fields.y.componentIds).toEqual([forestArea.id, productiveArea.id]);
    expect(new Set(config.fields.y.componentIds.map((id) => byId(id).unit))).toEqual(new Set(['ha']));
  });
});

describe('getInitialChartConfig: filters', () => {
  it('gives every key dimension that is not a field a single filter on its first value', () => {
    const config = initial(forestry, 'column');
    expect(config.cubes).toEqual([
      {
        iri: CUBE,
        filters: {
          [canton.id]: { type: 'single', value: 'https://ld.admin.ch/canton/1' },
          [sizeClass.id]: { type: 'single', value: 'https://ld.admin.ch/sizeClass/1' },
        },
      },
    ]);
  });

  it('filters the time on its most recent value when a category is the field, and leaves non-key dimensions alone', () => {
    const config = initial({ dimensions: [year, forestType, owner, standardError], measures: [forestArea] }, 'pie');
    expect(config.cubes[0].filters).toEqual({ [year.id]: { type: 'single', value: '2014' } });
  });

  it('filters nothing on a table, where every dimension is a column', () => {
    expect(initial(forestry, 'table').cubes[0].filters).toEqual({});
  });
});

describe('getInitialChartConfig: defaults that show something', () => {
  const zone = dim('NominalDimension', 'zone', ['Schweiz', 'Jura', 'Mittelland', 'Alpen']);
  const node = (value: string, children: HierarchyValue[] = []) => ({ value, label: value, dimensionId: canton.id, depth: 0, hasValue: true, children });
  const cantonIris = canton.values.map((v) => String(v.value));
  const region = dim('GeoShapesDimension', 'region', [], {
    values: ['CH', ...cantonIris].map((value) => ({ value, label: value })),
    hierarchy: [
      node(
        'CH',
        cantonIris.map((v) => node(v)),
      ),
    ],
  });

  it('x on a dimension with a total shows the parts only', () => {
    const config = initial({ dimensions: [zone], measures: [forestArea] }, 'column');
    expect(config.cubes[0].filters[zone.id]).toEqual({ type: 'multi', values: Object.fromEntries(zone.values.slice(1).map((v) => [v.value, true])) });
  });

  it('x on a hierarchy shows one level below the root', () => {
    const config = initial({ dimensions: [region], measures: [forestArea] }, 'bar');
    expect(config.cubes[0].filters[region.id]).toEqual({ type: 'multi', values: Object.fromEntries(cantonIris.map((v) => [v, true])) });
  });

  it('a pie segment shows several values: a dimension of one value is passed over', () => {
    const single = dim('NominalDimension', 'single', ['only']);
    const config = of(initial({ dimensions: [year, single, sizeClass], measures: [forestArea] }, 'pie'), 'pie');
    expect(config.fields.segment.componentId).toBe(sizeClass.id);
    expect(config.fields.color.type).toBe('segment');
  });

  it('a pie segment prefers few values over many', () => {
    const many = dim(
      'NominalDimension',
      'many',
      Array.from({ length: 40 }, (_, i) => `v${i}`),
    );
    expect(of(initial({ dimensions: [many, forestType], measures: [forestArea] }, 'pie'), 'pie').fields.segment.componentId).toBe(forestType.id);
  });
});

describe('chart keys', () => {
  it('are 12 letters or digits and differ', () => {
    const keys = Array.from({ length: 200 }, createChartKey);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(new Set(keys).size).toBe(keys.length);
    expect(initial(forestry).key).toMatch(/^[A-Za-z0-9]{12}$/);
  });

  it('a given key is kept', () => {
    expect(getInitialChartConfig({ cubes, ...forestry, key: 'forestChart1' }).key).toBe('forestChart1');
  });
});

describe('getInitialChartConfig: schema', () => {
  const rich: DataCubeComponents = {
    dimensions: [year, canton, sizeClass, forestType, station, owner],
    measures: [forestArea, productiveArea, woodVolume, damageLevel],
  };

  it('the rich cube enables all 11 chart types', () => {
    expect(getEnabledChartTypes(rich)).toHaveLength(11);
  });

  it.each(getEnabledChartTypes(rich))('%s: the initial config passes chartConfigSchema and names existing components', (type) => {
    const config = initial(rich, type);
    const parsed = chartConfigSchema.safeParse(config);
    expect(parsed.success, parsed.error?.message).toBe(true);
    expect(config.chartType).toBe(type);
    expect(config.cubes.map((c) => c.iri)).toEqual([CUBE]);
    const ids = JSON.stringify(config.fields).match(/https:\/\/environment\.ld\.admin\.ch\/foen\/forest___\w+/g) ?? [];
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(byId(id), id).toBeDefined();
  });
});

describe('getInitialChartConfig: errors', () => {
  it("throws 'No dimension found for initial config' without dimensions", () => {
    expect(() => initial({ dimensions: [], measures: [forestArea] })).toThrow('No dimension found for initial config');
    expect(() => initial({ dimensions: [], measures: [] }, 'table')).toThrow('No dimension found for initial config');
  });
});
