/**
 * Filters on a sparse cube in headless Chromium (issue 28 items 1 and 2), on the air-monitoring
 * test cube: values without data are shown apart with the reason; a chosen value the data
 * refuses after another choice is changed and announced beside its filter, with Undo; 'use most
 * recent' stays ticked and shows the last year with data (Lugano: 1998). Screenshots of the
 * filter panel at 390, 640 and 1280 px go to /tmp/filters-shots.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { withBrowserApp } from '../support/browser-app';
import { createOnCube, expectAccessiblePage } from '../support/configurator';
import { AIR_MONITORING, importTestCubes } from '../support/test-cubes';

const SHOTS = '/tmp/filters-shots';
mkdirSync(SHOTS, { recursive: true });
const session = withBrowserApp({ DATA_DIR: importTestCubes().dir });

const newPage = async (width = 1280) => {
  const page = await session.browser.newPage({ viewport: { width, height: 1100 } });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
};

const select = (page: Page, label: string) => page.getByTestId(`filter-${label}`);
/** Chooses a station in its tree select (the stations sit under their cantons). */
const chooseStation = async (page: Page, name: string) => {
  await select(page, 'Station').click();
  await page.getByTestId('filter-search-Station').fill(name);
  await page.locator('.tree-option', { hasText: new RegExp(`^${name}$`) }).click();
  await expect.poll(() => page.getByTestId('filter-value-Station').textContent()).toBe(name);
};
/** Waits until the preview draws `count` bars. */
const waitForBars = (page: Page, count: number) =>
  page.waitForFunction((n) => document.querySelectorAll('[data-testid="chart-preview"] rect.bar').length === n, count, { timeout: 20_000 });

describe('filters on the sparse air-monitoring cube', () => {
  it('marks values without data, announces a refused choice beside its filter, and undoes it', async () => {
    const { page, errors } = await newPage();
    await createOnCube(page, session.app.url, AIR_MONITORING.cube);
    await chooseStation(page, 'Lugano-Università');
    await select(page, 'Pollutant').selectOption({ label: 'Particulate matter (PM10)' });
    // Lugano's PM10: 1991–1998.
    await waitForBars(page, 8);
    // Payerne measures only O3 and SO2: the pollutant goes to O3, and says so.
    await chooseStation(page, 'Payerne');
    const notice = page.getByTestId('filter-notice-Pollutant');
    await notice.waitFor();
    expect(await notice.textContent()).toMatch(/^Pollutant changed from Particulate matter \(PM10\) to Ozone \(O3\): no data for Payerne/);
    expect(await select(page, 'Pollutant').inputValue()).toBe(AIR_MONITORING.pollutant('o3'));
    await waitForBars(page, 38);
    // The pollutants Payerne lacks are shown apart, disabled, under the reason.
    const apart = select(page, 'Pollutant').locator('optgroup');
    expect(await apart.getAttribute('label')).toMatch(/^No data for Payerne/);
    expect((await apart.locator('option').allTextContents()).sort()).toEqual(['Carbon monoxide (CO)', 'Nitrogen dioxide (NO2)', 'Particulate matter (PM10)']);
    expect(await apart.locator('option:not([disabled])').count()).toBe(0);
    await expectAccessiblePage(page);
    await page.getByTestId('data-filters-section').screenshot({ path: `${SHOTS}/notice-1280.png` });

    // Undo returns to Lugano's PM10.
    await notice.getByRole('button', { name: 'Undo' }).click();
    await waitForBars(page, 8);
    expect(await page.getByTestId('filter-value-Station').textContent()).toBe('Lugano-Università');
    expect(await select(page, 'Pollutant').inputValue()).toBe(AIR_MONITORING.pollutant('pm10'));
    expect(await notice.count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("keeps 'use most recent' ticked and shows the last year with data (Lugano: 1998) on a pie", async () => {
    const { page, errors } = await newPage();
    await createOnCube(page, session.app.url, AIR_MONITORING.cube);
    await page.getByTestId('chart-type-pie').click();
    const year = page.getByTestId('filter-Year');
    await year.waitFor();
    await page.getByTestId('most-recent-Year').check();
    await chooseStation(page, 'Lugano-Università');
    await page.waitForFunction(() => (document.querySelector('[data-testid="filter-Year"]') as HTMLInputElement | null)?.value === '1998', undefined, {
      timeout: 20_000,
    });
    expect(await page.getByTestId('most-recent-Year').isChecked()).toBe(true);
    // Lugano in 1998: a slice per pollutant it measured (NO2, PM10, O3) — or the segment's values with data.
    await page.waitForSelector('[data-testid="chart-preview"] path.slice', { timeout: 20_000 });
    // The caption names the year drawn.
    await page.waitForFunction(
      () => /Year: 1998/.test(document.querySelector('[data-testid="chart-preview"] [data-testid="chart-filters"]')?.textContent ?? ''),
      undefined,
      {
        timeout: 20_000,
      },
    );
    expect(errors).toEqual([]);
    await page.close();
  });

  it('screenshots the filters with marked values and a notice at 390, 640 and 1280 px', async () => {
    for (const width of [390, 640]) {
      const { page } = await newPage(width);
      await createOnCube(page, session.app.url, AIR_MONITORING.cube);
      await select(page, 'Pollutant').selectOption({ label: 'Nitrogen dioxide (NO2)' });
      await chooseStation(page, 'Payerne');
      await page.getByTestId('filter-notice-Pollutant').waitFor();
      await page.getByTestId('data-filters-section').screenshot({ path: `${SHOTS}/notice-${width}.png` });
      await page.close();
    }
  });
});
