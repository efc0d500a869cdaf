/**
 * The data sources a request may name: the embedded store (served as this server's own
 * /api/sparql endpoint) and the remote SPARQL endpoints on the allow-list, each LINDAS endpoint
 * with the other addresses of its environment (domain/data-sources.ts). Nothing else is queried.
 */
import { lindasEnvironmentOf, LINDAS_ENVIRONMENTS, servedSourceUrl } from '../../domain/data-sources';
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

  /** The URLs of the sources that may be used, the default first. */
  private urls(): string[] {
    return [this.defaultUrl, ...[...this.clients.keys()].filter((url) => url !== this.defaultUrl)];
  }

  /** The sources that may be used, the default first. */
  list(): DataSourceInfo[] {
    return this.urls().map((url) => ({
      type: 'sparql',
      url,
      label: url === EMBEDDED_SOURCE_URL ? 'Bundled catalogue (embedded)' : hostLabel(url),
    }));
  }

  /**
   * The served source a request's source reads from: the URL itself, or the served address of its
   * LINDAS environment. An unknown type or a URL off the allow-list is a 400; the message points to
   * the list of sources instead of printing it into every refusal.
   */
  servedUrl(sourceType: string, sourceUrl: string): string {
    if (sourceType !== 'sparql') throw badRequest(`Unsupported sourceType "${sourceType}": only "sparql" is served`);
    const served = servedSourceUrl(sourceUrl, this.urls());
    if (served === undefined) {
      const environment = lindasEnvironmentOf(sourceUrl);
      const named = environment ? ` (${LINDAS_ENVIRONMENTS[environment].name}, which this server does not serve)` : '';
      throw badRequest(`Data source ${sourceUrl}${named} is not allowed: GET /api/data/sources lists the sources a request may name`);
    }
    return served;
  }

  /** The client for a request's source (see servedUrl). */
  resolve(sourceType: string, sourceUrl: string): SparqlClient {
    return this.clients.get(this.servedUrl(sourceType, sourceUrl))!;
  }
}
