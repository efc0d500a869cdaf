import { describe, expect, it } from 'vitest';
import { dimension, measure, yearDimension } from '../charts/test-fixture';
import type { DataCubeComponents, SearchCubeDimension } from '../data';
import {
  chartTypeForDatasets,
  cubesWithDataset,
  cubesWithoutDataset,
  dimensionChips,
  joinableResults,
  joinMatch,
  previewRows,
  searchDimensionOptions,
  searchFilters,
  unversionedIrisOf,
  type SearchDimensionOption,
} from './datasets';

const cantons = { iri: 'https://ld.example/dimension/canton', label: 'Cantons' };
const countries = { iri: 'https://ld.example/dimension/country', label: 'Countries' };

/** Year (temporal), canton (shared: cantons), forest (neither); area in ha. */
const components = (): DataCubeComponents => ({
  dimensions: [yearDimension(['2020', '2021']), dimension('canton', ['Zurich'], { termsets: [cantons] }), dimension('forest', ['public'])],
  measures: [measure('area', { unit: 'ha' })],
});

const year: SearchDimensionOption = { type: 'temporal', id: 'cube___year', label: 'Year', timeUnit: 'Year' };
const canton: SearchDimensionOption = { type: 'shared', id: 'cube___canton', label: 'canton', termsets: [cantons] };

const searchDimension = (id: string, extra: Partial<SearchCubeDimension> = {}): SearchCubeDimension => ({ id, label: id, termsets: [], ...extra });

describe('searchDimensionOptions', () => {
  it('offers the temporal dimensions by time unit and the shared ones by termset', () => {
    expect(searchDimensionOptions(components(), 1)).toEqual([year, canton]);
  });

  it('offers only the join dimensions once the chart joins cubes, with their origin', () => {
    const originalIds = [
      { cubeIri: 'cube/1', dimensionId: 'cube___year', label: 'Year' },
      { cubeIri: 'other/1', dimensionId: 'other___jahr', label: 'Jahr' },
    ];
    const joined = components();
    joined.dimensions[0] = { ...joined.dimensions[0], id: 'joinBy__0', isJoinByDimension: true, originalIds };
    expect(searchDimensionOptions(joined, 2)).toEqual([{ type: 'temporal', id: 'joinBy__0', label: 'Year', timeUnit: 'Year', originalIds }]);
  });
});

describe('dimensionChips', () => {
  it('shows two chips, then how many more', () => {
    const third = { ...canton, id: 'c3', label: 'Third' };
    expect(dimensionChips([year, canton, third, { ...third, id: 'c4' }])).toEqual({ shown: ['Year', 'canton'], more: 2 });
    expect(dimensionChips([year])).toEqual({ shown: ['Year'], more: 0 });
  });
});

describe('searchFilters', () => {
  it('asks for the time unit and for all the termsets of a shared dimension', () => {
    const both = { ...canton, termsets: [cantons, countries] };
    expect(searchFilters([year], 1)).toEqual([{ type: 'TemporalDimension', value: 'Year' }]);
    expect(searchFilters([both], 1)).toEqual([{ type: 'DataCubeTermset', value: `${cantons.iri};${countries.iri}` }]);
  });

  it('leaves several dimensions of one cube to the client (any of them may join); several cubes need all', () => {
    expect(searchFilters([year, canton], 1)).toEqual([]);
    expect(searchFilters([year, canton], 2)).toHaveLength(2);
  });
});

describe('joinMatch', () => {
  const dims = [searchDimension('new___jahr', { timeUnit: 'Year' }), searchDimension('new___kanton', { termsets: [countries, cantons] })];

  it('pairs each selected dimension with a fitting dimension of the result', () => {
    expect(joinMatch(dims, [year, canton], 1)).toEqual({ optionIds: ['cube___year', 'cube___canton'], dimensionIds: ['new___jahr', 'new___kanton'] });
  });

  it('with one cube, joins on the selected dimensions the result has', () => {
    expect(joinMatch([dims[0]], [year, canton], 1)).toEqual({ optionIds: ['cube___year'], dimensionIds: ['new___jahr'] });
  });

  it('with several cubes, needs every selected dimension', () => {
    expect(joinMatch([dims[0]], [year, canton], 2)).toBeUndefined();
  });

  it('never pairs two selected dimensions with the same dimension, nor a different time unit', () => {
    expect(joinMatch([searchDimension('m', { timeUnit: 'Month' })], [year], 1)).toBeUndefined();
    expect(joinMatch([dims[0]], [year, { ...year, id: 'cube___year2' }], 2)).toBeUndefined();
  });

  it('matches nothing with no dimension selected', () => {
    expect(joinMatch(dims, [], 1)).toBeUndefined();
  });
});

