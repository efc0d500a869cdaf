/**
 * Load: 50 concurrent connections on dataCubesObservations for 30 s (autocannon, loopback only,
 * bounded in time) against `npm start` with the shared cubes loaded, twice: plain requests, then
 * every request with `Cache-Control: no-cache` (a client trying to bypass the caches). Prints
 * latency p50/p95/p99, throughput and errors per run. The rate limit is off (RATE_LIMIT_MAX=0
 * unless set): all connections come from one address, and the server's own speed is measured.
 * Run: npx tsx bench/load.ts   (DURATION=30 CONNECTIONS=50 PORT=3918)
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { percentile, round } from './stats';

const PORT = Number(process.env.PORT ?? 3918);
const SHARED = new URL('../../shared/data/cubes/', import.meta.url).pathname;
const DURATION = Number(process.env.DURATION ?? 30);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const CUBE = 'https://ld.admin.ch/cube/fso/px-x-0703010000_103/2';
const UNVERSIONED = 'https://ld.admin.ch/cube/fso/px-x-0703010000_103';
const id = (path: string) => `${UNVERSIONED}___${UNVERSIONED}/${path}`;

// Another server on the port (another checkout's bench) would answer instead of ours.
if (
  await fetch(`http://127.0.0.1:${PORT}/`).then(
    () => true,
    () => false,
  )
)
  throw new Error(`Port ${PORT} is in use: set PORT`);
const server = spawn('npm', ['start', '--silent'], {
  env: {
    ...process.env,
    PORT: String(PORT),
    DATA_DIR: SHARED,
    STATE_DIR: mkdtempSync(join(tmpdir(), 'load-')),
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: process.env.RATE_LIMIT_MAX ?? '0',
  },
  stdio: 'ignore',
  detached: true,
});
try {
  const base = `http://127.0.0.1:${PORT}`;
  for (
    let waited = 0;
    !(await fetch(`${base}/api/data/sources`).then(
      (r) => r.ok,
      () => false,
    ));
    waited += 100
  ) {
    if (server.exitCode !== null || waited > 120_000) throw new Error(`server did not start on port ${PORT}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // A chart's call as the web app makes it: one year, one zone, every canton and size class, one measure.
  const body = JSON.stringify({
    sourceType: 'sparql',
    sourceUrl: '/api/sparql',
    locale: 'de',
    format: 'columns',
    cubeFilters: [
      {
        iri: CUBE,
        componentIds: [id('kanton'), id('groessenklasse'), id('E012')],
        filters: { [id('jahr')]: { type: 'single', value: '2014' }, [id('forstzone')]: { type: 'single', value: `${CUBE}/forstzone/0` } },
      },
    ],
  });
  /** One autocannon run; autocannon's histogram has no p95: the response times are collected here. */
  const load = async (label: string, headers: Record<string, string>) => {
    const latencies: number[] = [];
    let run!: autocannon.Instance;
    const done = new Promise<autocannon.Result>((resolve, reject) => {
      const options = {
        url: `${base}/api/data/dataCubesObservations`,
        method: 'POST' as const,
        headers: { 'content-type': 'application/json', ...headers },
        body,
        connections: CONNECTIONS,
        duration: DURATION,
      };
      run = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
    });
    run.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
    const result = await done;
    console.log(`dataCubesObservations ${label}, ${CONNECTIONS} connections, ${DURATION} s`);
    console.log(
      `requests: ${result.requests.total} (${Math.round(result.requests.average)}/s), non-2xx: ${result.non2xx}, errors: ${result.errors}, timeouts: ${result.timeouts}`,
    );
    const p = (q: number) => round(percentile(latencies, q));
    console.log(`latency ms: p50 ${p(50)}, p95 ${p(95)}, p99 ${p(99)}, max ${p(100)}`);
  };
  await load('(plain)', {});
  await load('(Cache-Control: no-cache on every request)', { 'cache-control': 'no-cache' });
} finally {
  process.kill(-server.pid!, 'SIGTERM');
}
