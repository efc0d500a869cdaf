/**
 * Several instances on one database: two `src/server/main.ts` processes on one PostgreSQL behind
 * the round-robin proxy of the tests (tests/support/instances.ts), under CONNECTIONS concurrent
 * connections for DURATION s each (autocannon, loopback only). Two calls: a published config read
 * (one database query per request) and a cube's components (an answer each instance caches). Each
 * is measured on one instance directly, through the proxy on that one instance alone (the proxy's
 * own cost) and through the proxy on both; prints requests/s, latency p50/p95/p99 and how the
 * proxy split the requests. The rate limit is off (RATE_LIMIT_MAX=0):
 * every connection comes from one address, and the servers' own speed is measured.
 * Needs PostgreSQL: DATABASE_URL or TEST_DATABASE_URL (eval "$(bash .ci/postgres.sh)" starts one).
 * Run: npm run bench:instances   (DURATION=15 CONNECTIONS=50)
 */
import { availableParallelism, loadavg } from 'node:os';
import autocannon from 'autocannon';
import { createAgent } from '../tests/support/agent';
import { savedStateFixture } from '../tests/support/fixtures';
import { startInstance, startRoundRobinProxy, type Instance, type Proxy } from '../tests/support/instances';
import { percentile, round } from './stats';

const DATABASE_URL = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!DATABASE_URL) throw new Error('Set DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL database: eval "$(bash .ci/postgres.sh)" starts one on loopback');
const DURATION = Number(process.env.DURATION ?? 15);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const CUBE = 'https://ld.cubeviz.org/cube/gapminder/1';

type Call = { label: string; method: 'GET' | 'POST'; path: string; body?: string };

/** One autocannon run; autocannon's histogram has no p95: the response times are collected here. */
const load = async (base: string, call: Call) => {
  const latencies: number[] = [];
  let run!: autocannon.Instance;
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    run = autocannon(
      {
        url: base + call.path,
        method: call.method,
        headers: { 'content-type': 'application/json' },
        body: call.body,
        connections: CONNECTIONS,
        duration: DURATION,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
  run.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await done;
  const p = (q: number) => round(percentile(latencies, q));
  return `${Math.round(result.requests.average)} req/s, p50 ${p(50)} ms, p95 ${p(95)} ms, p99 ${p(99)} ms, non-2xx ${result.non2xx}, errors ${result.errors}`;
};

const env = { DATABASE_URL, RATE_LIMIT_MAX: '0', LOG_LEVEL: 'warn' };
let instances: Instance[] = [];
let proxy: Proxy | undefined;
let single: Proxy | undefined;
try {
  instances = await Promise.all([startInstance(env), startInstance(env)]);
  proxy = await startRoundRobinProxy(instances.map((instance, i) => ({ name: 'AB'[i], url: instance.url })));
  single = await startRoundRobinProxy([{ name: 'A', url: instances[0].url }]);
  const key = (await createAgent(instances[0].url).post('/api/config-create', { data: savedStateFixture('Bench'), published_state: 'PUBLISHED' })).body.data
    .key as string;
  const calls: Call[] = [
    { label: `GET /api/config/${key} (a database read)`, method: 'GET', path: `/api/config/${key}` },
    {
      label: 'POST /api/data/dataCubesComponents (cached by each instance)',
      method: 'POST',
      path: '/api/data/dataCubesComponents',
      body: JSON.stringify({ sourceType: 'sparql', sourceUrl: '/api/sparql', locale: 'en', cubeFilters: [{ iri: CUBE }] }),
    },
  ];
  // Each instance's caches warm before anything is measured.
  for (const call of calls)
    for (const instance of instances) {
      const answer = await fetch(instance.url + call.path, { method: call.method, headers: { 'content-type': 'application/json' }, body: call.body });
      if (!answer.ok) throw new Error(`${call.label}: ${answer.status} ${(await answer.text()).slice(0, 200)}`);
    }
  // The instances, the proxy and autocannon share the machine's cores: its load says what the numbers mean.
  console.log(
    `${CONNECTIONS} connections, ${DURATION} s per run, two instances on one PostgreSQL; ${availableParallelism()} cores, load average ${loadavg()[0].toFixed(1)} at start`,
  );
  for (const call of calls) {
    console.log(call.label);
    console.log(`  one instance, direct:        ${await load(instances[0].url, call)}`);
    console.log(`  one instance through proxy:  ${await load(single.url, call)}`);
    const before = proxy.served.length;
    const through = await load(proxy.url, call);
    const split = proxy.served.slice(before);
    console.log(
      `  two instances through proxy: ${through} (A ${split.filter((name) => name === 'A').length}, B ${split.filter((name) => name === 'B').length})`,
    );
  }
} finally {
  await Promise.all([proxy?.close(), single?.close()]);
  await Promise.all(instances.map((instance) => instance.stop()));
}
