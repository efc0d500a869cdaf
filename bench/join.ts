/**
 * Time to join two whole cubes on the server (issue 21): the forest enterprises cube in its two
 * versions (12,960 and 14,256 observations, ../shared/data/cubes) joined on their four key
 * dimensions (year, forest zone, canton, size class), through HTTP on the real app as the chart
 * of two datasets asks it: dataCubesComponents of the pair, then dataCubesObservations of the
 * pair, whole (no filter), in the compact columns form the web app asks for and in rows; and
 * each cube alone, for comparison.
 * Cold: Cache-Control: no-cache (no cached answer, every SPARQL query runs); warm: answered from
 * the caches. On the embedded store, and on Virtuoso when TEST_VIRTUOSO_ENDPOINT is set
 * (eval "$(bash .ci/virtuoso.sh)"). Median and p95 of RUNS runs (default 5), in ms.
 * Run: npm run bench:join
 */
import { existsSync } from 'node:fs';
import { benchSources, SHARED, startSharedCubesApp } from './shared-cubes-app';
import { median, percentile, round, timeRuns } from './stats';

const RUNS = Number(process.env.RUNS ?? 5);
const FORESTRY = 'https://ld.admin.ch/cube/fso/px-x-0703010000_103';
const KEYS = ['jahr', 'forstzone', 'kanton', 'groessenklasse'].map((path) => `${FORESTRY}___${FORESTRY}/${path}`);
const cubeFilters = [1, 2].map((version) => ({ iri: `${FORESTRY}/${version}`, joinBy: KEYS }));

if (!existsSync(SHARED)) {
  console.error(`No shared cubes at ${SHARED}: the join bench needs the two forestry cubes.`);
  process.exit(1);
}

const { app, url } = await startSharedCubesApp();

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

console.log(`Join of ${cubeFilters.map((c) => c.iri.split('/').slice(-2).join('/')).join(' + ')} on ${KEYS.length} key dimensions; ${RUNS} runs each; ms`);
console.log('source | query | cold median | cold p95 | warm median | warm p95 | joined rows | JSON bytes');
for (const [name, sourceUrl] of benchSources) {
  const cases: [string, string, object][] = [
    ['dataCubesComponents', 'dataCubesComponents', { cubeFilters }],
    ['dataCubesObservations (columns)', 'dataCubesObservations', { cubeFilters, format: 'columns' }],
    ['dataCubesObservations (rows)', 'dataCubesObservations', { cubeFilters }],
    // For comparison: each cube alone (the join asks both at once, then merges them).
    ...cubeFilters.map(({ iri }): [string, string, object] => [
      `dataCubesObservations (columns, ${iri.split('/').at(-1) === '1' ? 'v1' : 'v2'} alone)`,
      'dataCubesObservations',
      { cubeFilters: [{ iri }], format: 'columns' },
    ]),
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
