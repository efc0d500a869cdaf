/**
 * SPARQL clients. The embedded Oxigraph store and a remote SPARQL 1.1 endpoint answer through
 * the same interface with the same row shape (that of SPARQL JSON results), so every cube query
 * runs unchanged on both.
 */
import type { LookupFunction } from 'node:net';
import { HttpError } from '../errors';
import { MalformedResultsError, parseJsonResults } from './json-results';
import type { ObservationTable } from './observation-table';
import { NotPublicAddressError, postForm, readAtMost, type OutboundAnswer } from './outbound';
import { selectTsv, type StoreRunner } from './store-query';
import { parseTsvResults } from './tsv';
import { XmlResultsReader } from './xml-results';

export type SparqlTerm = {
  type: 'uri' | 'literal' | 'bnode';
  value: string;
  datatype?: string;
  'xml:lang'?: string;
};
export type SparqlRow = Record<string, SparqlTerm | undefined>;

export interface SparqlClient {
  /** The source URL the client answers for (as listed in /api/data/sources). */
  readonly url: string;
  select(query: string): Promise<SparqlRow[]>;
  /** The largest answer the client reads (a remote endpoint's SPARQL_MAX_BYTES): past it a query fails. */
  readonly maxAnswerBytes?: number;
  /** The embedded store's table of a cube's observations, which answers observation queries fast. */
  observationTable?(cubeIri: string): ObservationTable | undefined;
}

/** A failure of the data source itself (down, slow, malformed answer): the API answers 502. */
export class DataSourceError extends HttpError {
  constructor(message: string) {
    super(502, message);
    this.name = 'DataSourceError';
  }
}

/** An endpoint's answer longer than the client takes (SPARQL_MAX_BYTES): a 502, unless the caller knows the request asked too much. */
export class AnswerTooLargeError extends DataSourceError {
  constructor(
    url: string,
    readonly maxBytes: number,
  ) {
    super(`SPARQL endpoint ${url} answered more than ${maxBytes} bytes`);
    this.name = 'AnswerTooLargeError';
  }
}

export class EmbeddedSparqlClient implements SparqlClient {
  constructor(
    readonly store: StoreRunner,
    readonly url: string,
    /** By cube IRI (buildObservationTables); cubes without one are asked by query. */
    private readonly tables = new Map<string, ObservationTable>(),
  ) {}

  observationTable(cubeIri: string) {
    return this.tables.get(cubeIri);
  }

  async select(query: string): Promise<SparqlRow[]> {
    // TSV: Oxigraph writes it about twice as fast as JSON (see tsv.ts).
    return parseTsvResults(await selectTsv(this.store, query));
  }
}

/** A client that answers the queries sent ahead (through `client`, or the one given) with their answers, and asks any other. */
export const aheadClient = (client: SparqlClient) => {
  const sent = new Map<string, Promise<SparqlRow[]>>();
  const send = (query: string, via: SparqlClient = client) => {
    if (sent.has(query)) return;
    const rows = via.select(query);
    // An answer nobody takes must not fail the request.
    rows.catch(() => {});
    sent.set(query, rows);
  };
  const ahead: SparqlClient = {
    url: client.url,
    maxAnswerBytes: client.maxAnswerBytes,
    select: (query) => sent.get(query) ?? client.select(query),
    observationTable: client.observationTable && ((cubeIri) => client.observationTable!(cubeIri)),
  };
  return { send, ahead };
};

export type RemoteOptions = {
  timeoutMs: number;
  maxBytes: number;
  /**
   * Where an endpoint's failures are told in full (answer bodies, redirect targets). The API's
   * message names only the endpoint and the status: an upstream page may hold anything.
   */
  log?: (message: string) => void;
  /** DNS look-up, node:dns by default; tests point a name at loopback with it. */
  lookup?: LookupFunction;
};

/**
 * Result formats asked of an endpoint, best first: SPARQL XML where the endpoint offers it
 * (Virtuoso writes it twice as fast as JSON, see xml-results.ts), JSON as every endpoint does.
 * The answer is read by its media type, JSON when it names none or another.
 */
const XML_RESULTS = 'application/sparql-results+xml';
const ACCEPT = `${XML_RESULTS}, application/sparql-results+json;q=0.9`;

/** Redirects followed per query; a loop between allowed endpoints ends there. */
const MAX_REDIRECTS = 3;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
/** Bytes of a failed answer's body that go to the log. */
const LOGGED_BYTES = 1024;
/**
 * How Virtuoso answers a query it chose as a deadlock's victim (SQLSTATE 40001, "SR172: Transaction
 * deadlocked"): even a SELECT writes there, giving an id to each IRI it names that the store has
 * not seen, so the queries of one request, sent side by side, may deadlock on a fresh store.
 */
