/**
 * Each drawn chart type published from the chart gallery and opened in headless Chromium: the
 * visitor uses one interactive filter and the chart changes as the data says it must.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { DrawnChartType } from '../../src/domain/charts/definition';
import { createChartKey } from '../../src/domain/config';
import { withBrowserApp } from '../support/browser-app';
import { componentId, componentsFrom, galleryConfig, publish } from '../support/chart-gallery';
import { expectAccessiblePage } from '../support/configurator';
import { waitForHydration } from '../support/view';

const session = withBrowserApp();

/** Publishes the gallery chart of a type and opens its view with the chart drawn. */
const open = async (type: DrawnChartType, locale = 'en', edit: (config: any) => void = () => {}) => {
  const config = await galleryConfig(type, componentsFrom(session.app.url), createChartKey());
  edit(config);
  const key = await publish(session.app.url, config);
  const page = await session.browser.newPage({ viewport: { width: 1100, height: 1000 } });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${session.app.url}/${locale}/v/${key}`);
  await waitForHydration(page);
  await page.waitForSelector(`[data-testid="${type}-chart"] svg`, { state: 'attached', timeout: 20_000 });
  return { page, errors };
};

/** Values of the marks a visitor can point at, from their data-value. */
const values = (page: Page, selector: string) => page.$$eval(selector, (marks) => marks.map((m) => Number(m.getAttribute('data-value'))));
const count = (page: Page, selector: string) => page.locator(selector).count();
/** Points a line or area chart lets the visitor read (they are not drawn one by one). */
const points = async (page: Page) => Number(await page.getByTestId('point-hover').getAttribute('data-points'));
const observations = async (iri: string, filters: object, componentIds: string[]) => {
  const response = await fetch(`${session.app.url}/api/data/dataCubesObservations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ sourceType: 'sparql', sourceUrl: '/api/sparql', locale: 'en', cubeFilters: [{ iri, componentIds, filters }] }),
  });
  return (await response.json()).data.dataCubesObservations.data as Record<string, unknown>[];
};

const IOWA = 'https://ld.cubeviz.org/cube/eia-iowa-electricity/1';
const generation = componentId('iowa', 'net-generation');
const year = componentId('iowa', 'year');

