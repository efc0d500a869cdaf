/**
 * The whole path in headless Chromium: search → preview → create → change the segment →
 * publish → reload the view URL; the chart must show the bars and values the cube's data says.
 */
import { readFileSync } from 'node:fs';
import { csvParse } from 'd3-dsv';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { resolveDataPath } from '../../src/server/import/resolve';
import { watchCspViolations } from '../support/browser';
import { withBrowserApp } from '../support/browser-app';
import { hasSharedCubes, SHARED_CUBES } from '../support/server';

/** Bars of the chart as the SVG draws them: one entry per rect, its value from data-value. */
const readBars = (page: Page) => page.$$eval('[data-testid="column-chart"] rect.bar', (rects) => rects.map((r) => Number(r.getAttribute('data-value'))));

/** Opens the chart's data table (it is built when opened). */
const openTable = async (page: Page) => {
  if (!(await page.locator('details.chart-data').evaluate((d) => (d as HTMLDetailsElement).open))) await page.locator('details.chart-data summary').click();
  await page.waitForSelector('[data-testid="chart-data-table"]');
};

/** The chart's accessible data table, as rows of cell texts. */
const readTable = async (page: Page) => {
  await openTable(page);
  return page.$$eval('[data-testid="chart-data-table"] tbody tr', (rows) => rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent ?? '')));
};

const publishAndReload = async (page: Page) => {
  await page.getByTestId('publish').click();
  await page.waitForURL(/\/v\/[A-Za-z0-9]{12}(\?publishSuccess=true)?$/);
  await page.waitForSelector('[data-testid="column-chart"] rect.bar', { state: 'attached' });
  await page.reload();
  await page.waitForSelector('[data-testid="column-chart"] rect.bar', { state: 'attached' });
};

