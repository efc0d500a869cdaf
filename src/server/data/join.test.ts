import { describe, expect, it } from 'vitest';
import { dimension, measure, yearDimension } from '../../domain/charts/test-fixture';
import { joinComponents, joinObservations, ownFilters } from './join';

describe('joinObservations', () => {
  it('merges rows on the join values (a full outer join), keeping each cube own fields and the IRIs', () => {
    const a = [
      { 'a/year': '2020', 'a/zone': 'Jura', 'a/zone/__iri__': 'z:1', 'a/area': 1 },
      { 'a/year': '2021', 'a/zone': 'Jura', 'a/zone/__iri__': 'z:1', 'a/area': 2 },
    ];
    const b = [
      { 'b/jahr': '2021', 'b/zone': 'Jura', 'b/zone/__iri__': 'z:1', 'b/price': 20 },
      { 'b/jahr': '2022', 'b/zone': 'Jura', 'b/zone/__iri__': 'z:1', 'b/price': 30 },
    ];
    const rows = joinObservations([
      { joinBy: ['a/year', 'a/zone'], observations: a },
      { joinBy: ['b/jahr', 'b/zone'], observations: b },
    ]);
    expect(rows).toEqual([
      { joinBy__0: '2020', joinBy__1: 'Jura', 'joinBy__1/__iri__': 'z:1', 'a/area': 1 },
      { joinBy__0: '2021', joinBy__1: 'Jura', 'joinBy__1/__iri__': 'z:1', 'a/area': 2, 'b/price': 20 },
      { joinBy__0: '2022', joinBy__1: 'Jura', 'joinBy__1/__iri__': 'z:1', 'b/price': 30 },
    ]);
  });

  it('joins IRI values by their IRI, not their label', () => {
    const rows = joinObservations([
      { joinBy: ['a/zone'], observations: [{ 'a/zone': 'Jura', 'a/zone/__iri__': 'z:1', 'a/area': 1 }] },
      { joinBy: ['b/zone'], observations: [{ 'b/zone': 'Jura (canton)', 'b/zone/__iri__': 'z:2', 'b/price': 2 }] },
    ]);
    expect(rows).toHaveLength(2);
  });
});

describe('joinComponents', () => {
  it('merges the join dimensions into joinBy__i with their origin, and keeps every other component', () => {
    const a = { dimensions: [yearDimension(['2020']), dimension('zone', ['Jura'])], measures: [measure('area')] };
    const b = {
      dimensions: [{ ...yearDimension(['2021']), id: 'b___jahr', label: 'Jahr', cubeIri: 'b/1' }],
      measures: [measure('price', { id: 'b___price', cubeIri: 'b/1' })],
    };
    const joined = joinComponents([
      { cubeIri: 'cube/1', joinBy: ['cube___year'], components: a },
      { cubeIri: 'b/1', joinBy: ['b___jahr'], components: b },
    ]);
    expect(joined.dimensions.map((d) => d.id)).toEqual(['joinBy__0', 'cube___zone']);
    expect(joined.dimensions[0]).toMatchObject({ isJoinByDimension: true, values: [{ value: '2020' }, { value: '2021' }] });
    expect(joined.dimensions[0].originalIds).toEqual([
      { cubeIri: 'cube/1', dimensionId: 'cube___year', label: 'Year' },
      { cubeIri: 'b/1', dimensionId: 'b___jahr', label: 'Jahr' },
    ]);
    expect(joined.measures.map((m) => m.id)).toEqual(['cube___area', 'b___price']);
  });
});

describe('ownFilters', () => {
  it('puts a filter on a join dimension under the cube own dimension', () => {
    const filters = { joinBy__1: { type: 'single' as const, value: 'z:1' }, 'b/kind': { type: 'single' as const, value: 'k' } };
    expect(ownFilters(['b/jahr', 'b/zone'], filters)).toEqual({ 'b/zone': filters.joinBy__1, 'b/kind': filters['b/kind'] });
    expect(ownFilters(['b/jahr'], undefined)).toBeUndefined();
  });
});
