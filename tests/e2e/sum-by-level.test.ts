/**
 * A column chart of cantons summed from municipalities (issue 32) in headless Chromium, on the
 * sparse test cube tests/fixtures/municipal-sums: the x field's "Show by" chosen with the keyboard,
 * the columns are the cantons with the sums of their municipalities, the axis says it is a sum, the
 * percent measure disables the choice with the reason; the published view draws the same columns.
 * Screenshots of the panel and the chart at 390, 640 and 1280 px go to /tmp/agg-shots/.
 */
import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { importDescriptionFile } from '../../src/server/import/catalogue';
import { withBrowserApp } from '../support/browser-app';
import { chooseComponent, createOnCube, expectAccessiblePage, openField, publish } from '../support/configurator';

const CUBE = 'https://example.org/cube/municipal-sums/1';
const SHOTS = '/tmp/agg-shots';
const dataDir = mkdtempSync(join(tmpdir(), 'municipal-sums-'));
const fixture = new URL('../fixtures/municipal-sums/', import.meta.url).pathname;
copyFileSync(join(fixture, 'rows.csv'), join(dataDir, 'rows.csv'));
writeFileSync(join(dataDir, 'municipal-sums.ttl'), importDescriptionFile(join(fixture, 'description.json')).turtle);

const session = withBrowserApp({ DATA_DIR: dataDir });

/** The category labels of the preview's x axis and the heights of its columns, in order. */
const columns = async (page: Page, root = page.getByTestId('chart-preview')) => {
  const chart = root.locator('figure.chart');
  await chart.locator('[data-testid="axis-bottom"] .tick').first().waitFor();
  return chart.locator('[data-testid="axis-bottom"] .tick').allTextContents();
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
    await openField(page, 'x');
    const select = page.getByTestId('option-sumByLevel');
    expect(await select.locator('option').allTextContents()).toEqual(['Municipality (as observed)', 'Switzerland (sum)', 'Canton (sum)']);
    // Keyboard: focus the select, move down two options to the cantons.
    await select.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => select.evaluate((e: HTMLSelectElement) => e.selectedOptions[0].textContent)).toBe('Canton (sum)');
    await expect.poll(() => columns(page)).toEqual(['Bern (canton)', 'Zürich (canton)']);
    expect(await page.getByTestId('field-row-x').locator('.field-row-value').textContent()).toBe('Canton (sum)');
    const preview = page.getByTestId('chart-preview');
    await expect.poll(() => preview.getByTestId('y-axis-label').textContent()).toContain('Inhabitants (sum by Canton)');
    // Bern's sum of 2022 covers two municipalities: Biel ended in 2021.
    await preview.locator('[data-label^="Bern (canton)"]').hover();
    await expect.poll(() => page.getByTestId('chart-tooltip').textContent()).toBe('Bern (canton)178,400 NumberSum of 2 values');
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/tooltip-1280.png` });
    await expectAccessiblePage(page);
    for (const width of [390, 640, 1280]) {
      await page.setViewportSize({ width, height: 1000 });
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `${SHOTS}/panel-${width}.png` });
      await preview.screenshot({ path: `${SHOTS}/chart-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 1000 });

    // A percent cannot be summed: the choice goes back to the municipalities, disabled with the reason.
    await chooseComponent(page, 'y', 'Share of foreigners');
    await openField(page, 'x');
    await expect.poll(() => select.isDisabled()).toBe(true);
    expect(await page.getByTestId('option-sumByLevel-reason').textContent()).toBe(
      'Share of foreigners is a share, rate or average: the values cannot be summed by a higher level.',
    );
    await expect.poll(() => columns(page)).toContain('Thun');
    await expectAccessiblePage(page);
    await page.screenshot({ path: `${SHOTS}/panel-refused-1280.png` });

    await chooseComponent(page, 'y', 'Inhabitants');
    await openField(page, 'x');
    await select.selectOption({ label: 'Canton (sum)' });
    await expect.poll(() => columns(page)).toEqual(['Bern (canton)', 'Zürich (canton)']);
    await publish(page);
    const view = page.locator('figure.chart').first();
    await view.locator('[data-testid="axis-bottom"] .tick').first().waitFor();
    expect(await view.locator('[data-testid="axis-bottom"] .tick').allTextContents()).toEqual(['Bern (canton)', 'Zürich (canton)']);
    expect(await page.getByTestId('y-axis-label').first().textContent()).toContain('Inhabitants (sum by Canton)');
    await page.screenshot({ path: `${SHOTS}/view-1280.png` });
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);
});
