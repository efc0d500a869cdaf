/**
 * Server-rendered published charts in headless Chromium (issue 30 items 1 and 7): Preact hydrates
 * the server's chart in place (the same <svg> element, as many bars, no hydration error in the
 * console) and its data filter works; with JavaScript off, a chart and a dashboard show their
 * titles, charts, sources and data tables. Each page passes axe, the server's alone too.
 */
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { SERVER_STATE_ID } from '../../src/domain/viewer/server-state';
import { launchBrowser } from '../support/browser';
import { withBrowserApp } from '../support/browser-app';
import { canvasState } from '../support/canvas-dashboard';
import { publishConfig } from '../support/agent';
import { componentsFrom, galleryConfig, publish } from '../support/chart-gallery';
import { expectAccessiblePage } from '../support/configurator';
import { publishRenderedCharts, RENDERED_DASHBOARD_TITLE } from '../support/server-render';
import { hasSharedCubes, SHARED_CUBES } from '../support/server';
import { forestId, forestTabsState, publishState, readBars, waitForBars, waitForHydration } from '../support/view';

const SHOTS = '/tmp/ssr-shots';
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000 });

/**
 * An init script: Chromium's layout shifts in window.shifts, when each came (ms) and the elements it
 * moved (their text's start, their box before and after: x, y, width, height), which a failure prints.
 */
const RECORD_SHIFTS = `
  const box = (r) => [r.x, r.y, r.width, r.height].map(Math.round).join(',');
  const named = (node) => node ? node.nodeName + '.' + (node.className?.baseVal ?? node.className ?? '') + ' "' + (node.textContent ?? '').slice(0, 40) + '"' : '';
  window.shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.shifts.push({ value: entry.value, at: Math.round(entry.startTime), moved: entry.sources.map((s) => named(s.node) + ' ' + box(s.previousRect) + ' -> ' + box(s.currentRect)).join(' | ') });
  }).observe({ type: 'layout-shift', buffered: true });
`;

