import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LINDAS_ENVIRONMENTS, lindasEnvironmentOf, servedSourceUrl, sourceDisplayName } from './data-sources';
import { DEFAULT_DATA_SOURCE_URL, LEGACY_DATA_SOURCE_URL } from './config/migrations/state';

const PROD = 'https://lindas.admin.ch/query';
const PROD_CACHED = 'https://cached.lindas.admin.ch/query';
const INT = 'https://int.lindas.admin.ch/query';
const TEST = 'https://test.lindas.admin.ch/query';

describe('LINDAS environments', () => {
  it('name every address once, in one environment', () => {
    const all = Object.values(LINDAS_ENVIRONMENTS).flatMap((e) => e.urls);
    expect(new Set(all).size).toBe(all.length);
    for (const [environment, { urls }] of Object.entries(LINDAS_ENVIRONMENTS)) for (const url of urls) expect(lindasEnvironmentOf(url)).toBe(environment);
  });

  it('hold the old default the 3.2.1 step replaces and the default it writes, both production', () => {
    expect(lindasEnvironmentOf(LEGACY_DATA_SOURCE_URL)).toBe('prod');
    expect(lindasEnvironmentOf(DEFAULT_DATA_SOURCE_URL)).toBe('prod');
  });

  it('know the source of every real config of the production tool among the migration fixtures', () => {
    const dir = new URL('./config/migrations/fixtures/', import.meta.url);
    const urls = readdirSync(dir)
      .map((name) => JSON.parse(readFileSync(new URL(name, dir), 'utf8')).dataSource?.url as string | undefined)
      .filter((url): url is string => !!url && url.startsWith('https://'));
    expect(urls.length).toBeGreaterThan(5);
    for (const url of urls) expect(lindasEnvironmentOf(url), url).toBe('prod');
  });

  it('read an address whatever the case of its host and a trailing slash; other sources belong to none', () => {
    expect(lindasEnvironmentOf('https://Cached.INT.lindas.admin.ch/query/')).toBe('int');
    expect(lindasEnvironmentOf('https://lindas-cached.test.cluster.ldbar.ch/query')).toBe('test');
    expect(lindasEnvironmentOf('http://lindas.admin.ch/query')).toBeUndefined();
    expect(lindasEnvironmentOf('https://lindas.admin.ch/sparql')).toBeUndefined();
    expect(lindasEnvironmentOf('/api/sparql')).toBeUndefined();
    expect(lindasEnvironmentOf('not a url')).toBeUndefined();
  });
});

describe('servedSourceUrl', () => {
  it('answers a served address itself', () => {
    expect(servedSourceUrl('/api/sparql', ['/api/sparql'])).toBe('/api/sparql');
    expect(servedSourceUrl(PROD_CACHED, ['/api/sparql', PROD, PROD_CACHED])).toBe(PROD_CACHED);
    expect(servedSourceUrl('https://example.org/sparql/', ['https://example.org/sparql'])).toBe('https://example.org/sparql');
  });

  it('reads every address of an environment from the served address of that environment, the first listed', () => {
    for (const url of LINDAS_ENVIRONMENTS.prod.urls) expect(servedSourceUrl(url, ['/api/sparql', PROD_CACHED, INT])).toBe(PROD_CACHED);
    for (const url of LINDAS_ENVIRONMENTS.int.urls) expect(servedSourceUrl(url, [PROD, INT])).toBe(INT);
    // A served alias is read from itself.
    expect(servedSourceUrl('https://lindas-cached.int.cz-aws.net/query', [INT, 'https://lindas-cached.int.cz-aws.net/query'])).toBe(
      'https://lindas-cached.int.cz-aws.net/query',
    );
    expect(servedSourceUrl('https://lindas-cached.int.cluster.ldbar.ch/query', [TEST, 'https://cached.int.lindas.admin.ch/query'])).toBe(
      'https://cached.int.lindas.admin.ch/query',
    );
  });

  it('never reads one environment from another, nor LINDAS from the embedded store', () => {
    expect(servedSourceUrl('https://lindas-cached.int.cluster.ldbar.ch/query', ['/api/sparql', PROD, PROD_CACHED])).toBeUndefined();
    expect(servedSourceUrl(PROD_CACHED, [INT, TEST])).toBeUndefined();
    expect(servedSourceUrl(PROD, ['/api/sparql'])).toBeUndefined();
    expect(servedSourceUrl('https://example.org/sparql', [PROD])).toBeUndefined();
  });
});

describe('sourceDisplayName', () => {
  it('calls a LINDAS address by its environment, any other source by its address', () => {
    expect(sourceDisplayName(PROD_CACHED)).toBe(`LINDAS (${PROD_CACHED})`);
    expect(sourceDisplayName('https://lindas-cached.int.cluster.ldbar.ch/query')).toBe('LINDAS INT (https://lindas-cached.int.cluster.ldbar.ch/query)');
    expect(sourceDisplayName('https://example.org/sparql')).toBe('https://example.org/sparql');
  });
});
