/**
 * Limits and unit conversion in headless Chromium (issue 21 items 2, 3 and 6), on the air-quality
 * fixture cube (tests/fixtures/air-quality-cube.ttl: the shared Swiss cubes have no cube-link
 * limits) loaded into the app's embedded store: a limit switched on in the measure's field panel
 * is drawn at its value and named in the legend, in the preview and the published view; a
 * converted unit changes axis, values, limits and the downloaded data.
 */
import { copyFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { withBrowserApp } from '../support/browser-app';
import { createOnCube, expectAccessiblePage, openField, publish } from '../support/configurator';

const CUBE = 'https://example.org/cube/air/1';
const SCREENSHOTS = 'docs/screenshots/configurator';
const dataDir = mkdtempSync(join(tmpdir(), 'air-quality-'));
copyFileSync(new URL('../fixtures/air-quality-cube.ttl', import.meta.url).pathname, join(dataDir, 'air-quality-cube.ttl'));

const session = withBrowserApp({ DATA_DIR: dataDir });

const newPage = async () => {
  const page = await session.browser.newPage({ viewport: { width: 1280, height: 1300 } });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
};

const preview = (page: Page) => page.getByTestId('chart-preview');

/** The pixel of a value tick of the left axis (its label as the chart writes it), in plot coordinates. */
const tickY = async (chart: Locator, label: string) => {
  const transform = await chart.locator('[data-testid="axis-left"] .tick', { hasText: new RegExp(`^${label}$`) }).getAttribute('transform');
  return Number(/translate\([^,]+,([^)]+)\)/.exec(transform!)![1]);
};

const limitAttributes = (chart: Locator) =>
  chart.locator('[data-testid="limit"]').evaluateAll((nodes) =>
    nodes.map((n) => ({
      shape: n.getAttribute('class'),
      label: n.getAttribute('data-label'),
      y1: n.getAttribute('y1'),
      dash: n.getAttribute('stroke-dasharray'),
    })),
  );

