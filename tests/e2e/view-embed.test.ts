/**
 * Sharing and embedding a published chart (spec 002 §2, §6) in headless Chromium: the embed
 * flags (each hides what it names, each written back into the address without a reload), the
 * share and embed dialogs, and the embed code on a host page of another origin, whose iframe
 * follows the embedded page's height.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMBED_FLAGS, type EmbedFlag } from '../../src/domain/viewer/embed';
import { axeViolations, describeViolations } from '../support/axe';
import { withBrowserApp } from '../support/browser-app';
import { componentsFrom } from '../support/chart-gallery';
import { hasSharedCubes, SHARED_CUBES } from '../support/server';
import { forestId, forestTabsState, publishState, readBars, waitForBars, waitForHydration } from '../support/view';

const SCREENSHOTS = 'docs/screenshots/view';
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000 });
const expectAccessible = async (page: Page) => expect(describeViolations(await axeViolations(page))).toBe('');

/** What each flag hides or changes, read from the embedded page. */
const PARTS: Record<EmbedFlag, (page: Page) => Promise<unknown>> = {
  removeBorder: (page) => page.getByTestId('chart-frame').evaluate((el) => getComputedStyle(el).borderTopWidth),
  optimizeSpace: (page) => page.getByTestId('chart-frame').evaluate((el) => getComputedStyle(el).paddingTop),
  removeMoreOptionsButton: (page) => page.getByTestId('more-button').count(),
  removeLabelsInteractivity: async (page) => ({
    toggles: await page.getByTestId('legend-toggle').count(),
    axisTitle: await page.getByTestId('y-axis-label').evaluate((el) => el.tagName),
  }),
  removeFootnotes: async (page) => ({
    footnotes: await page.locator('footer.footnotes').isVisible(),
    download: await page.getByTestId('download-button').isVisible(),
  }),
  removeFilters: async (page) => ({
    dataFilters: await page.getByTestId('data-filters').isVisible(),
    timeRange: await page.getByTestId('time-range').isVisible(),
    calculation: await page.getByTestId('calculation-toggle').isVisible(),
  }),
};
const SHOWN: Record<EmbedFlag, unknown> = {
  removeBorder: '1px',
  optimizeSpace: '24px',
  removeMoreOptionsButton: 1,
  removeLabelsInteractivity: { toggles: 7, axisTitle: 'BUTTON' },
  removeFootnotes: { footnotes: true, download: true },
  removeFilters: { dataFilters: true, timeRange: true, calculation: true },
};
const HIDDEN: Record<EmbedFlag, unknown> = {
  removeBorder: '0px',
  optimizeSpace: '8px',
  removeMoreOptionsButton: 0,
  removeLabelsInteractivity: { toggles: 0, axisTitle: 'SPAN' },
  removeFootnotes: { footnotes: false, download: false },
  removeFilters: { dataFilters: false, timeRange: false, calculation: false },
};

