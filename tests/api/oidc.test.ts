/**
 * Sign-in with OpenID Connect, the whole authorization-code flow through real HTTP: a real
 * provider (oidc-provider, with its development login and consent forms) on loopback, the app
 * configured with OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET, and a client that follows
 * the redirects and fills the forms as a browser would. Nothing leaves the machine.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountRoutes } from '../../src/server/api/accounts';
import { validateSavedConfig } from '../../src/server/start';
import { openConfigStore, type ConfigStore } from '../../src/server/store';
import { savedStateFixture } from '../support/fixtures';
import { startServer, type TestServer } from '../support/server';
import { freshConfigStoreDir } from '../support/config-store-template';

const CLIENT = { client_id: 'cubeviz', client_secret: 'a secret of the test provider' };

/** Cookies per host, as a browser keeps them (name=value only: enough for these two servers). */
const jar = new Map<string, Map<string, string>>();
const cookiesOf = (url: URL) => [...(jar.get(url.host) ?? new Map())].map(([k, v]) => `${k}=${v}`).join('; ');
const keep = (url: URL, response: Response) => {
  const cookies = jar.get(url.host) ?? new Map<string, string>();
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const at = pair.indexOf('=');
    const value = pair.slice(at + 1);
    if (value === '' || /max-age=0|expires=Thu, 01 Jan 1970/i.test(line)) cookies.delete(pair.slice(0, at));
    else cookies.set(pair.slice(0, at), value);
  }
  jar.set(url.host, cookies);
};

/** One request as a browser: cookies of the host, no redirect followed. */
const visit = async (url: URL, init: { method?: string; form?: Record<string, string> } = {}) => {
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    redirect: 'manual',
    headers: { cookie: cookiesOf(url), ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
    body: init.form ? new URLSearchParams(init.form).toString() : undefined,
  });
  keep(url, response);
  return response;
};

/** The first form of a page: where it posts and its fields (hidden ones with their values). */
const formOf = (html: string, base: URL) => {
  const form = /<form[^>]*action="([^"]*)"[^>]*>([\s\S]*?)<\/form>/i.exec(html);
  if (!form) throw new Error(`No form in ${html.slice(0, 300)}`);
  const fields: Record<string, string> = {};
  for (const [tag] of form[2].matchAll(/<input[^>]*>/gi)) {
    const name = /name="([^"]+)"/.exec(tag)?.[1];
    if (name) fields[name] = /value="([^"]*)"/.exec(tag)?.[1] ?? '';
  }
  return { action: new URL(form[1].replace(/&amp;/g, '&'), base), fields };
};

/**
 * Follows redirects from `start` and submits the provider's login and consent forms, until the
 * app answers with something other than a redirect or a form; returns the last response.
 */
const signInThrough = async (start: URL, login: string) => {
  let url = start;
  let response = await visit(url);
  for (let step = 0; step < 20; step++) {
    if (response.status >= 300 && response.status < 400) {
      url = new URL(response.headers.get('location')!, url);
      response = await visit(url);
      continue;
    }
    const html = response.headers.get('content-type')?.includes('text/html') ? await response.text() : '';
    if (!/<form/i.test(html)) return { response, url };
    const { action, fields } = formOf(html, url);
    url = action;
    response = await visit(action, { method: 'POST', form: { ...fields, login, password: 'any' } });
  }
  throw new Error('Too many steps');
};

