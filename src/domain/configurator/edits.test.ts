import { describe, expect, it } from 'vitest';
import type { DataCubeComponents, Dimension, FilterValue } from '../data';
import { yearDimension } from '../charts/test-fixture';
import { MOST_RECENT_VALUE } from './most-recent';
import { normaliseFilters, setFieldComponent, setSingleFilter } from './edits';

const dimension = (id: string, values: string[], isKeyDimension = true): Dimension => ({
  __typename: 'NominalDimension',
  id,
  label: id,
  cubeIri: 'cube',
  isKeyDimension,
  isNumerical: false,
  values: values.map((value) => ({ value, label: value })),
});
const components: DataCubeComponents = {
  dimensions: [dimension('year', ['2004', '2005']), dimension('zone', ['CH', 'Jura']), dimension('size', ['small', 'large']), dimension('note', ['a'], false)],
  measures: [],
};
const config = {
  chartType: 'column' as 'column' | 'table',
  cubes: [{ iri: 'cube', filters: {} as Record<string, FilterValue> }],
  fields: { x: { componentId: 'year' }, y: { componentId: 'area' } } as Record<string, { componentId?: string; type?: string } | undefined>,
};

describe('filter normalisation', () => {
  it('gives every key dimension that is not a field a single filter on its first value', () => {
    expect(normaliseFilters(config, components).cubes[0].filters).toEqual({
      zone: { type: 'single', value: 'CH' },
      size: { type: 'single', value: 'small' },
    });
  });

  it('drops the filter of a dimension that becomes a field and filters the one it replaces', () => {
    const start = normaliseFilters(setSingleFilter(config, 'zone', 'Jura'), components);
    const next = setFieldComponent(start, 'x', 'zone', components);
    expect(next.cubes[0].filters).toEqual({ year: { type: 'single', value: '2004' }, size: { type: 'single', value: 'small' } });
    expect(next.fields.x).toEqual({ componentId: 'zone' });
  });

  it('keeps valid choices, collapses multi filters and replaces values the dimension does not have', () => {
    const withFilters = {
      ...config,
      cubes: [
        {
          iri: 'cube',
          filters: { zone: { type: 'multi' as const, values: { Jura: true as const, CH: true as const } }, size: { type: 'single' as const, value: 'huge' } },
        },
      ],
    };
    expect(normaliseFilters(withFilters, components).cubes[0].filters).toEqual({
      zone: { type: 'single', value: 'Jura' },
      size: { type: 'single', value: 'small' },
    });
  });

  it('adds a segment with its defaults and removes it again', () => {
    const segmented = setFieldComponent(config, 'segment', 'size', components, { type: 'stacked' });
    expect(segmented.fields.segment).toEqual({ type: 'stacked', componentId: 'size' });
    expect(segmented.cubes[0].filters).not.toHaveProperty('size');
    const plain = setFieldComponent(segmented, 'segment', undefined, components);
    expect(plain.fields).not.toHaveProperty('segment');
    expect(plain.cubes[0].filters.size).toEqual({ type: 'single', value: 'small' });
  });
});

describe('filter defaults (spec 001 §4)', () => {
  const years = { ...components, dimensions: [...components.dimensions, yearDimension(['2019', '2020', '2021'])] };

  it('a temporal dimension defaults to its most recent value', () => {
    const filters = normaliseFilters(config, years).cubes[0].filters;
    expect(filters['cube___year']).toEqual({ type: 'single', value: '2021' });
  });

  it('a field keeps a multi filter (the values it shows), restricted to values the dimension has', () => {
    const multi = {
      ...config,
      cubes: [{ iri: 'cube', filters: { year: { type: 'multi' as const, values: { '2005': true as const, '1999': true as const } } } }],
    };
    expect(normaliseFilters(multi, components).cubes[0].filters.year).toEqual({ type: 'multi', values: { '2005': true } });
    const gone = { ...config, cubes: [{ iri: 'cube', filters: { year: { type: 'multi' as const, values: { '1999': true as const } } } }] };
    expect(normaliseFilters(gone, components).cubes[0].filters).not.toHaveProperty('year');
  });

  it("keeps 'use most recent' and the author's order of the filters", () => {
    const chosen = {
      ...config,
      cubes: [
        {
          iri: 'cube',
          filters: {
            cube___year: { type: 'single' as const, value: MOST_RECENT_VALUE, position: 1 },
            zone: { type: 'single' as const, value: 'Jura', position: 0 },
          },
        },
      ],
    };
    expect(normaliseFilters(chosen, years).cubes[0].filters).toMatchObject({
      cube___year: { type: 'single', value: MOST_RECENT_VALUE, position: 1 },
      zone: { type: 'single', value: 'Jura', position: 0 },
    });
  });

  it('changing a field takes the old and new components out of the interactive data filters', () => {
    const interactive = { ...config, interactiveFiltersConfig: { dataFilters: { componentIds: ['zone', 'size', 'year'] } } };
    expect(setFieldComponent(interactive, 'x', 'zone', components).interactiveFiltersConfig.dataFilters.componentIds).toEqual(['size']);
  });
});

