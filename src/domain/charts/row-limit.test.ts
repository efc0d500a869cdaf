import { describe, expect, it } from 'vitest';
import type { ChartConfig, ChartConfigOf } from '../config';
import type { DataCubeComponents, Dimension, HierarchyValue } from '../data';
import { MOST_RECENT_VALUE } from '../configurator/most-recent';
import { chartComponents, chartQuery } from './pipeline';
import { chartRowExcess, DEFAULT_ROW_LIMITS, estimateRows, filteredValueCount, rowExcess, rowExcessMessage, type RowExcess } from './row-limit';
import { configBase, dimension, measure, yearDimension } from './test-fixture';

const range = (n: number, name: (i: number) => string) => Array.from({ length: n }, (_, i) => name(i));
/** The generated big cube's shape (bench/big-cube/generate.ts): 2,200 municipalities × 50 years × `groups` groups, three measures. */
const bigCube = (groups = 1): DataCubeComponents => ({
  dimensions: [
    dimension(
      'municipality',
      range(2_200, (m) => `Municipality ${m}`),
      { label: 'Municipality' },
    ),
    yearDimension(range(50, (y) => String(1975 + y))),
    dimension(
      'group',
      range(groups, (g) => `Group ${g}`),
      { label: 'Group' },
    ),
  ],
  measures: [measure('population'), measure('area'), measure('share')],
});
const [municipality, year, group] = bigCube().dimensions;
const [population] = bigCube().measures;
const single = (d: Dimension, index = 0) => ({ type: 'single' as const, value: d.values[index].value });

const line = (filters: ChartConfig['cubes'][number]['filters'] = { [group.id]: single(group) }): ChartConfigOf<'line'> =>
  ({
    ...configBase(),
    cubes: [{ iri: 'cube/1', filters }],
    chartType: 'line',
    fields: {
      x: { componentId: year.id },
      y: { componentId: population.id },
      color: { type: 'segment', paletteId: 'category10', colorMapping: {} },
      segment: { componentId: municipality.id, sorting: { sortingType: 'byAuto', sortingOrder: 'asc' } },
    },
  }) as ChartConfigOf<'line'>;

const column = (filters: ChartConfig['cubes'][number]['filters']): ChartConfigOf<'column'> =>
  ({
    ...configBase(),
    cubes: [{ iri: 'cube/1', filters }],
    chartType: 'column',
    fields: { x: { componentId: municipality.id }, y: { componentId: population.id }, color: { type: 'single', paletteId: 'category10', color: '#336699' } },
  }) as ChartConfigOf<'column'>;

const table = (components: DataCubeComponents): ChartConfigOf<'table'> =>
  ({
    ...configBase(),
    chartType: 'table',
    fields: Object.fromEntries(
      [...components.dimensions, ...components.measures].map((c, index) => [
        c.id,
        { componentId: c.id, componentType: c.__typename, index, isGroup: false, isHidden: false, columnStyle: { type: 'text' } },
      ]),
    ),
    sorting: [],
    settings: { showSearch: true, showAllRows: false },
  }) as unknown as ChartConfigOf<'table'>;

const excessOf = (config: ChartConfig, components: DataCubeComponents, limits = DEFAULT_ROW_LIMITS) =>
  chartRowExcess(config, components, chartQuery(config, components), limits);

const names = (excess: RowExcess) => excess.dimensionIds.map((id) => bigCube().dimensions.find((d) => d.id === id)!.label);

describe('filteredValueCount', () => {
  const years = yearDimension(['2018', '2019', '2020', '2021', '2022']);
  it('counts the values a filter leaves: one, the chosen, a range’s, all', () => {
    expect(filteredValueCount(years, undefined)).toBe(5);
    expect(filteredValueCount(years, { type: 'single', value: '2020' })).toBe(1);
    expect(filteredValueCount(years, { type: 'single', value: MOST_RECENT_VALUE })).toBe(1);
    expect(filteredValueCount(years, { type: 'multi', values: { '2019': true, '2021': true } })).toBe(2);
    expect(filteredValueCount(years, { type: 'range', from: '2019', to: '2021' })).toBe(3);
    // A range between dates the dimension does not list: the listed dates within it.
    expect(filteredValueCount(years, { type: 'range', from: '2018-06', to: '2020-06' })).toBe(2);
    // A dimension whose values are not listed counts one.
    expect(filteredValueCount(dimension('unlisted', []), undefined)).toBe(1);
  });
});

