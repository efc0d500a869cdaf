/**
 * Full authoring sessions in headless Chromium on the forest enterprises cube (v2), issue item 10.
 *
 * 1. Band family, keyboard only: every control is reached by Tab / Shift+Tab from the page top and
 *    operated with keys (Enter, Space, arrows, typing). The published column chart must draw the
 *    observations the data API returns for the same filters, in the chosen order, with a legend
 *    of the size classes that a visitor can toggle.
 * 2. Combo family (mouse): two-axis lines, then line and columns with a multi filter from the
 *    drawer and the time range filter; the published view draws the columns and the line for
 *    the chosen years and shows both axis titles and the time range control.
 *
 * After each opened panel: the configurator's panels pass axe, and a screenshot goes to
 * docs/screenshots/configurator/.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Component, Dimension } from '../../src/domain/data';
import { withBrowserApp } from '../support/browser-app';
import { createOnCube, expectAccessiblePage, openField, publish } from '../support/configurator';
import { arrowToOption, focusIs, tabTo, testId } from '../support/keyboard';
import { hasSharedCubes, SHARED_CUBES } from '../support/server';

const CUBE = 'https://ld.admin.ch/cube/fso/px-x-0703010000_103/2';
const UNVERSIONED = 'https://ld.admin.ch/cube/fso/px-x-0703010000_103';
const id = (path: string) => `${UNVERSIONED}___${UNVERSIONED}/${path}`;
const SCREENSHOTS = 'docs/screenshots/configurator';
const BERN = 'https://ld.admin.ch/canton/2';

type Filters = Record<string, { type: string; value?: string; values?: Record<string, true> }>;
type Row = Record<string, string | number>;

// ---------------------------------------------------------------------------------------------
// Reading the page and the API.

/** A panel's screenshot with a margin (an element screenshot cuts glyphs at its edge). */
const shoot = async (page: Page, selector: string, name: string) => {
  const box = (await page.locator(selector).first().boundingBox())!;
  await page.screenshot({
    path: `${SCREENSHOTS}/${name}.png`,
    clip: { x: Math.max(0, box.x - 8), y: Math.max(0, box.y - 8), width: box.width + 16, height: box.height + 16 },
  });
};

/** The configurator's panels pass axe with the panel open; then its screenshot. */
const checkPanel = async (page: Page, selector: string, name: string) => {
  await expectAccessiblePage(page);
  await shoot(page, selector, name);
};

/** Bars as drawn: value, category and series (from the accessible label "category – series – value"), centre x. */
const readBars = (page: Page, chart: string) =>
  page.$$eval(`[data-testid="${chart}-chart"] rect.bar`, (rects) =>
    rects.map((r) => {
      const [category, series] = (r.getAttribute('data-label') ?? '').split(' – ');
      return { value: Number(r.getAttribute('data-value')), category, series, x: Number(r.getAttribute('x')) + Number(r.getAttribute('width')) / 2 };
    }),
  );

const PHONE = { width: 390, height: 844 };

/** On a phone with a field panel open: the chart, redrawn to the width, shows at least 100px of its plot above the sheet. */
const expectChartAboveSheet = async (page: Page) => {
  const box = async (selector: string) => (await page.locator(selector).boundingBox())!;
  const plot = () => box('[data-testid="chart-preview"] svg');
  await expect.poll(async () => ((svg) => svg.x + svg.width)(await plot())).toBeLessThanOrEqual(PHONE.width);
  const [preview, sheet] = [await box('[data-testid="chart-preview"]'), await box('[data-testid="panel-right"]')];
  expect(preview.y).toBeGreaterThanOrEqual(0);
  expect(Math.min(sheet.y, preview.y + preview.height) - (await plot()).y).toBeGreaterThan(100);
  expect(sheet.y + sheet.height).toBeLessThanOrEqual(PHONE.height);
  expect(await page.locator('#field-panel-title').isVisible()).toBe(true);
};

