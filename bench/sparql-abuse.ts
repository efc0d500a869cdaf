/**
 * What expensive /api/sparql queries cost everyone else, on the server started as `npm start` does
 * with the shared cubes: how long an unrelated request waits while the worst query runs (a
 * cartesian product, its client giving up after 5 s; the wait is cut at 90 s), and the server's
 * memory while three clients ask `SELECT * { ?s ?p ?o }` at once. Memory is the process's resident set (all threads),
 * sampled every 20 ms. Run: npx tsx bench/sparql-abuse.ts
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { round } from './stats';

const SHARED = new URL('../../shared/data/cubes/', import.meta.url).pathname;
const PORT = 3918;
const url = `http://127.0.0.1:${PORT}`;

const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  env: { ...process.env, PORT: String(PORT), DATA_DIR: SHARED, STATE_DIR: mkdtempSync(join(tmpdir(), 'abuse-')), LOG_LEVEL: 'warn' },
  stdio: 'ignore',
});
const rssMb = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))![1]) / 1024;

const timed = async (work: () => Promise<unknown>) => {
  const started = performance.now();
  const outcome = await work().then(
    (value) => value,
    (error: Error) => error.name,
  );
  return { ms: round(performance.now() - started), outcome };
};
const sparql = (query: string, signal?: AbortSignal) =>
  fetch(`${url}/api/sparql`, { method: 'POST', body: new URLSearchParams({ query }), signal }).then(
    async (r) => `${r.status} (${(await r.arrayBuffer()).byteLength} bytes)`,
  );
const sources = (signal?: AbortSignal) => fetch(`${url}/api/data/sources`, { signal }).then((r) => r.status);

try {
  for (let started = performance.now(); !(await sources().catch(() => 0));) {
    if (performance.now() - started > 120_000) throw new Error('the server did not start within 120 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await new Promise((resolve) => setTimeout(resolve, 3_000)); // every worker loaded
  console.log(`idle: ${round(rssMb())} MB resident`);

  let peak = rssMb();
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 20);
  const three = await Promise.all([1, 2, 3].map(() => timed(() => sparql('SELECT * { ?s ?p ?o }'))));
  clearInterval(sampler);
  console.log(`three concurrent SELECT *: ${JSON.stringify(three)}`);
  console.log(`peak ${round(peak)} MB resident, ${round(rssMb())} MB after`);
  const cartesian = 'SELECT (COUNT(*) AS ?n) WHERE { ?a ?b ?c . ?d ?e ?f . ?g ?h ?i }';
  const worst = timed(() => sparql(cartesian, AbortSignal.timeout(5_000)));
  await new Promise((resolve) => setTimeout(resolve, 500));
  const unrelated = await timed(() => sources(AbortSignal.timeout(90_000)));
  console.log(`cartesian product, client gives up after 5 s: ${JSON.stringify(await worst)}`);
  console.log(`GET /api/data/sources sent 0.5 s into it waited ${unrelated.ms} ms (${unrelated.outcome})`);
  const after = await timed(() => sparql('SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o }'));
  console.log(`next /api/sparql query after the client gave up: ${after.ms} ms (${after.outcome})`);
} finally {
  server.kill('SIGKILL');
}
