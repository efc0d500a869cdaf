/**
 * Accounts: the cost of a sign-in (argon2id hashing and verifying, then sign-in through HTTP)
 * and config-update latency under 50 connections (autocannon, loopback, one signed-in owner
 * updating their own config with its CSRF token). The server runs in a child process (PGlite
 * in a temp folder; DATABASE_URL for PostgreSQL) with the API rate limit off: every connection
 * comes from one address, and the server's own speed is measured.
 * Run: npm run bench:auth   (DURATION=10 CONNECTIONS=50 SIGN_INS=30)
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { accountRoutes } from '../src/server/api/accounts';
import { hashPassword, verifyPassword } from '../src/server/auth/passwords';
import { validateSavedConfig } from '../src/server/start';
import { openConfigStore } from '../src/server/store';
import { createAgent } from '../tests/support/agent';
import { savedStateFixture } from '../tests/support/fixtures';
import { startServer } from '../tests/support/server';
import { median, percentile, round, timeRuns } from './stats';

const DURATION = Number(process.env.DURATION ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const SIGN_INS = Number(process.env.SIGN_INS ?? 30);

if (process.argv[2] === 'serve') {
  const store = await openConfigStore({ databaseUrl: process.env.DATABASE_URL, dataDir: mkdtempSync(join(tmpdir(), 'bench-auth-')) });
  const server = await startServer({
    files: [],
    settings: { RATE_LIMIT_MAX: 0 },
    plugins: [(app) => accountRoutes(app, { store, validateData: validateSavedConfig, settings: { SIGN_IN_RATE_MAX: 0 } })],
  });
  console.log(`URL ${server.url}`);
} else {
  const stats = (label: string, values: number[]) =>
    console.log(`${label}: median ${round(median(values))} ms, p95 ${round(percentile(values, 95))} ms (${values.length} runs)`);
  const password = 'correct horse battery staple';
  const hash = await hashPassword(password);
  stats('argon2id hash (sign-up)', await timeRuns(SIGN_INS, () => hashPassword(password)));
  stats('argon2id verify (sign-in)', await timeRuns(SIGN_INS, () => verifyPassword(hash, password)));

  const child = spawn(process.execPath, ['--import', 'tsx', new URL(import.meta.url).pathname, 'serve'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  try {
    const base = await new Promise<string>((resolve, reject) => {
      let output = '';
      child.stdout!.on('data', (chunk) => {
        output += chunk;
        const match = /URL (\S+)/.exec(output);
        if (match) resolve(match[1]);
      });
      child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
    });
    const author = createAgent(base);
    await author.signUp('Bench author', password);
    stats('sign-in through HTTP (session created)', await timeRuns(SIGN_INS, () => author.signIn('Bench author', password)));
    const { key } = (await author.post('/api/config-create', { data: savedStateFixture(), published_state: 'DRAFT' })).body.data;

    const latencies: number[] = [];
    let run!: autocannon.Instance;
    const credentials = await author.credentials();
    const body = JSON.stringify({ key, data: savedStateFixture('Updated under load'), published_state: 'DRAFT' });
    const load = new Promise<autocannon.Result>((resolve, reject) => {
      run = autocannon(
        {
          url: `${base}/api/config-update`,
          method: 'POST',
          headers: { 'content-type': 'application/json', ...credentials },
          body,
          connections: CONNECTIONS,
          duration: DURATION,
        },
        (error, result) => (error ? reject(error) : resolve(result)),
      );
    });
    run.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
    const result = await load;
    console.log(`config-update, ${CONNECTIONS} connections, ${DURATION} s, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`);
    console.log(
      `requests: ${result.requests.total} (${Math.round(result.requests.average)}/s), non-2xx: ${result.non2xx}, errors: ${result.errors}, timeouts: ${result.timeouts}`,
    );
    const p = (q: number) => round(percentile(latencies, q));
    console.log(`latency ms: p50 ${p(50)}, p95 ${p(95)}, p99 ${p(99)}, max ${p(100)}`);
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
  }
}