describe('filter normalisation of several cubes', () => {
  it('gives each of several cubes filters on its own dimensions only', () => {
    const ofCube = (id: string, cubeIri: string): Dimension => ({ ...dimension(id, ['a', 'b']), cubeIri });
    const two: DataCubeComponents = { dimensions: [ofCube('zone', 'cube/1'), ofCube('region', 'cube/2')], measures: [] };
    const joined = {
      ...config,
      cubes: [
        { iri: 'cube/1', filters: {} },
        { iri: 'cube/2', filters: {} },
      ],
    };
    expect(normaliseFilters(joined, two).cubes.map((c) => c.filters)).toEqual([
      { zone: { type: 'single', value: 'a' } },
      { region: { type: 'single', value: 'a' } },
    ]);
  });
});

describe('one unit per scale (issue 28)', () => {
  // Pollutants decide the unit: CO in mg/m³, the others in µg/m³.
  const pollutant: Dimension = {
    ...dimension('pollutant', []),
    values: [
      { value: 'co', label: 'CO', unit: 'mg/m³' },
      { value: 'no2', label: 'NO2', unit: 'µg/m³' },
      { value: 'o3', label: 'O3', unit: 'µg/m³' },
    ],
  };
  const units: DataCubeComponents = { ...components, dimensions: [...components.dimensions, pollutant] };
  const on = (value: string) => normaliseFilters(setSingleFilter(config, 'pollutant', value), units);

  it('keeps a dimension that becomes a segment to the unit of the value the author had chosen', () => {
    const segmented = setFieldComponent(on('o3'), 'segment', 'pollutant', units);
    expect(segmented.cubes[0].filters.pollutant).toEqual({ type: 'multi', values: { no2: true, o3: true } });
    expect(setFieldComponent(on('co'), 'segment', 'pollutant', units).cubes[0].filters.pollutant).toEqual({ type: 'multi', values: { co: true } });
  });

  it('without a value of the author’s, keeps the unit most values share', () => {
    expect(setFieldComponent(config, 'segment', 'pollutant', units).cubes[0].filters.pollutant).toEqual({ type: 'multi', values: { no2: true, o3: true } });
  });

  it('keeps a multi filter of one unit as it is, and narrows one that mixes units to the unit most of its values share', () => {
    const withMulti = (values: string[]) => ({
      ...config,
      fields: { ...config.fields, segment: { componentId: 'pollutant' } },
      cubes: [{ iri: 'cube', filters: { pollutant: { type: 'multi' as const, values: Object.fromEntries(values.map((v) => [v, true as const])) } } }],
    });
    expect(normaliseFilters(withMulti(['o3']), units).cubes[0].filters.pollutant).toEqual({ type: 'multi', values: { o3: true } });
    expect(normaliseFilters(withMulti(['co', 'no2', 'o3']), units).cubes[0].filters.pollutant).toEqual({ type: 'multi', values: { no2: true, o3: true } });
  });

  it('lets a table show every unit: its rows keep their own', () => {
    const table = setFieldComponent({ ...on('o3'), chartType: 'table' as const }, 'segment', 'pollutant', units);
    expect(table.cubes[0].filters).not.toHaveProperty('pollutant');
  });

  it('leaves dimensions that decide no unit showing all their values', () => {
    expect(setFieldComponent(on('o3'), 'segment', 'size', units).cubes[0].filters).not.toHaveProperty('size');
  });
});
