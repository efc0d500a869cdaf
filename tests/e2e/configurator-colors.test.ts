/**
 * The colours panel in headless Chromium, on the bundled Iowa electricity cube segmented by
 * energy source: a palette chosen by keyboard and one value's own colour must reach the bars and
 * the legend; a faint colour gets its contrast warning. Screenshots go to
 * docs/screenshots/configurator/colors-*.png.
 */
import { schemeCategory10, schemeDark2 } from 'd3-scale-chromatic';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { paletteColors } from '../../src/domain/charts/palettes';
import { withBrowserApp } from '../support/browser-app';
import { expectAccessiblePage } from '../support/configurator';
import { swatchColors } from '../support/view';

const SOURCES = ['Fossil fuels', 'Nuclear energy', 'Renewables'];
const SCREENSHOTS = 'docs/screenshots/configurator';

/** The fill of each energy source's bars, read from the bars' accessible labels; one fill per source expected. */
const barFills = (page: Page) =>
  page.$$eval(
    '[data-testid="column-chart"] rect.bar',
    (rects, sources) =>
      Object.fromEntries(
        sources.map((s) => [s, [...new Set(rects.filter((r) => r.getAttribute('data-label')?.includes(s)).map((r) => r.getAttribute('fill')))].join()]),
      ),
    SOURCES,
  );

/** Legend entries as label → swatch colour (as the browser computes it, rgb()). */
const legendColors = async (page: Page) => {
  const items = page.locator('[data-testid="legend"] li');
  const colors = await swatchColors(items.locator('.legend-swatch'));
  return Object.fromEntries((await items.allTextContents()).map((label, i) => [label, colors[i]]));
};

/** The colours panel with a margin around it (an element screenshot cuts glyphs at its edge). */
const shoot = async (page: Page, name: string) => {
  const box = (await page.getByTestId('colors-panel').boundingBox())!;
  await page.screenshot({ path: `${SCREENSHOTS}/colors-${name}.png`, clip: { x: box.x - 12, y: box.y - 12, width: box.width + 24, height: box.height + 24 } });
};

const rgb = (hex: string) =>
  `rgb(${hex
    .match(/[0-9a-f]{2}/gi)!
    .map((h) => parseInt(h, 16))
    .join(', ')})`;
const bySource = (colors: readonly string[], as = (c: string) => c) => Object.fromEntries(SOURCES.map((s, i) => [s, as(colors[i])]));

describe('configurator colours', () => {
  const session = withBrowserApp();

  it('colours the segments by a palette chosen by keyboard and by one chosen colour, with a contrast warning', async () => {
    const page = await session.browser.newPage({ viewport: { width: 1440, height: 1400 } });
    await page.goto(`${session.app.url}/en/browse`);
    await page.getByTestId('search-input').fill('electricity Iowa');
    await page.getByRole('link', { name: /Electricity generation in Iowa/ }).click();
    await page.getByTestId('create-visualization').click();
    await page.waitForSelector('[data-testid="column-chart"] rect.bar', { state: 'attached' });

    await page.getByTestId('field-row-segment').click();
    await page.getByTestId('field-segment').selectOption({ label: 'Energy source' });
    const panel = page.getByTestId('colors-panel');
    // The empty mapping of the new segment is remapped: each source has its category10 colour.
    await expect.poll(() => page.getByTestId('color-list').locator('li').count(), { timeout: 15_000 }).toBe(3);
    await expect.poll(() => barFills(page), { timeout: 15_000 }).toEqual(bySource(schemeCategory10));
    expect(await page.getByTestId('palette-category10').getAttribute('aria-selected')).toBe('true');
    await shoot(page, 'category10');

    // Keyboard: into the list at the chosen palette, two down (dark2), Enter.
    await page.getByTestId('palette-category10').focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('palette-paired');
    await shoot(page, 'keyboard-focus');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    expect(await page.getByTestId('palette-dark2').getAttribute('aria-selected')).toBe('true');
    expect(await page.getByTestId('palette-category10').getAttribute('aria-selected')).toBe('false');
    await expect.poll(() => barFills(page)).toEqual(bySource(schemeDark2));
    expect(await legendColors(page)).toEqual(bySource(schemeDark2, rgb));

    // A pale yellow for nuclear energy: its bars and swatch change, and it is flagged as faint.
    await page.getByTestId('color-input-Nuclear energy').fill('#ffee58');
    await expect.poll(() => barFills(page)).toEqual({ ...bySource(schemeDark2), 'Nuclear energy': '#ffee58' });
    expect((await legendColors(page))['Nuclear energy']).toBe('rgb(255, 238, 88)');
    expect(await panel.getByTestId('contrast-warning').allTextContents()).toEqual(['⚠ Low contrast on white: 1.2:1, below 3:1']);
    await shoot(page, 'contrast-warning');

    // End and Enter: the last diverging palette, sampled into three distinct colours; the chosen colour is repainted too.
    await page.getByTestId('palette-dark2').focus();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    expect(await page.getByTestId('palette-RdYlGn').getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => barFills(page)).toEqual(bySource(paletteColors('RdYlGn', 3)));
    await shoot(page, 'diverging');

    // The page with the colours panel open passes axe's WCAG 2.1 A/AA checks.
    await expectAccessiblePage(page);

    // Reset: category10 again, whose orange is itself below 3:1 on white.
    await page.getByTestId('palette-reset').click();
    await expect.poll(() => barFills(page)).toEqual(bySource(schemeCategory10));
    expect(await panel.getByTestId('contrast-warning').allTextContents()).toEqual(['⚠ Low contrast on white: 2.5:1, below 3:1']);
    await page.close();
  });
});