describe('limits and unit conversion on the air-quality cube', () => {
  it('switches a limit on in the measure panel: a line at its value, named with its unit in the legend, in the preview and the view', async () => {
    const { page, errors } = await newPage();
    await createOnCube(page, session.app.url, CUBE);
    await openField(page, 'y');
    const limits = page.locator('fieldset.limits');
    await limits.waitFor();
    expect(await limits.getByRole('checkbox').count()).toBe(3);
    await expectAccessiblePage(page);

    // The station filter starts on Bern: the annual limit of Bern holds.
    await limits.getByLabel('Annual limit: 30 µg/m³').check();
    const chart = preview(page).locator('figure.chart');
    await chart.locator('[data-testid="limit"]').waitFor({ state: 'attached' });
    const [line] = await limitAttributes(chart);
    expect(line).toMatchObject({ shape: 'limit limit-line', label: 'Annual limit: 30 µg/m³', dash: null });
    // The value axis reaches the limit; the line sits on the tick of 30.
    expect(Number(line.y1)).toBeCloseTo(await tickY(chart, '30'), 3);
    expect(await chart.getByTestId('legend-limit').allTextContents()).toEqual(['Annual limit: 30 µg/m³']);

    await limits.getByTestId('limit-0-line-type').selectOption('dashed');
    await limits.getByTestId('limit-0-color').fill('#1a7f37');
    await expect.poll(async () => (await limitAttributes(chart))[0]?.dash).toBe('6 4');
    expect(await chart.locator('[data-testid="limit"]').getAttribute('stroke')).toBe('#1a7f37');
    // A limit that holds elsewhere (Lugano, 2021) is offered, and drawn nowhere under the Bern filter.
    await limits.getByLabel('Target range: 10–20.5 µg/m³').check();
    await expectAccessiblePage(page);
    expect(await chart.locator('[data-testid="limit"]').count()).toBe(1);
    await preview(page).screenshot({ path: `${SCREENSHOTS}/limits-column.png` });

    // Keyboard: the checkbox is reachable and toggles with Space, with a visible focus ring.
    const reduction = limits.getByLabel('Reduction path: 25 µg/m³');
    await reduction.focus();
    await page.keyboard.press('Space');
    expect(await reduction.isChecked()).toBe(true);
    expect(await reduction.evaluate((el) => getComputedStyle(el).outlineStyle !== 'none' || getComputedStyle(el).boxShadow !== 'none')).toBe(true);
    await expect.poll(() => chart.locator('[data-testid="limit"]').count()).toBe(2);
    await page.screenshot({ path: `${SCREENSHOTS}/panel-limits.png`, clip: (await page.getByTestId('panel-right').boundingBox()) ?? undefined });

    const key = await publish(page);
    await page.waitForSelector('[data-testid="limit"]', { state: 'attached', timeout: 20_000 });
    const view = page.locator('figure.chart');
    expect((await limitAttributes(view)).map((l) => l.label).sort()).toEqual(['Annual limit: 30 µg/m³', 'Reduction path: 25 µg/m³']);
    expect(await view.getByTestId('legend-limit').allTextContents()).toEqual(['Annual limit: 30 µg/m³', 'Reduction path: 25 µg/m³']);
    await expectAccessiblePage(page);
    await page.getByTestId('chart-frame').screenshot({ path: `${SCREENSHOTS}/limits-view.png` });
    expect(key).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('on a line chart, draws a value range for one year as a band at that point, only once the filter is on its station', async () => {
    const { page, errors } = await newPage();
    await createOnCube(page, session.app.url, CUBE);
    await page.getByTestId('chart-type-line').click();
    const chart = preview(page).locator('[data-testid="line-chart"]');
    await chart.locator('svg').waitFor({ state: 'attached' });
    await openField(page, 'y');
    await page.locator('fieldset.limits').getByLabel('Target range: 10–20.5 µg/m³').check();
    // Bern is filtered: the Lugano range does not hold, and the panel says so.
    expect(await chart.locator('[data-testid="limit"]').count()).toBe(0);
    expect(await page.getByTestId('limit-2-not-shown').textContent()).toBe('Not shown with the current filters.');
    await page.getByTestId('filter-Station').selectOption({ label: 'Lugano' });
    await chart.locator('[data-testid="limit"]').waitFor({ state: 'attached' });
    const band = chart.locator('[data-testid="limit"]');
    expect(await band.getAttribute('class')).toBe('limit limit-band');
    expect(await page.getByTestId('limit-2-not-shown').count()).toBe(0);
    // 16 px wide around the 2021 point (the plot's right end), from 10 to 20.5 on the value axis.
    const [x, width, y, height] = await Promise.all(['x', 'width', 'y', 'height'].map(async (a) => Number(await band.getAttribute(a))));
    const plotWidth = await chart.locator('[data-testid="axis-left"] .grid-line').first().getAttribute('x2');
    expect(x + width / 2).toBeCloseTo(Number(plotWidth), 3);
    expect(width).toBe(16);
    // A value's pixel from the ticks of 0 and 20.
    const [t0, t20] = [await tickY(chart, '0'), await tickY(chart, '20')];
    const at = (v: number) => t0 + (v * (t20 - t0)) / 20;
    expect(y).toBeCloseTo(at(20.5), 3);
    expect(y + height).toBeCloseTo(at(10), 3);
    expect(await chart.getByTestId('legend-limit').allTextContents()).toEqual(['Target range: 10–20.5 µg/m³']);
    await expectAccessiblePage(page);
    await preview(page).screenshot({ path: `${SCREENSHOTS}/limits-line-band.png` });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('converts a unit: the multiplier is checked on blur or Enter; axis, values, limits and downloads follow', async () => {
    const { page, errors } = await newPage();
    await createOnCube(page, session.app.url, CUBE);
    await openField(page, 'y');
    const units = page.getByTestId('convert-units');
    await units.getByTestId('convert-units-toggle').check();
    // Enabling starts at 1 and the cube's unit in all four languages.
    expect(await units.getByTestId('convert-units-multiplier').inputValue()).toBe('1');
    for (const locale of ['de', 'fr', 'it', 'en']) expect(await units.getByTestId(`convert-units-label-${locale}`).inputValue()).toBe('µg/m³');

    const multiplier = units.getByTestId('convert-units-multiplier');
    await multiplier.fill('abc');
    await multiplier.press('Enter');
    expect(await units.getByTestId('convert-units-error').textContent()).toBe('Enter a number.');
    await multiplier.fill('0');
    await multiplier.blur();
    expect(await units.getByTestId('convert-units-error').textContent()).toBe('Enter a number greater than 0.');
    expect(await multiplier.getAttribute('aria-invalid')).toBe('true');
    await expectAccessiblePage(page);

    await multiplier.fill('1000');
    await multiplier.press('Enter');
    expect(await units.getByTestId('convert-units-error').count()).toBe(0);
    await units.getByTestId('convert-units-label-en').fill('ng/m³');
    await page.locator('fieldset.limits').getByLabel('Annual limit: 30,000 ng/m³').check();

    const chart = preview(page).locator('figure.chart');
    await expect.poll(() => chart.getByTestId('y-axis-label').textContent()).toBe('NO2 (ng/m³)');
    // Bern's 2020 value, 24.5 µg/m³, drawn as 24,500 ng/m³; the limit of 30 as 30,000.
    expect(await chart.locator('[data-value]').evaluateAll((nodes) => nodes.map((n) => Number(n.getAttribute('data-value'))).sort((a, b) => a - b))).toEqual([
      22000, 24500,
    ]);
    expect(await chart.getByTestId('legend-limit').allTextContents()).toEqual(['Annual limit: 30,000 ng/m³']);
    expect(Number(await chart.locator('[data-testid="limit"]').getAttribute('y1'))).toBeCloseTo(await tickY(chart, '30,000'), 3);
    await preview(page).screenshot({ path: `${SCREENSHOTS}/units-converted.png` });
    // A custom scale domain starts from the observed extent in the converted unit.
    await page.getByTestId('option-customDomain').check();
    await expect.poll(() => page.getByTestId('domain-max').inputValue()).toBe('24500');
    await page.getByTestId('option-customDomain').uncheck();

    await publish(page);
    await page.waitForSelector('[data-testid="limit"]', { state: 'attached', timeout: 20_000 });
    expect(await page.getByTestId('y-axis-label').textContent()).toBe('NO2 (ng/m³)');
    // The chart's data and the whole cube download converted, under the converted unit.
    for (const choice of ['filtered-csv', 'full-csv']) {
      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: 60_000 }),
        (async () => {
          await page.getByTestId('download-button').click();
          await page.getByTestId(`download-${choice}`).click();
        })(),
      ]);
      const lines = readFileSync((await download.path())!, 'utf8')
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      const column = lines[0].split(',').indexOf('NO2 (ng/m³)');
      expect(column, lines[0]).toBeGreaterThanOrEqual(0);
      expect(
        lines
          .slice(1)
          .map((l) => Number(l.split(',')[column]))
          .sort((a, b) => a - b),
      ).toEqual(choice === 'filtered-csv' ? [22000, 24500] : [16500, 18000, 22000, 24500]);
    }
    // The view's table view reads the converted table too.
    await page.getByTestId('more-button').click();
    await page.getByTestId('more-table').click();
    const table = page.getByTestId('chart-table-view');
    await table.waitFor();
    expect(await table.locator('thead th').allTextContents()).toContain('NO2 (ng/m³)↕');
    const cells = await table.locator('tbody tr td:last-child').allTextContents();
    expect(cells.map((v) => Number(v.replace(/,/g, ''))).sort((a, b) => a - b)).toEqual([22000, 24500]);
    await expectAccessiblePage(page);
    expect(errors).toEqual([]);
    await page.close();
  });
});
