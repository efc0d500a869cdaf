/**
 * Data API timings per query and per cube of ../shared/data/cubes, through HTTP on the real app:
 * median and p95 of 20 runs, cold (Cache-Control: no-cache: no cached answer is used, every SPARQL
 * query runs; the embedded store reads observations from its observation tables) and warm
 * (answered from the caches), on the embedded store and — when TEST_VIRTUOSO_ENDPOINT is set
 * (eval "$(bash .ci/virtuoso.sh)") — on Virtuoso through the remote code path. With the size
 * of the answer: its JSON, and on the wire (gzip when warm, as fetch accepts it). Times run until
 * the client has the answer as text; "warm to headers" is until the response headers arrive (the
 * server's share: a whole cube's 40 MB row form takes the client ~250 ms just to unpack and decode).
 * Run: npx tsx bench/data.ts
 */
import { benchSources, startSharedCubesApp } from './shared-cubes-app';
import { median, percentile, round, timeRuns } from './stats';

const RUNS = Number(process.env.RUNS ?? 20);

const FORESTRY = 'https://ld.admin.ch/cube/fso/px-x-0703010000_103';
const cubes = [`${FORESTRY}/1`, `${FORESTRY}/2`, 'https://environment.ld.admin.ch/foen/nfi/49-19-None-None-44/cube/1'];

const { app, url } = await startSharedCubesApp();

const post = async (sourceUrl: string, query: string, variables: object, cold: boolean) => {
  const started = performance.now();
  const response = await fetch(`${url}/api/data/${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cold && { 'cache-control': 'no-cache' }) },
    body: JSON.stringify({ sourceType: 'sparql', sourceUrl, locale: 'de', ...variables }),
  });
  const headersMs = performance.now() - started;
  const text = await response.text();
  if (!response.ok) throw new Error(`${query}: ${response.status} ${text.slice(0, 200)}`);
  return { json: Buffer.byteLength(text), wire: Number(response.headers.get('content-length')), headersMs };
};

/** A filtered observations call as a chart makes it: every key dimension but one on its first value. */
const chartFilters = async (sourceUrl: string, iri: string) => {
  const response = await fetch(`${url}/api/data/dataCubesComponents`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ sourceType: 'sparql', sourceUrl, locale: 'de', cubeFilters: [{ iri }] }),
  });
  const { dimensions, measures } = (await response.json()).data.dataCubesComponents;
  const keys = dimensions.filter((d: any) => d.isKeyDimension);
  const filters = Object.fromEntries(keys.slice(1).map((d: any) => [d.id, { type: 'single', value: d.values[0].value }]));
  return { iri, filters, componentIds: [keys[0].id, measures[0].id] };
};

/** One line: a call timed cold and warm, with the size of its answer. */
const measure = async (source: string, sourceUrl: string, label: string, cube: string, variables: object) => {
  const query = label.split(' ')[0];
  const cold = await timeRuns(RUNS, () => post(sourceUrl, query, variables, true));
  const warmHeaders: number[] = [];
  const warm = await timeRuns(RUNS, async () => warmHeaders.push((await post(sourceUrl, query, variables, false)).headersMs));
  const size = await post(sourceUrl, query, variables, false);
  const times = [median(cold), percentile(cold, 95), median(warm), percentile(warm, 95), median(warmHeaders)].map(round);
  console.log([source, label, cube, ...times, size.json, size.wire].join(' | '));
};

console.log(`${RUNS} runs each; ms`);
console.log('source | query | cube | cold median | cold p95 | warm median | warm p95 | warm to headers | JSON bytes | warm wire bytes');
for (const [name, sourceUrl] of benchSources) {
  for (const iri of cubes) {
    const cases: [string, object][] = [
      ['dataCubesMetadata', { cubeFilters: [{ iri }] }],
      ['dataCubesComponents', { cubeFilters: [{ iri }] }],
      ['dataCubesObservations (chart)', { cubeFilters: [await chartFilters(sourceUrl, iri)] }],
      ['dataCubesObservations (all)', { cubeFilters: [{ iri }] }],
      ['dataCubesObservations (all, columns)', { cubeFilters: [{ iri }], format: 'columns' }],
      ['dataCubePreview', { cubeFilter: { iri } }],
    ];
    for (const [label, variables] of cases) await measure(name, sourceUrl, label, iri.replace(/^https:\/\/[^/]+\//, ''), variables);
  }
  await measure(name, sourceUrl, 'searchCubes "Wald"', 'all', { query: 'Wald', includeDrafts: true });
}
await app.close();
