/**
 * One query on the embedded store, as a worker of the store pool runs it (store-pool.ts): the
 * answer in the asked format, within the row and byte caps of public queries.
 */
import type { Store } from 'oxigraph';

export const TSV = 'text/tab-separated-values';

export type StoreQuery = {
  query: string;
  /** Media type of a solutions answer (SELECT, ASK). */
  format: string;
  /** Media type of a graph answer (CONSTRUCT, DESCRIBE); without it such a query fails. */
  graphFormat?: string;
  /** Caps of the public endpoint: a larger answer is refused, and capped queries stop early. */
  limits?: { rows: number; bytes: number };
};

/** The answer as UTF-8 bytes, which a worker hands over without copying. */
export type StoreAnswer = { body: Uint8Array; format: string };

export type RunOptions = {
  /** Aborted when the query's client has gone: the query is stopped. */
  signal?: AbortSignal;
  /** Who asks (its address), where queries are fair per client (the public endpoint). */
  client?: string;
};

/** Runs queries on the embedded store: its worker pool, or the store on the calling thread. */
export interface StoreRunner {
  run(request: StoreQuery, options?: RunOptions): Promise<StoreAnswer>;
}

/** A query the store refused (syntax, updates), or an answer past the caps. */
export class StoreQueryError extends Error {
  constructor(
    message: string,
    readonly tooLarge = false,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'StoreQueryError';
  }
}

/** Opening braces at a depth: in SPARQL JSON results, depth 3 are the rows ({results: {bindings: [{…}]}}). */
const objectsAtDepth = (json: string, depth: number) => {
  let count = 0;
  let level = 0;
  for (let i = 0; i < json.length; i++) {
    const char = json.charCodeAt(i);
    if (char === 0x22) {
      // Skip the string, escapes included: braces in values do not count.
      for (i++; i < json.length && json.charCodeAt(i) !== 0x22; i++) if (json.charCodeAt(i) === 0x5c) i++;
    } else if (char === 0x7b) {
      if (++level === depth) count++;
    } else if (char === 0x7d) {
      level--;
    }
  }
  return count;
};

/**
 * The rows of a solutions answer, without parsing it (JSON.parse takes ~7 µs a row). CSV cells
 * may hold line breaks inside quotes; TSV cells never do.
 */
export const countRows = (format: string, text: string): number => {
  switch (format) {
    case 'application/sparql-results+json':
      return objectsAtDepth(text, 3);
    case 'application/sparql-results+xml':
      return text.split('<result>').length - 1;
    case 'text/csv': {
      let lines = 0;
      let quoted = false;
      for (let i = 0; i < text.length; i++) {
        if (text[i] === '"') quoted = !quoted;
        else if (text[i] === '\n' && !quoted) lines++;
      }
      return Math.max(0, lines - 1);
    }
    default:
      return Math.max(0, text.split('\n').length - 2);
  }
};

const encoder = new TextEncoder();

/** The answer's bytes as a Buffer, without copying them. */
export const answerBytes = (answer: StoreAnswer) => Buffer.from(answer.body.buffer, answer.body.byteOffset, answer.body.byteLength);

export const answerText = (answer: StoreAnswer) => answerBytes(answer).toString('utf8');

/** A query's answer as TSV text, the format the app's own queries read (tsv.ts). */
export const selectTsv = async (store: StoreRunner, query: string) => answerText(await store.run({ query, format: TSV }));

export const answerQuery = (store: Store, request: StoreQuery): StoreAnswer => {
  const run = (query: string): { text: string; format: string; solutions: boolean } => {
    // The default graph is the union of all named graphs, as on the production service.
    const results = (format: string) => store.query(query, { use_default_graph_as_union: true, results_format: format }) as string;
    try {
      return { text: results(request.format), format: request.format, solutions: true };
    } catch (error) {
      // CONSTRUCT and DESCRIBE answer a graph, which needs an RDF format instead.
      if (!request.graphFormat || !/Not supported RDF format/.test(String((error as Error).message))) throw error;
      return { text: results(request.graphFormat), format: request.graphFormat, solutions: false };
    }
  };
  const { limits } = request;
  let answer: ReturnType<typeof run> | undefined;
  if (limits) {
    // One row past the cap is enough to know the cap is passed, and the store stops there. A
    // query with a LIMIT of its own (or a closing VALUES) does not parse with a second one, so
    // it runs as written and only the answer is checked.
    try {
      answer = run(`${request.query}\nLIMIT ${limits.rows + 1}`);
    } catch {
      answer = undefined;
    }
  }
  try {
    answer ??= run(request.query);
  } catch (error) {
    throw new StoreQueryError(String((error as Error).message ?? error), false, { cause: error });
  }
  if (limits && answer.solutions && countRows(answer.format, answer.text) > limits.rows) {
    throw new StoreQueryError(`The answer has more than ${limits.rows} rows: add a LIMIT or narrow the query`, true);
  }
  const body = encoder.encode(answer.text);
  if (limits && body.byteLength > limits.bytes) {
    throw new StoreQueryError(`The answer is larger than ${limits.bytes} bytes: add a LIMIT or narrow the query`, true);
  }
  return { body, format: answer.format };
};

/** The store answering on the calling thread, with no time limit: for tests and tools. */
export const onThisThread = (store: Store): StoreRunner => ({ run: async (request) => answerQuery(store, request) });
