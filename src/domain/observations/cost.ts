/**
 * What a data request may cost the server, told before its answer is built: a request names each
 * cube once (a cube named twenty times is twenty times the work for one cube's answer), and the
 * observations it asks for stay within a number of cells and an estimated answer size. Limits come
 * from the server's settings (DATA_MAX_CELLS, DATA_MAX_ANSWER_BYTES).
 */

/** The cube IRIs a request names more than once, each once, in the order of their second naming. */
export const repeatedCubes = (iris: string[]): string[] => {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const iri of iris) (seen.has(iri) ? repeated : seen).add(iri);
  return [...repeated];
};

/** The message refusing a request that names cubes more than once. */
export const repeatedCubesMessage = (repeated: string[]) =>
  `names ${repeated.length === 1 ? `the cube ${repeated[0]}` : `the cubes ${repeated.join(', ')}`} more than once: name each cube once, with all its components and filters`;

/** One cube's part of an answer: its matching observations and the columns each carries. */
export type CubeShare = {
  rows: number;
  /** Column keys (component ids; IRI-valued components add a second column, of their IRIs). */
  columns: string[];
};

export type AnswerForm = 'rows' | 'columns';

export type ObservationCost = { rows: number; cells: number; bytes: number };

/**
 * Bytes of one cell in the answer beyond its key: a number or label, its quotes and separator. An
 * estimate for the bound, not a measure: the shared cubes' cells average 9–14 bytes.
 */
export const CELL_BYTES = 16;

/**
 * The cost of answering these cubes' observations: rows, cells (rows × columns), and the answer's
 * estimated size. The row form repeats every key in every row; the column form carries each once.
 */
export const observationCost = (shares: CubeShare[], form: AnswerForm): ObservationCost => {
  let rows = 0;
  let cells = 0;
  let bytes = 0;
  for (const share of shares) {
    rows += share.rows;
    cells += share.rows * share.columns.length;
    const keyBytes = share.columns.reduce((sum, key) => sum + key.length + 3, 0);
    bytes += form === 'rows' ? share.rows * (keyBytes + share.columns.length * CELL_BYTES) : keyBytes + share.rows * share.columns.length * CELL_BYTES;
  }
  return { rows, cells, bytes };
};

export type CostLimits = { maxCells: number; maxBytes: number };

/** A size as a message tells it: bytes, kB or MB. */
export const byteSize = (bytes: number) =>
  bytes < 1024 ? `${bytes} bytes` : bytes < 1024 * 1024 ? `${Math.round(bytes / 1024)} kB` : `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/** Why a request of this cost is refused (naming the limit it passes), or undefined within the limits. */
export const costRefusal = (cost: ObservationCost, limits: CostLimits, form: AnswerForm): string | undefined => {
  if (cost.cells > limits.maxCells) {
    return `The request asks for ${cost.cells.toLocaleString('en')} cells (${cost.rows.toLocaleString('en')} observations × their components); at most ${limits.maxCells.toLocaleString('en')} per request (DATA_MAX_CELLS): ask for fewer components or filter the observations`;
  }
  if (cost.bytes > limits.maxBytes) {
    const hint = form === 'rows' ? `format: 'columns' (about a tenth of the size), fewer components or filters` : 'fewer components or filters';
    return `The answer would be about ${byteSize(cost.bytes)}; at most ${byteSize(limits.maxBytes)} per request (DATA_MAX_ANSWER_BYTES): ask with ${hint}`;
  }
  return undefined;
};

/**
 * The most observations of `components` selected components an answer may hold within the limits:
 * each component is one column at least, each cell CELL_BYTES at least, so more are refused whatever
 * their columns. An endpoint is asked for one more than this, and never reads further.
 */
export const maxObservations = (components: number, limits: CostLimits) =>
  Math.floor(Math.min(limits.maxCells, limits.maxBytes / CELL_BYTES) / Math.max(1, components));

/** Why observations past maxObservations are refused, told before they are all read. */
export const tooManyObservations = (components: number, limits: CostLimits) => {
  const byCells = limits.maxCells <= limits.maxBytes / CELL_BYTES;
  const limit = byCells ? `${limits.maxCells.toLocaleString('en')} cells (DATA_MAX_CELLS)` : `${byteSize(limits.maxBytes)} (DATA_MAX_ANSWER_BYTES)`;
  return `More than ${maxObservations(components, limits).toLocaleString('en')} observations of ${components} components match, past the ${limit} a request may have: ask for fewer components or filter the observations`;
};
