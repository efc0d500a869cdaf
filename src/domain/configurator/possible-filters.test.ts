import { describe, expect, it } from 'vitest';
import { dimension, yearDimension } from '../charts/test-fixture';
import type { DataCubeComponents, Filters } from '../data';
import { MOST_RECENT_VALUE } from './most-recent';
import { possibleFiltersRequest, possibleFiltersUpdate } from './possible-filters';

const components: DataCubeComponents = { dimensions: [yearDimension(['2020', '2021']), dimension('zone', ['CH', 'Jura'])], measures: [] };
const config = (filters: Filters, fields = {}) => ({ cubes: [{ iri: 'cube/1', filters }], fields });
const jura = 'https://ld.example/zone/Jura';
const ch = 'https://ld.example/zone/CH';

describe('possible filters', () => {
  it('asks with the single filters only, most recent as it is, and the field dimensions', () => {
    const filters: Filters = { cube___year: { type: 'single', value: MOST_RECENT_VALUE }, cube___zone: { type: 'multi', values: { CH: true } } };
    expect(possibleFiltersRequest(config(filters, { x: { componentId: 'cube___zone' } }), filters, components)).toEqual({
      filters: { cube___year: filters.cube___year },
      fieldIds: ['cube___zone'],
    });
  });

  it('leaves out a join dimension: no one cube has it', () => {
    const filters: Filters = { joinBy__0: { type: 'single', value: '2020' }, cube___zone: { type: 'single', value: ch } };
    expect(possibleFiltersRequest(config(filters), filters, components)).toEqual({ filters: { cube___zone: filters.cube___zone } });
  });

  it('updates the filters that differ, keeping positions, with the changes and their reasons; nothing when all agree', () => {
    const filters: Filters = { cube___year: { type: 'single', value: '2020', position: 0 }, cube___zone: { type: 'single', value: ch, position: 1 } };
    const above = [{ id: 'cube___year', value: '2020' }];
    const answer = [
      { id: 'cube___year', type: 'single' as const, value: '2020', values: ['2020'], above: [] },
      { id: 'cube___zone', type: 'single' as const, value: jura, values: [jura], above },
    ];
    expect(possibleFiltersUpdate(config(filters), 'cube/1', answer)).toEqual({
      filters: { ...filters, cube___zone: { type: 'single', value: jura, position: 1 } },
      changes: [{ dimensionId: 'cube___zone', from: ch, to: jura, because: above }],
    });
    expect(possibleFiltersUpdate(config(filters), 'cube/1', answer.slice(0, 1))).toBeUndefined();
  });

  it('keeps most recent, whatever year it stands for', () => {
    const filters: Filters = { cube___year: { type: 'single', value: MOST_RECENT_VALUE } };
    expect(
      possibleFiltersUpdate(config(filters), 'cube/1', [{ id: 'cube___year', type: 'single', value: '2020', values: ['2020'], above: [] }]),
    ).toBeUndefined();
  });
});
