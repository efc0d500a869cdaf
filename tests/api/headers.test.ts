/**
 * What every answer of the whole app carries (security headers, caching) and how it answers
 * HEAD and the errors Fastify raises before any route runs — through real HTTP.
 */
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../../src/server/security';
import { WEB_ROOT } from '../../src/server/web';
import { startTestApp } from '../support/app';
import { startServer, type TestServer } from '../support/server';

/** The main bundle, as index.html names it. */
const mainScript = () => readFileSync(join(WEB_ROOT, 'index.html'), 'utf8').match(/src="(\/assets\/[^"]+\.js)"/)![1];

describe('headers and caching of the whole app', () => {
  let app: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.close());

  const head = (path: string) => fetch(app.url + path, { method: 'HEAD' });
  const get = (path: string) => fetch(app.url + path);

  it('puts a strict CSP, nosniff and a referrer policy on a page, an asset and an API answer', async () => {
    for (const path of ['/de/browse', mainScript(), '/api/data/sources', '/api/config/nokeynokey12']) {
      const { headers } = await get(path);
      expect(headers.get('content-security-policy'), path).toBe(CONTENT_SECURITY_POLICY);
      expect(headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
    }
    const policy = Object.fromEntries(CONTENT_SECURITY_POLICY.split(';').map((d) => [d.split(' ')[0], d.split(' ').slice(1).join(' ')]));
    expect(policy).toMatchObject({
      'script-src': "'self'",
      'style-src': "'self'",
      'img-src': "'self' data: blob:",
      'connect-src': "'self'",
      'worker-src': "'self' blob:",
      'object-src': "'none'",
      'base-uri': "'self'",
      'form-action': "'self'",
    });
  });

  it('lets any site frame the embed page and the catalogue in embed mode, nothing else (not the view: its account controls act for the visitor)', async () => {
    const framable = ['/fr/embed/abcdefabcdef', '/embed/abcdefabcdef', '/en/browse?odsiframe=true', '/browse/theme/x?search=a&odsiframe=true'];
    const notFramable = [
      '/',
      '/index.html',
      '/de/browse',
      '/de/browse?odsiframe=false',
      '/de/create/new',
      '/de/v/abcdefabcdef',
      '/v/abcdefabcdef',
      '/de/v/abcdefabcdef/more',
      '/api/data/sources',
    ];
    for (const path of framable) {
      const { headers } = await get(path);
      expect(headers.get('content-security-policy'), path).toMatch(/frame-ancestors \*$/);
      expect(headers.get('x-frame-options'), path).toBeNull();
    }
    for (const path of notFramable) {
      const { headers } = await get(path);
      expect(headers.get('content-security-policy'), path).toMatch(/frame-ancestors 'self'$/);
      expect(headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
    }
  });

  it('never lets a cache keep index.html, whichever route serves it', async () => {
    for (const path of ['/', '/index.html', '/de/browse', '/en/v/abcdefabcdef']) {
      const response = await get(path);
      expect(await response.text(), path).toContain('<div id="root">');
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
    }
  });

  it('lets browsers keep the hashed bundles for a year', async () => {
    expect((await get(mainScript())).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('serves no source map, and the bundles name none', async () => {
    const script = await get(mainScript());
    expect(await script.text()).not.toContain('sourceMappingURL');
    const map = await get(`${mainScript()}.map`);
    expect(map.status).toBe(404);
    expect(await map.json()).toMatchObject({ success: false, data: null });
    // A missing bundle is a 404 too, not the app's page.
    expect((await get('/assets/gone-1234.js')).status).toBe(404);
  });

  it('answers HEAD wherever GET answers', async () => {
    for (const path of ['/', '/de/browse', '/de/v/abcdefabcdef', mainScript(), '/api/data/sources']) {
      const [byGet, byHead] = [await get(path), await head(path)];
      // A chart page of an unknown key is not found (view-pages.ts), by either method.
      expect(byHead.status, path).toBe(path.includes('/v/') ? 404 : 200);
      expect(byHead.status, path).toBe(byGet.status);
      expect(byHead.headers.get('content-type'), path).toBe(byGet.headers.get('content-type'));
      expect(await byHead.text(), path).toBe('');
    }
  });

  it('answers errors raised before any route in the envelope', async () => {
    const tooLong = await get(`/api/config/${'x'.repeat(200)}`);
    expect(tooLong.status).toBe(414);
    expect(tooLong.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(await tooLong.json()).toEqual({ success: false, data: null, message: 'URL too long: a path segment may have at most 100 characters' });

    const badUrl = await get('/api/config/%E0%A4%A');
    expect(badUrl.status).toBe(400);
    expect(await badUrl.json()).toEqual({ success: false, data: null, message: 'Malformed URL: it has an invalid percent-encoding' });

    for (const [method, path] of [
      ['GET', '/api/nothing'],
      ['GET', '/api/data/dataCubesMetadata'],
      ['DELETE', '/api/data/sources'],
    ]) {
      const response = await fetch(app.url + path, { method });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(await response.json()).toEqual({ success: false, data: null, message: `No route ${method} ${path}` });
    }
  });

  it('answers a request whose headers exceed the HTTP parser limit in the envelope', async () => {
    // fetch refuses to send such headers; node:http does.
    const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = httpRequest(`${app.url}/api/data/sources`, { headers: { 'x-padding': 'x'.repeat(20_000) } }, (response) => {
        let body = '';
        response.on('data', (chunk) => (body += chunk)).on('end', () => resolve({ status: response.statusCode!, body }));
      });
      request.on('error', reject).end();
    });
    expect(status).toBe(431);
    expect(JSON.parse(body)).toEqual({ success: false, data: null, message: 'The request line and headers are larger than the server accepts' });
  });
});

describe('SERVE_SOURCE_MAPS=true', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ files: [], webRoot: WEB_ROOT, settings: { SERVE_SOURCE_MAPS: true } });
  });
  afterAll(() => server?.close());

  it('serves the source maps of the bundles', async () => {
    const response = await fetch(`${server.url}${mainScript()}.map`);
    expect(response.status).toBe(200);
    expect((await response.json()).sources.length).toBeGreaterThan(0);
  });
});
