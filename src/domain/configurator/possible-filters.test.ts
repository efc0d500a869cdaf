import { describe, expect, it } from 'vitest';
import { dimension, yearDimension } from '../charts/test-fixture';
import type { DataCubeComponents, Filters } from '../data';
import { MOST_RECENT_VALUE } from './most-recent';
import { possibleFiltersRequest, possibleFiltersUpdate } from './possible-filters';

const components: DataCubeComponents = { dimensions: [yearDimension(['2020', '2021']), dimension('zone', ['CH', 'Jura'])], measures: [] };
const config = (filters: Filters) => ({ cubes: [{ iri: 'cube/1', filters }], fields: {} });

describe('possible filters', () => {
  it('asks with the single filters only, most recent resolved', () => {
    const filters: Filters = { cube___year: { type: 'single', value: MOST_RECENT_VALUE }, cube___zone: { type: 'multi', values: { CH: true } } };
    expect(possibleFiltersRequest(filters, components)).toEqual({ cube___year: { type: 'single', value: '2021' } });
  });

  it('leaves out a join dimension: no one cube has it', () => {
    const filters: Filters = { joinBy__0: { type: 'single', value: '2020' }, cube___zone: { type: 'single', value: 'https://ld.example/zone/CH' } };
    expect(possibleFiltersRequest(filters, components)).toEqual({ cube___zone: filters.cube___zone });
  });

  it('updates the filters that differ, keeping positions, and nothing when all agree', () => {
    const filters: Filters = {
      cube___year: { type: 'single', value: '2020', position: 0 },
      cube___zone: { type: 'single', value: 'https://ld.example/zone/CH', position: 1 },
    };
    const jura = 'https://ld.example/zone/Jura';
    expect(possibleFiltersUpdate(config(filters), 'cube/1', [{ id: 'cube___zone', type: 'single', value: jura }], components)).toEqual({
      ...filters,
      cube___zone: { type: 'single', value: jura, position: 1 },
    });
    expect(possibleFiltersUpdate(config(filters), 'cube/1', [{ id: 'cube___year', type: 'single', value: '2020' }], components)).toBeUndefined();
  });

  it('keeps most recent while the latest value has data', () => {
    const zone = { type: 'single' as const, value: 'https://ld.example/zone/CH' };
    const filters: Filters = { cube___year: { type: 'single', value: MOST_RECENT_VALUE }, cube___zone: zone };
    expect(possibleFiltersUpdate(config(filters), 'cube/1', [{ id: 'cube___year', type: 'single', value: '2021' }], components)).toBeUndefined();
    expect(possibleFiltersUpdate(config(filters), 'cube/1', [{ id: 'cube___year', type: 'single', value: '2020' }], components)).toEqual({
      cube___year: { type: 'single', value: '2020' },
      cube___zone: zone,
    });
  });
});
