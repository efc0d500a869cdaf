/**
 * Several datasets on one chart (issue 21 item 5), in headless Chromium on two bundled cubes that
 * share a monthly time dimension: the CO2 record of Mauna Loa and the unemployment by industry.
 * The author opens the add-dataset drawer, searches, previews the joined rows, confirms; the
 * chart switches to the type the joined components allow (combos first) and the published view
 * draws both measures and names the join's origin in its metadata panel. Removing the dataset
 * takes the chart back to one cube. Each drawer state passes axe; screenshots go to
 * docs/screenshots/configurator/.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chartTypeForDatasets } from '../../src/domain/configurator/datasets';
import type { DataCubeComponents } from '../../src/domain/data';
import { withBrowserApp } from '../support/browser-app';
import { createOnCube, expectAccessiblePage, publish } from '../support/configurator';
import { describeFocus, focusIs, focusVisible, tabTo, testId } from '../support/keyboard';

const CO2 = 'https://ld.cubeviz.org/cube/scripps-co2-mauna-loa/1';
const JOBS = 'https://ld.cubeviz.org/cube/bls-unemployment-industries/1';
const SCREENSHOTS = 'docs/screenshots/configurator';

describe('datasets on a chart', () => {
  const session = withBrowserApp();

  const api = async <T>(name: string, variables: object): Promise<T> => {
    const response = await fetch(`${session.app.url}/api/data/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sourceType: 'sparql', sourceUrl: '/api/sparql', locale: 'en', ...variables }),
    });
    return (await response.json()).data[name];
  };
  const monthOf = (c: DataCubeComponents) => c.dimensions.find((d) => d.__typename === 'TemporalDimension')!;

  /** Opens the drawer, finds the unemployment cube and opens its preview. */
  const previewJobs = async (page: Page) => {
    await page.getByTestId('dataset-add').click();
    await page.getByTestId('add-dataset-search').fill('unemployment');
    await page.getByTestId('add-dataset-search').press('Enter');
    const result = page.getByTestId('add-dataset-result').filter({ hasText: /unemployment/i });
    await expect.poll(() => result.count(), { timeout: 15_000 }).toBe(1);
    await result.click();
    await page.waitForSelector('[data-testid="add-dataset-preview-table"] tbody tr', { timeout: 30_000 });
  };

  it('joins a second cube on the month, publishes it and shows where the joined dimension comes from', async () => {
    const page = await session.browser.newPage({ viewport: { width: 1440, height: 1000 } });
    await createOnCube(page, session.app.url, CO2);
    expect(await page.getByTestId('dataset-count').textContent()).toBe('1');
    // One dataset: nothing to remove.
    expect(await page.getByTestId('dataset-remove').count()).toBe(0);

    await page.getByTestId('dataset-add').click();
    const drawer = page.getByTestId('add-dataset-drawer');
    await drawer.waitFor();
    // The caution alert is open by default; the compatible dimensions start all selected.
    expect(await page.getByTestId('add-dataset-caution').isVisible()).toBe(true);
    const co2 = await api<DataCubeComponents>('dataCubesComponents', { cubeFilters: [{ iri: CO2 }] });
    expect(await page.getByTestId('add-dataset-chip').allTextContents()).toEqual([monthOf(co2).label]);
    await page.waitForSelector('[data-testid="add-dataset-results"]', { timeout: 15_000 });
    // The drawer never offers the chart's own cube.
    const titles = await page.getByTestId('add-dataset-result').allTextContents();
    expect(titles.some((t) => /CO2/i.test(t))).toBe(false);
    expect(titles.some((t) => /unemployment/i.test(t))).toBe(true);
    await expectAccessiblePage(page);
    expect(await drawer.evaluate((d) => Math.round(d.getBoundingClientRect().width))).toBe(1400);
    await page.screenshot({ path: `${SCREENSHOTS}/add-dataset-search.png` });

    // No dimension selected: the spec's message replaces the results.
    await page.getByTestId('add-dataset-dimensions').click();
    await page.getByTestId('add-dataset-dimension-list').getByRole('checkbox').first().uncheck();
    expect(await page.getByTestId('add-dataset-none-selected').textContent()).toBe('Select at least one compatible dimension.');
    expect(await page.getByTestId('add-dataset-results').count()).toBe(0);
    await page.getByTestId('add-dataset-dimension-list').getByRole('checkbox').first().check();

    // The caution alert's dismissal is remembered: closed and reopened, the drawer shows it no more.
    await page.getByTestId('add-dataset-caution-dismiss').click();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('cubeviz.add-dataset-caution.dismissed'))).toBe('true');

    await previewJobs(page);
    expect(await page.getByTestId('add-dataset-caution').count()).toBe(0);
    const rows = await page.getByTestId('add-dataset-preview-table').locator('tbody tr').count();
    expect(rows).toBeGreaterThan(0);
    expect(rows).toBeLessThanOrEqual(8);
    expect(await page.getByTestId('add-dataset-new-marker').count()).toBeGreaterThan(0);
    const previewTitles = await page.getByTestId('add-dataset-titles').locator('li').allTextContents();
    expect(previewTitles).toHaveLength(2);
    await expectAccessiblePage(page);
    await page.screenshot({ path: `${SCREENSHOTS}/add-dataset-preview.png` });

    // Back returns to the results; the preview again, then Confirm.
    await page.getByTestId('add-dataset-back').click();
    await page.waitForSelector('[data-testid="add-dataset-results"]');
    await page
      .getByTestId('add-dataset-result')
      .filter({ hasText: /unemployment/i })
      .click();
    await page.getByTestId('add-dataset-confirm').click();
    await drawer.waitFor({ state: 'detached', timeout: 30_000 });

    // What the server joins, and the chart type the domain picks for it.
    const jobs = await api<DataCubeComponents>('dataCubesComponents', { cubeFilters: [{ iri: JOBS }] });
    const joined = await api<DataCubeComponents>('dataCubesComponents', {
      cubeFilters: [
        { iri: CO2, joinBy: [monthOf(co2).id] },
        { iri: JOBS, joinBy: [monthOf(jobs).id] },
      ],
    });
    const chartType = chartTypeForDatasets(joined, 2)!;
    expect(chartType.startsWith('combo')).toBe(true);
    await expect.poll(() => page.getByTestId(`chart-type-${chartType}`).getAttribute('aria-pressed'), { timeout: 15_000 }).toBe('true');
    expect(await page.getByTestId('dataset-count').textContent()).toBe('2');
    await expect.poll(() => page.getByTestId('dataset-added').textContent(), { timeout: 5_000 }).toMatch(/^Dataset added: /);
    expect(await page.getByTestId('join-origins').textContent()).toContain(monthOf(jobs).label);
    // Without a chart title the page is named by the joined datasets' titles.
    await expect.poll(() => page.locator('.configurator-header h1').textContent()).toMatch(/CO₂.*, Unemployment/);
    expect(await page.title()).toMatch(/CO₂.*, Unemployment/);
    await page.waitForSelector(`[data-testid="chart-preview"] [data-testid="${chartType}-chart"] path.line`, { state: 'attached', timeout: 30_000 });
    await expectAccessiblePage(page);
    await page.screenshot({ path: `${SCREENSHOTS}/add-dataset-joined.png` });

    // Two axes: the CO2 record on the left, the unemployment on the right, over the joined months.
    await page.getByTestId('chart-type-comboLineDual').click();
    await page.waitForSelector('[data-testid="chart-preview"] [data-testid="comboLineDual-chart"] path.line', { state: 'attached', timeout: 30_000 });
    await publish(page);
    const chart = page.getByTestId('comboLineDual-chart');
    await chart.locator('path.line').first().waitFor({ state: 'attached', timeout: 30_000 });
    // Both cubes' measures are drawn: a line each, with points over the shared months.
    const lines = await chart.locator('path.line').evaluateAll((paths) => paths.map((p) => p.getAttribute('d')!.split(/[ML]/).filter(Boolean).length));
    expect(lines).toHaveLength(2);
    for (const points of lines) expect(points).toBeGreaterThan(12);
    const left = await page.getByTestId('y-axis-label').textContent();
    const right = await page.getByTestId('y-axis-label-right').textContent();
    expect(co2.measures.some((m) => left!.startsWith(m.label))).toBe(true);
    expect(jobs.measures.some((m) => right!.startsWith(m.label))).toBe(true);
    await page.screenshot({ path: `${SCREENSHOTS}/add-dataset-published.png` });

    // The metadata panel names the origin of the joined month.
    await page.getByTestId('metadata-button').click();
    await page.getByTestId('view-metadata-tab-data').click();
    const origin = page.getByTestId('view-metadata-joined-from').first();
    await origin.waitFor({ timeout: 15_000 });
    expect(await origin.textContent()).toContain(monthOf(co2).label);
    expect(await origin.textContent()).toContain(monthOf(jobs).label);
    await expectAccessiblePage(page);
    await page.close();
  });

  it('removes a joined dataset: back to one cube and a type it allows', async () => {
    const page = await session.browser.newPage({ viewport: { width: 1440, height: 1000 } });
    await createOnCube(page, session.app.url, CO2);
    await previewJobs(page);
    await page.getByTestId('add-dataset-confirm').click();
    await expect.poll(() => page.getByTestId('dataset-count').textContent(), { timeout: 30_000 }).toBe('2');
    // A type only the joined cubes allow: two units.
    await page.getByTestId('chart-type-comboLineDual').click();
    const remove = page.getByTestId('dataset-remove');
    expect(await remove.count()).toBe(2);
    await remove.nth(1).click();
    await expect.poll(() => page.getByTestId('dataset-count').textContent(), { timeout: 30_000 }).toBe('1');
    expect(await page.getByTestId('dataset-remove').count()).toBe(0);
    // The CO2 cube alone has one unit: the chart takes the first type it allows.
    const co2 = await api<DataCubeComponents>('dataCubesComponents', { cubeFilters: [{ iri: CO2 }] });
    await expect.poll(() => page.getByTestId(`chart-type-${chartTypeForDatasets(co2, 1)}`).getAttribute('aria-pressed'), { timeout: 15_000 }).toBe('true');
    expect(await page.getByTestId('chart-type-comboLineDual').isDisabled()).toBe(true);
    await page.waitForSelector('[data-testid="chart-preview"] figure.chart svg', { state: 'attached', timeout: 30_000 });
    await page.close();
  });

  it('adds a dataset with the keyboard alone, every stop with a visible focus', async () => {
    const page = await session.browser.newPage({ viewport: { width: 1440, height: 1000 } });
    await createOnCube(page, session.app.url, CO2);
    await tabTo(page, testId('dataset-add'));
    expect(await focusVisible(page)).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByTestId('add-dataset-drawer').waitFor();
    await tabTo(page, testId('add-dataset-search'));
    await page.keyboard.type('unemployment');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="add-dataset-result"]', { timeout: 15_000 });
    // The multi-select opens with Enter and its checkboxes toggle with Space.
    await tabTo(page, testId('add-dataset-dimensions'));
    expect(await focusVisible(page)).toBe(true);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect(await focusIs(page, 'input[type="checkbox"]'), await describeFocus(page)).toBe(true);
    await page.keyboard.press('Space');
    await page.getByTestId('add-dataset-none-selected').waitFor();
    await page.keyboard.press('Space');
    await tabTo(page, testId('add-dataset-result'));
    expect(await focusVisible(page)).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="add-dataset-preview-table"] tbody tr', { timeout: 30_000 });
    await tabTo(page, testId('add-dataset-confirm'));
    expect(await focusVisible(page)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('dataset-count').textContent(), { timeout: 30_000 }).toBe('2');
    // Focus returns to the add button when the drawer closes.
    expect(await focusIs(page, testId('dataset-add')), await describeFocus(page)).toBe(true);
    // The 'added dataset' tooltip comes, then goes by itself after about 5 s.
    await page.getByTestId('dataset-added').waitFor({ timeout: 5_000 });
    await page.getByTestId('dataset-added').waitFor({ state: 'detached', timeout: 8_000 });
    await page.close();
  });

  it('says "Could not fetch dimensions and measures" when adding fails, and stays usable', async () => {
    const page = await session.browser.newPage({ viewport: { width: 1440, height: 1000 } });
    await createOnCube(page, session.app.url, CO2);
    await previewJobs(page);
    // The server fails the components from now on; Confirm asks for them again.
    await page.route('**/api/data/dataCubesComponents', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'The data service is unavailable' }) }),
    );
    await page.getByTestId('add-dataset-confirm').click();
    const error = page.getByTestId('add-dataset-error');
    await error.waitFor({ timeout: 15_000 });
    expect(await error.textContent()).toMatch(/^Could not fetch dimensions and measures: \S/);
    expect(await page.getByTestId('add-dataset-confirm').isDisabled()).toBe(false);
    expect(await page.getByTestId('dataset-count').textContent()).toBe('1');
    await page.close();
  });
});
