/**
 * The row limit (issue 32 §2) in headless Chromium: a chart that would need more observations than
 * its kind draws is not asked for, and the author is told which filter to add before anything is
 * sent. The cube is the big-cube generator's (bench/big-cube/generate.ts, through the importer) at
 * 300 municipalities × 20 years, 6,000 observations, with the limits lowered to 1,000
 * (CHART_MAX_ROWS, TABLE_MAX_ROWS): a table of it is past the limit, one year of it is not.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { writeBigCube } from '../../bench/big-cube/generate';
import { getInitialChartConfig } from '../../src/domain/charts/initial-config';
import { createChartKey } from '../../src/domain/config';
import { RESIZE_DEBOUNCE_MS } from '../../src/web/charts/useWidth';
import { withBrowserApp } from '../support/browser-app';
import { componentsFrom, publish } from '../support/chart-gallery';
import { createOnCube, expectAccessiblePage } from '../support/configurator';

const cube = writeBigCube(mkdtempSync(join(tmpdir(), 'row-limit-')), 'row-limit', { municipalities: 300, years: 20, groups: 1 });
const session = withBrowserApp({ DATA_DIR: dirname(cube.file), CHART_MAX_ROWS: '1000', TABLE_MAX_ROWS: '1000' });

const message = (page: Page) => page.getByTestId('chart-too-many-rows');

/** Counts the observations requests the page sends from now on. */
const observationRequests = (page: Page) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/data/dataCubesObservations')) sent.push(request.url());
  });
  return sent;
};

const shoot = async (page: Page, name: string) => {
  for (const width of [390, 640, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(RESIZE_DEBOUNCE_MS + 100);
    await page.screenshot({ path: `docs/screenshots/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
};

describe('row limit', () => {
  it('a table past the limit in the configurator sends no query, names the filters to add, opens one; filtered, it is drawn', async () => {
    const page = await session.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await createOnCube(page, session.app.url, cube.iri);
    const sent = observationRequests(page);

    // Every municipality in every year: 6,000 rows. One municipality leaves 20, one year 300.
    await page.getByTestId('chart-type-table').click();
    await expect
      .poll(() => message(page).locator('p').textContent())
      .toBe('This table would have up to 6,000 rows, more than the 1,000 it can show. Filter Municipality or Year to show it.');
    // Nothing was asked for, and nothing is while the message stands.
    await page.waitForTimeout(1_000);
    expect(sent).toEqual([]);
    expect(await page.locator('[data-testid="chart-preview"] [data-testid="table-chart-table"]').count()).toBe(0);
    expect(await page.getByTestId('too-many-rows-filter').allTextContents()).toEqual(['Choose values of Municipality', 'Choose values of Year']);
    await expectAccessiblePage(page);
    await shoot(page, 'configurator/too-many-rows');

    // By keyboard: the advice's Year button opens Year's values; one year chosen, the table is asked for and drawn.
    await page.getByTestId('too-many-rows-filter').nth(1).focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByTestId('multi-filter-drawer');
    await drawer.waitFor();
    await expectAccessiblePage(page);
    await drawer.getByRole('button', { name: 'Select none' }).click();
    await drawer.getByRole('checkbox', { name: '1994' }).check();
    await drawer.getByTestId('multi-filter-apply').click();
    await page.waitForSelector('[data-testid="chart-preview"] [data-testid="table-chart-table"] tbody tr');
    expect(await message(page).count()).toBe(0);
    expect(sent).toHaveLength(1);
    // Focus is back on the filter the advice opened.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('edit-values-Year');
    expect(await page.getByTestId('shown-values-Year').textContent()).toBe('1 of 20 values');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a published table past the limit says so in the view, in its language, and sends no query', async () => {
    const components = await componentsFrom(session.app.url)(cube.iri);
    const config = getInitialChartConfig({ cubes: [{ iri: cube.iri }], ...components, chartType: 'table', key: createChartKey() });
    const key = await publish(session.app.url, config);
    const page = await session.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const sent = observationRequests(page);
    await page.goto(`${session.app.url}/de/v/${key}`);
    await expect
      .poll(() => message(page).locator('p').textContent())
      .toBe('Diese Tabelle hätte bis zu 6’000 Zeilen, mehr als die 1’000, die sie zeigen kann. Filtern Sie Gemeinde oder Jahr, um sie zu zeigen.');
    // The visitor cannot change the config: no buttons, and no query.
    expect(await page.getByTestId('too-many-rows-filter').count()).toBe(0);
    await page.waitForTimeout(1_000);
    expect(sent).toEqual([]);
    await expectAccessiblePage(page);
    await shoot(page, 'view/too-many-rows');
    await page.close();
  });
});
