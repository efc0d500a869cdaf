import { describe, expect, it } from 'vitest';
import type { ChartConfigOf } from '../config';
import type { Component } from '../data';
import { configBase, dimension, measure } from '../charts/test-fixture';
import { dataFilterChoices, dataFilterQuery, dataFilterSpecs, initialDataFilters } from './data-filters';

const canton = dimension('canton', ['Bern', 'Zürich', 'Uri']);
const fuel = dimension('fuel', ['Coal', 'Gas']);
const generation = measure('generation');
const byId = new Map<string, Component>([canton, fuel, generation].map((c) => [c.id, c]));
const value = (c: Component, label: string) => String(c.values.find((v) => v.label === label)!.value);

const chart = (
  dataFilters: Partial<ChartConfigOf<'column'>['interactiveFiltersConfig']['dataFilters']>,
  filters: ChartConfigOf<'column'>['cubes'][0]['filters'] = {},
): ChartConfigOf<'column'> => {
  const base = configBase();
  return {
    ...base,
    cubes: [{ iri: 'cube/1', filters }],
    interactiveFiltersConfig: { ...base.interactiveFiltersConfig, dataFilters: { ...base.interactiveFiltersConfig.dataFilters, active: true, ...dataFilters } },
    chartType: 'column',
    fields: { x: { componentId: canton.id }, y: { componentId: generation.id }, color: { type: 'single', paletteId: 'category10', color: '#336699' } },
  };
};

describe('initialDataFilters', () => {
  it('starts each filter at the author’s default values, else at the chart’s own filter', () => {
    const config = chart(
      { componentIds: [canton.id, fuel.id], defaultValueOverrides: { [fuel.id]: [value(fuel, 'Gas')] } },
      {
        [canton.id]: { type: 'multi', values: { [value(canton, 'Bern')]: true, [value(canton, 'Uri')]: true } },
        [fuel.id]: { type: 'single', value: value(fuel, 'Coal') },
      },
    );
    expect(initialDataFilters(config)).toEqual({ [canton.id]: [value(canton, 'Bern'), value(canton, 'Uri')], [fuel.id]: [value(fuel, 'Gas')] });
  });

  it('starts a filter the cube does not filter with nothing chosen', () => {
    expect(initialDataFilters(chart({ componentIds: [fuel.id] }))).toEqual({ [fuel.id]: [] });
  });
});

describe('dataFilterQuery', () => {
  const filters = { [fuel.id]: { type: 'single' as const, value: value(fuel, 'Coal') }, other: { type: 'single' as const, value: 'x' } };

  it('puts the visitor’s choices in place of the configured filters: one value single, more multi', () => {
    const query = dataFilterQuery(filters, { [fuel.id]: [value(fuel, 'Gas')], [canton.id]: [value(canton, 'Bern'), value(canton, 'Uri')] });
    expect(query[fuel.id]).toEqual({ type: 'single', value: value(fuel, 'Gas') });
    expect(query[canton.id]).toEqual({ type: 'multi', values: { [value(canton, 'Bern')]: true, [value(canton, 'Uri')]: true } });
    expect(query.other).toEqual(filters.other);
  });

  it('keeps the configured filter where nothing is chosen, and leaves the filters it was given as they were', () => {
    const before = structuredClone(filters);
    expect(dataFilterQuery(filters, { [fuel.id]: [] })[fuel.id]).toEqual(filters[fuel.id]);
    dataFilterQuery(filters, { [fuel.id]: [value(fuel, 'Gas')] });
    expect(filters).toEqual(before);
  });
});

describe('dataFilterChoices', () => {
  const config = chart(
    { componentIds: [canton.id, fuel.id], filterTypes: { [canton.id]: 'multi' } },
    { [fuel.id]: { type: 'single', value: value(fuel, 'Coal') } },
  );

  it('knows each filter’s type and values', () => {
    expect(dataFilterSpecs(config, byId)[fuel.id]).toEqual({ type: 'single', values: fuel.values.map((v) => String(v.value)) });
    expect(dataFilterSpecs(config, byId)[canton.id].type).toBe('multi');
  });

  it('takes the requested values that fit, the defaults elsewhere', () => {
    const chosen = dataFilterChoices(config, byId, { [canton.id]: [value(canton, 'Uri'), value(canton, 'Bern')], [fuel.id]: ['https://ld.example/fuel/Oil'] });
    expect(chosen).toEqual({ [canton.id]: [value(canton, 'Uri'), value(canton, 'Bern')], [fuel.id]: [value(fuel, 'Coal')] });
    // Two values for a single filter do not fit.
    expect(dataFilterChoices(config, byId, { [fuel.id]: [value(fuel, 'Coal'), value(fuel, 'Gas')] })[fuel.id]).toEqual([value(fuel, 'Coal')]);
  });

  it('leaves out a filter on a component the cube does not have, with its default override', () => {
    const stale = chart(
      { componentIds: [fuel.id, 'gone'], defaultValueOverrides: { gone: ['x'] } },
      { [fuel.id]: { type: 'single', value: value(fuel, 'Coal') } },
    );
    expect(dataFilterChoices(stale, byId, { gone: ['y'] })).toEqual({ [fuel.id]: [value(fuel, 'Coal')] });
  });

  it('keeps the defaults while the components are unknown', () => {
    expect(dataFilterChoices(config, new Map(), { [fuel.id]: [value(fuel, 'Gas')] })[fuel.id]).toEqual([value(fuel, 'Coal')]);
  });
});
