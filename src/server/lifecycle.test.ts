/**
 * The health check and the shutdown of lifecycle.ts on a bare Fastify app: 503 for each failing
 * check, requests in flight answered by a shutdown, and cut past SHUTDOWN_TIMEOUT_MS.
 * (tests/api/instances.test.ts sends SIGTERM to a real instance.)
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { lifecycle, type HealthChecks } from './lifecycle';

const apps: FastifyInstance[] = [];
afterEach(() => Promise.all(apps.splice(0).map((app) => app.close())));

const start = async (checks: Partial<HealthChecks> = {}, settings = { SHUTDOWN_DELAY_MS: 0, SHUTDOWN_TIMEOUT_MS: 30_000 }) => {
  const app = Fastify();
  apps.push(app);
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  // Registered before the lifecycle's hook, as the app's routes are (start.ts).
  app.get('/slow', async () => {
    await released;
    return { done: true };
  });
  const life = lifecycle(app, { database: async () => {}, sparql: () => true, ...checks }, settings);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const health = async () => {
    const answer = await fetch(`${url}/api/health`);
    return { status: answer.status, body: await answer.json() };
  };
  return { app, life, url, health, release };
};

describe('GET /api/health', () => {
  it('answers 200 when the database and the embedded store answer', async () => {
    const { health } = await start();
    expect(await health()).toEqual({ status: 200, body: { success: true, data: { status: 'ok', database: true, sparql: true }, message: null } });
  });

  it('answers 503 when the database fails, takes longer than 2 s, or the store has no worker', async () => {
    const failing = await start({ database: () => Promise.reject(new Error('connection refused')) });
    expect(await failing.health()).toEqual({
      status: 503,
      body: { success: false, data: { status: 'failing', database: false, sparql: true }, message: 'The instance is failing' },
    });
    const hanging = await start({ database: () => new Promise(() => {}) });
    const started = performance.now();
    expect((await hanging.health()).body.data).toEqual({ status: 'failing', database: false, sparql: true });
    expect(performance.now() - started).toBeLessThan(3_000);
    const noWorker = await start({ sparql: () => false });
    expect((await noWorker.health()).body.data).toEqual({ status: 'failing', database: true, sparql: false });
  });
});

describe('the shutdown', () => {
  it('answers 503 to health checks during SHUTDOWN_DELAY_MS, then answers the request in flight and closes', async () => {
    const { app, life, url, health, release } = await start({}, { SHUTDOWN_DELAY_MS: 300, SHUTDOWN_TIMEOUT_MS: 30_000 });
    const slow = fetch(`${url}/slow`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const done = life.shutDown();
    expect(life.shutDown()).toBe(done);
    expect(await health()).toMatchObject({ status: 503, body: { data: { status: 'shutting down' } } });
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(fetch(`${url}/api/health`)).rejects.toThrow();
    release();
    expect((await slow).status).toBe(200);
    expect(await done).toBe(true);
    expect(app.server.listening).toBe(false);
  });

  it('cuts a request still running after SHUTDOWN_TIMEOUT_MS and says so', async () => {
    const { life, url } = await start({}, { SHUTDOWN_DELAY_MS: 0, SHUTDOWN_TIMEOUT_MS: 200 });
    const slow = fetch(`${url}/slow`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = performance.now();
    expect(await life.shutDown()).toBe(false);
    expect(performance.now() - started).toBeLessThan(2_000);
    await expect(slow).rejects.toThrow();
  });
});
