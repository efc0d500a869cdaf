/**
 * The data API on a remote endpoint against the production tool (issues 14 and 32): cold, first-call
 * and warm timings and the SPARQL requests of each query, on forestry v1, v2 and NFI, with Virtuoso
 * holding the shared cubes (eval "$(bash .ci/virtuoso.sh)" sets TEST_VIRTUOSO_ENDPOINT).
 *
 *   cold        Cache-Control: no-cache: no cached answer, no cached SPARQL result is read
 *   first call  a fresh server on the same STATE_DIR (what survives a restart), one call
 *   warm        the same call again, answered from the caches
 *   requests    SPARQL requests of one cold call, counted where the remote client sends them
 *   rounds      of those requests, the longest chain each sent after the one before it was answered
 *
 * The production tool's numbers (its data layer on the same Virtuoso, cold) are those of issue 32
 * item 7 (components, preview, possibleFilters; issue 14 for the others, without forestry v1); the
 * speed-up goal there is 3×. `before` is cubeviz before preview and possibleFilters were asked in
 * fewer rounds (BEFORE).
 * Run: npm run bench:remote (RUNS=n cold/warm runs, 10 by default; whole cubes RUNS_LARGE, 3; QUERIES=preview,… only those).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/server/app';
import { DataSources } from '../src/server/data/sources';
import { recordSparqlRequests } from '../tests/support/sparql-requests';
import { median, round, timeRuns } from './stats';

const endpoint = process.env.TEST_VIRTUOSO_ENDPOINT;
if (!endpoint) throw new Error('Set TEST_VIRTUOSO_ENDPOINT: eval "$(bash .ci/virtuoso.sh)"');
const RUNS = Number(process.env.RUNS ?? 10);
const RUNS_LARGE = Number(process.env.RUNS_LARGE ?? 3);
const QUERIES = process.env.QUERIES?.split(',');

const FORESTRY_V1 = 'https://ld.admin.ch/cube/fso/px-x-0703010000_103/1';
const FORESTRY = 'https://ld.admin.ch/cube/fso/px-x-0703010000_103/2';
const NFI = 'https://environment.ld.admin.ch/foen/nfi/49-19-None-None-44/cube/1';

/** The production tool, cold, per query: ms on [forestry v1, forestry v2, NFI] and its SPARQL requests (issue 32 item 7; issue 14). */
const TOOL: Record<string, { ms: [number, number, number]; requests: number }> = {
  components: { ms: [115, 96, 57], requests: 6 },
  preview: { ms: [113, 86, 15], requests: 2 },
  possibleFilters: { ms: [24, 27, 18], requests: 4 },
  observations: { ms: [NaN, 13_600, 215], requests: 5 },
  metadata: { ms: [NaN, 12, 17], requests: 2 },
};

/**
 * cubeviz before, cold: [ms, requests, rounds] per cube as in `cubes` (forestry v1, v2, NFI): commit
 * 6c179e2, medians of three RUNS=9 runs taken in turn with this one's (2026-11-26, load average ~3.6
 * on 2 cores shared).
 */
const BEFORE: Record<string, [number, number, number][]> = {
  components: [
    [37.4, 5, 2],
    [35, 5, 2],
    [15.8, 4, 2],
  ],
  preview: [
    [46, 6, 2],
    [52.7, 6, 3],
    [23.6, 5, 2],
  ],
  possibleFilters: [
    [39.7, 10, 3],
    [42.7, 10, 3],
    [31.2, 12, 4],
  ],
};

/**
 * Counts the queries the remote client sends, and their rounds. Not a proxy in front of the
 * endpoint: one in this process parsed and forwarded every request on the server's own event
 * loop, a cost the server does not have in production.
 */
const recorder = recordSparqlRequests();

const STATE_DIR = mkdtempSync(join(tmpdir(), 'bench-remote-'));

