/**
 * Observation tables of the embedded store: each cube's observations as columns of terms, one
 * per predicate, read once when the store loads (the store does not change while the app runs).
 *
 * Why: Oxigraph (WASM) spends about 2 µs per joined value, so a whole cube of 14,000
 * observations × 20 components takes ~800 ms as a SPARQL query, however it is written; its table
 * answers in a few ms. A table answers what observationsQuery (observations.ts) asks, with the same
 * rows; observation-table.test.ts holds both to that on edge cases and on the shared cubes.
 */
import { CUBE_UNDEFINED, ns, sparqlIri } from './rdf';
import type { SparqlTerm } from './sparql';
import { selectTsv, type StoreRunner } from './store-query';
import { parseTsvResults, parseTsvTerm } from './tsv';

export type TermTest = (term: SparqlTerm) => boolean;

export type TableSelect = {
  /** Predicates whose terms are returned, one column each, in this order. */
  selected: string[];
  /** Predicates every returned observation has a value for (key dimensions and filtered ones). */
  required: string[];
  /** Tests the value of a predicate must pass. */
  tests: [string, TermTest][];
  /** At most this many observations, the first by observation IRI. */
  limit?: number;
  /** With a limit: the observations offset to offset + limit (by IRI) that match, as the query's sub-select picks a page. */
  offset?: number;
};

type Column = (SparqlTerm | undefined)[];

/** A table as JSON (observation-table-cache.ts): each cell the index of its term in `terms`, -1 for none. */
export type StoredTable = { observations: string[]; columns: [string, number[]][]; multiValued: string[] };

export class ObservationTable {
  constructor(
    /** Observation IRIs in ascending order; row i of every column is observation i. */
    readonly observations: string[],
    private readonly columns: Map<string, Column>,
    /** Predicates with several values on one observation: SPARQL answers a row per value, a table cannot. */
    private readonly multiValued: Set<string>,
  ) {}

  /**
   * The distinct values of a predicate, cube:Undefined left out (what observedValuesQuery in
   * components.ts asks), or undefined when the table holds only one of an observation's values.
   */
  distinctValues(predicate: string): SparqlTerm[] | undefined {
    if (this.multiValued.has(predicate)) return undefined;
    const values = new Set(this.columns.get(predicate));
    values.delete(undefined);
    return [...values].filter((term) => term!.datatype !== CUBE_UNDEFINED) as SparqlTerm[];
  }

  /** The table as JSON, each term numbered in `index` (shared by all tables kept together: equal terms are stored once). */
  store(index: Map<SparqlTerm, number>): StoredTable {
    const cell = (term: SparqlTerm | undefined) => {
      if (term === undefined) return -1;
      let i = index.get(term);
      if (i === undefined) index.set(term, (i = index.size));
      return i;
    };
    return {
      observations: this.observations,
      columns: [...this.columns].map(([predicate, column]) => [predicate, Array.from(column, cell)]),
      multiValued: [...this.multiValued],
    };
  }

  static restore(stored: StoredTable, terms: SparqlTerm[]): ObservationTable {
    const columns = new Map(stored.columns.map(([predicate, cells]) => [predicate, cells.map((i) => (i < 0 ? undefined : terms[i]))]));
    return new ObservationTable(stored.observations, columns, new Set(stored.multiValued));
  }

  /** The selected columns of the matching observations, or undefined when the table cannot answer. */
  select(request: TableSelect): Column[] | undefined {
    if ([...request.selected, ...request.required].some((p) => this.multiValued.has(p))) return undefined;
    const empty: Column = [];
    const column = (predicate: string) => this.columns.get(predicate) ?? empty;
    const required = [...new Set(request.required)].map(column);
    const tests = request.tests.map(([predicate, test]) => [column(predicate), test] as const);
    const rows: number[] = [];
    const limit = request.limit ?? Infinity;
    const start = request.offset ?? 0;
    // A page is a window of observations; otherwise the first `limit` that match.
    const end = request.offset === undefined ? this.observations.length : Math.min(this.observations.length, start + limit);
    for (let i = start; i < end && rows.length < limit; i++) {
      if (required.every((c) => c[i] !== undefined) && tests.every(([c, test]) => c[i] !== undefined && test(c[i]!))) rows.push(i);
    }
    return request.selected.map((predicate) => {
      const values = column(predicate);
      return rows.map((i) => values[i]);
    });
  }
}

/** The table of one cube: all values of its observations, read with one query. */
const buildTable = async (store: StoreRunner, cubeIri: string): Promise<ObservationTable | undefined> => {
  const tsv = await selectTsv(
    store,
    `SELECT ?observation ?predicate ?value WHERE {
  ${sparqlIri(cubeIri)} <${ns.cube}observationSet>/<${ns.cube}observation> ?observation .
  ?observation ?predicate ?value .
}`,
  );
  const rowOf = new Map<string, number>();
  const columns = new Map<string, Column>();
  const multiValued = new Set<string>();
  // Equal cells share one term: a cube repeats few distinct values many times.
  const terms = new Map<string, SparqlTerm>();
  // Lines are read in place; the header line (variable names) is skipped.
  for (let start = tsv.indexOf('\n') + 1; start < tsv.length; ) {
    const end = tsv.indexOf('\n', start);
    const [observation, predicateCell, cell] = tsv.slice(start, end).split('\t');
    start = end + 1;
    // Blank-node observations have no order to share with SPARQL: such a cube is left to queries.
    if (observation[0] !== '<') return undefined;
    let row = rowOf.get(observation);
    if (row === undefined) rowOf.set(observation, (row = rowOf.size));
    const predicate = predicateCell.slice(1, -1);
    let column = columns.get(predicate);
    if (!column) columns.set(predicate, (column = []));
    let term = terms.get(cell);
    if (!term) terms.set(cell, (term = parseTsvTerm(cell)));
    if (column[row] !== undefined) multiValued.add(predicate);
    column[row] = term;
  }
  // Rows in ascending order of observation IRI (as ORDER BY ?observation), a dense array per column.
  const iris = [...rowOf.keys()].map((cell) => cell.slice(1, -1));
  const order = iris.map((_, i) => i).sort((a, b) => (iris[a] < iris[b] ? -1 : 1));
  const sorted = new Map([...columns].map(([predicate, column]) => [predicate, order.map((i) => column[i])]));
  return new ObservationTable(order.map((i) => iris[i]), sorted, multiValued);
};

/** The tables of every cube in the store, by cube IRI; the cubes are read in parallel, one per worker. */
export const buildObservationTables = async (store: StoreRunner): Promise<Map<string, ObservationTable>> => {
  const cubes = parseTsvResults(await selectTsv(store, `SELECT DISTINCT ?cube WHERE { ?cube <${ns.cube}observationSet> ?set }`))
    .map((row) => row.cube!)
    .filter((cube) => cube.type === 'uri');
  const tables = await Promise.all(cubes.map(async (cube) => [cube.value, await buildTable(store, cube.value)] as const));
  return new Map(tables.filter((entry): entry is [string, ObservationTable] => entry[1] !== undefined));
};
