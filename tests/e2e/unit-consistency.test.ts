/**
 * One unit per scale in headless Chromium (issue 28 item 3), on the air-monitoring test cube,
 * where carbon monoxide is measured in mg/m³ and the other pollutants in µg/m³: colouring a map's
 * stations by pollutant keeps the pollutant filter to the author's unit and says why, with the
 * station and year filters the author set kept; a column chart segmented by pollutant draws and
 * titles its axis in that unit. Screenshots at 390, 640 and 1280 px go to /tmp/unit-shots.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { withBrowserApp } from '../support/browser-app';
import { chooseComponent, createOnCube, expectAccessiblePage, openField } from '../support/configurator';
import { AIR_MONITORING, importTestCubes } from '../support/test-cubes';

const SHOTS = '/tmp/unit-shots';
mkdirSync(SHOTS, { recursive: true });
const session = withBrowserApp({ DATA_DIR: importTestCubes().dir }, { webgl: true });

const NOTE = 'Only values in µg/m³ are shown: one scale cannot mix units. Left out: Carbon monoxide (CO) in mg/m³.';

const newPage = async (width = 1280) => {
  const page = await session.browser.newPage({ viewport: { width, height: 1100 } });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
};

const filterValue = (page: Page, label: string) => page.getByTestId(`filter-${label}`).inputValue();

/** On the cube's default chart, the author picks Nitrogen dioxide. */
const chooseNo2 = async (page: Page) => {
  await createOnCube(page, session.app.url, AIR_MONITORING.cube);
  await page.getByTestId('filter-Pollutant').selectOption({ label: 'Nitrogen dioxide (NO2)' });
};
const panelNote = (page: Page) => page.locator('.field-panel').getByTestId('one-unit-note');

describe('one unit per scale on the air-monitoring cube', () => {
  it('a map coloured by pollutant keeps the pollutants of the chosen unit, says why, and keeps the other filters', async () => {
    const { page, errors } = await newPage();
    await chooseNo2(page);
    await page.getByTestId('chart-type-map').click();
    await page.waitForSelector('[data-testid="map-canvas"][data-state="ready"]', { timeout: 60_000 });
    // The map's circles are the stations; the author picks the year 2010.
    const mostRecent = page.getByTestId('most-recent-Year');
    if (await mostRecent.isChecked()) await mostRecent.uncheck();
    await page.getByTestId('filter-Year').fill('2010');
    await page.getByTestId('filter-Year').press('Enter');
    await openField(page, 'symbolLayer');
    await page.getByTestId('map-color-type').getByLabel('Categorical').check();
    await page.getByTestId('map-color-component').selectOption({ label: 'Pollutant' });
    await panelNote(page).waitFor();
    expect(await panelNote(page).textContent()).toBe(NOTE);
    // The pollutant is the colour now, in the values of one unit; the year stays the author's.
    expect(await filterValue(page, 'Year')).toBe('2010');
    expect(await page.getByTestId('shown-values-Pollutant').textContent()).toBe('4 of 5 values');
    await expectAccessiblePage(page);
    for (const width of [390, 640, 1280]) {
      await page.setViewportSize({ width, height: 1100 });
      await page.screenshot({ path: `${SHOTS}/map-note-${width}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 1100 });
    // The values drawer offers only pollutants in µg/m³, and says why carbon monoxide cannot be chosen.
    await page.getByTestId('edit-values-Pollutant').click();
    const drawer = page.getByTestId('multi-filter-drawer');
    const co = drawer.getByLabel('Carbon monoxide (CO)');
    expect(await co.isDisabled()).toBe(true);
    const reason = await co.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${reason}"]`).textContent()).toBe('Measured in another unit than µg/m³: one scale cannot mix units.');
    expect(await drawer.getByLabel('Ozone (O3)').isChecked()).toBe(true);
    await expectAccessiblePage(page);
    await drawer.screenshot({ path: `${SHOTS}/drawer-1280.png` });
    expect(errors).toEqual([]);
    await page.close();
  }, 150_000);

  it('a column chart segmented by pollutant stays in µg/m³ and titles its axis with the unit', async () => {
    const { page, errors } = await newPage();
    await chooseNo2(page);
    expect(await filterValue(page, 'Pollutant')).toBe(AIR_MONITORING.pollutant('no2'));
    // One pollutant: the axis reads its unit.
    await expect.poll(() => page.locator('[data-testid="chart-preview"] .axis-titles').textContent()).toContain('Annual mean (µg/m³)');
    await chooseComponent(page, 'segment', 'Pollutant');
    await panelNote(page).waitFor();
    expect(await panelNote(page).textContent()).toBe(NOTE);
    await expect.poll(() => page.locator('[data-testid="chart-preview"] .axis-titles').textContent()).toContain('Annual mean (µg/m³)');
    const legend = await page.locator('[data-testid="chart-preview"] .legend').textContent();
    expect(legend).toContain('Nitrogen dioxide (NO2)');
    expect(legend).not.toContain('Carbon monoxide');
    await expectAccessiblePage(page);
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);
});
