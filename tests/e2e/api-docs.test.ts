/**
 * The public API in a browser: /api/docs reads as a styled page that passes axe and the CSP,
 * and a page of another site queries /api/sparql (CORS, preflight included) but cannot read
 * any other route.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from '../support/axe';
import { launchTestBrowser, watchCspViolations } from '../support/browser';
import { startServer, type TestServer } from '../support/server';

let server: TestServer;
let otherSite: Server;
let otherOrigin: string;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startServer({ files: [new URL('../fixtures/air-quality-cube.ttl', import.meta.url).pathname] });
  // Another site: a page of its own on another port, without a policy of this app.
  otherSite = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Other site</title>'));
  await new Promise<void>((resolve) => otherSite.listen(0, '127.0.0.1', resolve));
  otherOrigin = `http://127.0.0.1:${(otherSite.address() as AddressInfo).port}`;
  browser = await launchTestBrowser();
  page = await browser.newPage();
});
afterAll(async () => {
  await browser?.close();
  otherSite?.close();
  await server?.close();
});

describe('the API in a browser', () => {
  it('shows /api/docs styled, within the CSP, without axe violations', async () => {
    const violations = await watchCspViolations(page);
    await page.goto(`${server.url}/api/docs`);
    await expect
      .poll(() =>
        page
          .locator('.method')
          .first()
          .evaluate((e) => getComputedStyle(e).backgroundColor),
      )
      .toBe('rgb(31, 78, 121)');
    expect(await page.locator('h1').textContent()).toBe('cubeviz API');
    expect(await page.locator('article').count()).toBeGreaterThan(5);
    expect(violations).toEqual([]);
    const found = await axeViolations(page);
    expect(found, describeViolations(found)).toEqual([]);
  });

  it('lets a page of another site query /api/sparql, and read nothing else', async () => {
    await page.goto(otherOrigin);
    const results = await page.evaluate(async (endpoint) => {
      const query = 'SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o }';
      // application/sparql-query is no simple content type: the browser sends a preflight first.
      const posted = await fetch(endpoint, { method: 'POST', headers: { 'content-type': 'application/sparql-query' }, body: query });
      const got = await fetch(`${endpoint}?${new URLSearchParams({ query: 'ASK { ?s ?p ?o }' })}`, { headers: { accept: 'application/sparql-results+json' } });
      const description = await fetch(endpoint);
      return [(await posted.json()).results.bindings.length, (await got.json()).boolean, description.headers.get('content-type')];
    }, `${server.url}/api/sparql`);
    expect(results).toEqual([1, true, 'text/turtle; charset=utf-8']);
    const others = await page.evaluate(
      (urls) =>
        Promise.all(
          urls.map((url) =>
            fetch(url).then(
              () => 'read',
              () => 'blocked',
            ),
          ),
        ),
      ['/api/data/sources', '/api/openapi.json', '/api/web-settings'].map((path) => server.url + path),
    );
    expect(others).toEqual(['blocked', 'blocked', 'blocked']);
  });
});