describe('joinableResults', () => {
  const result = (iri: string, unversionedIri: string, dimensions: SearchCubeDimension[]) => ({ cube: { iri, unversionedIri, dimensions } });

  it('keeps the results that join, with their join, and leaves out the chart cube in any version', () => {
    const yearly = [searchDimension('x___jahr', { timeUnit: 'Year' })];
    const results = [result('cube/2', 'cube', yearly), result('x/1', 'x', yearly), result('y/1', 'y', [searchDimension('y___month', { timeUnit: 'Month' })])];
    const kept = joinableResults(results, [year], [{ iri: 'cube/1' }], ['cube']);
    expect(kept.map((r) => [r.cube.iri, r.join])).toEqual([['x/1', { optionIds: ['cube___year'], dimensionIds: ['x___jahr'] }]]);
  });
});

describe('unversionedIrisOf', () => {
  it('reads the cubes of the components, through the origin of join dimensions', () => {
    const joined = {
      dimensions: [{ ...yearDimension([]), id: 'joinBy__0', originalIds: [{ cubeIri: 'b/1', dimensionId: 'https://b___y', label: 'y' }] }],
      measures: [measure('area')],
    };
    expect(unversionedIrisOf(joined)).toEqual(['https://b', 'cube']);
  });
});

describe('cubesWithDataset / cubesWithoutDataset', () => {
  const match = { optionIds: ['cube___year'], dimensionIds: ['new___jahr'] };

  it('joins one cube on the chosen dimensions and adds the new cube without filters', () => {
    const cubes = [{ iri: 'cube/1', filters: { cube___forest: { type: 'single' as const, value: 'f' } } }];
    expect(cubesWithDataset(cubes, 'new/1', match)).toEqual([
      { iri: 'cube/1', filters: cubes[0].filters, joinBy: ['cube___year'] },
      { iri: 'new/1', filters: {}, joinBy: ['new___jahr'] },
    ]);
  });

  it('adds a third cube in the order of the join dimensions', () => {
    const cubes = [
      { iri: 'a/1', filters: {}, joinBy: ['a___year', 'a___canton'] },
      { iri: 'b/1', filters: {}, joinBy: ['b___year', 'b___canton'] },
    ];
    const third = cubesWithDataset(cubes, 'c/1', { optionIds: ['joinBy__1', 'joinBy__0'], dimensionIds: ['c___kanton', 'c___jahr'] });
    expect(third[2]).toEqual({ iri: 'c/1', filters: {}, joinBy: ['c___jahr', 'c___kanton'] });
  });

  it('takes the join away from the last cube left', () => {
    const cubes = cubesWithDataset([{ iri: 'cube/1', filters: {} }], 'new/1', match);
    expect(cubesWithoutDataset(cubes, 'new/1')).toEqual([{ iri: 'cube/1', filters: {} }]);
    const three = cubesWithDataset(cubes, 'c/1', { optionIds: ['joinBy__0'], dimensionIds: ['c___jahr'] });
    expect(cubesWithoutDataset(three, 'new/1').map((c) => c.joinBy)).toEqual([['cube___year'], ['c___jahr']]);
  });
});

describe('chartTypeForDatasets', () => {
  const twoUnits = (): DataCubeComponents => ({ ...components(), measures: [measure('area', { unit: 'ha' }), measure('price', { unit: 'CHF' })] });

  it('ranks the combos first with more than one cube', () => {
    expect(chartTypeForDatasets(twoUnits(), 2)).toBe('comboLineDual');
  });

  it('keeps the spec order with one cube', () => {
    expect(chartTypeForDatasets(twoUnits(), 1)).toBe('column');
  });

  it('falls back to the first enabled type when no combo fits', () => {
    expect(chartTypeForDatasets(components(), 2)).toBe('column');
  });
});

describe('previewRows', () => {
  const joined: DataCubeComponents = { dimensions: [], measures: [measure('area', { cubeIri: 'a/1' }), measure('price', { id: 'b___price', cubeIri: 'b/1' })] };
  const row = (month: number, area?: number, price?: number) => ({
    joinBy__0: month,
    ...(area !== undefined && { cube___area: area }),
    ...(price !== undefined && { b___price: price }),
  });

  it('shows the rows in which every cube has a value first, then the others, eight at most', () => {
    const rows = [row(1, 10), row(2, 11), row(3, 12, 5), row(4, undefined, 6), row(5, 13, 7)];
    expect(previewRows(rows, joined)).toEqual([row(3, 12, 5), row(5, 13, 7), row(1, 10), row(2, 11), row(4, undefined, 6)]);
    const many = Array.from({ length: 20 }, (_, i) => row(i, i, i));
    expect(previewRows(many, joined)).toEqual(many.slice(0, 8));
  });
});
