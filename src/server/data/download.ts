/**
 * The whole cube's observations a page at a time, for the download the server writes as it reads
 * (api/download.ts): each page a bounded query (LIMIT/OFFSET by observation IRI, or a window of the
 * embedded store's table), so that memory stays that of one page whatever the cube's size.
 */
import type { DataCubeComponents, Observation } from '../../domain/data';
import { decodeObservations } from '../../domain/observation-columns';
import { observationColumns, observationTerms } from './observations';
import { PREFIXES, sparqlIri } from './rdf';
import type { SparqlClient } from './sparql';

/** Observations of one page: a few MB of terms on the way, a second or less of an engine's work. */
export const DOWNLOAD_PAGE_ROWS = 20_000;

const countQuery = (cubeIri: string) => `${PREFIXES}
SELECT (COUNT(?observation) AS ?count) WHERE { ${sparqlIri(cubeIri)} cube:observationSet/cube:observation ?observation . }`;

/** The cube's observations, those without a key dimension included (they have no row): the pages to ask. */
export const countObservations = async (client: SparqlClient, cubeIri: string) => {
  const table = client.observationTable?.(cubeIri);
  if (table) return table.observations.length;
  const [row] = await client.select(countQuery(cubeIri));
  return Number(row?.count?.value ?? 0);
};

/**
 * The observations of the whole cube, every component, a page at a time, in the order of their
 * IRIs. The next page is asked only when the caller asks for it (after writing the last one), and
 * none once `signal` is aborted.
 */
export async function* observationPages(
  client: SparqlClient,
  request: { cubeIri: string; components: DataCubeComponents; count: number; pageRows?: number; signal?: AbortSignal },
): AsyncGenerator<Observation[]> {
  const limit = request.pageRows ?? DOWNLOAD_PAGE_ROWS;
  for (let offset = 0; offset < request.count && !request.signal?.aborted; offset += limit) {
    const { selected, termColumns } = await observationTerms(client, { cubeIri: request.cubeIri, components: request.components, limit, offset });
    yield decodeObservations(await observationColumns(selected, termColumns));
  }
}