describe('estimateRows', () => {
  it('counts the generated big cube as 2,200 municipalities × 50 years: three measures are columns of a row, not rows', () => {
    const cube = bigCube();
    expect(estimateRows(chartQuery(table(cube), cube), cube)).toBe(110_000);
    expect(estimateRows(chartQuery(line(), cube), cube)).toBe(110_000);
    // The 10⁶ cube's nine groups, one chosen: the same.
    const big = bigCube(9);
    expect(estimateRows(chartQuery(table(big), big), big)).toBe(990_000);
    expect(estimateRows(chartQuery(line({ [group.id]: single(group) }), big), big)).toBe(110_000);
  });

  it('is an upper bound: a sparse cube has fewer observations than its combinations', () => {
    // Three cantons × four years, of which the cube has five observations (a canton counted from 2021 on, gaps):
    // the estimate is the twelve combinations, never less than what the cube answers.
    const canton = dimension('canton', ['Bern', 'Uri', 'Jura']);
    const years = yearDimension(['2020', '2021', '2022', '2023']);
    const sparse: DataCubeComponents = { dimensions: [canton, years], measures: [population] };
    const observations = [
      ['Bern', '2020'],
      ['Bern', '2023'],
      ['Uri', '2021'],
      ['Jura', '2021'],
      ['Jura', '2022'],
    ];
    const estimate = estimateRows(chartQuery(table(sparse), sparse), sparse);
    expect(estimate).toBe(12);
    expect(estimate).toBeGreaterThanOrEqual(observations.length);
  });

  it('leaves out dimensions that are no keys, and adds up joined cubes', () => {
    const note = dimension('note', ['a', 'b', 'c'], { isKeyDimension: false });
    const withNote: DataCubeComponents = { ...bigCube(), dimensions: [...bigCube().dimensions, note] };
    expect(estimateRows([{ iri: 'cube/1', filters: {} }], withNote)).toBe(110_000);
    // Two cubes joined on the year: 50 years × 2,200 municipalities, and 50 years × 3 fuels.
    const joinedYear = { ...year, id: 'joinBy__0', cubeIri: 'cube/1', originalIds: [{ cubeIri: 'cube/1' }, { cubeIri: 'cube/2' }] } as Dimension;
    const fuel = dimension('fuel', ['coal', 'gas', 'oil'], { cubeIri: 'cube/2', id: 'cube2___fuel' });
    const joined: DataCubeComponents = { dimensions: [joinedYear, municipality, fuel], measures: [population] };
    const query = [
      { iri: 'cube/1', joinBy: [year.id], filters: {} },
      { iri: 'cube/2', joinBy: ['cube2___year'], filters: {} },
    ];
    expect(estimateRows(query, joined)).toBe(50 * 2_200 + 50 * 3);
    // A filter on the join dimension filters both.
    const oneYear = query.map((q) => ({ ...q, filters: { joinBy__0: { type: 'single' as const, value: '1990' } } }));
    expect(estimateRows(oneYear, joined)).toBe(2_200 + 3);
  });
});

