/**
 * Faults of the real server process (`src/server/main.ts` on the embedded defaults, state in a
 * temp folder): killed with SIGKILL in the middle of 200 concurrent config writes, it loses none
 * it acknowledged; and a query that overflows the SPARQL engine's stack must not take the data
 * API down with it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createAgent } from '../support/agent';
import { savedStateFixture } from '../support/fixtures';

const STATE_DIR = mkdtempSync(join(tmpdir(), 'faults-'));
const running = new Set<ChildProcess>();
afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
});

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

/** Starts `npm start`'s server (without the web build step) and resolves once it says it is ready. */
const startServer = async () => {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', STATE_DIR, LOG_LEVEL: 'warn' };
  for (const name of ['DATA_DIR', 'DATABASE_URL', 'SPARQL_ENDPOINT', 'SPARQL_ENDPOINTS']) delete env[name];
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  child.on('exit', () => running.delete(child));
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`No "Ready" within 90 s:\n${output}`)), 90_000);
    const read = (chunk: Buffer) => {
      output += chunk;
      if (/Ready in \d+ ms/.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.on('exit', (code) => reject(new Error(`The server exited with ${code}:\n${output}`)));
  });
  return { child, url: `http://127.0.0.1:${port}` };
};

/** The server on STATE_DIR after the kill; the later tests share it. */
let restarted: ReturnType<typeof startServer> | undefined;
const serverOnState = () => (restarted ??= startServer());

const kill = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

const post = (url: string, body: unknown) => fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('faults of the server process', () => {
  it('loses no acknowledged write when killed with SIGKILL during 200 concurrent writes', async () => {
    const first = await startServer();
    // As a signed-in author: each write is owned by the session's user.
    const author = createAgent(first.url);
    await author.signUp('Fault-tolerant author');
    const acknowledged: { key: string; data: unknown; i: number }[] = [];
    let failed = 0;
    const writes = Array.from({ length: 200 }, async (_, i) => {
      const data = savedStateFixture(`Write ${i}`);
      try {
        const { status, body } = await author.post('/api/config-create', { data, published_state: i % 2 ? 'DRAFT' : 'PUBLISHED' });
        if (status !== 200) throw new Error(`${status} ${JSON.stringify(body)}`);
        acknowledged.push({ key: body.data.key, data, i });
        // Midway: the process dies with the other writes in flight.
        if (acknowledged.length === 100) void kill(first.child);
      } catch {
        failed++;
      }
    });
    await Promise.all(writes);
    expect(acknowledged.length).toBeGreaterThanOrEqual(100);
    expect(failed, 'writes cut off by the kill').toBeGreaterThan(0);

    const second = await serverOnState();
    // The author's session outlives the process: their drafts are theirs to read.
    const cookie = [...author.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    for (const write of acknowledged) {
      const response = await fetch(`${second.url}/api/config/${write.key}`, { headers: { cookie } });
      expect(response.status, write.key).toBe(200);
      const { data } = await response.json();
      expect(data).toMatchObject({ key: write.key, isOwner: true, published_state: write.i % 2 ? 'DRAFT' : 'PUBLISHED', data: write.data });
    }
  });

  // A query nested deeper than the engine's stack overflows inside Oxigraph's WebAssembly and
  // leaves that copy of the store broken: its worker is replaced, the other workers answer.
  it('keeps the data API working after a SPARQL query nested 50,000 levels deep', async () => {
    const { url } = await serverOnState();
    const depth = 50_000;
    const deep = await post(`${url}/api/sparql`, { query: `SELECT * WHERE ${'{'.repeat(depth)} ?s ?p ?o ${'}'.repeat(depth)}` });
    expect(deep.status).toBe(400);
    expect((await deep.json()).message).toMatch(/The store failed on this query \(.+\); is it nested too deep\?/);
    const metadata = await post(`${url}/api/data/dataCubeMetadata`, {
      sourceType: 'sparql',
      sourceUrl: '/api/sparql',
      locale: 'en',
      cubeFilter: { iri: 'https://ld.cubeviz.org/cube/eia-iowa-electricity/1' },
    });
    expect(metadata.status).toBe(200);
  });
});