describe.runIf(hasSharedCubes)('authoring sessions: band and combo charts', () => {
  const session = withBrowserApp({ DATA_DIR: SHARED_CUBES });

  const api = async (query: string, body: object) => {
    const response = await fetch(`${session.app.url}/api/data/${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sourceType: 'sparql', sourceUrl: '/api/sparql', locale: 'en', ...body }),
    });
    return (await response.json()).data[query];
  };
  const observations = async (componentIds: string[], filters: Filters): Promise<Row[]> =>
    (await api('dataCubesObservations', { cubeFilters: [{ iri: CUBE, componentIds, filters }] })).data;
  const dimension = async (path: string): Promise<Dimension> =>
    (await api('dataCubesComponents', { cubeFilters: [{ iri: CUBE }] })).dimensions.find((d: Component) => d.id === id(path));
  /** The published chart's config, as the config store returns it. */
  const published = async (key: string) => (await (await fetch(`${session.app.url}/api/config/${key}`)).json()).data.data.chartConfigs[0];

  it('authors a grouped, sorted, filtered column chart with the keyboard only and publishes it', async () => {
    const page = await session.browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await createOnCube(page, session.app.url, CUBE);
    // The one focus() call: the start, at the page top. Everything after is keys.
    await page.locator('.configurator-header a').focus();

    // Chart type: bar, then back to column.
    await tabTo(page, testId('chart-type-bar'));
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="bar-chart"] rect.bar', { state: 'attached' });
    await tabTo(page, testId('chart-type-column'), { back: true });
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="column-chart"] rect.bar', { state: 'attached' });
    expect(await page.getByTestId('chart-type-column').getAttribute('aria-pressed')).toBe('true');

    // The segment: its row opens the panel, the focus lands on the panel's heading.
    await tabTo(page, testId('field-row-segment'));
    await page.keyboard.press('Enter');
    await expect.poll(() => focusIs(page, '#field-panel-title')).toBe(true);
    await tabTo(page, testId('field-segment'));
    await arrowToOption(page, 'Grössenklasse');
    await expect.poll(() => page.locator('[data-testid="legend"] li').count(), { timeout: 15_000 }).toBe(7);
    // Segment type: Tab enters the radio group on the checked radio; an arrow checks the next.
    await tabTo(page, '[data-testid="option-segment-type"] input[type=radio]');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe('stacked');
    await page.keyboard.press('ArrowDown');
    expect(await page.getByTestId('option-segment-type').getByLabel('Grouped').isChecked()).toBe(true);
    // A palette: into the listbox on the chosen one, down one, Enter.
    await tabTo(page, '[data-testid="palette-selector"] [role=option]');
    const palettes = await page
      .getByTestId('palette-selector')
      .getByRole('option')
      .evaluateAll((os) => os.map((o) => o.getAttribute('data-testid')));
    const start = await page.evaluate(() => document.activeElement!.getAttribute('data-testid'));
    expect(await page.locator(testId(start!)).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const palette = palettes[palettes.indexOf(start) + 1]!;
    expect(await page.getByTestId(palette).getAttribute('aria-selected')).toBe('true');
    await checkPanel(page, '[data-testid="panel-right"]', 'panel-segment');
    await page.keyboard.press('Escape');
    expect(await focusIs(page, testId('field-row-segment'))).toBe(true);

    // The x axis: sorted by value, descending.
    await tabTo(page, testId('field-row-x'), { back: true });
    await page.keyboard.press('Enter');
    await tabTo(page, testId('option-sorting'));
    await arrowToOption(page, 'Value');
    await tabTo(page, '[data-testid="option-sorting-order"] input[type=radio]');
    await page.keyboard.press('ArrowDown');
    expect(await page.getByTestId('option-sorting-order').getByLabel('Descending').isChecked()).toBe(true);
    await checkPanel(page, '[data-testid="panel-right"]', 'panel-x-sorting');
    await page.keyboard.press('Escape');

    // A single filter: Kanton's tree select, searched by typing, chosen with Enter.
    await tabTo(page, testId('filter-Kanton'));
    await page.keyboard.press('Enter');
    await page.keyboard.type('Bern');
    await tabTo(page, '.tree-option', { text: 'Bern' });
    await page.keyboard.press('Enter');
    expect(await page.getByTestId('filter-value-Kanton').textContent()).toBe('Bern');
    await expect.poll(() => page.getByTestId('chart-filters').textContent(), { timeout: 15_000 }).toContain('Kanton: Bern');

    // The legend as an interactive filter.
    await tabTo(page, testId('interactive-legend'));
    await page.keyboard.press('Space');
    expect(await page.getByTestId('interactive-legend').isChecked()).toBe(true);
    await checkPanel(page, testId('interactive-filters'), 'panel-interactive');

    // A second chart (a copy, made active), then removed again: the first one is back.
    await tabTo(page, testId('chart-add'), { back: true });
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.chart-tab').count()).toBe(2);
    expect(await page.getByTestId('chart-tab-1').getAttribute('aria-current')).toBe('true');
    await checkPanel(page, '.chart-tabs', 'panel-chart-tabs');
    await tabTo(page, testId('chart-tab-remove-1'), { back: true });
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.chart-tab').count()).toBe(1);
    expect(await page.getByTestId('field-row-segment').textContent()).toContain('Grössenklasse');

    // Publish with Enter (the focus went with the removed tab: Tab starts from the top again).
    await tabTo(page, testId('publish'));
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/v\/[A-Za-z0-9]{12}(\?.*)?$/, { timeout: 30_000 });
    await page.waitForSelector('[data-testid="column-chart"] rect.bar', { state: 'attached', timeout: 30_000 });
    const key = new URL(page.url()).pathname.split('/').pop()!;
    await expectAccessiblePage(page);

    // The saved config says what the keys chose.
    const config = await published(key);
    const filters: Filters = config.cubes[0].filters;
    expect(config.chartType).toBe('column');
    expect(config.fields.segment).toMatchObject({ componentId: id('groessenklasse'), type: 'grouped' });
    expect(config.fields.x).toMatchObject({ componentId: id('jahr'), sorting: { sortingType: 'byMeasure', sortingOrder: 'desc' } });
    expect(config.fields.color.paletteId).toBe(palette.replace('palette-', ''));
    expect(config.interactiveFiltersConfig.legend).toEqual({ active: true, componentId: id('groessenklasse') });
    expect(filters[id('kanton')]).toMatchObject({ type: 'single', value: BERN });

    // What the cube has for the same filters.
    const rows = await observations([id('jahr'), id('groessenklasse'), id('Betriebe')], filters);
    const sizes = await dimension('groessenklasse');
    const sizeLabel = new Map(sizes.values.map((v) => [String(v.value), v.label]));
    const bars = await readBars(page, 'column');
    expect(bars).toHaveLength(rows.length);
    expect(rows.length).toBe(11 * 7);

    // The legend: the size classes shown (no total), in the dimension's order, each with a toggle.
    const shown = sizes.values.map((v) => String(v.value)).filter((v) => filters[id('groessenklasse')].values?.[v]);
    expect(await page.locator('[data-testid="legend"] li').allTextContents()).toEqual(shown.map((v) => sizeLabel.get(v)));
    expect(await page.getByTestId('legend-toggle').count()).toBe(shown.length);

    // One bar: 2014, 501 - 1000 ha (an observation names a value by its label, its IRI under /__iri__;
    // size classes are versioned values, answered by their version-independent IRI).
    const row = rows.find((o) => o[id('jahr')] === '2014' && o[`${id('groessenklasse')}/__iri__`] === `${UNVERSIONED}/groessenklasse/5`)!;
    const bar = bars.find((b) => b.category === '2014' && b.series === sizeLabel.get(`${UNVERSIONED}/groessenklasse/5`));
    expect(bar?.value).toBe(row[id('Betriebe')]);

    // The years run left to right by their total, largest first (years of equal totals in any order).
    const total = new Map<string, number>();
    for (const o of rows) total.set(String(o[id('jahr')]), (total.get(String(o[id('jahr')])) ?? 0) + Number(o[id('Betriebe')]));
    const left = new Map<string, number>();
    for (const b of bars) left.set(b.category, Math.min(b.x, left.get(b.category) ?? Infinity));
    const drawn = [...left].sort((a, b) => a[1] - b[1]).map(([year]) => total.get(year));
    expect(drawn).toHaveLength(11);
    expect(drawn).toEqual([...total.values()].sort((a, b) => b - a));
    await page.close();
  }, 60_000);

  it('authors two-axis combo charts with a multi filter and a time range, and publishes the line and columns', async () => {
    const page = await session.browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await createOnCube(page, session.app.url, CUBE);

    // Lines on two axes: each axis offers only measures of another unit than the other axis.
    await page.getByTestId('chart-type-comboLineDual').click();
    await openField(page, 'y');
    await page.getByTestId('combo-leftAxisComponentId').selectOption({ label: 'Anzahl Betriebe (Number)' });
    await page.getByTestId('combo-rightAxisComponentId').selectOption({ label: 'Gesamte Waldflächen in ha (ha)' });
    const disabledOptions = (select: string) => page.getByTestId(select).locator('option:disabled').allTextContents();
    expect(await disabledOptions('combo-rightAxisComponentId')).toEqual(['Anzahl Betriebe (Number)', 'Anzahl Waldeigentümer (Number)']);
    expect(await disabledOptions('combo-leftAxisComponentId')).toContain('Produktive Waldflächen in ha (ha)');
    expect(await disabledOptions('combo-leftAxisComponentId')).not.toContain('Anzahl Waldeigentümer (Number)');
    await expect.poll(() => page.getByTestId('y-axis-label-right').textContent(), { timeout: 15_000 }).toBe('Gesamte Waldflächen in ha (ha)');
    expect(await page.getByTestId('y-axis-label').textContent()).toBe('Anzahl Betriebe (Number)');
    await checkPanel(page, '[data-testid="panel-right"]', 'panel-combo-axes');

    // On a phone the field panel is a sheet at the bottom and the chart stays in view above it.
    await page.setViewportSize(PHONE);
    await expectChartAboveSheet(page);
    await page.screenshot({ path: `${SCREENSHOTS}/layout-390.png` });
    await page.setViewportSize({ width: 1400, height: 1000 });

    // Line and columns: wood production as the line, on the left axis; enterprises as columns.
    await page.getByTestId('chart-type-comboLineColumn').click();
    await openField(page, 'y');
    await page.getByTestId('combo-columnComponentId').selectOption({ label: 'Anzahl Betriebe (Number)' });
    await page.getByTestId('combo-lineComponentId').selectOption({ label: 'Holzproduktion Total in m3 (m³)' });
    await page.getByTestId('combo-lineAxisOrientation').selectOption('left');
    expect(await disabledOptions('combo-lineComponentId')).toEqual(['Anzahl Betriebe (Number)', 'Anzahl Waldeigentümer (Number)']);
    await expect.poll(() => page.getByTestId('y-axis-label').textContent(), { timeout: 15_000 }).toBe('Holzproduktion Total in m3 (m³)');
    await checkPanel(page, '[data-testid="panel-right"]', 'panel-combo-line-column');

    // Filters: Bern in Kanton's tree; the years drawn, a multi filter from the drawer.
    await page.getByTestId('filter-Kanton').click();
    await page.getByTestId('filter-search-Kanton').fill('Bern');
    await page.locator('.tree-option', { hasText: /^Bern$/ }).click();
    await page.getByTestId('edit-values-Jahr').click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('button', { name: 'Select none' }).click();
    for (const year of ['2008', '2010', '2011', '2012', '2013', '2014']) await drawer.getByRole('checkbox', { name: year }).check();
    await expectAccessiblePage(page);
    await page.screenshot({ path: `${SCREENSHOTS}/panel-filters-drawer-years.png` });
    await page.getByTestId('multi-filter-apply').click();
    await expect.poll(() => page.getByTestId('shown-values-Jahr').textContent()).toBe('6 of 11 values');
    await expect.poll(() => page.locator('[data-testid="comboLineColumn-chart"] rect.bar').count(), { timeout: 15_000 }).toBe(6);

    // The time range filter, preset to 2010–2013.
    const interactive = page.getByTestId('interactive-filters');
    await page.getByTestId('interactive-time-range').check();
    await interactive.getByTestId('time-range-to').selectOption('2013');
    await interactive.getByTestId('time-range-from').selectOption('2010');
    await checkPanel(page, testId('interactive-filters'), 'panel-interactive-time-range');

    await publish(page);
    const chart = page.getByTestId('comboLineColumn-chart');
    await chart.locator('rect.bar').first().waitFor({ state: 'attached', timeout: 30_000 });
    await expectAccessiblePage(page);
    const config = await published(new URL(page.url()).pathname.split('/').pop()!);
    expect(config.fields.y).toEqual({ columnComponentId: id('Betriebe'), lineComponentId: id('E040'), lineAxisOrientation: 'left' });
    expect(config.interactiveFiltersConfig.timeRange).toMatchObject({ active: true, presets: { from: '2010', to: '2013' } });

    // Four years in the range: four columns, one line through four points, each with the cube's values.
    const years = ['2010', '2011', '2012', '2013'];
    const rows = (await observations([id('jahr'), id('Betriebe'), id('E040')], config.cubes[0].filters)).filter((o) => years.includes(String(o[id('jahr')])));
    expect(rows).toHaveLength(4);
    const columns = await readBars(page, 'comboLineColumn');
    expect(columns.map((c) => [c.category, c.value])).toEqual(rows.map((o) => [o[id('jahr')], o[id('Betriebe')]]));
    const lines = await chart.locator('path.line').evaluateAll((paths) => paths.map((p) => p.getAttribute('d')!.split(/[ML]/).filter(Boolean).length));
    expect(lines).toEqual([4]);
    expect(await page.getByTestId('y-axis-label').textContent()).toBe('Holzproduktion Total in m3 (m³)');
    expect(await page.getByTestId('y-axis-label-right').textContent()).toBe('Anzahl Betriebe (Number)');
    expect(await page.getByTestId('time-range-value').textContent()).toBe('2010 – 2013');
    expect(await page.getByTestId('time-range').locator('input[type=range]').count()).toBe(2);
    await page.close();
  }, 60_000);
});
