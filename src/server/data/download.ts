/**
 * The whole cube's observations a page at a time, for the download the server writes as it reads
 * (api/download.ts), so that memory stays that of one page whatever the cube's size:
 * - the embedded store's table (observation-table.ts) in windows of observations, by IRI;
 * - any other source by the values of one key dimension: each page the observations of a few of its
 *   values (a VALUES filter, the query charts send), as many as make about a page. Engines cap a
 *   sorted LIMIT/OFFSET (Virtuoso sorts at most 10,000 rows: "SR353 Sorted TOP clause") and their
 *   answers' rows; a filter on values needs neither.
 */
import type { Component, DataCubeComponents, Filters, Observation } from '../../domain/data';
import { parseComponentId } from '../../domain/data';
import { decodeObservations } from '../../domain/observation-columns';
import { valueIsIri } from './observation-filters';
import { observationColumns, observationTerms, type ObservationsRequest } from './observations';
import { PREFIXES, sparqlIri } from './rdf';
import type { SparqlClient } from './sparql';

/** Observations of one page: a few MB of terms on the way, a second or less of an engine's work. */
export const DOWNLOAD_PAGE_ROWS = 10_000;
/** Values of the paging dimension in one page's VALUES, at most: keeps the query short. */
const VALUES_PER_PAGE = 500;

const countQuery = (cubeIri: string) => `${PREFIXES}
SELECT (COUNT(?observation) AS ?count) WHERE { ${sparqlIri(cubeIri)} cube:observationSet/cube:observation ?observation . }`;

/** The cube's observations, those without a key dimension included (they have no row): at least its rows. */
export const countObservations = async (client: SparqlClient, cubeIri: string) => {
  const table = client.observationTable?.(cubeIri);
  if (table) return table.observations.length;
  const [row] = await client.select(countQuery(cubeIri));
  return Number(row?.count?.value ?? 0);
};

const valueCountsQuery = (cubeIri: string, dimension: Component) => `${PREFIXES}
SELECT ?value (COUNT(?observation) AS ?count) WHERE {
  ${sparqlIri(cubeIri)} cube:observationSet/cube:observation ?observation .
  ?observation ${sparqlIri(parseComponentId(dimension.id).componentIri)} ?value .
} GROUP BY ?value`;

/** The key dimension to page by: the one of most values, IRI-valued first (their VALUES match as stored). */
const pagingDimension = (components: DataCubeComponents) =>
  components.dimensions
    .filter((d) => d.isKeyDimension && d.values.length > 0)
    .sort((a, b) => Number(valueIsIri(b)) - Number(valueIsIri(a)) || b.values.length - a.values.length)[0];

/** The filters of the pages: the dimension's values (as the observations hold them), in batches of about `pageRows` observations. */
const valuePages = async (client: SparqlClient, cubeIri: string, dimension: Component, pageRows: number): Promise<Filters[]> => {
  const counts = (await client.select(valueCountsQuery(cubeIri, dimension)))
    .map((row) => ({ value: row.value!.value, count: Number(row.count?.value ?? 0) }))
    .sort((a, b) => (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
  const pages: string[][] = [];
  let rows = Infinity;
  for (const { value, count } of counts) {
    if (rows + count > pageRows || pages.at(-1)!.length >= VALUES_PER_PAGE) {
      pages.push([]);
      rows = 0;
    }
    pages.at(-1)!.push(value);
    rows += count;
  }
  return pages.map((values) => ({ [dimension.id]: { type: 'multi', values: Object.fromEntries(values.map((v) => [v, true])) } }));
};

/**
 * The observations of the whole cube, every component, a page at a time. The next page is asked
 * only when the caller asks for it (after writing the last one), and none once `signal` is aborted.
 */
export async function* observationPages(
  client: SparqlClient,
  request: { cubeIri: string; components: DataCubeComponents; pageRows: number; signal?: AbortSignal },
): AsyncGenerator<Observation[]> {
  const { cubeIri, components, pageRows, signal } = request;
  const page = async (extra: Pick<ObservationsRequest, 'limit' | 'offset' | 'filters'>) => {
    const { selected, termColumns } = await observationTerms(client, { cubeIri, components, ...extra });
    return decodeObservations(await observationColumns(selected, termColumns));
  };
  const table = client.observationTable?.(cubeIri);
  if (table) {
    for (let offset = 0; offset < table.observations.length && !signal?.aborted; offset += pageRows) yield await page({ limit: pageRows, offset });
    return;
  }
  const dimension = pagingDimension(components);
  // A cube without key dimension values has nothing to page by: one query.
  if (!dimension) return yield await page({});
  for (const filters of await valuePages(client, cubeIri, dimension, pageRows)) {
    if (signal?.aborted) return;
    yield await page({ filters });
  }
}
