/**
 * The row limit (issue 32 §2) in headless Chromium: a chart that would need more observations than
 * its kind draws is not asked for, and the author is told which filter to add before anything is
 * sent. The cube is the big-cube generator's (bench/big-cube/generate.ts, through the importer) at
 * 300 municipalities × 20 years, up to 6,000 observations, with the limits lowered to 1,000
 * (CHART_MAX_ROWS, TABLE_MAX_ROWS): a line chart of every municipality over the years is past the
 * limit, one of a few municipalities is not. A table of the same cube is held to no limit: a table
 * of one cube pages on the server past 10,000 rows (src/domain/charts/table/page-query.ts), and
 * below that holds its rows in the browser.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { bigCubeRows, writeBigCube } from '../../bench/big-cube/generate';
import { withField } from '../../src/domain/charts/field-access';
import { getInitialChartConfig } from '../../src/domain/charts/initial-config';
import { createChartKey } from '../../src/domain/config';
import { setFieldComponent } from '../../src/domain/configurator/edits';
import { colorFieldFor, encodingOf } from '../../src/domain/encodings';
import { RESIZE_DEBOUNCE_MS } from '../../src/web/charts/useWidth';
import { withBrowserApp } from '../support/browser-app';
import { componentsFrom, publish } from '../support/chart-gallery';
import { chooseComponent, createOnCube, expectAccessiblePage } from '../support/configurator';

const size = { municipalities: 300, years: 20, groups: 1 };
const cube = writeBigCube(mkdtempSync(join(tmpdir(), 'row-limit-')), 'row-limit', size);
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
    // From the top: scrolled, the sticky header and preview cover the page's start in a full-page shot.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `docs/screenshots/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
};

describe('row limit', () => {
  it('a line chart past the limit in the configurator sends no query, names the filters to add, opens one; filtered, it is drawn', async () => {
    const page = await session.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await createOnCube(page, session.app.url, cube.iri);
    // A line chart starts as one municipality's line over the years.
    await page.getByTestId('chart-type-line').click();
    await page.locator('[data-testid="chart-preview"] [data-testid="line-chart"] path.line').waitFor();
    const sent = observationRequests(page);

    // A line for every municipality: 6,000 observations. One municipality leaves 20, one year 300.
    await chooseComponent(page, 'segment', 'Municipality');
    await expect
      .poll(() => message(page).locator('p').textContent())
      .toBe('This chart would need up to 6,000 observations, more than the 1,000 it can draw. Filter Municipality or Year to draw it.');
    // Nothing was asked for, and nothing is while the message stands.
    await page.waitForTimeout(1_000);
    expect(sent).toEqual([]);
    expect(await page.locator('[data-testid="chart-preview"] [data-testid="line-chart"]').count()).toBe(0);
    expect(await page.getByTestId('too-many-rows-filter').allTextContents()).toEqual(['Choose values of Municipality', 'Choose values of Year']);
    await expectAccessiblePage(page);
    // The segment's panel closed: on a phone it covers the options below the chart.
    await page.getByTestId('field-panel-close').click();
    await shoot(page, 'configurator/too-many-rows');

    // By keyboard: the advice's Municipality button opens its values; three chosen, the chart is asked for and drawn.
    await page.getByTestId('too-many-rows-filter').first().focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByTestId('multi-filter-drawer');
    await drawer.waitFor();
    await expectAccessiblePage(page);
    await drawer.getByRole('button', { name: 'Select none' }).click();
    for (const name of ['Municipality 0001', 'Municipality 0002', 'Municipality 0003']) {
      await drawer.getByTestId('multi-filter-search').fill(name);
      await drawer.getByRole('checkbox', { name }).check();
    }
    await drawer.getByTestId('multi-filter-apply').click();
    await expect.poll(() => page.locator('[data-testid="chart-preview"] [data-testid="line-chart"] path.line').count()).toBe(3);
    expect(await message(page).count()).toBe(0);
    expect(sent).toHaveLength(1);
    // Focus is back on the filter the advice opened.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('edit-values-Municipality');
    expect(await page.getByTestId('shown-values-Municipality').textContent()).toBe('3 of 300 values');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a published line chart past the limit says so in the view, in its language, and sends no query', async () => {
    const components = await componentsFrom(session.app.url)(cube.iri);
    const line = getInitialChartConfig({ cubes: [{ iri: cube.iri }], ...components, chartType: 'line', key: createChartKey() });
    // A line for every municipality, as the author above chose it.
    const municipality = components.dimensions.find((d) => d.label === 'Municipality')!.id;
    const segment = encodingOf('line', 'segment')?.defaults?.(components);
    const config = setFieldComponent(withField(line, 'color', colorFieldFor('line', true)), 'segment', municipality, components, segment);
    const key = await publish(session.app.url, config);
    const page = await session.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const sent = observationRequests(page);
    await page.goto(`${session.app.url}/de/v/${key}`);
    await expect
      .poll(() => message(page).locator('p').textContent())
      .toBe('Diese Grafik bräuchte bis zu 6’000 Beobachtungen, mehr als die 1’000, die sie zeichnen kann. Filtern Sie Gemeinde oder Jahr, um sie zu zeichnen.');
    // The visitor cannot change the config: no buttons, and no query.
    expect(await page.getByTestId('too-many-rows-filter').count()).toBe(0);
    await page.waitForTimeout(1_000);
    expect(sent).toEqual([]);
    await expectAccessiblePage(page);
    await shoot(page, 'view/too-many-rows');
    await page.close();
  });

  it('a published table of the same cube is held to no limit: it is drawn with all its rows', async () => {
    const components = await componentsFrom(session.app.url)(cube.iri);
    const config = getInitialChartConfig({ cubes: [{ iri: cube.iri }], ...components, chartType: 'table', key: createChartKey() });
    const key = await publish(session.app.url, config);
    const page = await session.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${session.app.url}/en/v/${key}`);
    // Past TABLE_MAX_ROWS (1,000 here), and not refused. Fewer than 6,000 rows: municipalities merged away have none after their
    // last year. Under 10,000, the browser holds them all.
    const rows = [...bigCubeRows(size)].length;
    await expect.poll(() => page.getByTestId('table-count').textContent(), { timeout: 30_000 }).toBe(`Total number of rows: ${rows.toLocaleString('en')}`);
    expect(await page.locator('[data-testid="table-chart-table"] tbody tr').count()).toBeGreaterThan(0);
    expect(await message(page).count()).toBe(0);
    await page.close();
  });
});
