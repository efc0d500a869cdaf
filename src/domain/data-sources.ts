/**
 * Data source addresses. The production tool names each LINDAS environment by several addresses:
 * cached and uncached, today's admin.ch hosts and the older cluster hosts its configs still carry
 * (its 3.2.1 step wrote https://lindas-cached.cluster.ldbar.ch/query into every config that had
 * none). Addresses of one environment are aliases of one source: a server that serves one of
 * them serves the environment, and a config naming any of them reads from it. Environments never
 * stand in for each other: an integration config is not answered from production.
 */

export type LindasEnvironment = 'prod' | 'int' | 'test';

/** Every address of each environment; the name is how a visitor's sentence calls it. */
export const LINDAS_ENVIRONMENTS: Record<LindasEnvironment, { name: string; urls: readonly string[] }> = {
  prod: {
    name: 'LINDAS',
    urls: [
      'https://lindas.admin.ch/query',
      'https://cached.lindas.admin.ch/query',
      'https://lindas-cached.cluster.ldbar.ch/query',
      'https://lindas.cz-aws.net/query',
      'https://old.ld.ldbar.ch/query',
    ],
  },
  int: {
    name: 'LINDAS INT',
    urls: [
      'https://int.lindas.admin.ch/query',
      'https://cached.int.lindas.admin.ch/query',
      'https://int.cached.lindas.admin.ch/query',
      'https://lindas-cached.int.cluster.ldbar.ch/query',
      'https://lindas-cached.int.cz-aws.net/query',
      'https://lindas.int.cz-aws.net/query',
      'https://old.int.ld.ldbar.ch/query',
    ],
  },
  test: {
    name: 'LINDAS TEST',
    urls: [
      'https://test.lindas.admin.ch/query',
      'https://cached.test.lindas.admin.ch/query',
      'https://test.cached.lindas.admin.ch/query',
      'https://lindas-cached.test.cluster.ldbar.ch/query',
      'https://lindas-cached.test.cz-aws.net/query',
      'https://lindas.test.cz-aws.net/query',
      'https://old.test.ld.ldbar.ch/query',
    ],
  },
};

/** One spelling per address: host in lower case, no default port, no trailing slash; anything not a URL as it is. */
const normalise = (url: string) => {
  try {
    return new URL(url).href.replace(/\/$/, '');
  } catch {
    return url;
  }
};

const ENVIRONMENT_BY_URL = new Map(
  Object.entries(LINDAS_ENVIRONMENTS).flatMap(([environment, { urls }]) => urls.map((url) => [normalise(url), environment as LindasEnvironment] as const)),
);

/** The LINDAS environment an address belongs to; undefined for any other source. */
export const lindasEnvironmentOf = (url: string): LindasEnvironment | undefined => ENVIRONMENT_BY_URL.get(normalise(url));

/**
 * The served source a config's source reads from: the address itself when it is served, else the
 * first served address of its LINDAS environment; undefined when the source is not served here.
 * `served` lists the server's sources, the default first (GET /api/data/sources).
 */
export const servedSourceUrl = (url: string, served: readonly string[]): string | undefined => {
  const wanted = normalise(url);
  const same = served.find((s) => normalise(s) === wanted);
  if (same !== undefined) return same;
  const environment = lindasEnvironmentOf(url);
  return environment && served.find((s) => lindasEnvironmentOf(s) === environment);
};

/** A source as a visitor's sentence names it: "LINDAS (https://…)" for a LINDAS address, the address alone otherwise. */
export const sourceDisplayName = (url: string): string => {
  const environment = lindasEnvironmentOf(url);
  return environment ? `${LINDAS_ENVIRONMENTS[environment].name} (${url})` : url;
};
