/**
 * Sparse test cubes in headless Chromium (issue 28). Items 4: a cube whose places have neither
 * shapes from the source nor coordinates offers no map, and says why. Item 5, animation on sparse
 * data, on the air-monitoring test cube: a column chart of the stations (coloured by canton, nitrogen dioxide) animated by year,
 * in the editor's preview and in the published view. Stepping through every frame, each draws one
 * bar per station that measured that year (as rows.csv has them), and every station keeps its
 * place on the axis: the axis is that of every frame.
 */
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { withBrowserApp } from '../support/browser-app';
import { chooseComponent, createOnCube, expectAccessiblePage, publish } from '../support/configurator';
import { AIR_MONITORING, importTestCubes, SHAPELESS_CANTONS } from '../support/test-cubes';
import { waitForHydration } from '../support/view';

const SCREENSHOTS = 'docs/screenshots/view';
const session = withBrowserApp({ DATA_DIR: importTestCubes().dir });

/** Stations measuring NO2, by year, from the cube's rows. */
const stationsByYear = (() => {
  const [header, ...lines] = readFileSync(new URL('../fixtures/air-monitoring/rows.csv', import.meta.url), 'utf8')
    .trim()
    .split('\n');
  const column = (name: string) => header.split(',').indexOf(name);
  const byYear = new Map<string, Set<string>>();
  for (const cells of lines.map((line) => line.split(','))) {
    if (cells[column('pollutant')] !== 'NO2') continue;
    const year = cells[column('year')];
    byYear.set(year, (byYear.get(year) ?? new Set()).add(cells[column('station')]));
  }
  return byYear;
})();
const YEARS = [...stationsByYear.keys()].sort();

const newPage = async (width = 1280) => {
  const page = await session.browser.newPage({ viewport: { width, height: 1300 } });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
};

/** What a frame shows: its year, its bars (centre and label) and the category axis (label and place). */
const readFrame = async (chart: Locator, page: Page) => ({
  year: await page.getByTestId('animation-value').textContent(),
  bars: await chart
    .locator('rect.bar')
    .evaluateAll((rects) =>
      rects.map((r) => ({ centre: Number(r.getAttribute('x')) + Number(r.getAttribute('width')) / 2, label: r.getAttribute('data-label') ?? '' })),
    ),
  axis: await chart
    .locator('[data-testid="axis-bottom"] .tick')
    .evaluateAll((ticks) =>
      ticks.map((t) => ({ label: t.textContent ?? '', position: Number(/translate\(([^,]+),/.exec(t.getAttribute('transform') ?? '')?.[1]) })),
    ),
});

/** Steps through every frame with the slider's keys, checking each against the rows. */
const stepThroughFrames = async (page: Page, chart: Locator) => {
  const slider = page.getByTestId('animation-player').locator('input[type="range"]');
  await slider.focus();
  await slider.press('Home');
  const axes: string[] = [];
  for (const [i, year] of YEARS.entries()) {
    if (i > 0) await slider.press('ArrowRight');
    await expect.poll(() => page.getByTestId('animation-value').textContent()).toBe(year);
    // One bar per station with data that year, none for the others (the chart draws the frame a render after the player shows it).
    await expect.poll(async () => (await readFrame(chart, page)).bars.length, { message: year }).toBe(stationsByYear.get(year)!.size);
    const frame = await readFrame(chart, page);
    expect(frame.year).toBe(year);
    // Each bar stands at the tick of the station its label names.
    for (const bar of frame.bars) {
      const tick = frame.axis.find((t) => bar.label.startsWith(t.label));
      expect(tick, `${year}: ${bar.label}`).toBeDefined();
      expect(bar.centre).toBeCloseTo(tick!.position, 0);
    }
    axes.push(JSON.stringify(frame.axis));
  }
  // The axis is the same in every frame: the four stations that measure NO2 in some year, in place.
  expect(new Set(axes).size).toBe(1);
  expect(JSON.parse(axes[0]).map((t: { label: string }) => t.label)).toEqual(['Basel-Binningen', 'Bern-Bollwerk', 'Lugano-Università', 'Zürich-Kaserne']);
};

describe('animation on the sparse air-monitoring cube', () => {
  it('column x = station, animation = year: one bar per station with data in each frame, at a fixed place, in the preview and the view', async () => {
    const { page, errors } = await newPage();
    await createOnCube(page, session.app.url, AIR_MONITORING.cube);
    await chooseComponent(page, 'x', 'Station');
    // A canton segment lets every station in: as a key dimension off the fields, canton would keep one value.
    await chooseComponent(page, 'segment', 'Canton');
    await page.getByTestId('interactive-animation').selectOption({ label: 'Year' });
    const preview = page.getByTestId('chart-preview').locator('figure.chart');
    await page.getByTestId('chart-preview').getByTestId('animation-player').waitFor();
    await stepThroughFrames(page, preview);
    await expectAccessiblePage(page);

    const key = await publish(page);
    const view = page.locator('figure.chart');
    await page.getByTestId('animation-player').waitFor();
    // Before any step the view draws its first frame only.
    expect((await readFrame(view, page)).bars).toHaveLength(stationsByYear.get(YEARS[0])!.size);
    await stepThroughFrames(page, view);
    await expectAccessiblePage(page);
    expect(errors).toEqual([]);
    await page.close();

    // Two frames at three widths: 1986 (Basel and Lugano) and 2000 (Bern and Zürich).
    for (const width of [390, 640, 1280]) {
      const { page: shot } = await newPage(width);
      await shot.goto(`${session.app.url}/en/v/${key}`);
      await waitForHydration(shot);
      await shot.getByTestId('animation-player').waitFor();
      const slider = shot.getByTestId('animation-player').locator('input[type="range"]');
      for (const year of ['1986', '2000']) {
        await slider.focus();
        await slider.press('Home');
        for (let i = 0; i < YEARS.indexOf(year); i++) await slider.press('ArrowRight');
        await expect.poll(() => shot.getByTestId('animation-value').textContent()).toBe(year);
        await expect.poll(() => shot.locator('figure.chart rect.bar').count()).toBe(stationsByYear.get(year)!.size);
        await shot.screenshot({ path: `${SCREENSHOTS}/animation-sparse-${year}-${width}.png`, fullPage: true });
      }
      await shot.close();
    }
  }, 180_000);
});

describe('a map that could not be drawn', () => {
  it('is not offered on a cube whose cantons have no shapes in the source and no coordinates: the selector says why, in each language', async () => {
    const { page, errors } = await newPage();
    for (const [locale, reason] of [
      ['en', 'The places of this dataset cannot be drawn: the source has neither shapes nor coordinates for them.'],
      ['de', 'Die Orte dieses Datensatzes lassen sich nicht zeichnen: Die Quelle hat für sie weder Umrisse noch Koordinaten.'],
    ]) {
      await createOnCube(page, session.app.url, SHAPELESS_CANTONS.cube, locale);
      const map = page.getByTestId('chart-type-map');
      expect(await map.getAttribute('aria-disabled')).toBe('true');
      expect(await page.getByTestId('chart-type-map-reason').textContent()).toBe(reason);
      expect(await page.getByTestId('chart-type-column').getAttribute('aria-pressed')).toBe('true');
    }
    await expectAccessiblePage(page);
    expect(errors).toEqual([]);
    await page.close();
  }, 60_000);
});
