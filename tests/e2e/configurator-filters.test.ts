/**
 * The configurator's data filters in headless Chromium on the forest enterprises cube (v2): a
 * single filter, the Kanton tree select's search, a multi filter on the x axis through the
 * drawer, and a keyboard reorder. After each step the bars must be the values the cube has for
 * the filters, as the data API answers them.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFullApp } from '../support/app';
import { launchBrowser } from '../support/browser';
import { ensureWebBuild } from '../support/build-web';
import { hasSharedCubes, SHARED_CUBES } from '../support/server';

const CUBE = 'https://ld.admin.ch/cube/fso/px-x-0703010000_103/2';
const UNVERSIONED = 'https://ld.admin.ch/cube/fso/px-x-0703010000_103';
const id = (path: string) => `${UNVERSIONED}___${UNVERSIONED}/${path}`;
const SCREENSHOTS = 'docs/screenshots/configurator';

const readBars = (page: Page) =>
  page.$$eval('[data-testid="column-chart"] rect.bar', (rects) => rects.map((r) => Number(r.getAttribute('data-value'))).sort((a, b) => a - b));

const rowLabels = (page: Page) => page.locator('[data-testid="data-filters-section"] .filter-row .filter-label').allTextContents();

describe.runIf(hasSharedCubes)('configurator: data filters', () => {
  let browser: Browser;
  let app: Awaited<ReturnType<typeof startFullApp>>;

  beforeAll(async () => {
    ensureWebBuild();
    app = await startFullApp({ DATA_DIR: SHARED_CUBES });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  /** The number of enterprises per year the cube has for these filters, sorted. */
  const expectedBars = async (filters: Record<string, object>) => {
    const response = await fetch(`${app.url}/api/data/dataCubesObservations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sourceType: 'sparql', sourceUrl: '/api/sparql', locale: 'de', cubeFilters: [{ iri: CUBE, componentIds: [id('jahr'), id('Betriebe')], filters }] }),
    });
    const rows: Record<string, number>[] = (await response.json()).data.dataCubesObservations.data;
    return rows.map((o) => o[id('Betriebe')]).sort((a, b) => a - b);
  };
  const single = (value: string) => ({ type: 'single', value });

  it('filters the chart with a select, the tree select search and the multi-filter drawer, and reorders by keyboard', async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await page.goto(`${app.url}/de/create/new?${new URLSearchParams({ cube: CUBE })}`);
    await page.waitForSelector('[data-testid="column-chart"] rect.bar', { state: 'attached', timeout: 30_000 });
    const section = page.getByTestId('data-filters-section');
    expect(await rowLabels(page)).toEqual(['Forstzone', 'Kanton', 'Grössenklasse']);
    expect(await page.getByTestId('filter-count').textContent()).toBe('3');
    const filters: Record<string, object> = {
      [id('forstzone')]: single(`${CUBE}/forstzone/0`),
      [id('kanton')]: single('https://ld.admin.ch/canton/1'),
      [id('groessenklasse')]: single(`${CUBE}/groessenklasse/0`),
    };
    expect(await readBars(page)).toEqual(await expectedBars(filters));

    // A single filter: the size class.
    await page.getByTestId('filter-Grössenklasse').selectOption({ label: '< 50 ha' });
    filters[id('groessenklasse')] = single(`${CUBE}/groessenklasse/1`);
    const small = await expectedBars(filters);
    await expect.poll(() => readBars(page), { timeout: 15_000 }).toEqual(small);
    expect(await page.getByTestId('chart-filters').textContent()).toContain('Grössenklasse: < 50 ha');

    // The tree select: search, choose Bern, then "Zür" finds Zürich (canton under its region).
    await page.getByTestId('filter-Kanton').click();
    const search = page.getByTestId('filter-search-Kanton');
    expect(await search.evaluate((input) => input === document.activeElement)).toBe(true);
    await search.fill('xyz');
    await expect.poll(() => section.getByText('Keine Ergebnisse').count()).toBe(1);
    await search.fill('Bern');
    await section.locator('.tree-option', { hasText: /^Bern$/ }).click();
    expect(await page.getByTestId('filter-value-Kanton').textContent()).toBe('Bern');
    filters[id('kanton')] = single('https://ld.admin.ch/canton/2');
    await expect.poll(() => readBars(page), { timeout: 15_000 }).toEqual(await expectedBars(filters));
    await page.getByTestId('filter-Kanton').click();
    await page.getByTestId('filter-search-Kanton').fill('Zür');
    const options = await section.locator('.tree-panel').locator('.tree-option, .tree-group').allTextContents();
    expect(options).toContain('Zürich');
    expect(options).not.toContain('Bern');
    await section.screenshot({ path: `${SCREENSHOTS}/filters-tree-search.png` });
    await section.locator('.tree-option', { hasText: /^Zürich$/ }).last().click();
    filters[id('kanton')] = single('https://ld.admin.ch/canton/1');
    await expect.poll(() => readBars(page), { timeout: 15_000 }).toEqual(small);

    // The drawer: a multi filter on the years drawn, applied; Escape closes without a change.
    const edit = page.getByTestId('edit-values-Jahr');
    await edit.click();
    const drawer = page.getByRole('dialog');
    expect(await drawer.getAttribute('aria-modal')).toBe('true');
    expect(await page.getByTestId('multi-filter-search').evaluate((input) => input === document.activeElement)).toBe(true);
    await drawer.getByRole('button', { name: 'Keine auswählen' }).click();
    expect(await page.getByTestId('multi-filter-apply').isDisabled()).toBe(true);
    await page.getByTestId('multi-filter-search').fill('201');
    await drawer.getByRole('button', { name: 'Alle auswählen' }).click();
    await drawer.getByRole('checkbox', { name: '2014' }).uncheck();
    await page.getByTestId('multi-filter-search').fill('');
    await drawer.getByRole('checkbox', { name: '2004' }).check();
    await page.screenshot({ path: `${SCREENSHOTS}/filters-drawer.png` });
    await page.getByTestId('multi-filter-apply').click();
    expect(await drawer.count()).toBe(0);
    expect(await edit.evaluate((button) => button === document.activeElement)).toBe(true);
    const years = ['2004', '2010', '2011', '2012', '2013'];
    filters[id('jahr')] = { type: 'multi', values: Object.fromEntries(years.map((y) => [y, true])) };
    const someYears = await expectedBars(filters);
    expect(someYears).toHaveLength(5);
    await expect.poll(() => readBars(page), { timeout: 15_000 }).toEqual(someYears);
    expect(await page.getByTestId('shown-values-Jahr').textContent()).toBe('5 von 11 Werten');
    await edit.click();
    await page.keyboard.press('Escape');
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await edit.evaluate((button) => button === document.activeElement)).toBe(true);

    // Keyboard reorder: lift Forstzone with space, move it down one, drop it.
    await section.getByRole('button', { name: 'Filter Forstzone verschieben' }).focus();
    for (const key of ['Space', 'ArrowDown', 'Space']) {
      await page.keyboard.press(key);
      await page.waitForTimeout(250);
    }
    await expect.poll(() => rowLabels(page)).toEqual(['Kanton', 'Forstzone', 'Grössenklasse']);
    // The order is the author's; the chart shows the same values.
    expect(await readBars(page)).toEqual(someYears);
    expect(await page.getByTestId('filter-count').textContent()).toBe('3');
    await section.screenshot({ path: `${SCREENSHOTS}/filters-section.png` });
    await page.close();
  }, 120_000);
});