describe('drawn charts in the browser', () => {
  it('column: the legend hides a source, never the last one; percent stacks each year to 100', async () => {
    const { page, errors } = await open('column');
    const bars = '[data-testid="column-chart"] rect.bar';
    expect(await count(page, bars)).toBe(51);
    const toggles = page.getByTestId('legend-toggle');
    await toggles.nth(2).uncheck();
    await expect.poll(() => count(page, bars)).toBe(34);
    await toggles.nth(1).uncheck();
    await expect.poll(() => count(page, bars)).toBe(17);
    // The last one stays: the box stays checked and the hint says why.
    await toggles.nth(0).click();
    expect(await toggles.nth(0).isChecked()).toBe(true);
    expect(await count(page, bars)).toBe(17);
    expect(await page.getByTestId('legend-hint').textContent()).toBe('At least one category must stay selected.');

    await toggles.nth(1).check();
    await toggles.nth(2).check();
    await page.getByTestId('calculation-toggle').getByLabel('Percent').check();
    await expect.poll(async () => (await values(page, bars)).reduce((a, b) => a + b, 0)).toBeGreaterThan(1600);
    const shares = await values(page, bars);
    // 17 years, each stack 100 % give or take the rounding of three shares.
    expect(Math.abs(shares.reduce((a, b) => a + b, 0) - 1700)).toBeLessThanOrEqual(17);
    expect(await page.getByTestId('y-axis-label').textContent()).toBe('%');

    // Tooltips from the keyboard (the chart is one tab stop; Home reads its first mark), with category, series and value with unit.
    await page.getByTestId('calculation-toggle').getByLabel('Absolute').check();
    const first = page.locator(bars).first();
    await page.locator('[data-testid="column-chart"] svg').focus();
    await page.keyboard.press('Home');
    const value = Number(await first.getAttribute('data-value'));
    expect(await page.getByTestId('chart-tooltip').textContent()).toMatch(
      new RegExp(`^20\\d\\d(Fossil fuels|Nuclear energy|Renewables)${value.toLocaleString('en')} GWh$`),
    );
    expect(errors).toEqual([]);
  });

  it('bar: the year data filter shows that year’s values, in German too', async () => {
    const { page, errors } = await open('bar', 'de');
    const bars = '[data-testid="bar-chart"] rect.bar';
    const filter = page.getByTestId(`data-filter-${year}`).locator('select');
    expect(await filter.inputValue()).toBe('2017');
    await filter.selectOption('2005');
    const expected = (await observations(IOWA, { [year]: { type: 'single', value: '2005' } }, [generation])).map((o) => o[generation]);
    await expect.poll(async () => (await values(page, bars)).sort()).toEqual(expected.sort());
    // German number format on the value labels.
    expect(await page.locator('[data-testid="bar-chart"] .value-label').first().textContent()).toMatch(/^\d{1,2}’\d{3}$/);
    expect(errors).toEqual([]);
  });

  it('line: the time-range slider narrows the months shown', async () => {
    const { page, errors } = await open('line');
    expect(await points(page)).toBe(14 * 122);
    await page.getByTestId('time-range-from').fill('110');
    await expect.poll(() => points(page)).toBe(14 * 12);
    expect(await page.getByTestId('time-range-value').textContent()).toBe('03.2009 – 02.2010');
    expect(errors).toEqual([]);
  });

  it('line: both time-range handles lie on one track with the chosen span drawn between them; handles met at the end part again under the mouse', async () => {
    const { page, errors } = await open('line');
    const [from, to] = [page.getByTestId('time-range-from'), page.getByTestId('time-range-to')];
    expect(await from.boundingBox()).toEqual(await to.boundingBox());
    await from.fill('30');
    await to.fill('90');
    const chosen = page.locator('.time-range-chosen');
    await expect.poll(async () => Number(await chosen.getAttribute('x'))).toBeCloseTo(30 / 121, 6);
    expect(Number(await chosen.getAttribute('width'))).toBeCloseTo(60 / 121, 6);
    // Both handles at the last month: only "from" can move, and it is the one the mouse takes.
    await to.press('End');
    await from.press('End');
    expect(await page.getByTestId('time-range-value').textContent()).toBe('02.2010 – 02.2010');
    const box = (await page.locator('.time-range-slider').boundingBox())!;
    await page.mouse.move(box.x + box.width - 8, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    expect(Number(await from.inputValue())).toBeLessThan(80);
    expect(await to.inputValue()).toBe('121');
    await from.focus();
    await expectAccessiblePage(page);
    expect(errors).toEqual([]);
  });

  it('line: a multi data filter chooses the industries drawn; the last one cannot be unticked', async () => {
    const industry = componentId('unemployment', 'industry');
    const iri = (slug: string) => `https://ld.cubeviz.org/industry/${slug}`;
    const { page, errors } = await open('line', 'it', (config) => {
      config.interactiveFiltersConfig.dataFilters = {
        active: true,
        componentIds: [industry],
        defaultValueOverrides: { [industry]: [iri('agriculture'), iri('construction')] },
        filterTypes: { [industry]: 'multi' },
      };
    });
    const lines = () => count(page, '[data-testid="line-chart"] path.line');
    await expect.poll(lines).toBe(2);
    const filter = page.getByTestId(`data-filter-${industry}`);
    // Values in the dimension's order: agriculture, business services, construction, …
    await filter.getByRole('checkbox').nth(1).check();
    await expect.poll(lines).toBe(3);
    await filter.getByRole('checkbox').nth(0).uncheck();
    await filter.getByRole('checkbox').nth(2).uncheck();
    await expect.poll(lines).toBe(1);
    expect(await filter.getByRole('checkbox', { checked: true }).isDisabled()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('area: percent makes every year 100 %', async () => {
    const { page, errors } = await open('area');
    await page.getByTestId('calculation-toggle').getByLabel('Percent').check();
    await expect.poll(() => page.locator('[data-testid="axis-left"] .tick text').last().textContent()).toBe('100 %');
    expect(await count(page, '[data-testid="area-chart"] path.area')).toBe(3);
    await page.getByTestId('legend-toggle').nth(0).uncheck();
    await expect.poll(() => count(page, '[data-testid="area-chart"] path.area')).toBe(2);
    expect(errors).toEqual([]);
  });

  it('scatterplot: the animation plays through the years and can be scrubbed', async () => {
    const { page, errors } = await open('scatterplot');
    const player = page.getByTestId('animation-player');
    expect(await page.getByTestId('animation-value').textContent()).toBe('1955');
    expect(await player.getAttribute('data-status')).toBe('idle');
    await page.getByTestId('animation-play').click();
    expect(await player.getAttribute('data-status')).toBe('playing');
    await expect.poll(() => page.getByTestId('animation-value').textContent(), { timeout: 5_000 }).not.toBe('1955');
    await page.getByTestId('animation-play').click();
    expect(await player.getAttribute('data-status')).toBe('stopped');
    await player.locator('input[type="range"]').fill('10');
    await expect.poll(() => page.getByTestId('animation-value').textContent()).toBe('2005');
    const countries = await observations('https://ld.cubeviz.org/cube/gapminder/2', { [componentId('gapminder', 'year')]: { type: 'single', value: '2005' } }, [
      componentId('gapminder', 'life-expectancy'),
    ]);
    expect(await count(page, '[data-testid="scatterplot-chart"] circle.dot')).toBe(countries.length);
    expect(errors).toEqual([]);
  });

  it('pie: the legend removes a slice', async () => {
    const { page, errors } = await open('pie');
    const slices = '[data-testid="pie-chart"] path.slice';
    expect(await count(page, slices)).toBe(3);
    await page.getByTestId('legend').getByLabel('Renewables').uncheck();
    await expect.poll(() => count(page, slices)).toBe(2);
    expect(errors).toEqual([]);
  });

  it('comboLineSingle: both measures, narrowed by the time range', async () => {
    const { page, errors } = await open('comboLineSingle');
    expect(await points(page)).toBeGreaterThan(1000);
    await page.getByTestId('time-range-to').fill('11');
    await expect.poll(() => points(page)).toBe(2 * 12);
    expect(await count(page, '[data-testid="comboLineSingle-chart"] path.line')).toBe(2);
    expect(errors).toEqual([]);
  });

  it('comboLineDual: two titled axes; the industry filter changes the lines', async () => {
    const { page, errors } = await open('comboLineDual');
    expect(await page.getByTestId('y-axis-label').textContent()).toMatch(/^Unemployed persons/);
    expect(await page.getByTestId('y-axis-label-right').textContent()).toBe('Unemployment rate (%)');
    const lines = () => page.$$eval('[data-testid="comboLineDual-chart"] path.line', (paths) => paths.map((p) => p.getAttribute('d')));
    const before = await lines();
    expect(before).toHaveLength(2);
    await page
      .getByTestId(`data-filter-${componentId('unemployment', 'industry')}`)
      .locator('select')
      .selectOption({ label: 'Finance' });
    await expect.poll(lines).not.toEqual(before);
    expect(await points(page)).toBe(2 * 122);
    // The keyboard reads the points: focus on the chart, then the arrow keys.
    await page.locator('[data-testid="comboLineDual-chart"] svg').focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.getByTestId('chart-tooltip').textContent()).toMatch(/^01\.2000(Unemployed persons \(thousands\)|Unemployment rate)[\d.,]+/);
    expect(errors).toEqual([]);
  });

  it('comboLineColumn: columns and a line, narrowed by the time range', async () => {
    const { page, errors } = await open('comboLineColumn');
    const columns = '[data-testid="comboLineColumn-chart"] rect.bar';
    expect(await count(page, columns)).toBe(122);
    await page.getByTestId('time-range-from').fill('121');
    await expect.poll(() => count(page, columns)).toBe(1);
    expect(errors).toEqual([]);
  });

  it('moving the time range pauses the animation; letting go resumes it', async () => {
    const source = componentId('iowa', 'source');
    const { page, errors } = await open('column', 'en', (config) => {
      config.fields.animation = { componentId: source, showPlayButton: true, type: 'stepped', duration: 30, dynamicScales: false };
      config.interactiveFiltersConfig.timeRange = { active: true, componentId: year, presets: { type: 'range', from: '', to: '' } };
    });
    const player = page.getByTestId('animation-player');
    // One source per frame: 17 years of fossil fuels first.
    expect(await count(page, '[data-testid="column-chart"] rect.bar')).toBe(17);
    await page.getByTestId('animation-play').click();
    expect(await player.getAttribute('data-status')).toBe('playing');
    const handle = page.getByTestId('time-range-from');
    const box = (await handle.boundingBox())!;
    await page.mouse.move(box.x + 4, box.y + box.height / 2);
    await page.mouse.down();
    await expect.poll(() => player.getAttribute('data-status')).toBe('stopped');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.up();
    await expect.poll(() => player.getAttribute('data-status')).toBe('playing');
    expect(await count(page, '[data-testid="column-chart"] rect.bar')).toBeLessThan(17);
    expect(errors).toEqual([]);
  });

  it('the configurator preview draws every chart type the cube allows', async () => {
    const page = await session.browser.newPage({ viewport: { width: 1280, height: 1000 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${session.app.url}/en/create/new?${new URLSearchParams({ cube: 'https://ld.cubeviz.org/cube/bls-unemployment-industries/1' })}`);
    await page.waitForSelector('[data-testid="column-chart"] svg', { timeout: 20_000 });
    const drawn: string[] = [];
    for (const type of ['bar', 'line', 'area', 'scatterplot', 'pie', 'comboLineDual', 'comboLineColumn'] as const) {
      await page.getByTestId(`chart-type-${type}`).click();
      await page.waitForSelector(`[data-testid="${type}-chart"] svg`, { timeout: 20_000 });
      drawn.push(type);
    }
    expect(drawn).toHaveLength(7);
    // Two measures of different units: no single-axis combo.
    expect(await page.getByTestId('chart-type-comboLineSingle').isDisabled()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('resizes with its container after the 500 ms debounce, never below the minimum height', async () => {
    const { page } = await open('column');
    const svgWidth = () => page.locator('[data-testid="column-chart"] svg').evaluate((svg) => svg.getBoundingClientRect().width);
    const before = await svgWidth();
    await page.setViewportSize({ width: 600, height: 900 });
    await expect.poll(svgWidth, { timeout: 3_000 }).toBeLessThan(before);
    // The zero tick sits at the bottom of the plot: its offset is the plot height.
    const offsets = await page.$$eval('[data-testid="axis-left"] .tick', (ticks) =>
      ticks.map((t) => Number(/,([\d.]+)\)/.exec(t.getAttribute('transform')!)![1])),
    );
    expect(Math.max(...offsets)).toBeGreaterThanOrEqual(300);
  });
});
