/**
 * The data sources a request may name: the embedded store (served as this server's own
 * /api/sparql endpoint) and the remote SPARQL endpoints on the allow-list. Nothing else is queried.
 */
import { badRequest } from '../errors';
import { RemoteSparqlClient, type RemoteOptions, type SparqlClient } from './sparql';

/** The embedded store's source URL: its own SPARQL endpoint on this origin. */
export const EMBEDDED_SOURCE_URL = '/api/sparql';

export type DataSourceInfo = { type: 'sparql'; url: string; label: string };

export type DataSourcesOptions = {
  embedded?: SparqlClient;
  /** Allowed remote endpoints (SPARQL_ENDPOINTS). */
  endpoints: string[];
  /** The default source's URL (SPARQL_ENDPOINT); the embedded store when absent. */
  defaultUrl?: string;
  remote: RemoteOptions;
};

const hostLabel = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

export class DataSources {
  private readonly clients = new Map<string, SparqlClient>();
  readonly defaultUrl: string;

  constructor(options: DataSourcesOptions) {
    if (options.embedded) this.clients.set(EMBEDDED_SOURCE_URL, options.embedded);
    for (const url of options.endpoints) this.clients.set(url, new RemoteSparqlClient(url, options.remote, options.endpoints));
    this.defaultUrl = options.defaultUrl ?? EMBEDDED_SOURCE_URL;
    if (!this.clients.has(this.defaultUrl)) throw new Error(`The default data source ${this.defaultUrl} is not configured`);
  }

  /** The sources that may be used, the default first. */
  list(): DataSourceInfo[] {
    const urls = [this.defaultUrl, ...[...this.clients.keys()].filter((url) => url !== this.defaultUrl)];
    return urls.map((url) => ({
      type: 'sparql',
      url,
      label: url === EMBEDDED_SOURCE_URL ? 'Bundled catalogue (embedded)' : hostLabel(url),
    }));
  }

  /**
   * The client for a request's source; an unknown type or a URL off the allow-list is a 400. The
   * message points to the list of sources instead of printing it into every refusal.
   */
  resolve(sourceType: string, sourceUrl: string): SparqlClient {
    if (sourceType !== 'sparql') throw badRequest(`Unsupported sourceType "${sourceType}": only "sparql" is served`);
    const client = this.clients.get(sourceUrl);
    if (!client) throw badRequest(`Data source ${sourceUrl} is not allowed: GET /api/data/sources lists the sources a request may name`);
    return client;
  }
}
