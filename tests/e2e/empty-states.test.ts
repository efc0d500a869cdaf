/**
 * Empty and partial states in headless Chromium (issue 29 §7), on the sparse air-monitoring test
 * cube: a chart with nothing to draw says why in the chart area, never an axis over a made-up
 * domain. Bern-Bollwerk measures nitrogen dioxide from 1990 and PM10 from 1998 only; Lugano's
 * series end in 1998.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { getInitialChartConfig } from '../../src/domain/charts/initial-config';
import { createChartKey, type ChartConfig, type ChartType } from '../../src/domain/config';
import { withBrowserApp } from '../support/browser-app';
import { componentsFrom, publish } from '../support/chart-gallery';
import { expectAccessiblePage } from '../support/configurator';
import { AIR_MONITORING, importTestCubes } from '../support/test-cubes';
import { RESIZE_DEBOUNCE_MS } from '../../src/web/charts/useWidth';
import { waitForHydration } from '../support/view';

const session = withBrowserApp({ DATA_DIR: importTestCubes().dir });
const SCREENSHOTS = 'docs/screenshots/view';
const [station, year, pollutant, value] = (['station', 'year', 'pollutant', 'value'] as const).map(AIR_MONITORING.component);
const single = (v: string) => ({ type: 'single' as const, value: v });
const NO2 = 'Nitrogen dioxide (NO2)';
const PM10 = 'Particulate matter (PM10)';

/** A chart of the cube with the given fields, filters (none else) and interactive filters. */
const chart = async (chartType: ChartType, patch: (c: ChartConfig) => object) => {
  const components = await componentsFrom(session.app.url)(AIR_MONITORING.cube);
  const initial = getInitialChartConfig({ cubes: [{ iri: AIR_MONITORING.cube }], ...components, chartType, key: createChartKey() });
  return { ...initial, ...patch(initial) } as ChartConfig;
};

const open = async (config: ChartConfig, locale = 'en', width = 1280) => {
  const key = await publish(session.app.url, config);
  const page = await session.browser.newPage({ viewport: { width, height: 1000 } });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${session.app.url}/${locale}/v/${key}`);
  await waitForHydration(page);
  return { page, errors };
};

const shoot = async (page: Page, name: string) => {
  for (const width of [390, 640, 1280]) {
    await page.setViewportSize({ width, height: 1000 });
    // The chart measures its new width (debounced) and draws again: the shot waits for it.
    await page.waitForTimeout(RESIZE_DEBOUNCE_MS + 100);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await page.screenshot({ path: `${SCREENSHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 1000 });
};

/** Moves the time range's end to the year: Home puts it on the start (1990), each arrow a year on. */
const rangeEndTo = async (page: Page, end: number) => {
  const to = page.getByTestId('time-range-to');
  await to.focus();
  await to.press('Home');
  for (let y = 1990; y < end; y++) await to.press('ArrowRight');
  await expect.poll(() => page.getByTestId('time-range-value').textContent()).toBe(`1990 – ${end}`);
};

const status = (page: Page) => page.getByTestId('chart-empty');
const valueTicks = (page: Page) => page.locator('[data-testid="line-chart"] [data-testid="axis-left"] .tick').allTextContents();