/** The app on the remote endpoint alone (no embedded store), as a fresh server on STATE_DIR. */
const start = async () => {
  const sources = new DataSources({
    endpoints: [endpoint],
    defaultUrl: endpoint,
    remote: { timeoutMs: 120_000, maxBytes: 256 * 1024 * 1024 },
  });
  // Every cold run bypasses the caches from this one client, faster than the API rate limit.
  const app = await buildApp({ sources, cubeCacheDir: join(STATE_DIR, 'cubes'), settings: { STATE_DIR, NO_CACHE_BUDGET: 1e9, RATE_LIMIT_MAX: 0 } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const post = async (query: string, variables: object, cold: boolean) => {
    const response = await fetch(`${url}/api/data/${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cold && { 'cache-control': 'no-cache' }) },
      body: JSON.stringify({ sourceType: 'sparql', sourceUrl: endpoint, locale: 'de', ...variables }),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${query}: ${response.status} ${text.slice(0, 300)}`);
    return JSON.parse(text).data[query];
  };
  return { app, post };
};

type Case = { name: string; query: string; variables: object; large?: boolean };

/** The calls of a chart's first view; possibleFilters as the configurator asks it: every key dimension on its first value. */
const casesOf = async (iri: string, post: Awaited<ReturnType<typeof start>>['post']): Promise<Case[]> => {
  const { dimensions } = await post('dataCubesComponents', { cubeFilters: [{ iri }] }, false);
  const keys = dimensions.filter((d: { isKeyDimension: boolean; values: unknown[] }) => d.isKeyDimension && d.values.length);
  const filters = Object.fromEntries(keys.map((d: { id: string; values: { value: string }[] }) => [d.id, { type: 'single', value: d.values[0].value }]));
  const cases: Case[] = [
    { name: 'components', query: 'dataCubesComponents', variables: { cubeFilters: [{ iri }] } },
    { name: 'preview', query: 'dataCubePreview', variables: { cubeFilter: { iri } } },
    { name: 'possibleFilters', query: 'possibleFilters', variables: { cubeIri: iri, filters } },
    { name: 'observations', query: 'dataCubesObservations', variables: { cubeFilters: [{ iri }] }, large: true },
    { name: 'metadata', query: 'dataCubesMetadata', variables: { cubeFilters: [{ iri }] } },
  ];
  return cases.filter((c) => !QUERIES || QUERIES.includes(c.name));
};

type Row = { cold: number; first: number; warm: number; requests: number; rounds: number };
const results = new Map<string, Row>();
const key = (name: string, cube: string) => `${name} ${cube}`;

const cubes: [string, string][] = [
  ['forestry v1', FORESTRY_V1],
  ['forestry v2', FORESTRY],
  ['NFI', NFI],
];
const casesByCube = new Map<string, Case[]>();
{
  const { app, post } = await start();
  for (const [label, iri] of cubes) {
    const cases = await casesOf(iri, post);
    casesByCube.set(label, cases);
    for (const c of cases) {
      const runs = c.large ? RUNS_LARGE : RUNS;
      recorder.take();
      await post(c.query, c.variables, true);
      const counted = recorder.take();
      const cold = median(await timeRuns(runs, () => post(c.query, c.variables, true)));
      results.set(key(c.name, label), { cold, first: NaN, warm: NaN, ...counted });
    }
  }
  await app.close();
}
// First call after a restart, then warm on that server: one fresh server per call.
for (const [label] of cubes) {
  for (const c of casesByCube.get(label)!) {
    const { app, post } = await start();
    const started = performance.now();
    await post(c.query, c.variables, false);
    const first = performance.now() - started;
    const warm = median(await timeRuns(c.large ? RUNS_LARGE : RUNS, () => post(c.query, c.variables, false)));
    Object.assign(results.get(key(c.name, label))!, { first, warm });
    await app.close();
  }
}

console.log(`Remote endpoint ${endpoint}; medians of ${RUNS} runs (whole cubes ${RUNS_LARGE}); ms`);
console.log(
  'query | cube | tool cold | before cold | cubeviz cold | speed-up vs tool (before → now) | first call | warm | requests tool / before → now | rounds before → now',
);
const times = (tool: number, ms: number) => (Number.isFinite(tool) && ms ? `${round(tool / ms)}×` : '–');
for (const name of Object.keys(TOOL).filter((name) => !QUERIES || QUERIES.includes(name))) {
  cubes.forEach(([label], i) => {
    const row = results.get(key(name, label))!;
    const tool = TOOL[name].ms[i];
    const [ms, requests, rounds] = BEFORE[name]?.[i] ?? [NaN, NaN, NaN];
    const before = (value: number) => (Number.isFinite(value) ? `${value} → ` : '');
    console.log(
      [
        name,
        label,
        Number.isFinite(tool) ? tool : '–',
        Number.isFinite(ms) ? ms : '–',
        round(row.cold),
        `${Number.isFinite(ms) ? `${times(tool, ms)} → ` : ''}${times(tool, row.cold)}`,
        round(row.first),
        round(row.warm),
        `${TOOL[name].requests} / ${before(requests)}${row.requests}`,
        `${before(rounds)}${row.rounds}`,
      ].join(' | '),
    );
  });
}