describe.runIf(hasSharedCubes)('sharing and embedding the published view', () => {
  const session = withBrowserApp({ DATA_DIR: SHARED_CUBES });
  let key = '';
  let host: Server;
  let hostPage = '';

  beforeAll(async () => {
    key = await publishState(session.app.url, await forestTabsState(componentsFrom(session.app.url)));
    // A host site on another port of 127.0.0.1: another origin. It serves whatever page the test gives it.
    host = createServer((_, response) => response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(hostPage));
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => host?.close(() => resolve())));

  const open = async (path: string, width = 1280) => {
    const page = await session.browser.newPage({ viewport: { width, height: 900 } });
    await page.goto(`${session.app.url}${path}`);
    await waitForHydration(page);
    await waitForBars(page);
    return page;
  };

  it('shows the embed page without the site header, every part in place without flags', async () => {
    const page = await open(`/en/embed/${key}`);
    expect(await page.locator('.header').count()).toBe(0);
    expect(await page.locator('h1').textContent()).toBe('Forest enterprises by size class');
    for (const flag of EMBED_FLAGS) expect(await PARTS[flag](page), flag).toEqual(SHOWN[flag]);
    expect(await page.getByTestId('created-with').getAttribute('href')).toBe(`/en/v/${key}`);
    expect(await page.getByTestId('created-with').getAttribute('target')).toBe('_blank');
    await expectAccessible(page);
    await page.close();
  });

  it.each(EMBED_FLAGS)('%s=true hides what it names, and only that', async (flag) => {
    const page = await open(`/en/embed/${key}?${flag}=true`);
    for (const other of EMBED_FLAGS) expect(await PARTS[other](page), other).toEqual(other === flag ? HIDDEN[flag] : SHOWN[other]);
    await expectAccessible(page);
    await page.close();
  });

  it('applies the choices of the address with the filters removed', async () => {
    const bern = new URLSearchParams([
      [`filter:${forestId('kanton')}`, 'https://ld.admin.ch/canton/2'],
      ['from', '2008'],
      ['to', '2012'],
    ]);
    const shown = await open(`/en/v/${key}?${bern}`);
    await poll(() => readBars(shown).then((bars) => bars.length)).toBe(5 * 7);
    const bars = await readBars(shown);
    await shown.close();
    const embedded = await open(`/en/embed/${key}?removeFilters=true&${bern}`);
    await poll(() => readBars(embedded)).toEqual(bars);
    await embedded.close();
  });

  it('reads disableBorder as removeBorder and writes the flags back without a reload', async () => {
    const page = await session.browser.newPage({ viewport: { width: 1280, height: 900 } });
    // The page's loads (a request Chromium asks again with the viewport's width, on a first visit: Critical-CH, is one load).
    let documents = 0;
    page.on('load', () => documents++);
    await page.goto(`${session.app.url}/en/embed/${key}?disableBorder=true&removeFilters=yes&removeFootnotes=true`);
    await waitForHydration(page);
    await waitForBars(page);
    await poll(() => new URL(page.url()).searchParams.get('removeBorder')).toBe('true');
    const query = new URL(page.url()).searchParams;
    expect([query.has('disableBorder'), query.has('removeFilters'), query.get('removeFootnotes')]).toEqual([false, false, 'true']);
    expect(await PARTS.removeBorder(page)).toBe(HIDDEN.removeBorder);
    expect(await PARTS.removeFilters(page)).toEqual(SHOWN.removeFilters);
    expect(documents).toBe(1);
    await page.screenshot({ path: `${SCREENSHOTS}/embed-flags.png` });
    await page.close();
  });

  it('shares the link of the view and the copy-and-edit link', async () => {
    const page = await open(`/en/v/${key}`);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: session.app.url });
    await page.getByTestId('more-button').click();
    await page.getByTestId('more-share').click();
    const dialog = page.getByTestId('share-dialog');
    expect(await dialog.getByTestId('share-link').inputValue()).toBe(page.url());
    await dialog.getByTestId('share-link-copy').click();
    await poll(() => dialog.getByRole('status').textContent()).toBe('Copied to the clipboard.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    const copy = dialog.getByTestId('copy-and-edit');
    expect([await copy.getAttribute('href'), await copy.getAttribute('target')]).toEqual([`/en/create/new?copy=${key}`, '_blank']);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await poll(() => page.getByTestId('share-dialog').count()).toBe(0);
    await page.close();
  });

  it('offers the embed code with the flags as checkboxes and a live preview', async () => {
    const page = await open(`/en/v/${key}`);
    await page.getByTestId('more-button').click();
    await page.getByTestId('more-embed').click();
    const dialog = page.getByTestId('embed-dialog');
    const code = dialog.getByTestId('embed-code');
    expect(await code.inputValue()).toContain(`src="${session.app.url}/en/embed/${key}"`);
    const preview = page.frameLocator('[data-testid="embed-preview"]');
    await preview.locator('[data-testid="column-chart"] rect.bar').first().waitFor({ state: 'attached' });
    expect(await preview.getByTestId('data-filters').isVisible()).toBe(true);

    await dialog.getByTestId('embed-flag-removeFilters').check();
    await dialog.getByTestId('embed-flag-removeBorder').check();
    expect(await code.inputValue()).toContain(`src="${session.app.url}/en/embed/${key}?removeBorder=true&amp;removeFilters=true"`);
    await poll(() => preview.getByTestId('data-filters').isVisible()).toBe(false);
    await preview.locator('[data-testid="column-chart"] rect.bar').first().waitFor({ state: 'attached' });
    // The preview sizes itself from the embedded page's height messages.
    const heights = async () => ({
      frame: await dialog.getByTestId('embed-preview').evaluate((el) => Math.round(el.getBoundingClientRect().height)),
      content: await preview.locator('html').evaluate((el) => Math.ceil(el.getBoundingClientRect().height)),
    });
    await poll(async () => {
      const { frame, content } = await heights();
      return frame - content;
    }).toBeLessThanOrEqual(2);
    await expectAccessible(page);
    await dialog.screenshot({ path: `${SCREENSHOTS}/embed-dialog.png` });
    await page.close();
  });

  it('sizes the iframe of the embed code on a host page of another origin', async () => {
    const page = await open(`/en/v/${key}`);
    await page.getByTestId('more-button').click();
    await page.getByTestId('more-embed').click();
    await page.getByTestId('embed-flag-removeBorder').check();
    const code = await page.getByTestId('embed-code').inputValue();
    await page.close();

    hostPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host</title></head><body style="margin:0;font-family:sans-serif"><h1>A site that embeds a chart</h1>${code}<p id="after">After the chart</p></body></html>`;
    const hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}/`;
    expect(new URL(hostUrl).origin).not.toBe(new URL(session.app.url).origin);
    const hostTab = await session.browser.newPage({ viewport: { width: 700, height: 800 } });
    await hostTab.goto(hostUrl);
    const frame = hostTab.frameLocator('iframe');
    await frame.locator('[data-testid="column-chart"] rect.bar').first().waitFor({ state: 'attached', timeout: 30_000 });
    const measure = async () => ({
      iframe: await hostTab.locator('iframe').evaluate((el) => Math.round(el.getBoundingClientRect().height)),
      content: await frame.locator('html').evaluate((el) => Math.ceil(el.getBoundingClientRect().height)),
    });
    // The host's 640 px iframe takes the height of the chart page.
    await poll(async () => {
      const { iframe, content } = await measure();
      return iframe === content && iframe !== 640;
    }).toBe(true);
    const before = (await measure()).iframe;
    await hostTab.setViewportSize({ width: 700, height: before + 120 });
    await hostTab.waitForTimeout(300);
    await hostTab.screenshot({ path: `${SCREENSHOTS}/embed-host.png` });
    // The metadata panel opens below the chart on a narrow page: the iframe grows with it.
    await frame.getByTestId('metadata-button').click();
    await frame.getByTestId('view-metadata-title').waitFor();
    await poll(async () => {
      const { iframe, content } = await measure();
      return iframe === content && iframe > before;
    }).toBe(true);
    await hostTab.close();
  });
});