describe('OpenID Connect sign-in', () => {
  let providerServer: Server;
  let issuer: string;
  let store: ConfigStore;
  let app: TestServer;

  beforeAll(async () => {
    // The provider's address first: the app is configured with it, the provider with the app's.
    let handler: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.end();
    providerServer = createServer((req, res) => handler(req, res));
    await new Promise<void>((resolve) => providerServer.listen(0, '127.0.0.1', resolve));
    issuer = `http://127.0.0.1:${(providerServer.address() as { port: number }).port}`;

    store = await openConfigStore({ dataDir: freshConfigStoreDir() });
    app = await startServer({
      files: [],
      plugins: [
        (fastify) =>
          accountRoutes(fastify, {
            store,
            validateData: validateSavedConfig,
            settings: { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: CLIENT.client_id, OIDC_CLIENT_SECRET: CLIENT.client_secret },
          }),
      ],
    });
    const provider = new Provider(issuer, {
      clients: [{ ...CLIENT, redirect_uris: [`${app.url}/api/auth/oidc/callback`], grant_types: ['authorization_code'], response_types: ['code'] }],
      claims: { openid: ['sub'], profile: ['name'] },
      findAccount: async (_ctx, sub) => ({ accountId: sub, claims: async () => ({ sub, name: `Dr. ${sub}` }) }),
      cookies: { keys: ['test cookie key'] },
    });
    handler = provider.callback();
  });
  afterAll(async () => {
    await app?.close();
    await store?.close();
    await new Promise((resolve) => providerServer?.close(resolve));
  });

  it('offers the provider in the session answer', async () => {
    expect((await app.get('/api/auth/session')).body.data).toMatchObject({ user: null, oidc: true });
  });

  it('signs a user of the provider in, and the same user again the next time', async () => {
    const appUrl = new URL(app.url);
    const first = await signInThrough(new URL(`/api/auth/oidc/sign-in?returnTo=${encodeURIComponent('/en/my-charts')}`, appUrl), 'ada');
    // Back at the app's callback, which redirected to where the sign-in started.
    expect(first.url.pathname).toBe('/en/my-charts');
    const session = await (await visit(new URL('/api/auth/session', appUrl))).json();
    expect(session.data.user).toEqual({ id: expect.any(Number), name: 'Dr. ada' });
    const cookie = jar.get(appUrl.host)!;
    expect(cookie.has('cubeviz_session')).toBe(true);
    // The checks cookie of the flow is gone once used.
    expect(cookie.has('cubeviz_oidc')).toBe(false);

    // A session of the provider's user creates configs it owns, like a local account's.
    const headers = { cookie: cookiesOf(appUrl), 'x-csrf-token': session.data.csrfToken, 'content-type': 'application/json' };
    const created = await fetch(`${app.url}/api/config-create`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ data: savedStateFixture(), published_state: 'DRAFT' }),
    });
    const { key } = (await created.json()).data;
    const list = await fetch(`${app.url}/api/config/list`, { headers });
    expect((await list.json()).data).toEqual([expect.objectContaining({ key, published_state: 'DRAFT' })]);

    jar.get(appUrl.host)!.delete('cubeviz_session');
    await signInThrough(new URL('/api/auth/oidc/sign-in', appUrl), 'ada');
    const again = await (await visit(new URL('/api/auth/session', appUrl))).json();
    expect(again.data.user).toEqual(session.data.user);
  });

  it('refuses a callback the app did not start, or with a forged state', async () => {
    const appUrl = new URL(app.url);
    jar.clear();
    const unstarted = await visit(new URL('/api/auth/oidc/callback?code=x&state=y', appUrl));
    expect(unstarted.status).toBe(400);
    expect((await unstarted.json()).message).toMatch(/The sign-in expired or was not started here/);

    // Started, but the answer carries another state: the provider's code is not redeemed.
    const start = await visit(new URL('/api/auth/oidc/sign-in', appUrl));
    expect(start.status).toBe(302);
    const forged = await visit(new URL('/api/auth/oidc/callback?code=x&state=forged', appUrl));
    expect(forged.status).toBe(400);
    expect((await forged.json()).success).toBe(false);
    expect((await (await visit(new URL('/api/auth/session', appUrl))).json()).data.user).toBeNull();
  });

  it('sends the browser back only to a path of the app', async () => {
    const appUrl = new URL(app.url);
    jar.clear();
    const { url } = await signInThrough(new URL(`/api/auth/oidc/sign-in?returnTo=${encodeURIComponent('//evil.example/x')}`, appUrl), 'bob');
    expect(url.host).toBe(appUrl.host);
    expect(url.pathname).toBe('/');
  });

  it('answers hostile input on its routes with a 4xx or a redirect home, never a 5xx', async () => {
    const appUrl = new URL(app.url);
    const values = ['\u0000', '%00', '%E0%A4%A', 'x'.repeat(5000), 'javascript:alert(1)', '\\\\evil.example', '/\t/evil.example', '__proto__'];
    for (const value of values) {
      const encoded = value.startsWith('%') ? value : encodeURIComponent(value);
      const signIn = await visit(new URL(`/api/auth/oidc/sign-in?returnTo=${encoded}`, appUrl));
      expect(signIn.status, value).toBeLessThan(500);
      if (signIn.status === 302) expect(new URL(signIn.headers.get('location')!).host).toBe(new URL(issuer).host);
      const callback = await visit(new URL(`/api/auth/oidc/callback?code=${encoded}&state=${encoded}&iss=${encoded}`, appUrl));
      expect(callback.status, value).toBeGreaterThanOrEqual(400);
      expect(callback.status, value).toBeLessThan(500);
      expect(await callback.json()).toMatchObject({ success: false, data: null, message: expect.any(String) });
    }
  });
});
