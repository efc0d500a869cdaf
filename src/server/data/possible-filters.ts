/**
 * possibleFilters: the first combination of filter values that has observations. Filters are
 * kept from the first on; when no observation matches them all, the last ones are let go one by
 * one, and the values of the first matching observation fill their place.
 */
import { iriKey, type DataCubeComponents, type Filters } from '../../domain/data';
import { decodeObservations } from '../../domain/observation-columns';
import { badRequest } from '../errors';
import { loadObservations } from './observations';
import type { SparqlClient } from './sparql';

export type PossibleFilter = { id: string; type: 'single'; value: string | number };

export const loadPossibleFilters = async (
  client: SparqlClient,
  request: { cubeIri: string; components: DataCubeComponents; filters: Filters },
): Promise<PossibleFilter[]> => {
  const entries = Object.entries(request.filters);
  if (entries.some(([, filter]) => filter.type !== 'single')) throw badRequest('possibleFilters takes single filters only');
  const ids = entries.map(([id]) => id);
  for (let kept = entries.length; kept >= 0; kept--) {
    const { data } = await loadObservations(client, {
      cubeIri: request.cubeIri,
      components: request.components,
      componentIds: ids,
      filters: Object.fromEntries(entries.slice(0, kept)),
      limit: 1,
    });
    const [observation] = decodeObservations(data);
    if (observation) {
      return ids.map((id) => ({ id, type: 'single', value: observation[iriKey(id)] ?? observation[id]! }));
    }
  }
  return [];
};