describe('browse → configure → publish → view', () => {
  const session = withBrowserApp(hasSharedCubes ? { DATA_DIR: SHARED_CUBES } : {});

  it('publishes a column chart of a bundled cube segmented by energy source', async () => {
    const page = await session.browser.newPage();
    // The app runs under its Content-Security-Policy: browsing, configuring and viewing break none of it.
    const cspViolations = await watchCspViolations(page);
    await page.goto(`${session.app.url}/en/browse`);
    await page.getByTestId('search-input').fill('electricity Iowa');
    await page.getByRole('link', { name: /Electricity generation in Iowa/ }).click();
    await expect.poll(() => page.getByTestId('preview-table').locator('tbody tr').count(), { timeout: 15_000 }).toBe(10);
    await page.getByTestId('create-visualization').click();
    await page.waitForSelector('[data-testid="column-chart"] rect.bar', { state: 'attached' });

    // One measure only: the scatterplot is disabled, with the spec's message as its tooltip.
    const scatterplot = page.getByTestId('chart-type-scatterplot');
    expect(await scatterplot.isDisabled()).toBe(true);
    expect(await scatterplot.getAttribute('title')).toBe('At least two numerical measures are required.');
    expect(await page.getByTestId('chart-type-column').getAttribute('aria-pressed')).toBe('true');

    await page.getByTestId('field-row-segment').click();
    await page.getByTestId('field-segment').selectOption({ label: 'Energy source' });
    const source = csvParse(readFileSync(resolveDataPath('vega-datasets/data/iowa-electricity.csv', '.'), 'utf8'));
    await expect.poll(() => readBars(page).then((bars) => bars.length), { timeout: 15_000 }).toBe(source.length);

    await publishAndReload(page);
    const bars = await readBars(page);
    expect(bars).toHaveLength(source.length);
    expect(bars.reduce((a, b) => a + b, 0)).toBeCloseTo(source.reduce((sum, row) => sum + Number(row.net_generation), 0));
    // Every source row appears in the data table with its year, source and formatted value.
    const table = await readTable(page);
    const renewables2017 = source.find((r) => r.year === '2017-01-01' && r.source === 'Renewables')!;
    expect(table).toContainEqual(['2017', 'Renewables', Number(renewables2017.net_generation).toLocaleString('en-US')]);
    expect(await page.getByTestId('y-axis-label').textContent()).toBe('Net generation (GWh)');
    expect(await page.locator('.legend li').allTextContents()).toEqual(['Fossil fuels', 'Nuclear energy', 'Renewables']);
    expect(cspViolations, cspViolations.join('\n')).toEqual([]);
    await page.close();
  });

  it.runIf(hasSharedCubes)('publishes a chart of a shared Swiss cube with a filter and a segment', async () => {
    const cube = 'https://ld.admin.ch/cube/fso/px-x-0703010000_103/2';
    const page = await session.browser.newPage();
    await page.goto(`${session.app.url}/de/browse?${new URLSearchParams({ dataset: cube })}`);
    await page.getByTestId('create-visualization').click();
    await page.waitForSelector('[data-testid="column-chart"] rect.bar', { state: 'attached' });
    // Kanton has a hierarchy: its filter is a tree select with a search.
    await page.getByTestId('filter-Kanton').click();
    await page.getByTestId('filter-search-Kanton').fill('Bern');
    await page.locator('.tree-option', { hasText: /^Bern$/ }).click();
    await expect.poll(() => page.getByTestId('chart-filters').textContent(), { timeout: 15_000 }).toContain('Kanton: Bern');
    await page.getByTestId('field-row-segment').click();
    await page.getByTestId('field-segment').selectOption({ label: 'Grössenklasse' });
    await expect.poll(() => readBars(page).then((bars) => bars.length), { timeout: 15_000 }).toBe(11 * 7);
    await publishAndReload(page);

    // What the cube says, asked through the API with the same filters.
    const unversioned = 'https://ld.admin.ch/cube/fso/px-x-0703010000_103';
    const id = (path: string) => `${unversioned}___${unversioned}/${path}`;
    const response = await fetch(`${session.app.url}/api/data/dataCubesObservations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        sourceType: 'sparql',
        sourceUrl: '/api/sparql',
        locale: 'de',
        cubeFilters: [
          {
            iri: cube,
            componentIds: [id('jahr'), id('groessenklasse'), id('Betriebe')],
            filters: {
              [id('forstzone')]: { type: 'single', value: `${cube}/forstzone/0` },
              [id('kanton')]: { type: 'single', value: 'https://ld.admin.ch/canton/2' },
              // The segment shows the size classes without their total (class 0).
              [id('groessenklasse')]: { type: 'multi', values: Object.fromEntries([1, 2, 3, 4, 5, 6, 7].map((c) => [`${cube}/groessenklasse/${c}`, true])) },
            },
          },
        ],
      }),
    });
    const expected = (await response.json()).data.dataCubesObservations.data.map((o: Record<string, number>) => o[id('Betriebe')]);
    expect((await readBars(page)).sort((a, b) => a - b)).toEqual(expected.sort((a: number, b: number) => a - b));
    await page.close();
  });

  it('answers unknown routes with a not-found page', async () => {
    const page = await session.browser.newPage();
    for (const path of ['/en/no/such/page', '/xx/browse']) {
      await page.goto(`${session.app.url}${path}`);
      await page.waitForSelector('[data-testid="not-found"]');
    }
    expect(await page.getByRole('heading').first().textContent()).toBe('Seite nicht gefunden');
    await page.close();
  });

  it('switches language: UI text, data labels and number formats change', async () => {
    const page = await session.browser.newPage();
    await page.goto(`${session.app.url}/en/browse?${new URLSearchParams({ dataset: 'https://ld.cubeviz.org/cube/eia-iowa-electricity/1' })}`);
    await page.getByTestId('create-visualization').click();
    await page.waitForSelector('[data-testid="column-chart"] rect.bar', { state: 'attached' });
    await publishAndReload(page);
    const english = { y: await page.getByTestId('y-axis-label').textContent(), created: await page.getByText('Created with cubeviz').count() };
    await openTable(page);
    const firstValue = await page.locator('[data-testid="chart-data-table"] tbody tr td').last().textContent();

    await page.getByTestId('language-switcher').selectOption('de');
    await page.waitForURL(/\/de\/v\//);
    await expect.poll(() => page.getByTestId('y-axis-label').textContent(), { timeout: 15_000 }).toBe('Nettoerzeugung (GWh)');
    expect(english).toEqual({ y: 'Net generation (GWh)', created: 1 });
    expect(await page.getByText('Erstellt mit cubeviz').count()).toBe(1);
    // Thousands are grouped with ’ in German and , in English.
    await openTable(page);
    const germanValue = await page.locator('[data-testid="chart-data-table"] tbody tr td').last().textContent();
    expect(germanValue).toBe(firstValue!.replace(/,/g, '’'));
    await page.close();
  });
});
