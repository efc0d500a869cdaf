/**
 * Datasets on a chart (spec 001): cubes joined on dimensions (joinBy). The i-th join dimension
 * of every cube becomes one dimension `joinBy__i`; observations are merged on the join values
 * (a full outer join: a value present in one cube only still gives a row).
 */
import { iriKey, isJoinById, joinById, type DataCubeComponents, type Dimension, type Filters, type Observation } from '../../domain/data';
import { badRequest } from '../errors';
import { sortValues } from './value-facts';

export type CubeComponents = { cubeIri: string; joinBy: string[]; components: DataCubeComponents };

/**
 * The dimensions a cube's joinBy ids name. An id that names none is a 400: merged on a key
 * no observation has, every row would fall into one.
 */
export const joinDimensions = ({ cubeIri, joinBy, components }: CubeComponents): Dimension[] =>
  joinBy.map((id) => {
    const dimension = components.dimensions.find((d) => d.id === id);
    if (!dimension) throw badRequest(`Unknown joinBy dimension ${id} in ${cubeIri}`);
    return dimension;
  });

/** Components of joined cubes: each cube's own, with the join dimensions merged into one each. */
export const joinComponents = (cubes: CubeComponents[]): DataCubeComponents => {
  const width = cubes[0].joinBy.length;
  const dimensionsOf = cubes.map(joinDimensions);
  const joined: Dimension[] = Array.from({ length: width }, (_, i) => {
    const originals = dimensionsOf.map((dimensions) => dimensions[i]);
    const values = new Map(originals.flatMap((d) => d.values).map((v) => [String(v.value), v]));
    return {
      ...originals[0],
      id: joinById(i),
      values: sortValues([...values.values()]),
      isJoinByDimension: true,
      originalIds: originals.map((d, k) => ({ cubeIri: cubes[k].cubeIri, dimensionId: d.id, label: d.label })),
    } as Dimension;
  });
  const joinIds = new Set(cubes.flatMap((c) => c.joinBy));
  return {
    dimensions: [...joined, ...cubes.flatMap((c) => c.components.dimensions.filter((d) => !joinIds.has(d.id)))],
    measures: cubes.flatMap((c) => c.components.measures),
  };
};

export type CubeObservations = { joinBy: string[]; observations: Observation[] };

/** Observations merged on the join dimensions' values, in the order they are first seen (joinBy ids checked by joinDimensions). */
export const joinObservations = (cubes: CubeObservations[]): Observation[] => {
  const rows = new Map<string, Observation>();
  for (const { joinBy, observations } of cubes) {
    // Worked out once per cube, not per observation: the bench joins 27,000 of them (bench/join.ts).
    const keys = joinBy.map((id, i) => ({ id, iri: iriKey(id), joined: joinById(i), joinedIri: iriKey(joinById(i)) }));
    const own = new Set(keys.flatMap((k) => [k.id, k.iri]));
    for (const observation of observations) {
      // The values joined by a character no IRI or label holds.
      const key = keys.map((k) => String(observation[k.iri] ?? observation[k.id])).join('\u0000');
      let row = rows.get(key);
      if (!row) rows.set(key, (row = {}));
      for (const k of keys) {
        row[k.joined] = observation[k.id];
        if (observation[k.iri] !== undefined) row[k.joinedIri] = observation[k.iri];
      }
      for (const field in observation) if (!own.has(field)) row[field] = observation[field];
    }
  }
  return [...rows.values()];
};

/**
 * A joined cube's filters with the join dimensions' (joinBy__i) under the cube's own ids: a chart
 * filters the joined dimension once, and each cube is asked by its own dimension.
 */
export const ownFilters = (joinBy: string[], filters: Filters | undefined): Filters | undefined =>
  filters && Object.fromEntries(Object.entries(filters).map(([id, filter]) => [joinBy[joinByIndex(id)] ?? id, filter]));

const joinByIndex = (id: string) => (isJoinById(id) ? Number(id.slice('joinBy__'.length)) : -1);
