/**
 * What a flood of costly dataCubesObservations requests costs everyone else (issue 31, 1), on the
 * server started as `npm start` does with the shared cubes and the settings' defaults. Four
 * clients, each from its own loopback address, send 60 requests in 30 s (one every 500 ms, at most
 * 4 of their own unanswered at once), while another client sends a trivial request (GET
 * /api/data/sources) every 100 ms: its p50/p95/max, the server's resident memory (all threads)
 * before, at its peak and after, and what the flooding clients were answered.
 * - duplicates: each request names the whole cube 20 times (column form, as the web app asks);
 * - whole cube: each request names it once, in the row form (40 MB, the largest answer allowed).
 * Each request lists another set of the cube's components (all but one, rotated), so that no answer
 * is cached: an attacker's requests differ.
 * Run: npm run bench:observation-flood   (CODE_DIR=<another checkout> measures its server instead;
 * PORT=3919)
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { callFrom, rssMb, sleep, type Outcome } from './client-request';
import { percentile, round } from './stats';

const CODE_DIR = process.env.CODE_DIR ?? new URL('..', import.meta.url).pathname;
const SHARED = new URL('../../shared/data/cubes/', import.meta.url).pathname;
const PORT = Number(process.env.PORT ?? 3919);
const CUBE = 'https://ld.admin.ch/cube/fso/px-x-0703010000_103/2';
const TRIVIAL_CLIENT = '127.0.0.1';
const FLOODERS = ['127.0.0.2', '127.0.0.3', '127.0.0.4', '127.0.0.5'];

const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  cwd: CODE_DIR,
  env: { ...process.env, PORT: String(PORT), DATA_DIR: SHARED, STATE_DIR: mkdtempSync(join(tmpdir(), 'flood-')), LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'pipe'],
});
let serverErrors = '';
server.stderr!.on('data', (chunk: Buffer) => (serverErrors += chunk));
const serverRss = () => rssMb(server.pid!);

/** A request from a client address, a body as JSON. */
const call = (path: string, from: string, body?: unknown) =>
  callFrom(PORT, path, {
    from,
    body: body === undefined ? undefined : JSON.stringify(body),
    type: 'application/json',
    headers: { 'accept-encoding': 'gzip, br' },
  });
const observations = (from: string, variables: object) =>
  call('/api/data/dataCubesObservations', from, { sourceType: 'sparql', sourceUrl: '/api/sparql', locale: 'de', ...variables });

const tally = (outcomes: Outcome[]) => {
  const counts = new Map<string, number>();
  for (const { status } of outcomes) counts.set(String(status), (counts.get(String(status)) ?? 0) + 1);
  return [...counts].map(([status, n]) => `${status}: ${n}`).join(', ');
};

/** Trivial requests one after another, 100 ms apart, until `done` settles. */
const trivialDuring = async (done: Promise<unknown>) => {
  let over = false;
  void done.then(() => (over = true));
  const ms: number[] = [];
  while (!over) {
    ms.push((await call('/api/data/sources', TRIVIAL_CLIENT)).ms);
    await sleep(100);
  }
  return `${ms.length} trivial requests: p50 ${round(percentile(ms, 50))} ms, p95 ${round(percentile(ms, 95))} ms, max ${round(Math.max(...ms))} ms`;
};

/** One flooding client: 60 requests, one every 500 ms, at most 4 unanswered; stops sending after 30 s. */
const flood = async (from: string, variables: (n: number) => object) => {
  const sent: Promise<Outcome>[] = [];
  let open = 0;
  const started = performance.now();
  for (let n = 0; n < 60 && performance.now() - started < 30_000; n++) {
    while (open >= 4) await sleep(20);
    open++;
    sent.push(observations(from, variables(n)).finally(() => open--));
    await sleep(500);
  }
  return Promise.all(sent);
};

const phase = async (label: string, variables: (componentIds: string[]) => object, componentIds: string[]) => {
  const before = serverRss();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, serverRss())), 50);
  // Another list of components per request and client (all but one, rotated): no two requests share an answer.
  const rotated = (n: number, c: number) => {
    const key = n * FLOODERS.length + c;
    const others = componentIds.filter((_, i) => i !== Math.floor(key / componentIds.length) % componentIds.length);
    const shift = key % others.length;
    return [...others.slice(shift), ...others.slice(0, shift)];
  };
  const floods = Promise.all(FLOODERS.map((from, c) => flood(from, (n) => variables(rotated(n, c)))));
  const trivial = await trivialDuring(floods);
  const outcomes = (await floods).flat();
  clearInterval(sampler);
  await sleep(2_000);
  const ms = outcomes.map((o) => o.ms);
  console.log(
    `${label}: ${outcomes.length} requests from ${FLOODERS.length} clients (${tally(outcomes)}), answered in p50 ${round(percentile(ms, 50))} ms, max ${round(Math.max(...ms))} ms`,
  );
  console.log(`  ${trivial}`);
  console.log(`  server RSS ${round(before)} MB before, ${round(peak)} MB at its peak, ${round(serverRss())} MB 2 s after`);
};

try {
  for (let started = performance.now(); (await call('/api/data/sources', TRIVIAL_CLIENT)).status !== 200;) {
    if (server.exitCode !== null || performance.now() - started > 300_000) throw new Error(`the server did not start within 300 s:\n${serverErrors}`);
    await sleep(200);
  }
  await sleep(5_000);
  console.log(`server of ${CODE_DIR}`);
  console.log(`idle: ${await trivialDuring(sleep(3_000))}, server RSS ${round(serverRss())} MB`);
  const all = await fetch(`http://127.0.0.1:${PORT}/api/data/dataCubesComponents`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ sourceType: 'sparql', sourceUrl: '/api/sparql', locale: 'de', cubeFilters: [{ iri: CUBE }] }),
  }).then((r) => (r.ok ? r.json() : Promise.reject(new Error(`dataCubesComponents answered ${r.status}`))));
  const { dimensions, measures } = all.data.dataCubesComponents as { dimensions: { id: string }[]; measures: { id: string }[] };
  const ids = [...dimensions, ...measures].map((c) => c.id);
  await phase(
    'duplicates (20 copies of the cube, column form)',
    (componentIds) => ({ format: 'columns', cubeFilters: Array(20).fill({ iri: CUBE, componentIds }) }),
    ids,
  );
  await phase('whole cube once (row form)', (componentIds) => ({ cubeFilters: [{ iri: CUBE, componentIds }] }), ids);
} finally {
  server.kill('SIGKILL');
}
