/**
 * A table chart of the generated 10⁵-observation cube (issue 32) in the browser: it pages on the
 * server. The view holds one page of 100 rows, says which rows of how many it shows, turns pages by
 * mouse and keyboard, and sorts by a header and searches through the server, each back on the
 * first page. Checked with axe.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BIG_CUBE_SIZES, bigCubeRows, cubeIri } from '../../bench/big-cube/generate';
import { createChartKey, getInitialChartConfig, type ChartConfigOf } from '../../src/domain/config';
import { runBigCube } from '../support/big-cube';
import { withBrowserApp } from '../support/browser-app';
import { componentsFrom, publish } from '../support/chart-gallery';
import { expectAccessiblePage } from '../support/configurator';

const cube = runBigCube();
const session = withBrowserApp({ DATA_DIR: join(cube.file, '..') });
const rows = [...bigCubeRows(BIG_CUBE_SIZES['1e5'])];
const total = rows.length.toLocaleString('en');

const count = (page: Page) => page.getByTestId('table-count').textContent();
/** A page the server sorts among the cube's rows: seconds on a loaded machine (a full test run), a fraction of one alone. */
const served = { timeout: 20_000 };
/** The rows in the DOM (the page's, as far as they are in view), their cells joined by |. */
const rowTexts = (page: Page) =>
  page.$$eval('[data-testid="table-chart-table"] tbody tr:not(.table-spacer)', (trs) =>
    trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim()).join(' | ')),
  );
const headers = (page: Page) =>
  page.$$eval('[data-testid="table-chart-table"] thead th', (ths) => ths.map((th) => th.textContent?.replace(/[↕▲▼△▽]/g, '').trim()));

describe('a table chart of 10⁵ rows', () => {
  it('shows one page of rows from the server, turns pages, sorts and searches through the server', async () => {
    const iri = cubeIri('1e5');
    const components = await componentsFrom(session.app.url)(iri);
    const config = getInitialChartConfig({ cubes: [{ iri }], ...components, chartType: 'table', key: createChartKey() }) as ChartConfigOf<'table'>;
    const key = await publish(session.app.url, config);
    const page = await session.browser.newPage({ viewport: { width: 1200, height: 900 } });
    const requests: string[] = [];
    page.on('request', (request) => request.url().includes('/api/data/') && requests.push(new URL(request.url()).pathname));
    await page.goto(`${session.app.url}/en/v/${key}`);
    await expect.poll(() => count(page), { timeout: 30_000 }).toBe(`1–100 of ${total} rows`);
    // One page in the browser: the whole cube is never asked for.
    expect(requests).not.toContain('/api/data/dataCubesObservations');
    expect((await rowTexts(page)).length).toBeLessThanOrEqual(100);
    // Nothing sorts it: the rows come in the order of the first column's values, a key dimension's
    // (municipalities in their order, from the first), and no header says it sorts.
    const [firstHeader] = await headers(page);
    const labels = components.dimensions.find((d) => d.label === firstHeader)!.values.map((v) => v.label);
    const ranks = (await rowTexts(page)).map((r) => labels.indexOf(r.split(' | ')[0]));
    expect(ranks[0]).toBe(0);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(await page.locator('th[aria-sort]').count()).toBe(0);
    await expectAccessiblePage(page);

    // The next page by mouse, the last by keyboard, the first again.
    await page.getByTestId('table-page-next').click();
    await expect.poll(() => count(page), served).toBe(`101–200 of ${total} rows`);
    await page.getByTestId('table-page-last').focus();
    await page.keyboard.press('Enter');
    const lastFrom = Math.floor((rows.length - 1) / 100) * 100 + 1;
    await expect.poll(() => count(page), served).toBe(`${lastFrom.toLocaleString('en')}–${total} of ${total} rows`);
    expect(await page.getByTestId('table-page-next').isDisabled()).toBe(true);
    await page.getByTestId('table-page-first').click();
    await expect.poll(() => count(page), served).toBe(`1–100 of ${total} rows`);

    // A header sorts on the server: the largest population first, back on the first page.
    await page.getByTestId('table-page-next').click();
    await expect.poll(() => count(page), served).toBe(`101–200 of ${total} rows`);
    const population = (await headers(page)).findIndex((h) => h?.startsWith('Inhabitants'));
    expect(population).toBeGreaterThanOrEqual(0);
    const largest = Math.max(...rows.map((r) => Number(r[5])));
    // A click or two (the table decides which direction comes first) to the descending order.
    await page.getByTestId(`table-sort-${population}`).click();
    await expect.poll(() => page.locator('th[aria-sort]').count()).toBe(1);
    if ((await page.locator('th[aria-sort="descending"]').count()) === 0) await page.getByTestId(`table-sort-${population}`).click();
    await expect.poll(async () => (await rowTexts(page))[0]?.split(' | ')[population], served).toBe(largest.toLocaleString('en'));
    expect(await count(page)).toBe(`1–100 of ${total} rows`);
    expect(await page.locator('th[aria-sort="descending"]').count()).toBe(1);

    // The search runs on the server: one municipality's 50 years.
    await page.getByTestId('table-search').fill('municipality 0042');
    const found = rows.filter((r) => r[0] === 'M0042').length;
    await expect.poll(() => count(page), served).toBe(`1–${found} of ${found} rows found (${total} in all)`);
    expect((await rowTexts(page)).every((r) => r.startsWith('Municipality 0042'))).toBe(true);
    expect(await page.getByTestId('table-page-next').isDisabled()).toBe(true);
    await expectAccessiblePage(page);
    await page.close();
  }, 180_000);
});
