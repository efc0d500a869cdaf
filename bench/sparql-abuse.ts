/**
 * What expensive /api/sparql queries cost everyone else, on the server started as `npm start` does
 * with the shared cubes and the settings' defaults (API rate limit off, so that only the endpoint's
 * own rules act). Clients are told apart by their address: each sends from its own loopback
 * address (127.0.0.x), as the server sees them.
 * - The abort loop: one client sends a heavy query every 150 ms and hangs up 150 ms later, for
 *   30 s, while the app's own data queries (dataCubesMetadata with Cache-Control: no-cache, so
 *   that the store answers) run from another address: their p95, the server's CPU seconds, and
 *   what the abusive client was answered.
 * - Four concurrent heavy queries from four clients, then from one client: what each is answered,
 *   and the app's data queries meanwhile.
 * - Memory while three clients ask `SELECT * { ?s ?p ?o }` at once, and how long an unrelated
 *   request waits while a cartesian product runs. Memory is the process's resident set (all
 *   threads), sampled every 20 ms.
 * Run: npm run bench:abuse
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { callFrom, rssMb, sleep, type CallOptions, type Outcome } from './client-request';
import { percentile, round } from './stats';

const SHARED = new URL('../../shared/data/cubes/', import.meta.url).pathname;
const PORT = 3918;
const APP_CLIENT = '127.0.0.1';
const ABUSER = '127.0.0.9';
// Three triples patterns joined with each other: runs into the time limit on any store.
const CARTESIAN = 'SELECT (COUNT(*) AS ?n) WHERE { ?a ?b ?c . ?d ?e ?f . ?g ?h ?i }';
// A join the store answers in a few seconds: heavy, yet within the time limit.
const HEAVY = 'SELECT (COUNT(*) AS ?n) WHERE { ?a ?b ?c . ?c ?e ?f }';

const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  env: {
    ...process.env,
    PORT: String(PORT),
    DATA_DIR: SHARED,
    STATE_DIR: mkdtempSync(join(tmpdir(), 'abuse-')),
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '0',
    NO_CACHE_BUDGET: '1000000000',
  },
  stdio: 'ignore',
});
const serverRss = () => rssMb(server.pid!);
/** User and system CPU time of the server process, all threads, in seconds (clock ticks of 10 ms). */
const cpuSeconds = () => {
  const fields = readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

const call = (path: string, options: CallOptions) => callFrom(PORT, path, options);
const sparql = (query: string, from: string, hangUpMs?: number) =>
  call('/api/sparql', { from, body: new URLSearchParams({ query }).toString(), type: 'application/x-www-form-urlencoded', hangUpMs });
/** One of the app's own data queries, answered by the store (no cached answer). */
const appQuery = () =>
  call('/api/data/dataCubesMetadata', {
    from: APP_CLIENT,
    type: 'application/json',
    headers: { 'cache-control': 'no-cache' },
    body: JSON.stringify({
      sourceType: 'sparql',
      sourceUrl: '/api/sparql',
      locale: 'de',
      cubeFilters: [{ iri: 'https://ld.admin.ch/cube/fso/px-x-0703010000_103/2' }],
    }),
  });
/** The app's data queries one after another (50 ms apart) until `done` settles: p95, worst, failures. */
const appQueriesDuring = async (done: Promise<unknown>) => {
  let over = false;
  void done.then(() => (over = true));
  const outcomes: Outcome[] = [];
  while (!over) {
    outcomes.push(await appQuery());
    await sleep(50);
  }
  const ms = outcomes.map((o) => o.ms);
  return `${outcomes.length} app data queries: median ${round(percentile(ms, 50))} ms, p95 ${round(percentile(ms, 95))} ms, max ${round(Math.max(...ms))} ms, not 200: ${outcomes.filter((o) => o.status !== 200).length}`;
};
const tally = (outcomes: Outcome[]) => {
  const counts = new Map<string, number>();
  for (const { status } of outcomes) counts.set(String(status), (counts.get(String(status)) ?? 0) + 1);
  return [...counts].map(([status, n]) => `${status}: ${n}`).join(', ');
};
const describe = (outcomes: Outcome[]) => outcomes.map((o) => `${o.status} in ${o.ms} ms${o.retryAfter ? ` (Retry-After ${o.retryAfter})` : ''}`).join('; ');

try {
  for (let started = performance.now(); (await call('/api/data/sources', { from: APP_CLIENT })).status !== 200;) {
    if (performance.now() - started > 180_000) throw new Error('the server did not start within 180 s');
    await sleep(200);
  }
  await sleep(10_000); // every worker loaded
  console.log(`idle: ${round(serverRss())} MB resident`);
  console.log(`idle: ${await appQueriesDuring(sleep(5_000))}`);

  // The abort loop.
  const cpuBefore = cpuSeconds();
  const abuse: Outcome[] = [];
  const loop = (async () => {
    for (const started = performance.now(); performance.now() - started < 30_000;) {
      const sent = performance.now();
      abuse.push(await sparql(CARTESIAN, ABUSER, 150));
      await sleep(Math.max(0, 150 - (performance.now() - sent)));
    }
  })();
  const during = await appQueriesDuring(loop);
  const cpu = round(cpuSeconds() - cpuBefore);
  console.log(`abort loop, 30 s: ${abuse.length} heavy queries each abandoned after 150 ms (${tally(abuse)}); server CPU ${cpu} s`);
  console.log(`abort loop: ${during}`);
  const recovery = await sparql('SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o }', '127.0.0.8');
  console.log(`next /api/sparql query of another client after the loop: ${recovery.status} in ${recovery.ms} ms`);
  await sleep(10_000); // workers replaced

  const alone = await sparql(HEAVY, '127.0.0.8');
  console.log(`one heavy query alone: ${describe([alone])}`);
  const fourClients = Promise.all([2, 3, 4, 5].map((i) => sparql(HEAVY, `127.0.0.${i}`)));
  console.log(`four concurrent heavy queries from four clients: ${await appQueriesDuring(fourClients)}`);
  console.log(`  answered: ${describe(await fourClients)}`);
  const oneClient = await Promise.all([1, 2, 3, 4].map(() => sparql(HEAVY, '127.0.0.6')));
  console.log(`four concurrent heavy queries from one client: ${describe(oneClient)}`);

  let peak = serverRss();
  const sampler = setInterval(() => (peak = Math.max(peak, serverRss())), 20);
  const three = await Promise.all([2, 3, 4].map((i) => sparql('SELECT * { ?s ?p ?o }', `127.0.0.${i}`)));
  clearInterval(sampler);
  console.log(`three concurrent SELECT * from three clients: ${describe(three)}`);
  console.log(`peak ${round(peak)} MB resident, ${round(serverRss())} MB after`);
  const worst = sparql(CARTESIAN, '127.0.0.7', 5_000);
  await sleep(500);
  const unrelated = await call('/api/data/sources', { from: APP_CLIENT });
  console.log(`cartesian product, client gives up after 5 s: ${describe([await worst])}`);
  console.log(`GET /api/data/sources sent 0.5 s into it: ${describe([unrelated])}`);
  const after = await sparql('SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o }', '127.0.0.8');
  console.log(`next /api/sparql query of another client after that one gave up: ${describe([after])}`);
} finally {
  server.kill('SIGKILL');
}
