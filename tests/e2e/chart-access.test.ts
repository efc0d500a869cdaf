/**
 * Charts for everyone (issue 15, point 2), in headless Chromium:
 * - the published stacked forestry column chart is crossed in a few tab stops, its marks read
 *   with the arrow keys and announced;
 * - the published view of every drawn chart type passes axe's WCAG 2.1 A/AA rules.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { DrawnChartType } from '../../src/domain/charts/definition';
import { createChartKey } from '../../src/domain/config';
import { axeViolations, describeViolations } from '../support/axe';
import { withBrowserApp } from '../support/browser-app';
import { componentsFrom, galleryConfig, publish as publishConfig } from '../support/chart-gallery';
import { chooseComponent, createOnCube, expectAccessiblePage, publish } from '../support/configurator';
import { hasSharedCubes, SHARED_CUBES } from '../support/server';
import { waitForHydration } from '../support/view';

const FORESTRY = 'https://ld.admin.ch/cube/fso/px-x-0703010000_103/2';
const SCREENSHOTS = 'docs/screenshots/charts';
mkdirSync(SCREENSHOTS, { recursive: true });

const session = withBrowserApp(hasSharedCubes ? { DATA_DIR: SHARED_CUBES } : {});

/** Tab presses from the page top until the focus enters the chart, then the stops inside it until it leaves. */
const tabStopsIn = async (page: Page, selector: string) => {
  const inside = () => page.evaluate((selector) => !!document.activeElement?.closest(selector), selector);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (let i = 0; i < 300 && !(await inside()); i++) await page.keyboard.press('Tab');
  if (!(await inside())) throw new Error('the chart was never reached by Tab');
  let stops = 1;
  while (stops < 1000) {
    await page.keyboard.press('Tab');
    if (!(await inside())) return stops;
    stops++;
  }
  return stops;
};

