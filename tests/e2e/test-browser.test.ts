/**
 * The test files' browser (support/browser.ts launchTestBrowser): a page a test closes, or leaves
 * open, is handed out again as a new page would be, and one with state no reset undoes is not; the
 * next file gets the same browser.
 */
import { createServer, type Server } from 'node:http';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchTestBrowser } from '../support/browser';

let server: Server;
let url: string;
let browser: Browser;

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/favicon.ico') return void response.writeHead(404).end();
    response.setHeader('content-type', 'text/html');
    response.setHeader('set-cookie', `visited=${encodeURIComponent(request.url ?? '')}`);
    response.end('<!doctype html><html lang="en"><title>page</title><a href="/next" style="display:block;height:200px">link</a></html>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  browser = await launchTestBrowser();
});

afterAll(async () => {
  await browser?.close();
  server?.close();
});

/** What a page carries over from before: its address, history, cookies, storage and viewport. */
const carried = async (page: Page) => {
  const address = page.url();
  await page.goto(`${url}/again`);
  return {
    address,
    history: await page.evaluate(() => history.length),
    cookies: (await page.context().cookies()).map((c) => c.value),
    stored: await page.evaluate(() => localStorage.getItem('draft')),
    viewport: page.viewportSize(),
  };
};

describe('the test browser', () => {
  let handedOut: Page;

  it('hands out a closed page again as a new one', async () => {
    handedOut = await browser.newPage();
    const fresh = await carried(handedOut);
    expect(fresh).toEqual({
      address: 'about:blank',
      history: 2,
      cookies: ['%2Fagain'],
      stored: null,
      viewport: { width: 1280, height: 720 },
    });
    await handedOut.close();
    const used = await browser.newPage({ viewport: { width: 390, height: 800 } });
    expect(used).toBe(handedOut);
    const heard: string[] = [];
    used.on('console', (message) => heard.push(message.text()));
    await used.route(`${url}/routed`, (route) => route.fulfill({ body: 'routed' }));
    await used.goto(`${url}/first`);
    await used.evaluate(() => localStorage.setItem('draft', 'kept?'));
    await used.goto(`${url}/second`);
    await used.close();
    const again = await browser.newPage({ viewport: { width: 640, height: 700 } });
    expect(again).toBe(handedOut);
    expect(await carried(again)).toEqual({ ...fresh, viewport: { width: 640, height: 700 } });
    await again.evaluate(() => console.log('heard by the last test?'));
    expect(heard).toEqual([]);
    const routed = await again.goto(`${url}/routed`);
    expect(await routed!.text()).not.toBe('routed');
  });

  it('closes the pages a test leaves open when it ends, and hands them out again', async () => {
    const left = await browser.newPage({ viewport: { width: 640, height: 700 } });
    expect(left).toBe(handedOut);
    await left.goto(`${url}/left-open`);
  });

  it('hands out the page the last test left open, on about:blank', async () => {
    const page = await browser.newPage();
    expect(page).toBe(handedOut);
    expect(page.url()).toBe('about:blank');
  });

  it('never hands out again a page with an init script, nor an open page', async () => {
    const page = await browser.newPage();
    const other = await browser.newPage();
    expect(other).not.toBe(page);
    await other.goto(`${url}/other`);
    await page.goto(`${url}/page`);
    expect((await other.context().cookies()).map((c) => c.value)).toEqual(['%2Fother']);
    await page.addInitScript(() => localStorage.setItem('draft', 'from the init script'));
    await page.close();
    const next = await browser.newPage();
    expect(next).not.toBe(page);
    expect(page.isClosed()).toBe(true);
    await next.goto(`${url}/next`);
    expect(await next.evaluate(() => localStorage.getItem('draft'))).toBeNull();
  });

  it('is the browser of the next file too: its close() closes what a file left open, not the browser', async () => {
    expect(await launchTestBrowser({ webgl: false })).toBe(browser);
    expect(await launchTestBrowser({ args: ['--disable-3d-apis'] })).not.toBe(browser);
    const leftOpen = await browser.newPage();
    const ownContext = await browser.newContext();
    await ownContext.newPage();
    const contexts = browser.contexts().length;
    await browser.close();
    expect(browser.isConnected()).toBe(true);
    expect(browser.contexts()).toHaveLength(contexts - 1);
    expect(ownContext.pages()).toEqual([]);
    expect(await browser.newPage()).toBe(leftOpen);
    expect(leftOpen.url()).toBe('about:blank');
  });

  it('keeps six pages closed at most, closing the oldest for real', async () => {
    const pages = await Promise.all(Array.from({ length: 8 }, () => browser.newPage()));
    for (const page of pages) await page.close();
    expect(browser.contexts()).toHaveLength(6);
    expect(pages.map((page) => page.isClosed())).toEqual([true, true, false, false, false, false, false, false]);
  });
});