const DEADLOCK_VICTIM = /^Virtuoso 40001 /;

/** An endpoint's answer that the query lost a deadlock: the query was rolled back, and is asked once more. */
class DeadlockVictimError extends DataSourceError {}

const normaliseUrl = (url: string) => {
  try {
    return new URL(url).href;
  } catch {
    return url;
  }
};

export class RemoteSparqlClient implements SparqlClient {
  private readonly redirectTargets: Set<string>;

  constructor(
    readonly url: string,
    private readonly options: RemoteOptions,
    /** The allowed endpoints: the only URLs a redirect may lead to. */
    allowed: Iterable<string> = [url],
  ) {
    this.redirectTargets = new Set([...allowed].map(normaliseUrl));
  }

  get maxAnswerBytes() {
    return this.options.maxBytes;
  }

  async select(query: string): Promise<SparqlRow[]> {
    try {
      return await this.post(query);
    } catch (error) {
      if (!(error instanceof DeadlockVictimError)) throw error;
      return this.post(query);
    }
  }

  /**
   * Form-encoded POST: Virtuoso never answers `application/sparql-query` bodies, LINDAS expects
   * forms. A redirect is followed only to an allowed endpoint, and the query is posted there
   * whatever the status (a 301 to https is the usual case; a GET would lose the query).
   */
  private async post(query: string): Promise<SparqlRow[]> {
    const form = new URLSearchParams({ query }).toString();
    const signal = AbortSignal.timeout(this.options.timeoutMs);
    let target = new URL(this.url);
    try {
      for (let redirects = 0; ; redirects++) {
        const answer = await postForm(target, form, { signal, lookup: this.options.lookup, accept: ACCEPT });
        if (answer.status >= 200 && answer.status < 300) return await this.readAnswer(answer);
        if (!REDIRECTS.has(answer.status) || answer.location === undefined) throw await this.failedAnswer(answer);
        answer.body.destroy();
        target = this.redirectTarget(target, answer.location, redirects);
      }
    } catch (error) {
      if (error instanceof DataSourceError) throw error;
      if (error instanceof MalformedResultsError) throw new DataSourceError(`Malformed answer from ${this.url}: ${error.message}`);
      throw this.connectionFailure(error as Error, signal);
    }
  }

  private redirectTarget(from: URL, location: string, redirects: number): URL {
    if (redirects === MAX_REDIRECTS) throw new DataSourceError(`SPARQL endpoint ${this.url} redirected more than ${MAX_REDIRECTS} times`);
    const to = URL.canParse(location, from) ? new URL(location, from) : undefined;
    if (!to || !this.redirectTargets.has(to.href)) {
      this.options.log?.(`SPARQL endpoint ${this.url}: refused redirect from ${from.href} to ${JSON.stringify(location)}`);
      throw new DataSourceError(`SPARQL endpoint ${this.url} redirected to an address that is not an allowed data source`);
    }
    return to;
  }

  /** The rows of an answer, by its media type; XML is parsed as it arrives (see xml-results.ts). */
  private async readAnswer(answer: OutboundAnswer): Promise<SparqlRow[]> {
    const xml = answer.contentType === XML_RESULTS ? new XmlResultsReader() : undefined;
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of answer.body as AsyncIterable<Buffer>) {
      size += chunk.byteLength;
      if (size > this.options.maxBytes) throw new AnswerTooLargeError(this.url, this.options.maxBytes);
      if (xml) xml.push(chunk);
      else chunks.push(chunk);
    }
    return xml ? xml.end() : parseJsonResults(Buffer.concat(chunks));
  }

  /** The body goes to the log (it may be anything: an error page, a proxy's internal page), not to the client. */
  private async failedAnswer(answer: OutboundAnswer): Promise<DataSourceError> {
    const { bytes } = await readAtMost(answer.body, LOGGED_BYTES).catch(() => ({ bytes: Buffer.alloc(0) }));
    const body = bytes.toString('utf8');
    this.options.log?.(`SPARQL endpoint ${this.url} answered ${answer.status}: ${JSON.stringify(body)}`);
    const message = `SPARQL endpoint ${this.url} answered ${answer.status}`;
    return DEADLOCK_VICTIM.test(body) ? new DeadlockVictimError(message) : new DataSourceError(message);
  }

  private connectionFailure(error: Error, signal: AbortSignal): DataSourceError {
    if (signal.aborted) return new DataSourceError(`SPARQL endpoint ${this.url} failed: no answer within ${this.options.timeoutMs} ms`);
    if (error instanceof NotPublicAddressError) {
      return new DataSourceError(`SPARQL endpoint ${this.url} refused: its host name resolves to a private or local address`);
    }
    return new DataSourceError(`SPARQL endpoint ${this.url} failed: ${error.message}`);
  }
}
