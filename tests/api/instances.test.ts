/**
 * Two instances of `npm start` on one PostgreSQL database behind a reverse proxy that sends each
 * request to the other instance in turn behave as one app: accounts, sessions, CSRF tokens,
 * configs, palettes and the signed-out create quota are the database's, never an instance's
 * memory. And an instance sent SIGTERM answers the request it is reading before it exits 0.
 * Needs a PostgreSQL server (TEST_DATABASE_URL): skipped without one.
 */
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgent, type Agent, type Answer } from '../support/agent';
import { freshClientAddress } from '../support/client-address';
import { savedStateFixture } from '../support/fixtures';
import { startInstance, startRoundRobinProxy, type Instance, type Proxy } from '../support/instances';

const DATABASE_URL = process.env.TEST_DATABASE_URL;
if (!DATABASE_URL) console.log('TEST_DATABASE_URL is not set: the two-instance tests are skipped (eval "$(bash .ci/postgres.sh)" starts a server)');

const SHUTDOWN_DELAY_MS = 1500;
const ANON_CONFIGS_PER_HOUR = 3;

const title = (answer: Answer) => answer.body.data.data.chartConfigs[0].meta.title.en;

describe.skipIf(!DATABASE_URL)('two instances on one database behind a round-robin proxy', () => {
  let a: Instance;
  let b: Instance;
  let proxy: Proxy;
  let agent: Agent;

  /** The answer, checked to come from the instance named. */
  const on = async (name: 'A' | 'B', answer: Promise<Answer>) => {
    const done = await answer;
    expect(done.headers.get('x-served-by'), `${done.status} ${JSON.stringify(done.body).slice(0, 200)}`).toBe(name);
    return done;
  };

  beforeAll(async () => {
    const env = {
      DATABASE_URL: DATABASE_URL!,
      TRUST_PROXY: 'true',
      SPARQL_WORKERS: '1',
      ANON_CONFIGS_PER_HOUR: String(ANON_CONFIGS_PER_HOUR),
      SHUTDOWN_DELAY_MS: String(SHUTDOWN_DELAY_MS),
    };
    [a, b] = await Promise.all([startInstance(env), startInstance(env)]);
    proxy = await startRoundRobinProxy([
      { name: 'A', url: a.url },
      { name: 'B', url: b.url },
    ]);
    agent = createAgent(proxy.url);
  });
  afterAll(async () => {
    await proxy?.close();
    await Promise.all([a?.stop(), b?.stop()]);
  });

  it('signs up on A with a CSRF token of B, saves a draft on B, updates it on A, publishes on B and reads it on A', async () => {
    expect((await on('A', agent.get('/api/health'))).body.data).toEqual({ status: 'ok', database: true, sparql: true });
    // The agent's CSRF token (GET /api/auth/session) comes from B; A accepts it.
    await agent.credentials();
    expect(proxy.served.at(-1)).toBe('B');
    const name = `two instances ${Date.now()}`;
    const signedUp = await on('A', agent.signUp(name));
    expect(signedUp.status).toBe(200);

    const draft = await on('B', agent.post('/api/config-create', { data: savedStateFixture('Draft'), published_state: 'DRAFT' }));
    expect(draft.status).toBe(200);
    const key = draft.body.data.key as string;
    const updated = await on('A', agent.post('/api/config-update', { key, data: savedStateFixture('Updated on A'), published_state: 'DRAFT' }));
    expect(updated.status).toBe(200);
    const published = await on('B', agent.post('/api/config-update', { key, data: savedStateFixture('Published on B'), published_state: 'PUBLISHED' }));
    expect(published.status).toBe(200);
    const read = await on('A', agent.get(`/api/config/${key}`));
    // The owner, signed in on A, reads their own chart (answers say so, never whose it is).
    expect(read.body.data).toMatchObject({ isOwner: true, published_state: 'PUBLISHED' });
    expect(read.body.data).not.toHaveProperty('user_id');
    expect(title(read)).toBe('Published on B');

    // A has served the config: a change on B is what A serves next.
    await on('B', agent.post('/api/config-update', { key, data: savedStateFixture('Changed on B'), published_state: 'PUBLISHED' }));
    expect(title(await on('A', agent.get(`/api/config/${key}`)))).toBe('Changed on B');
    const list = await on('B', agent.get('/api/config/list'));
    expect(list.body.data.map((config: { key: string }) => config.key)).toEqual([key]);

    // Palettes: made on A, listed on B, removed on A, gone on B.
    const palette = await on('A', agent.post('/api/user/color-palette', { name: 'Shared', type: 'sequential', colors: ['#000080'] }));
    const paletteId = palette.body.data.paletteId as string;
    expect((await on('B', agent.get('/api/user/color-palette'))).body.data.map((p: { paletteId: string }) => p.paletteId)).toEqual([paletteId]);
    expect((await on('A', agent.request('DELETE', '/api/user/color-palette', { paletteId }))).status).toBe(200);
    expect((await on('B', agent.get('/api/user/color-palette'))).body.data).toEqual([]);

    // Signed out on A: the session cookie opens nothing on B either.
    const cookie = [...agent.cookies].map(([cookieName, value]) => `${cookieName}=${value}`).join('; ');
    expect((await on('A', agent.signOut())).status).toBe(200);
    const stale = await fetch(`${b.url}/api/auth/session`, { headers: { cookie } });
    expect((await stale.json()).data.user).toBeNull();
  });

  it('counts the signed-out create quota of a client address in the database: instances share it', async () => {
    const client = { 'x-forwarded-for': freshClientAddress() };
    const anonymous = createAgent(proxy.url);
    const served: string[] = [];
    for (let i = 0; i < ANON_CONFIGS_PER_HOUR; i++) {
      const created = await anonymous.post('/api/config-create', { data: savedStateFixture(`Anonymous ${i}`), published_state: 'PUBLISHED' }, client);
      expect(created.status).toBe(200);
      served.push(created.headers.get('x-served-by')!);
    }
    expect(new Set(served)).toEqual(new Set(['A', 'B']));
    const refused = await anonymous.post('/api/config-create', { data: savedStateFixture('One too many'), published_state: 'PUBLISHED' }, client);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(`at most ${ANON_CONFIGS_PER_HOUR} per hour from one client`);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
    // Another address has its own quota.
    expect(
      (
        await anonymous.post(
          '/api/config-create',
          { data: savedStateFixture('Elsewhere'), published_state: 'PUBLISHED' },
          { 'x-forwarded-for': freshClientAddress() },
        )
      ).status,
    ).toBe(200);
  });

  it('answers the request it is reading when sent SIGTERM, turns its health to 503, closes its listener and exits 0', async () => {
    const credentials = await createAgent(a.url).credentials();
    const body = JSON.stringify({ data: savedStateFixture('Sent while A shuts down'), published_state: 'PUBLISHED' });
    const half = Math.floor(body.length / 2);
    let slow!: ReturnType<typeof httpRequest>;
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      slow = httpRequest(
        `${a.url}/api/config-create`,
        {
          method: 'POST',
          headers: { ...credentials, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-forwarded-for': freshClientAddress() },
        },
        (response) => {
          let text = '';
          response.on('data', (chunk) => (text += chunk));
          response.on('end', () => resolve({ status: response.statusCode!, text }));
        },
      );
      slow.on('error', reject);
    });
    // Half the body is sent: the request is in flight when the signal comes.
    slow.write(body.slice(0, half));
    await new Promise((resolve) => setTimeout(resolve, 200));
    a.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const health = await fetch(`${a.url}/api/health`);
    expect(health.status).toBe(503);
    expect((await health.json()).data).toEqual({ status: 'shutting down', database: true, sparql: true });

    // Past the delay the listener is closed: a new connection is refused, the slow request is still read.
    await new Promise((resolve) => setTimeout(resolve, SHUTDOWN_DELAY_MS));
    await expect(fetch(`${a.url}/api/health`)).rejects.toThrow();
    expect(a.child.exitCode).toBeNull();
    slow.end(body.slice(half));
    const { status, text } = await answer;
    expect(status, text).toBe(200);
    // Its connection closes with the answer (no keep-alive to wait out): the process ends at once.
    const answered = performance.now();
    expect(await a.exited).toBe(0);
    expect(performance.now() - answered).toBeLessThan(4_000);
    expect(a.output()).toContain('Shut down: every request in flight was answered');

    // Written before A exited: B serves it.
    const key = JSON.parse(text).data.key;
    expect(title(await createAgent(b.url).get(`/api/config/${key}`))).toBe('Sent while A shuts down');
  });
});
