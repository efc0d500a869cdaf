/**
 * Time to join two whole cubes on the server (issue 21): the forest enterprises cube in its two
 * versions (12,960 and 14,256 observations, ../shared/data/cubes) joined on their four key
 * dimensions (year, forest zone, canton, size class), through HTTP on the real app as the chart
 * of two datasets asks it: dataCubesComponents of the pair, then dataCubesObservations of the
 * pair, whole (no filter), in the compact columns form the web app asks for and in rows.
 * Cold: Cache-Control: no-cache (no cached answer, every SPARQL query runs); warm: answered from
 * the caches. On the embedded store, and on Virtuoso when TEST_VIRTUOSO_ENDPOINT is set
 * (eval "$(bash .ci/virtuoso.sh)"). Median and p95 of RUNS runs (default 5), in ms.
 * Run: npm run bench:join
 */
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readSettings } from '../src/server/settings';
import { startApp } from '../src/server/start';
import { median, percentile, round, timeRuns } from './stats';

const SHARED = new URL('../../shared/data/cubes/', import.meta.url).pathname;
const RUNS = Number(process.env.RUNS ?? 5);
const virtuoso = process.env.TEST_VIRTUOSO_ENDPOINT;
const FORESTRY = 'https://ld.admin.ch/cube/fso/px-x-0703010000_103';
const KEYS = ['jahr', 'forstzone', 'kanton', 'groessenklasse'].map((path) => `${FORESTRY}___${FORESTRY}/${path}`);
const cubeFilters = [1, 2].map((version) => ({ iri: `${FORESTRY}/${version}`, joinBy: KEYS }));

if (!existsSync(SHARED)) {
  console.error(`No shared cubes at ${SHARED}: the join bench needs the two forestry cubes.`);
  process.exit(1);
}

const settings = readSettings({
  PORT: '0',
  DATA_DIR: SHARED,
  STATE_DIR: mkdtempSync(join(tmpdir(), 'bench-join-')),
  LOG_LEVEL: 'silent',
  SPARQL_TIMEOUT_MS: '120000',
  // Every cold run bypasses the caches, all from this one client, faster than the API rate limit.
  NO_CACHE_BUDGET: '1000000000',
  RATE_LIMIT_MAX: '0',
  ...(virtuoso && { SPARQL_ENDPOINTS: virtuoso }),
});
const { app } = await startApp(settings);
const address = app.server.address();
const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

/** One call; returns the answer's data (throws on an error answer). */
const post = async (sourceUrl: string, query: string, variables: object, cold: boolean) => {
  const response = await fetch(`${url}/api/data/${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cold && { 'cache-control': 'no-cache' }) },
    body: JSON.stringify({ sourceType: 'sparql', sourceUrl, locale: 'de', ...variables }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${query}: ${response.status} ${text.slice(0, 300)}`);
  return { data: JSON.parse(text).data[query], bytes: Buffer.byteLength(text) };
};

/** Rows of an observations answer: an array (rows) or the columns form, both with a length. */
const rowCount = (answer: { data: { length: number } }) => answer.data.length;

const sources: [string, string][] = [['embedded', '/api/sparql'], ...(virtuoso ? ([['virtuoso', virtuoso]] as [string, string][]) : [])];
console.log(`Join of ${cubeFilters.map((c) => c.iri.split('/').slice(-2).join('/')).join(' + ')} on ${KEYS.length} key dimensions; ${RUNS} runs each; ms`);
console.log('source | query | cold median | cold p95 | warm median | warm p95 | joined rows | JSON bytes');
for (const [name, sourceUrl] of sources) {
  const cases: [string, string, object][] = [
    ['dataCubesComponents', 'dataCubesComponents', { cubeFilters }],
    ['dataCubesObservations (columns)', 'dataCubesObservations', { cubeFilters, format: 'columns' }],
    ['dataCubesObservations (rows)', 'dataCubesObservations', { cubeFilters }],
  ];
  for (const [label, query, variables] of cases) {
    const cold = await timeRuns(RUNS, () => post(sourceUrl, query, variables, true));
    const warm = await timeRuns(RUNS, () => post(sourceUrl, query, variables, false));
    const { data, bytes } = await post(sourceUrl, query, variables, false);
    const rows = query === 'dataCubesObservations' ? rowCount(data) : '';
    console.log([name, label, ...[median(cold), percentile(cold, 95), median(warm), percentile(warm, 95)].map(round), rows, bytes].join(' | '));
  }
}
await app.close();
