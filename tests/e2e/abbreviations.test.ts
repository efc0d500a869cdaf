/**
 * Abbreviations for long value labels (issue 21 item 4) in headless Chromium, on the forestry
 * enterprises cube whose cantons have short names: the field panel offers them for the canton
 * axis, the chart writes the short names (its ticks do so on their own where the full names do
 * not fit), and the published view keeps them.
 */
import { describe, expect, it } from 'vitest';
import { withBrowserApp } from '../support/browser-app';
import { chooseComponent, createOnCube, expectAccessiblePage, openField, publish } from '../support/configurator';
import { hasSharedCubes, SHARED_CUBES } from '../support/server';

const CUBE = 'https://ld.admin.ch/cube/fso/px-x-0703010000_103/2';

describe.runIf(hasSharedCubes)('abbreviations', () => {
  const session = withBrowserApp({ DATA_DIR: SHARED_CUBES });

  it('a canton axis shows the cantons’ short names when the author asks, in the preview and the view', async () => {
    const page = await session.browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await createOnCube(page, session.app.url, CUBE);
    const ticks = (scope: string) => page.locator(`${scope} [data-testid="axis-bottom"] .tick text`).allTextContents();
    const titles = (scope: string) => page.locator(`${scope} [data-testid="axis-bottom"] .tick title`).allTextContents();
    await chooseComponent(page, 'x', 'Kanton');
    // 26 full names do not fit the preview's axis flat: it writes the short names, titled with the full ones (issue 29).
    await expect.poll(() => titles('[data-testid="chart-preview"]')).toContain('Zurich');
    expect(await ticks('[data-testid="chart-preview"]')).toContain('ZH');
    const zurichBars = () => page.locator('[data-testid="chart-preview"] rect.bar[data-label*="Zurich"]').count();
    expect(await zurichBars()).toBeGreaterThan(0);
    // A year axis has no short names: no option there.
    await openField(page, 'y');
    expect(await page.getByTestId('option-useAbbreviations').count()).toBe(0);
    await openField(page, 'x');
    await page.getByTestId('option-useAbbreviations').check();
    // The author's choice: short names everywhere the chart writes the cantons, the tooltips too.
    await expect.poll(() => titles('[data-testid="chart-preview"]')).toEqual([]);
    expect(await ticks('[data-testid="chart-preview"]')).toContain('ZH');
    expect(await zurichBars()).toBe(0);
    await expectAccessiblePage(page);
    await page.locator('[data-testid="chart-preview"] figure.chart').screenshot({ path: 'docs/screenshots/annotations/configurator-abbreviations.png' });
    await publish(page);
    await page.waitForSelector('[data-testid="column-chart"] rect.bar', { state: 'attached' });
    expect(await ticks('')).toContain('ZH');
    await page.close();
  });
});
