/**
 * possibleFilters: the first combination of filter values that has observations. Filters are
 * kept from the first on; when no observation matches them all, the last ones are let go one by
 * one, and the values of the first matching observation fill their place.
 */
import { iriKey, type DataCubeComponents, type Filters } from '../../domain/data';
import { decodeObservations } from '../../domain/observation-columns';
import { isIri } from '../../domain/text';
import { badRequest } from '../errors';
import { loadObservations, provisionalObservationsQuery } from './observations';
import type { SparqlClient, SparqlRow } from './sparql';

export type PossibleFilter = { id: string; type: 'single'; value: string | number };

/**
 * With filters on IRIs alone, the first query (all filters kept) can be written before the
 * components are known: it is sent beside their queries, and answers the first step when the
 * components make it the same query (no versioned values, no literals), which saves a round trip.
 * The embedded store's tables answer without a query anyway.
 */
const askedAhead = (client: SparqlClient, cubeIri: string, filters: Filters): SparqlClient => {
  const values = Object.values(filters);
  if (client.observationTable?.(cubeIri) || !values.length || !values.every((f) => f.type === 'single' && typeof f.value === 'string' && isIri(f.value))) return client;
  const query = provisionalObservationsQuery(cubeIri, filters, 1);
  const rows = client.select(query);
  rows.catch(() => {});
  const ahead = new Map<string, Promise<SparqlRow[]>>([[query, rows]]);
  return { url: client.url, select: (q) => ahead.get(q) ?? client.select(q) };
};

export const loadPossibleFilters = async (
  client: SparqlClient,
  /** The components may still be on their way: the first query may go before them. */
  request: { cubeIri: string; components: Promise<DataCubeComponents>; filters: Filters },
): Promise<PossibleFilter[]> => {
  const entries = Object.entries(request.filters);
  if (entries.some(([, filter]) => filter.type !== 'single')) throw badRequest('possibleFilters takes single filters only');
  const ids = entries.map(([id]) => id);
  const asking = askedAhead(client, request.cubeIri, request.filters);
  const components = await request.components;
  for (let kept = entries.length; kept >= 0; kept--) {
    const { data } = await loadObservations(asking, {
      cubeIri: request.cubeIri,
      components,
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