describe('rowExcess', () => {
  it('finds nothing to say under the limit', () => {
    expect(excessOf(line({ [group.id]: single(group) }), bigCube(), { ...DEFAULT_ROW_LIMITS, svg: 110_000 })).toBeUndefined();
    // A column of one year over all municipalities: 2,200 columns.
    expect(excessOf(column({ [year.id]: single(year), [group.id]: single(group) }), bigCube())).toBeUndefined();
  });

  it('names the dimensions whose single filter brings a line of every municipality under the limit, fewest rows first', () => {
    const excess = excessOf(line(), bigCube())!;
    expect(excess).toEqual({ rows: 110_000, limit: 20_000, dimensionIds: [municipality.id, year.id], together: false });
    // "This chart would need up to 110,000 observations, more than the 20,000 it can draw. Filter Municipality or Year to draw it."
    expect(rowExcessMessage(excess, 'svg', 'en', names(excess))).toEqual({
      key: 'chart.too-many-rows.chart',
      values: { rows: '110,000', limit: '20,000' },
      dimensions: { list: 'chart.too-many-rows.or', first: 'Municipality', last: 'Year' },
    });
    expect(rowExcessMessage(excess, 'svg', 'de', names(excess)).values).toEqual({ rows: '110’000', limit: '20’000' });
  });

  it('prefers a dimension the chart does not draw: the chart keeps its form', () => {
    // Municipalities as columns and no filter on the year (a config from before normalisation):
    // filtering the year leaves 2,200 columns, filtering the municipality 50, but the year comes first.
    const excess = excessOf(column({ [group.id]: single(group) }), bigCube())!;
    expect(excess.dimensionIds).toEqual([year.id, municipality.id]);
  });

  it('names dimensions to filter together when no one alone is enough, the largest reduction first', () => {
    const big = bigCube(9);
    const excess = rowExcess(chartQuery(table(big), big), big, 100, new Set())!;
    // Municipality alone leaves 450, year 19,800, group 110,000: municipality, then year (9).
    expect(excess).toEqual({ rows: 990_000, limit: 100, dimensionIds: [municipality.id, year.id], together: true });
    expect(rowExcessMessage(excess, 'table', 'en', names(excess))).toMatchObject({
      key: 'chart.too-many-rows.table',
      dimensions: { list: 'chart.too-many-rows.and', first: 'Municipality', last: 'Year' },
    });
  });

  it('counts a summed chart by the level it sums to: the cantons, not the municipalities under them', () => {
    // 26 cantons over the 2,200 municipalities; a column per canton and year (a config whose year filter was let go).
    const cantons = range(26, (c) => `Canton ${c}`);
    const leaf = (m: number): HierarchyValue => ({
      value: municipality.values[m].value,
      label: municipality.values[m].label,
      dimensionId: municipality.id,
      depth: 2,
      hasValue: true,
    });
    const hierarchy: HierarchyValue[] = [
      {
        value: 'ch',
        label: 'Switzerland',
        dimensionId: municipality.id,
        depth: 0,
        hasValue: false,
        children: cantons.map((label, c) => ({
          value: `canton/${c}`,
          label,
          levelName: 'Canton',
          dimensionId: municipality.id,
          depth: 1,
          hasValue: false,
          children: municipality.values.flatMap((_, m) => (m % 26 === c ? [leaf(m)] : [])),
        })),
      },
    ];
    const loaded = { ...bigCube(), dimensions: bigCube().dimensions.map((d) => (d.id === municipality.id ? ({ ...d, hierarchy } as Dimension) : d)) };
    const base = column({ [group.id]: single(group) });
    const summed = { ...base, fields: { ...base.fields, x: { ...base.fields.x, sumByLevel: 1 } } } as ChartConfigOf<'column'>;
    // The components the chart draws from (pipeline.ts chartComponents): the municipality's values are the cantons.
    const { components } = chartComponents(summed, loaded, 'en', (m) => m.label);
    expect(estimateRows(chartQuery(summed, components), components)).toBe(26 * 50);
    expect(excessOf(summed, components)).toBeUndefined();
    // Unsummed, the same chart is past the limit.
    expect(excessOf(base, loaded)).toMatchObject({ rows: 110_000 });
  });

  it('holds no table of one cube to a limit: it pages on the server, whatever its rows (the big cube’s 110,000)', () => {
    const cube = bigCube();
    expect(excessOf(table(cube), cube)).toBeUndefined();
    expect(excessOf(table(cube), cube, { ...DEFAULT_ROW_LIMITS, table: 100 })).toBeUndefined();
  });

  it('lists three or more dimensions with commas before the last, one alone as it is; a map by its own message', () => {
    const excess: RowExcess = { rows: 990_000, limit: 100, dimensionIds: [municipality.id, year.id, group.id], together: false };
    expect(rowExcessMessage(excess, 'map', 'en', names(excess))).toMatchObject({
      key: 'chart.too-many-rows.map',
      dimensions: { first: 'Municipality, Year', last: 'Group' },
    });
    expect(rowExcessMessage({ ...excess, dimensionIds: [year.id] }, 'svg', 'en', ['Year']).dimensions).toEqual({
      list: 'chart.too-many-rows.or',
      first: '',
      last: 'Year',
    });
  });
});
