/**
 * Charts of cantons summed from municipalities (issue 32) in headless Chromium, on the sparse test
 * cube tests/fixtures/municipal-sums: the category field's "Show by" chosen with the keyboard, the
 * columns, bars or slices are the cantons with the sums of their municipalities (computed here from
 * the fixture's rows), the axis says it is a sum, the tooltip, the keyboard's announcement and the
 * data table say how many values a sum covers, the percent measure disables the choice with the
 * reason; the published view draws the same and its chart-data CSV has the counts. Screenshots at
 * 390, 640 and 1280 px of the editor and the published view go to /tmp/sums-shots/.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { importDescriptionFile } from '../../src/server/import/catalogue';
import { withBrowserApp } from '../support/browser-app';
import { chooseComponent, createOnCube, expectAccessiblePage, openField, publish } from '../support/configurator';

const CUBE = 'https://example.org/cube/municipal-sums/1';
const SHOTS = '/tmp/sums-shots';
const dataDir = mkdtempSync(join(tmpdir(), 'municipal-sums-'));
const fixture = new URL('../fixtures/municipal-sums/', import.meta.url).pathname;
copyFileSync(join(fixture, 'rows.csv'), join(dataDir, 'rows.csv'));
writeFileSync(join(dataDir, 'municipal-sums.ttl'), importDescriptionFile(join(fixture, 'description.json')).turtle);

const session = withBrowserApp({ DATA_DIR: dataDir });

/** The fixture's inhabitants in a year summed by canton (by the canton's English name), and how many values each sum covers. */
const cantonSums = (year: string) => {
  const description = JSON.parse(readFileSync(join(fixture, 'description.json'), 'utf8'));
  const cantons: { value: string; name: { en: string } }[] = description.columns.find((c: { id: string }) => c.id === 'municipality').values.hierarchy.levels[0]
    .list;
  const [header, ...lines] = readFileSync(join(fixture, 'rows.csv'), 'utf8').trim().split('\n');
  const at = (name: string) => header.split(',').indexOf(name);
  const sums = new Map(cantons.map((c) => [c.name.en, { sum: 0, count: 0 }]));
  for (const cells of lines.map((line) => line.split(','))) {
    if (cells[at('year')] !== year || cells[at('population')] === '') continue;
    const sum = sums.get(cantons.find((c) => c.value === cells[at('canton')])!.name.en)!;
    sum.sum += Number(cells[at('population')]);
    sum.count++;
  }
  return sums;
};
/** The year the charts show: the cube's latest. */
const YEAR = '2022';
const SUMS = cantonSums(YEAR);
const EXPECTED_MARKS = [...SUMS].map(([canton, { sum }]) => [canton, sum]).sort();
const countText = (canton: string) => `Sum of ${SUMS.get(canton)!.count} values`;

/** The category labels of the preview's x axis and the heights of its columns, in order. */
const columns = async (page: Page, root = page.getByTestId('chart-preview')) => {
  const chart = root.locator('figure.chart');
  await chart.locator('[data-testid="axis-bottom"] .tick').first().waitFor();
  return chart.locator('[data-testid="axis-bottom"] .tick').allTextContents();
};

/** Each mark's category (its label's first part) and value, by category. */
const marks = async (root: Locator, selector: string) =>
  (
    await root
      .locator(selector)
      .evaluateAll((elements) => elements.map((e) => [e.getAttribute('data-label')!.split(' – ')[0], Number(e.getAttribute('data-value'))]))
  ).sort();

/** Focuses the field's "Show by" and moves down to "Canton (sum)" with the arrow keys. */
const showByCanton = async (page: Page, field: string) => {
  await openField(page, field);
  const select = page.getByTestId('option-sumByLevel');
  expect(await select.locator('option').allTextContents()).toEqual(['Municipality (as observed)', 'Switzerland (sum)', 'Canton (sum)']);
  await select.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => select.evaluate((e: HTMLSelectElement) => e.selectedOptions[0].textContent)).toBe('Canton (sum)');
  return select;
};

