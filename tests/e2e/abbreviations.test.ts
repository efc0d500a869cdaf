/**
 * Abbreviations for long value labels (issue 21 item 4) in headless Chromium, on the forestry
 * enterprises cube whose cantons have short names: the field panel offers them for the canton
 * axis, the chart's ticks turn to the short names, and the published view keeps them.
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
    await chooseComponent(page, 'x', 'Kanton');
    await expect.poll(() => ticks('[data-testid="chart-preview"]')).toContain('Zurich');
    // A year axis has no short names: no option there.
    await openField(page, 'y');
    expect(await page.getByTestId('option-useAbbreviations').count()).toBe(0);
    await openField(page, 'x');
    await page.getByTestId('option-useAbbreviations').check();
    await expect.poll(() => ticks('[data-testid="chart-preview"]')).toContain('ZH');
    expect(await ticks('[data-testid="chart-preview"]')).not.toContain('Zurich');
    await expectAccessiblePage(page);
    await page.locator('[data-testid="chart-preview"] figure.chart').screenshot({ path: 'docs/screenshots/annotations/configurator-abbreviations.png' });
    await publish(page);
    await page.waitForSelector('[data-testid="column-chart"] rect.bar', { state: 'attached' });
    expect(await ticks('')).toContain('ZH');
    await page.close();
  });
});
