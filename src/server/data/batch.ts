/**
 * Small SELECT queries sent as one: each is the subquery of a UNION branch that numbers its rows
 * (?batchPart), and the rows are split back by that number. An endpoint spends a fixed share on
 * every request (connection, parsing, compiling) that outweighs a small query's own work: on
 * Virtuoso a cube's termsets, limits and hierarchy structure take ~2.3 ms as one query and
 * ~5.4 ms of its time as three.
 */
import { PREFIXES } from './rdf';
import type { SparqlClient, SparqlRow } from './sparql';

const PART = 'batchPart';

/** The query without the shared prefixes, to nest as a subquery; every query of the data layer starts with them. */
const bodyOf = (query: string) => {
  if (!query.startsWith(PREFIXES)) throw new Error('Only queries that start with the shared PREFIXES are batched');
  return query.slice(PREFIXES.length);
};

/** The rows of each query, in the order given; a query given twice is asked once. */
export const selectTogether = async (client: SparqlClient, queries: string[]): Promise<SparqlRow[][]> => {
  const distinct = [...new Set(queries)];
  const parts: SparqlRow[][] = distinct.map(() => []);
  if (distinct.length === 1) parts[0] = await client.select(distinct[0]);
  else {
    const branches = distinct.map((query, i) => `{ { ${bodyOf(query)} }\n  BIND(${i} AS ?${PART}) }`);
    const rows = await client.select(`${PREFIXES}\nSELECT * WHERE {\n  ${branches.join('\n  UNION ')}\n}`);
    for (const { [PART]: part, ...row } of rows) parts[Number(part!.value)].push(row);
  }
  return queries.map((query) => parts[distinct.indexOf(query)]);
};

/**
 * A client whose selects asked in the same tick go to the endpoint together (selectTogether), as
 * the small queries at the start of a components call are asked: the cube's version facts and the
 * loaders of termsets, limits and hierarchies.
 */
export const batchingClient = (client: SparqlClient): SparqlClient => {
  let waiting: { query: string; resolve: (rows: SparqlRow[]) => void; reject: (error: unknown) => void }[] = [];
  const send = () => {
    const batch = waiting;
    waiting = [];
    selectTogether(
      client,
      batch.map((w) => w.query),
    ).then(
      (parts) => batch.forEach((w, i) => w.resolve(parts[i])),
      (error) => batch.forEach((w) => w.reject(error)),
    );
  };
  return {
    url: client.url,
    maxAnswerBytes: client.maxAnswerBytes,
    observationTable: client.observationTable && ((cubeIri) => client.observationTable!(cubeIri)),
    select: (query) =>
      new Promise((resolve, reject) => {
        if (!waiting.length) queueMicrotask(send);
        waiting.push({ query, resolve, reject });
      }),
  };
};