/** The page at 390, 640 and 1280 px, and the chart at each, as `${name}-page-${width}.png` and `${name}-chart-${width}.png`. */
const screenshots = async (page: Page, chart: Locator, name: string) => {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 640, 1280]) {
    await page.setViewportSize({ width, height: 1000 });
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `${SHOTS}/${name}-page-${width}.png` });
    await chart.screenshot({ path: `${SHOTS}/${name}-chart-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 1000 });
};

/** The published view's chart-data CSV, as lines of cells (no cell of this cube holds a comma). */
const chartDataCsv = async (page: Page) => {
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    (async () => {
      await page.getByTestId('download-button').click();
      await page.getByTestId('download-filtered-csv').click();
    })(),
  ]);
  const text = readFileSync((await download.path())!, 'utf8');
  return text
    .slice(1)
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(','));
};

/** The keyboard's first mark, as the live region reads it out. */
const firstAnnounced = async (page: Page, root: Locator) => {
  await root.locator('svg[role="img"]').focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => root.getByTestId('chart-announcement').textContent()).not.toBe('');
  return root.getByTestId('chart-announcement').textContent();
};

describe('a column chart of cantons summed from municipalities', () => {
  it('is chosen by keyboard in the x field’s “Show by”, draws one column per canton, says it sums, and is published', async () => {
    const page = await session.browser.newPage({ viewport: { width: 1280, height: 1000 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await createOnCube(page, session.app.url, CUBE);
    await page.getByTestId('chart-type-column').click();
    await chooseComponent(page, 'x', 'Municipality');
    await chooseComponent(page, 'y', 'Inhabitants');
    const select = await showByCanton(page, 'x');
    await expect.poll(() => columns(page)).toEqual(['Bern (canton)', 'Zürich (canton)']);
    expect(await page.getByTestId('field-row-x').locator('.field-row-value').textContent()).toBe('Canton (sum)');
    const preview = page.getByTestId('chart-preview');
    await expect.poll(() => preview.getByTestId('y-axis-label').textContent()).toContain('Inhabitants (sum by Canton)');
    // Bern's sum of 2022 covers two municipalities: Biel ended in 2021.
    await preview.locator('[data-label^="Bern (canton)"]').hover();
    await expect
      .poll(() => page.getByTestId('chart-tooltip').textContent())
      .toBe(`Bern (canton)${SUMS.get('Bern (canton)')!.sum.toLocaleString('en-US')} Number${countText('Bern (canton)')}`);
    await expectAccessiblePage(page);
    await screenshots(page, preview, 'column-editor');

    // A percent cannot be summed: the choice goes back to the municipalities, disabled with the reason.
    await chooseComponent(page, 'y', 'Share of foreigners');
    await openField(page, 'x');
    await expect.poll(() => select.isDisabled()).toBe(true);
    expect(await page.getByTestId('option-sumByLevel-reason').textContent()).toBe(
      'Share of foreigners is a share, rate or average: the values cannot be summed by a higher level.',
    );
    await expect.poll(() => columns(page)).toContain('Thun');
    await expectAccessiblePage(page);

    await chooseComponent(page, 'y', 'Inhabitants');
    await openField(page, 'x');
    await select.selectOption({ label: 'Canton (sum)' });
    await expect.poll(() => columns(page)).toEqual(['Bern (canton)', 'Zürich (canton)']);
    await publish(page);
    const view = page.locator('figure.chart').first();
    await view.locator('[data-testid="axis-bottom"] .tick').first().waitFor();
    expect(await view.locator('[data-testid="axis-bottom"] .tick').allTextContents()).toEqual(['Bern (canton)', 'Zürich (canton)']);
    expect(await page.getByTestId('y-axis-label').first().textContent()).toContain('Inhabitants (sum by Canton)');
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);
});

describe('a bar chart and a pie of cantons summed from municipalities', () => {
  it('bar: chosen by keyboard in the y field’s “Show by”, a bar per canton with its sum and count; published, its chart-data CSV has the counts', async () => {
    const page = await session.browser.newPage({ viewport: { width: 1280, height: 1000 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await createOnCube(page, session.app.url, CUBE);
    await page.getByTestId('chart-type-bar').click();
    await chooseComponent(page, 'y', 'Municipality');
    await chooseComponent(page, 'x', 'Inhabitants');
    await showByCanton(page, 'y');
    const preview = page.getByTestId('chart-preview');
    await expect.poll(() => marks(preview, 'rect.bar')).toEqual(EXPECTED_MARKS);
    await preview.locator('rect.bar[data-label^="Bern (canton)"]').hover();
    await expect.poll(() => page.getByTestId('chart-tooltip').textContent()).toContain(countText('Bern (canton)'));
    // The keyboard's mark says it too.
    const announced = (await firstAnnounced(page, preview))!;
    expect(announced).toContain(countText(announced.split(',')[0]));
    await expectAccessiblePage(page);
    await screenshots(page, preview, 'bar-editor');

    await publish(page);
    const view = page.locator('figure.chart').first();
    await view.locator('rect.bar').first().waitFor();
    expect(await marks(view, 'rect.bar')).toEqual(EXPECTED_MARKS);
    await expectAccessiblePage(page);
    await screenshots(page, view, 'bar-view');
    const [header, ...rows] = await chartDataCsv(page);
    expect(header).toEqual(['Canton', 'Year', 'Inhabitants (sum by Canton) (Number)', 'Number of values summed']);
    expect(rows.sort()).toEqual([...SUMS].map(([canton, { sum, count }]) => [canton, YEAR, String(sum), String(count)]).sort());
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it('pie: chosen by keyboard in the segment field’s “Show by”, a slice per canton with its sum; the data table has the counts', async () => {
    const page = await session.browser.newPage({ viewport: { width: 1280, height: 1000 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await createOnCube(page, session.app.url, CUBE);
    await page.getByTestId('chart-type-pie').click();
    await chooseComponent(page, 'segment', 'Municipality');
    await chooseComponent(page, 'y', 'Inhabitants');
    await showByCanton(page, 'segment');
    const preview = page.getByTestId('chart-preview');
    await expect.poll(() => marks(preview, 'path.slice')).toEqual(EXPECTED_MARKS);
    // Bern's slice, a quarter, holds the middle of its box (Zürich's, three quarters, does not).
    await preview.locator('path.slice[data-label^="Bern (canton)"]').hover();
    await expect.poll(() => page.getByTestId('chart-tooltip').textContent()).toContain(countText('Bern (canton)'));
    await expectAccessiblePage(page);
    await screenshots(page, preview, 'pie-editor');

    await publish(page);
    const view = page.locator('figure.chart').first();
    await view.locator('path.slice').first().waitFor();
    expect(await marks(view, 'path.slice')).toEqual(EXPECTED_MARKS);
    // The data table, the chart's data for anyone who cannot see it, has each sum's count after it.
    await page.locator('details.chart-data summary').first().click();
    const table = page.getByTestId('chart-data-table').first();
    await expect.poll(() => table.locator('th').allTextContents()).toEqual(['Canton', 'Inhabitants (sum by Canton) (Number)', 'Number of values summed']);
    const cells = await table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].map((td) => td.textContent)));
    expect(cells.sort()).toEqual([...SUMS].map(([canton, { sum, count }]) => [canton, sum.toLocaleString('en-US'), String(count)]).sort());
    await expectAccessiblePage(page);
    await screenshots(page, view, 'pie-view');
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);
});