describe('server-rendered published charts', () => {
  // A budget a loaded test machine needs for a cold cube (production: 2 s, then the browser draws).
  const session = withBrowserApp({ SERVER_RENDER_TIMEOUT_MS: '60000', ...(hasSharedCubes && { DATA_DIR: SHARED_CUBES }) });
  let rendered: Awaited<ReturnType<typeof publishRenderedCharts>>;
  beforeAll(async () => {
    rendered = await publishRenderedCharts(session.app.url);
  }, 120_000);

  /** A page whose console errors (hydration's among them) and page errors are kept. */
  const open = async (browser: Browser, path: string, width = 1280) => {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    // What the server sent, as the parser left it: read before any script runs.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        const svg = document.querySelector('[data-testid="column-chart"] svg');
        Object.assign(window, { serverChart: { svg, bars: svg?.querySelectorAll('rect.bar').length ?? 0 } });
      });
    });
    await page.goto(`${session.app.url}${path}`);
    return { page, errors };
  };
  /** Holds the app's scripts back (the page stays the server's alone) until the returned function is called. */
  const holdScripts = async (page: Page) => {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await released;
      await route.continue();
    });
    return release;
  };
  const serverChart = (page: Page) =>
    page.evaluate(() => {
      const server = (window as unknown as { serverChart: { svg: Element | null; bars: number } }).serverChart;
      return { bars: server.bars, kept: !!server.svg && server.svg === document.querySelector('[data-testid="column-chart"] svg') };
    });

  it('hydrates the server’s column chart in place, without a hydration error', async () => {
    const { page, errors } = await open(session.browser, `/en/v/${rendered.keys.column}`);
    // The mark comes once Preact holds every element of the server's page (web/hydration.ts): the chart's svg is Preact's by then.
    await waitForHydration(page);
    const server = await serverChart(page);
    expect(server.bars).toBeGreaterThan(5);
    expect(server.kept).toBe(true);
    expect((await readBars(page)).length).toBe(server.bars);
    await page.waitForTimeout(700);
    expect(errors).toEqual([]);
    await expectAccessiblePage(page);
    await page.close();
  });

  it('hydrates a table, a map and a dashboard without a hydration error', async () => {
    for (const kind of ['table', 'map', 'dashboard'] as const) {
      const { page, errors } = await open(session.browser, `/en/v/${rendered.keys[kind]}`);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      expect(errors, kind).toEqual([]);
      await page.close();
    }
  });

  it('keeps an author’s markdown in place through hydration: its renderer comes before', async () => {
    const chart = await galleryConfig('column', componentsFrom(session.app.url), 'ssrMarkdown01');
    chart.meta.title.en = 'Generation, **by source**';
    chart.meta.description.en = 'First *paragraph*.\n\nSecond paragraph.\n\n- one\n- two';
    const key = await publish(session.app.url, chart);
    const page = await session.browser.newPage({ viewport: { width: 1280, height: 900 } });
    // The server's list, and every time the description's second paragraph was missing from the page.
    await page.addInitScript(`
      ${RECORD_SHIFTS}
      window.missing = 0;
      new MutationObserver(() => {
        window.serverList ??= document.querySelector('#root ul:not(.legend) li')?.parentElement;
        if (window.serverList && ![...document.querySelectorAll('#root p')].some((p) => p.textContent === 'Second paragraph.')) window.missing++;
      }).observe(document, { childList: true, subtree: true });
    `);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${session.app.url}/en/v/${key}`);
    await waitForHydration(page);
    await page.waitForTimeout(500);
    const seen = await page.evaluate(() => {
      const { shifts, missing, serverList } = window as unknown as { shifts: unknown[]; missing: number; serverList?: Element };
      return { shifts, missing, kept: !!serverList?.isConnected, title: document.querySelector('h1')!.innerHTML };
    });
    expect(seen).toEqual({ shifts: [], missing: 0, kept: true, title: expect.stringContaining('<strong>by source</strong>') });
    // Painted while its HTML still streamed in, the header held: the language switcher is as wide before its options are read.
    const switcher = await page.evaluate(() => {
      const select = document.querySelector('[data-testid="language-switcher"]')!;
      const unread = select.cloneNode(false) as Element;
      select.after(unread);
      const widths = [select, unread].map((element) => element.getBoundingClientRect().width);
      unread.remove();
      return widths;
    });
    expect(switcher[1]).toBe(switcher[0]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('hands the server’s chart over in place on a first visit: drawn for the viewport, no loading state, no layout shift, at 390 and 1280 px', async () => {
    // Not the test browser: a page it hands out again has told its viewport already.
    const browser = await launchBrowser({ webgl: true });
    for (const kind of ['column', 'map'] as const) {
      for (const width of [390, 1280]) {
        // A page of its own context: the browser's first visit, which has not told its viewport yet.
        const page = await browser.newPage({ viewport: { width, height: 900 } });
        // Chromium's layout shifts, and whether the chart's loading state ever took the drawing's place.
        await page.addInitScript(`
          ${RECORD_SHIFTS}
          window.loadingShown = false;
          new MutationObserver(() => { if (document.querySelector('[data-testid="chart-frame"] .loading')) window.loadingShown = true; })
            .observe(document, { childList: true, subtree: true });
        `);
        await page.goto(`${session.app.url}/en/v/${rendered.keys[kind]}`);
        // The server drew for this viewport: Chromium asked again with it (Critical-CH).
        expect(await page.evaluate((id) => JSON.parse(document.getElementById(id)!.textContent!).viewportWidth, SERVER_STATE_ID)).toBe(width);
        await waitForHydration(page);
        if (kind === 'map') await page.waitForSelector('[data-testid="map-canvas"][data-state="ready"]', { timeout: 30_000 });
        // Past the resize debounce: a redraw at the measured width would have come by now.
        await page.waitForTimeout(800);
        const { shifts, loadingShown } = await page.evaluate(() => {
          const { shifts, loadingShown } = window as unknown as { shifts: { value: number }[]; loadingShown: boolean };
          return { shifts, loadingShown };
        });
        expect(loadingShown, `${kind}, ${width} px`).toBe(false);
        // The header's account link comes with the session (a few thousandths); the chart's own height held.
        expect(
          shifts.reduce((sum, { value }) => sum + value, 0),
          `${kind}, ${width} px: ${JSON.stringify(shifts)}`,
        ).toBeLessThan(0.01);
        await page.close();
      }
    }
    await browser.close();
  });

  it('paints nothing of its page before the chart has all come, however slowly it arrives: no frame with half a map legend', async () => {
    const page = await session.browser.newPage({ viewport: { width: 1280, height: 900 } });
    // When the page's first content was painted, and when its parser reached the server's state, the root's last element.
    await page.addInitScript(`
      new PerformanceObserver((list) => { window.firstPaint ??= list.getEntries()[0].startTime; }).observe({ type: 'paint', buffered: true });
      new MutationObserver(() => { if (document.getElementById('${SERVER_STATE_ID}')) window.stateParsed ??= performance.now(); })
        .observe(document, { childList: true, subtree: true });
    `);
    // The page as a slow line brings it, some kilobytes at a time; the app's scripts play no part.
    const release = await holdScripts(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: 24_000, uploadThroughput: 24_000 });
    await page.goto(`${session.app.url}/en/v/${rendered.keys.map}`, { waitUntil: 'commit' });
    await page.waitForFunction(() => (window as unknown as { firstPaint?: number }).firstPaint !== undefined, undefined, { timeout: 30_000 });
    const { firstPaint, stateParsed } = await page.evaluate(() => {
      const { firstPaint, stateParsed } = window as unknown as { firstPaint: number; stateParsed?: number };
      return { firstPaint, stateParsed };
    });
    // Without the head's expect link, the header and the chart's first half were painted seconds before the rest came.
    expect(stateParsed ?? Infinity, `first paint at ${firstPaint} ms`).toBeLessThanOrEqual(firstPaint);
    release();
    await page.close();
  });

  it('lays a canvas dashboard out before its script runs, for the viewport: its first visit hardly shifts, at 390 and 1280 px', async () => {
    const key = await publishConfig(session.app.url, await canvasState(session.app.url));
    const browser = await launchBrowser();
    for (const width of [390, 1280]) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      await page.addInitScript(RECORD_SHIFTS);
      await page.goto(`${session.app.url}/en/v/${key}`);
      await waitForHydration(page);
      await expect.poll(() => page.locator('.canvas-block figure.chart svg').count()).toBe(3);
      // Past the charts' resize debounce, and the blocks' fitting of their plots.
      await page.waitForTimeout(1_500);
      const shifts = await page.evaluate(() => (window as unknown as { shifts: { value: number }[] }).shifts);
      // Laid out by script (0.43 at 390 px, 0.50 at 1280 before): the blocks stacked, then placed. What is left is the plots fitted
      // to their blocks (domain/layout/grid.ts fittedPlotHeight), which the server cannot measure.
      expect(
        shifts.reduce((sum, { value }) => sum + value, 0),
        `${width} px: ${JSON.stringify(shifts)}`,
      ).toBeLessThan(0.05);
      await page.close();
    }
    await browser.close();
  });

  it.runIf(hasSharedCubes)('keeps the server’s chart on hydration and its data filter works', async () => {
    const key = await publishState(session.app.url, await forestTabsState(componentsFrom(session.app.url)));
    const { page, errors } = await open(session.browser, `/en/v/${key}`);
    await waitForHydration(page);
    const server = await serverChart(page);
    expect(server.kept).toBe(true);
    const before = await readBars(page);
    expect(before.length).toBe(server.bars);
    await page
      .getByTestId(`data-filter-${forestId('kanton')}`)
      .locator('select')
      .selectOption({ label: 'Bern' });
    await poll(async () => (await readBars(page)).join() !== before.join()).toBe(true);
    // The address follows the choice after the redraw: read until it does (a loaded run read it a moment before).
    await poll(() => new URL(page.url()).searchParams.get(`filter:${forestId('kanton')}`)).toBe('https://ld.admin.ch/canton/2');
    expect(errors).toEqual([]);
    await page.close();
  });

  it.runIf(hasSharedCubes)('keeps a data filter and a legend toggle chosen before the page hydrated, and marks the page once hydrated', async () => {
    const key = await publishState(session.app.url, await forestTabsState(componentsFrom(session.app.url)));
    const page = await session.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // The app's scripts are held until the visitor has chosen: the page is the server's alone meanwhile.
    const release = await holdScripts(page);
    // The scripts held, the page never loads: it is read as soon as its chart is there.
    await page.goto(`${session.app.url}/en/v/${key}`, { waitUntil: 'commit' });
    await waitForBars(page);
    const before = await readBars(page);
    const filter = page.getByTestId(`data-filter-${forestId('kanton')}`).locator('select');
    await filter.selectOption({ label: 'Bern' });
    const toggle = page.getByTestId('legend-toggle').first();
    const hidden = await toggle.evaluate((input) => input.closest('label')!.textContent);
    await toggle.uncheck();
    expect(await page.locator('#root').getAttribute('data-hydrated')).toBeNull();
    release();
    await waitForHydration(page);
    await poll(() => new URL(page.url()).searchParams.get(`filter:${forestId('kanton')}`)).toBe('https://ld.admin.ch/canton/2');
    expect(new URL(page.url()).searchParams.getAll('hide')).toHaveLength(1);
    await poll(async () => (await readBars(page)).join() !== before.join()).toBe(true);
    expect(await filter.inputValue()).toBe('https://ld.admin.ch/canton/2');
    // The legend as it settles with Bern's data (a render in between may still show the server's).
    const unticked = () =>
      page
        .getByTestId('legend')
        .locator('label')
        .evaluateAll((labels) => labels.filter((l) => !l.querySelector('input')!.checked).map((l) => l.textContent));
    await poll(unticked).toEqual([hidden]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it.runIf(hasSharedCubes)('opens a tab chosen before the page hydrated: the tab is a link to its own server page', async () => {
    const key = await publishState(session.app.url, await forestTabsState(componentsFrom(session.app.url)));
    const page = await session.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const release = await holdScripts(page);
    await page.goto(`${session.app.url}/en/v/${key}`, { waitUntil: 'commit' });
    await waitForBars(page);
    await page.getByRole('tab').nth(1).click();
    // The server's page of the second tab, its scripts still held: a line chart, the tab selected.
    await page.waitForSelector('[data-testid="line-chart"] path.line', { state: 'attached' });
    expect(new URL(page.url()).searchParams.get('tab')).toBe('viewTabs0002');
    expect(await page.getByRole('tab').nth(1).getAttribute('aria-selected')).toBe('true');
    release();
    await waitForHydration(page);
    expect(await page.locator('h1').textContent()).toBe('Total forest area');
    // Hydrated, a tab switches in the page (the address follows, no new page: the page's own mark stays).
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await page.getByRole('tab').nth(0).click();
    await waitForBars(page);
    expect(new URL(page.url()).searchParams.get('tab')).toBe('viewTabs0001');
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
    await page.close();
  });

  it('shows charts, titles, sources and data tables without JavaScript', async () => {
    const context = await session.browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${session.app.url}/en/v/${rendered.keys.column}`);
    expect(await page.locator('h1').textContent()).toBe(rendered.charts.column.meta.title.en);
    expect(await page.locator('[data-testid="column-chart"] rect.bar').count()).toBeGreaterThan(5);
    expect(await page.locator('.footnotes').textContent()).toMatch(/Source: \S+/);
    await page.locator('details.chart-data summary').click();
    expect(await page.locator('[data-testid="chart-data-table"] tbody tr').count()).toBeGreaterThan(5);
    await expect.poll(() => page.locator('[data-testid="chart-data-table"]').isVisible()).toBe(true);
    for (const width of [390, 640, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/column-no-js-${width}.png`, fullPage: true });
    }

    await page.goto(`${session.app.url}/en/v/${rendered.keys.dashboard}`);
    expect(await page.locator('h1').first().textContent()).toContain(RENDERED_DASHBOARD_TITLE);
    for (const chart of Object.values(rendered.charts)) expect(await page.getByText(chart.meta.title.en, { exact: true }).count()).toBeGreaterThan(0);
    expect(await page.locator('[data-testid="column-chart"] rect.bar').count()).toBeGreaterThan(5);
    expect(await page.locator('[data-testid="line-chart"] path.line').count()).toBeGreaterThan(0);
    expect(await page.locator('[data-testid="table-chart-table"] tbody tr').count()).toBeGreaterThan(5);
    expect(await page.locator('[data-testid="map-preview"] svg path').count()).toBeGreaterThan(50);
    // The legends' swatches show their colours (images: the CSP refuses the style attributes a script would set).
    const swatches = await page.locator('.legend-swatch').evaluateAll((images) => images.map((image) => (image as HTMLImageElement).naturalWidth));
    expect(swatches.length).toBeGreaterThan(3);
    expect(swatches.every((width) => width === 12)).toBe(true);
    expect(await page.locator('.footnotes', { hasText: 'Source:' }).count()).toBe(4);
    expect(await page.locator('details.chart-data').count()).toBe(3);
    for (const width of [390, 640, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/dashboard-no-js-${width}.png`, fullPage: true });
    }
    await context.close();
  });

  it('passes axe on the server’s pages before any script runs', async () => {
    for (const key of [rendered.keys.column, rendered.keys.dashboard]) {
      const page = await session.browser.newPage({ viewport: { width: 1280, height: 900 } });
      // The app's scripts do not arrive: the page stays as the server sent it (axe itself is injected by the test).
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.goto(`${session.app.url}/en/v/${key}`);
      await expectAccessiblePage(page);
      await page.close();
    }
  });
});
