/**
 * SPARQL clients. The embedded Oxigraph store and a remote SPARQL 1.1 endpoint answer through
 * the same interface with the same row shape (that of SPARQL JSON results), so every cube query
 * runs unchanged on both.
 */
import { HttpError } from '../errors';
import type { ObservationTable } from './observation-table';
import { answerText, TSV, type StoreRunner } from './store-query';
import { parseTsvResults } from './tsv';

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

type WireTerm = Omit<SparqlTerm, 'type'> & { type: SparqlTerm['type'] | 'typed-literal' };
type SparqlJson = { head?: unknown; results?: { bindings?: Record<string, WireTerm>[] } };

/** Virtuoso answers literals as `typed-literal`; everything downstream sees plain `literal`. */
const normaliseRows = (json: SparqlJson): SparqlRow[] => {
  const bindings = json?.results?.bindings;
  if (!Array.isArray(bindings)) throw new DataSourceError('Malformed SPARQL answer: no results.bindings');
  for (const row of bindings) {
    for (const term of Object.values(row)) {
      if (term.type === 'typed-literal') term.type = 'literal';
    }
  }
  return bindings as SparqlRow[];
};

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
    return parseTsvResults(answerText(await this.store.run({ query, format: TSV })));
  }
}

export type RemoteOptions = { timeoutMs: number; maxBytes: number };

export class RemoteSparqlClient implements SparqlClient {
  constructor(
    readonly url: string,
    private readonly options: RemoteOptions,
  ) {}

  async select(query: string): Promise<SparqlRow[]> {
    const text = await this.post(query);
    let json: SparqlJson;
    try {
      json = JSON.parse(text);
    } catch {
      throw new DataSourceError(`Malformed answer from ${this.url}: not JSON`);
    }
    return normaliseRows(json);
  }

  /** Form-encoded POST: Virtuoso never answers `application/sparql-query` bodies, LINDAS expects forms. */
  private async post(query: string): Promise<string> {
    let response: Response;
    try {
      response = await fetch(this.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/sparql-results+json',
        },
        body: new URLSearchParams({ query }),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      const reason = (error as Error).name === 'TimeoutError' ? `no answer within ${this.options.timeoutMs} ms` : (error as Error).message;
      throw new DataSourceError(`SPARQL endpoint ${this.url} failed: ${reason}`);
    }
    if (!response.ok) {
      const detail = (await response.text().catch(() => '')).slice(0, 200);
      throw new DataSourceError(`SPARQL endpoint ${this.url} answered ${response.status}: ${detail}`);
    }
    return this.readLimited(response);
  }

  private async readLimited(response: Response): Promise<string> {
    const reader = response.body!.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        size += value.byteLength;
        if (size > this.options.maxBytes) {
          await reader.cancel();
          throw new DataSourceError(`SPARQL endpoint ${this.url} answered more than ${this.options.maxBytes} bytes`);
        }
        chunks.push(value);
      }
    } catch (error) {
      if (error instanceof DataSourceError) throw error;
      throw new DataSourceError(`SPARQL endpoint ${this.url} failed while answering: ${(error as Error).message}`);
    }
    return Buffer.concat(chunks).toString('utf8');
  }
}