describe('empty and partial states', () => {
  it('a line chart whose every series with values is hidden says so, with the legend to show one again and no axis', async () => {
    const config = await chart('line', (c) => ({
      cubes: [{ iri: AIR_MONITORING.cube, filters: { [station]: single(AIR_MONITORING.station('bern-bollwerk')) } }],
      fields: {
        x: { componentId: year },
        y: { componentId: value },
        color: { type: 'segment', paletteId: 'category10', colorMapping: {} },
        segment: { componentId: pollutant, sorting: { sortingType: 'byAuto', sortingOrder: 'asc' } },
      },
      interactiveFiltersConfig: {
        ...c.interactiveFiltersConfig,
        legend: { active: true, componentId: pollutant },
        timeRange: { active: true, componentId: year, presets: { type: 'range', from: '', to: '' } },
      },
    }));
    const { page, errors } = await open(config);
    const toggle = (name: string) => page.getByRole('checkbox', { name });
    await page.waitForSelector('[data-testid="line-chart"] svg');

    // To 1997 PM10 has no value: the legend names it apart, and the last series with values stays shown.
    await rangeEndTo(page, 1997);
    await expect.poll(() => page.getByTestId('legend-no-data').textContent()).toBe(`No data under these filters: ${PM10}`);
    expect(await toggle(PM10).count()).toBe(0);
    await toggle(NO2).click();
    expect(await toggle(NO2).isChecked()).toBe(true);
    await shoot(page, 'empty-legend-no-data');

    // Over every year the visitor hides NO2 (PM10 has values), then narrows the range again: nothing with a value is shown.
    await page.getByTestId('time-range-to').press('End');
    await toggle(NO2).click();
    expect(await toggle(NO2).isChecked()).toBe(false);
    await rangeEndTo(page, 1997);
    await expect.poll(() => status(page).textContent()).toBe('All series are hidden. Choose one in the legend to show it.');
    expect(await status(page).getAttribute('role')).toBe('status');
    // No plot, so no axis from −1 to 1: the chart's figure holds the legend and the reason.
    expect(await page.locator('[data-testid="line-chart"] svg[role="img"]').count()).toBe(0);
    expect(await valueTicks(page)).toEqual([]);
    await expectAccessiblePage(page);
    await shoot(page, 'empty-all-hidden');

    // The legend shows the series again, on a whole axis.
    await toggle(NO2).click();
    await expect.poll(() => status(page).count()).toBe(0);
    const ticks = await valueTicks(page);
    expect(ticks.length).toBeGreaterThan(1);
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it('a chart filtered to a station and a year without data names them, in the visitor’s language', async () => {
    const config = await chart('column', (c) => ({
      cubes: [
        {
          iri: AIR_MONITORING.cube,
          filters: { [station]: single(AIR_MONITORING.station('bern-bollwerk')), [year]: single('2000') },
        },
      ],
      fields: {
        x: { componentId: pollutant, sorting: { sortingType: 'byAuto', sortingOrder: 'asc' } },
        y: { componentId: value },
        color: { type: 'single', paletteId: 'category10', color: '#1f77b4' },
      },
      interactiveFiltersConfig: {
        ...c.interactiveFiltersConfig,
        dataFilters: { active: true, componentIds: [station, year], defaultValueOverrides: {}, filterTypes: { [station]: 'single', [year]: 'single' } },
      },
    }));
    for (const [locale, text] of [
      ['en', 'No data for Lugano-Università in 1999.'],
      ['de', 'Keine Daten für Lugano-Università (1999).'],
      ['fr', 'Aucune donnée pour Lugano-Università en 1999.'],
      ['it', 'Nessun dato per Lugano-Università nel 1999.'],
    ]) {
      const { page, errors } = await open(config, locale);
      await page.waitForSelector('[data-testid="column-chart"] svg');
      await page.getByTestId(`data-filter-${station}`).locator('select').selectOption({ label: 'Lugano-Università' });
      await page.getByTestId(`data-filter-${year}`).locator('select').selectOption({ label: '1999' });
      await expect.poll(() => status(page).textContent()).toBe(text);
      // The filters stay, to choose another year.
      expect(await page.getByTestId('data-filters').isVisible()).toBe(true);
      if (locale === 'en') {
        await expectAccessiblePage(page);
        await shoot(page, 'empty-no-data');
      }
      expect(errors).toEqual([]);
      await page.close();
    }
  }, 180_000);

  it('a table without rows says which filters leave none', async () => {
    const config = await chart('table', () => ({
      cubes: [{ iri: AIR_MONITORING.cube, filters: { [station]: single(AIR_MONITORING.station('lugano')), [year]: single('1999') } }],
    }));
    const { page, errors } = await open(config);
    await expect.poll(() => status(page).textContent()).toBe('No data for Lugano-Università in 1999.');
    await expectAccessiblePage(page);
    expect(errors).toEqual([]);
    await page.close();
  }, 90_000);
});