describe('charts for everyone', () => {
  it.runIf(hasSharedCubes)(
    'the stacked forestry column chart is one tab stop, its marks read with the arrow keys',
    async () => {
      const page = await session.browser.newPage({ viewport: { width: 1280, height: 1000 } });
      await createOnCube(page, session.app.url, FORESTRY);
      await chooseComponent(page, 'segment', 'Grössenklasse');
      await expect.poll(() => page.locator('[data-testid="legend"] li').count(), { timeout: 15_000 }).toBeGreaterThan(1);
      await publish(page);
      await page.waitForSelector('[data-testid="column-chart"] rect.bar', { state: 'attached', timeout: 30_000 });
      const bars = await page.locator('[data-testid="column-chart"] rect.bar').count();
      // The plot, not the figure: on the published view the axis titles are buttons (to the metadata of their component).
      const stops = await tabStopsIn(page, '.chart-canvas');
      console.log(`forestry stacked column chart: ${bars} bars, ${stops} tab stops`);
      // 77 stops before (one per bar); now the chart is one.
      expect(stops).toBe(1);

      // Back into the chart: the arrow keys read the marks, the live region says what the tooltip says.
      await page.keyboard.press('Shift+Tab');
      const chart = page.locator('[data-testid="column-chart"]');
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('svg');
      const announced = () => page.getByTestId('chart-announcement').textContent();
      const label = (i: number) => chart.locator('rect.bar').nth(i).getAttribute('data-label');
      await page.keyboard.press('ArrowRight');
      const first = (await label(0))!.split(' – ');
      expect(await announced()).toBe(first.join(', '));
      expect(await page.getByTestId('chart-tooltip').textContent()).toBe(first.join(''));
      expect(await chart.getByTestId('mark-focus').count()).toBe(1);
      // Right: the next year of the same size class; Down: the next size class in the same year.
      await page.keyboard.press('ArrowRight');
      const second = (await announced())!.split(', ');
      expect(second[0]).not.toBe(first[0]);
      expect(second[1]).toBe(first[1]);
      await page.keyboard.press('ArrowDown');
      const third = (await announced())!.split(', ');
      expect(third[0]).toBe(second[0]);
      expect(third[1]).not.toBe(second[1]);
      await page.screenshot({ path: `${SCREENSHOTS}/column-focused-mark.png`, clip: (await chart.boundingBox())! });
      await page.keyboard.press('End');
      expect(await announced()).toBe((await label(bars - 1))!.replaceAll(' – ', ', '));
      await page.keyboard.press('Home');
      expect(await announced()).toBe(first.join(', '));
      // Escape stops reading: no tooltip, no ring; the focus stays on the chart.
      await page.keyboard.press('Escape');
      expect(await page.getByTestId('chart-tooltip').count()).toBe(0);
      expect(await chart.getByTestId('mark-focus').count()).toBe(0);
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('svg');

      // Named by its title and type, described by its axes and series.
      const svg = chart.locator('.chart-canvas > svg');
      const text = (attr: string) => svg.evaluate((el, attr) => document.getElementById(el.getAttribute(attr)!)!.textContent, attr);
      expect(await text('aria-labelledby')).toMatch(/\(Column\)$/);
      const description = (await text('aria-describedby'))!;
      expect(description).toMatch(
        /^Chart type: Column\. Horizontal axis: Jahr, from \d{4} to \d{4}\. Vertical axis: [^.]+\. Lowest value: .+; highest: .+\. 7 series: .+\./,
      );
      // The range is the data's, its first and last year drawn, whatever the ticks show.
      const drawnYears = (await chart.locator('rect.bar').evaluateAll((els) => els.map((e) => e.getAttribute('data-label')!.split(' – ')[0]))).sort();
      expect(description).toContain(`from ${drawnYears[0]} to ${drawnYears.at(-1)}.`);
      expect(description).toContain(`${bars} values.`);
      // The data as a table, built when opened.
      await page.locator('details.chart-data summary').click();
      await page
        .getByTestId('chart-data-table')
        .locator('tbody tr')
        .nth(bars - 1)
        .waitFor();
      expect(await page.getByTestId('chart-data-table').locator('tbody tr').count()).toBe(bars);
      await expectAccessiblePage(page);
      await page.close();
    },
    90_000,
  );

  it.runIf(hasSharedCubes)(
    'series past the palette repeat its colours with a pattern each, on the marks and in the legend',
    async () => {
      const page = await session.browser.newPage({ viewport: { width: 1280, height: 1000 } });
      await createOnCube(page, session.app.url, FORESTRY);
      await chooseComponent(page, 'segment', 'Kanton');
      await expect.poll(() => page.locator('[data-testid="legend"] li').count(), { timeout: 15_000 }).toBeGreaterThan(10);
      const legend = page.locator('[data-testid="legend"] li');
      const looks = await legend.evaluateAll((items) =>
        items.map((li) => {
          const swatch = li.querySelector('.legend-swatch, .legend-swatch-svg')!;
          // A colour (an image of it), or a colour and the pattern over it.
          const rects = swatch.querySelectorAll('rect');
          return rects.length
            ? `${rects[0].getAttribute('fill')} ${rects[1].getAttribute('fill')!.replace(/^url\(#[^-]+-/, '')}`
            : decodeURIComponent((swatch as HTMLImageElement).src).match(/ fill="([^"]+)"/)![1];
        }),
      );
      console.log(`forestry by canton: ${looks.length} series, ${looks.filter((l) => / (diagonal|dots)-/.test(l)).length} patterned`);
      // Ten colours for more than ten cantons, yet no two series look alike.
      expect(new Set(looks).size).toBe(looks.length);
      expect(looks.filter((l) => / (diagonal|dots)-/.test(l)).length).toBe(looks.length - 10);
      const chart = page.locator('[data-testid="column-chart"]');
      expect(await chart.locator('rect.pattern').count()).toBeGreaterThan(0);
      await page.screenshot({ path: `${SCREENSHOTS}/column-many-series.png`, clip: (await page.getByTestId('chart-frame').boundingBox())! });
      await expectAccessiblePage(page);
      await page.close();
    },
    90_000,
  );

  for (const type of ['column', 'bar', 'line', 'area', 'scatterplot', 'pie', 'comboLineSingle', 'comboLineDual', 'comboLineColumn'] as DrawnChartType[]) {
    it(`${type}: the published view passes axe; the keyboard reads its last mark`, async () => {
      const config = await galleryConfig(type, componentsFrom(session.app.url), createChartKey());
      const key = await publishConfig(session.app.url, config);
      const page = await session.browser.newPage({ viewport: { width: 1100, height: 1000 } });
      await page.goto(`${session.app.url}/en/v/${key}`);
      await waitForHydration(page);
      await page.waitForSelector(`[data-testid="${type}-chart"] svg`, { state: 'attached', timeout: 20_000 });
      const violations = await axeViolations(page);
      console.log(`${type}: ${violations.length} axe violations ${violations.map((v) => `${v.id}×${v.nodes.length}`).join(', ')}`);
      expect(violations, describeViolations(violations)).toEqual([]);
      const chart = page.locator(`[data-testid="${type}-chart"]`);
      await chart.locator('.chart-canvas > svg').focus();
      await page.keyboard.press('End');
      expect(await page.getByTestId('chart-announcement').textContent()).toBe((await page.getByTestId('chart-tooltip').innerText()).split('\n').join(', '));
      expect(await chart.getByTestId('mark-focus').count()).toBe(1);
      await page.screenshot({ path: `${SCREENSHOTS}/${type}-focused-mark.png`, clip: (await chart.boundingBox())! });
      await page.close();
    }, 60_000);
  }
});
