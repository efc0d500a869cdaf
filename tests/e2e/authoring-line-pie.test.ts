/**
 * Full authoring sessions in headless Chromium (issue item 10), from an empty configurator to the
 * published view: the line/area family on the bundled BLS unemployment cube, the scatterplot and
 * pie on gapminder. Every panel opened passes axe and is shot into docs/screenshots/configurator/;
 * the views must draw what the data API answers for the same filters.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { withBrowserApp } from '../support/browser-app';
import { componentId, GALLERY_CUBES } from '../support/chart-gallery';
import { chooseComponent, createOnCube, expectAccessiblePage, openField, publish } from '../support/configurator';
import { hasSharedCubes, SHARED_CUBES } from '../support/server';
import { swatchColors, waitForHydration } from '../support/view';

const SCREENSHOTS = 'docs/screenshots/configurator';
const NFI_CUBE = 'https://environment.ld.admin.ch/foen/nfi/49-19-None-None-44/cube/1';

/** Four industries in the order a label-descending sort gives them. */
const INDUSTRIES = ['Manufacturing', 'Finance', 'Construction', 'Agriculture'];
const industry = componentId('unemployment', 'industry');
const month = componentId('unemployment', 'month');
const unemployed = componentId('unemployment', 'unemployed');
const gap = (path: string) => componentId('gapminder', path);
/** Countries a visitor of the pie chooses, by code: Afghanistan (the author's single filter) and six across five regions. */
const COUNTRIES: Record<string, string> = {
  AFG: 'Afghanistan',
  BRA: 'Brazil',
  CHN: "People's Republic of China",
  DEU: 'Germany',
  IND: 'India',
  NGA: 'Nigeria',
  USA: 'United States of America',
};

const session = withBrowserApp(hasSharedCubes ? { DATA_DIR: SHARED_CUBES } : {});

/** A fresh page that records uncaught errors; tall enough for the field panels to fit. */
const newPage = async () => {
  const page = await session.browser.newPage({ viewport: { width: 1280, height: 1300 } });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
};

/** A screenshot of an element with a margin around it (an element screenshot cuts glyphs at its edge). */
const shoot = async (page: Page, name: string, selector = '[data-testid="panel-right"]') => {
  // In page coordinates: a full-page clip ignores how far the page is scrolled.
  const box = await page.locator(selector).evaluate((element) => {
    const { x, y, width, height } = element.getBoundingClientRect();
    return { x: x + window.scrollX, y: y + window.scrollY, width, height };
  });
  const x = Math.max(0, box.x - 12);
  const y = Math.max(0, box.y - 12);
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true, clip: { x, y, width: box.width + 24, height: box.height + 24 } });
};

/** Opens a field's panel, sets its options, then checks the panels with axe and shoots it as panel-{name}.png. */
const inPanel = async (page: Page, field: string, name: string, configure: () => Promise<void> = async () => {}) => {
  await openField(page, field);
  await configure();
  await expectAccessiblePage(page);
  await shoot(page, `panel-${name}`);
};

/** Switches the chart type and waits for the preview to draw it. */
const switchTo = async (page: Page, type: string) => {
  await page.getByTestId(`chart-type-${type}`).click();
  await page.waitForSelector(`[data-testid="chart-preview"] [data-testid="${type}-chart"] svg`, { state: 'attached', timeout: 20_000 });
};

/** Chooses a radio button of a field option's fieldset by its label. */
const choose = (page: Page, option: string, label: string) => page.getByTestId(option).getByLabel(label, { exact: true }).check();

/** Sets the open panel's sorting: type and order by their labels. */
const sortBy = async (page: Page, type: string, order: 'Ascending' | 'Descending') => {
  await page.getByTestId('option-sorting').selectOption({ label: type });
  await choose(page, 'option-sorting-order', order);
};

/** Narrows a dimension's shown values in the multi-filter drawer: none, then each label searched and ticked, Apply. */
const chooseShownValues = async (page: Page, dimension: string, labels: string[]) => {
  await page.getByTestId(`edit-values-${dimension}`).click();
  const drawer = page.getByTestId('multi-filter-drawer');
  await drawer.getByRole('button', { name: 'Select none' }).click();
  for (const label of labels) {
    await page.getByTestId('multi-filter-search').fill(label);
    await drawer.getByRole('checkbox', { name: label, exact: true }).check();
  }
  await page.getByTestId('multi-filter-apply').click();
  expect(await drawer.count()).toBe(0);
};

/** What the data API answers for a cube, its components and filters. */
const observations = async (iri: string, componentIds: string[], filters: object = {}) => {
  const response = await fetch(`${session.app.url}/api/data/dataCubesObservations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ sourceType: 'sparql', sourceUrl: '/api/sparql', locale: 'en', cubeFilters: [{ iri, componentIds, filters }] }),
  });
  return (await response.json()).data.dataCubesObservations.data as Record<string, string | number>[];
};

/** Population per world region for the filters, regions with data, largest first. */
const regionTotals = async (filters: object) => {
  const totals = new Map<string, number>();
  for (const o of await observations(GALLERY_CUBES.gapminder, [gap('region'), gap('population')], filters)) {
    const region = String(o[gap('region')]);
    totals.set(region, (totals.get(region) ?? 0) + Number(o[gap('population')]));
  }
  return [...totals].filter(([, total]) => total > 0).sort((a, b) => b[1] - a[1]);
};

/** The saved config of a published chart, through the config API. */
const savedChart = async (key: string) => {
  const body = await (await fetch(`${session.app.url}/api/config/${key}`)).json();
  return (body.data ?? body).data.chartConfigs[0];
};

/** The view's chart, drawn, scoped to its figure. */
const openView = async (page: Page, key: string, type: string) => {
  await page.goto(`${session.app.url}/en/v/${key}`);
  await waitForHydration(page);
  await page.waitForSelector(`[data-testid="${type}-chart"] svg`, { state: 'attached', timeout: 20_000 });
  await expectAccessiblePage(page);
  return page.getByTestId(`${type}-chart`);
};

const legendLabels = (page: Page) => page.getByTestId('legend').locator('li:not(.legend-hint)').allTextContents();

/** The chart's accessible data table (built when opened), as rows of cell texts. */
const readTable = async (page: Page) => {
  await page.locator('details.chart-data summary').click();
  await page.waitForSelector('[data-testid="chart-data-table"]');
  return page.$$eval('[data-testid="chart-data-table"] tbody tr', (rows) => rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent ?? '')));
};

describe('authoring sessions', () => {
  it('line → area on the unemployment cube: segment, shown values, dots, sorting, palette, legend and time range survive; the view draws the data', async () => {
    const { page, errors } = await newPage();
    await createOnCube(page, session.app.url, GALLERY_CUBES.unemployment);
    await switchTo(page, 'line');

    await chooseComponent(page, 'segment', 'Industry');
    await chooseShownValues(page, 'Industry', ['Agriculture', 'Construction', 'Finance', 'Manufacturing']);
    expect(await page.getByTestId('shown-values-Industry').textContent()).toBe('4 of 14 values');
    await expect.poll(() => page.locator('[data-testid="line-chart"] path.line').count(), { timeout: 15_000 }).toBe(4);
    await inPanel(page, 'segment', 'line-segment', async () => {
      await sortBy(page, 'Name', 'Descending');
      await page.getByTestId('palette-dark2').click();
    });
    await expect.poll(() => legendLabels(page)).toEqual(INDUSTRIES);

    await inPanel(page, 'y', 'line-y', async () => {
      await page.getByTestId('option-showDots').check();
      await choose(page, 'option-showDotsSize', 'Large');
    });

    await page.getByTestId('interactive-legend').check();
    await page.getByTestId('interactive-time-range').check();
    await page.locator('select[data-testid="time-range-from"]').selectOption('2005-01');
    await page.locator('select[data-testid="time-range-to"]').selectOption('2008-12');
    // The preview's brush follows the presets at once.
    await expect.poll(() => page.getByTestId('chart-preview').getByTestId('time-range-value').textContent()).toBe('01.2005 – 12.2008');
    await expectAccessiblePage(page);
    await shoot(page, 'panel-interactive-filters', '[data-testid="interactive-filters"]');

    // To area: the segment, its shown values and sorting, and the interactive filters stay.
    await switchTo(page, 'area');
    expect(await page.getByTestId('field-row-segment').textContent()).toContain('Industry');
    expect(await page.getByTestId('shown-values-Industry').textContent()).toBe('4 of 14 values');
    expect(await page.getByTestId('interactive-legend').isChecked()).toBe(true);
    expect(await page.getByTestId('interactive-time-range').isChecked()).toBe(true);
    expect(await page.locator('select[data-testid="time-range-from"]').inputValue()).toBe('2005-01');
    await expect.poll(() => legendLabels(page)).toEqual(INDUSTRIES);
    await inPanel(page, 'y', 'area-imputation', () => choose(page, 'option-imputationType', 'Interpolate linearly'));

    await shoot(page, 'overview-1280', 'body');
    const key = await publish(page);

    const chart = await openView(page, key, 'area');
    expect(await chart.locator('path.area').count()).toBe(4);
    expect(await legendLabels(page)).toEqual(INDUSTRIES);
    expect(await page.getByTestId('legend-toggle').count()).toBe(4);
    // The palette has 8 colours: the 4 industries shown (of 14) get 4 different ones.
    const swatches = await swatchColors(page.getByTestId('legend').locator('.legend-swatch'));
    expect(new Set(swatches).size).toBe(4);
    // The presets hold from the start: four industries over the 48 months of 2005–2008.
    expect(await page.getByTestId('time-range-value').textContent()).toBe('01.2005 – 12.2008');
    expect(await chart.getByTestId('point-hover').getAttribute('data-points')).toBe(String(4 * 48));
    const expected = await observations(GALLERY_CUBES.unemployment, [month, industry, unemployed], {
      [industry]: {
        type: 'multi',
        values: Object.fromEntries(['agriculture', 'construction', 'finance', 'manufacturing'].map((s) => [`https://ld.cubeviz.org/industry/${s}`, true])),
      },
    });
    const table = await readTable(page);
    expect(table).toHaveLength(expected.length);
    const construction = expected.find((o) => o[month] === '2005-01' && o[industry] === 'Construction')!;
    const row = table.find((cells) => cells.includes('01.2005') && cells.includes('Construction'))!;
    expect(Number(row.at(-1)!.replace(/,/g, ''))).toBe(Number(construction[unemployed]));
    expect(errors).toEqual([]);
    await page.close();
  });

  it('scatterplot on gapminder: fertility × life expectancy by region, animated by year with a stepped 10 s play button', async () => {
    const { page, errors } = await newPage();
    await createOnCube(page, session.app.url, GALLERY_CUBES.gapminder);
    await switchTo(page, 'scatterplot');
    await chooseComponent(page, 'x', 'Babies per woman');
    await chooseComponent(page, 'y', 'Life expectancy at birth');
    await chooseComponent(page, 'segment', 'World region');
    await page.getByTestId('interactive-animation').selectOption({ label: 'Year' });
    await inPanel(page, 'animation', 'animation', async () => {
      await page.getByTestId('option-showPlayButton').check();
      await choose(page, 'option-animation-type', 'Stepped');
      await choose(page, 'option-duration', '10 s');
    });
    await page.waitForSelector('[data-testid="chart-preview"] [data-testid="animation-play"]');
    const key = await publish(page);
    expect((await savedChart(key)).fields.animation).toEqual({
      componentId: gap('year'),
      showPlayButton: true,
      type: 'stepped',
      duration: 10,
      dynamicScales: false,
    });

    const chart = await openView(page, key, 'scatterplot');
    // Country left the fields, so as a key dimension it keeps a single filter (spec 001: "a non-field
    // key dimension must have a single filter"): the view draws one country per frame.
    const filters = (await savedChart(key)).cubes[0].filters;
    expect(filters[gap('country')]).toEqual({ type: 'single', value: 'https://ld.cubeviz.org/country/AFG' });
    // The first frame: what the data API has for 1955 under the saved filters.
    expect(await page.getByTestId('animation-value').textContent()).toBe('1955');
    const frame = await observations(GALLERY_CUBES.gapminder, [gap('fertility'), gap('life-expectancy'), gap('region')], {
      ...filters,
      [gap('year')]: { type: 'single', value: '1955' },
    });
    expect(frame.length).toBeGreaterThan(0);
    expect(await chart.locator('circle.dot').count()).toBe(frame.length);
    expect(await legendLabels(page)).toEqual([...new Set(frame.map((o) => String(o[gap('region')])))]);
    expect(await page.getByTestId('animation-player').getAttribute('data-status')).toBe('idle');
    expect(await page.getByTestId('animation-play').textContent()).toBe('Play');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('pie on gapminder: population by region in one year, sorted by value descending, with value labels; title in four languages', async () => {
    const { page, errors } = await newPage();
    await createOnCube(page, session.app.url, GALLERY_CUBES.gapminder);
    await switchTo(page, 'pie');
    await inPanel(page, 'segment', 'pie-segment', async () => {
      await page.getByTestId('field-segment').selectOption({ label: 'World region' });
      await sortBy(page, 'Value', 'Descending');
    });
    await inPanel(page, 'y', 'pie-y', async () => {
      await page.getByTestId('field-y').selectOption({ label: 'Population' });
      await page.getByTestId('option-showValues').check();
    });
    const year = page.getByTestId('filter-Year');
    await year.fill('2005');
    await year.press('Enter');
    await expect.poll(() => page.getByTestId('chart-filters').textContent(), { timeout: 15_000 }).toContain('Year: 2005');
    // Country, a key dimension off the fields, keeps a single filter; visitors may choose several.
    await page.getByTestId('interactive-data-filters').check();
    await page.getByTestId('interactive-data-filter-Country').selectOption('multi');

    // Title and description in de, fr, it: English, the page's language, is still empty and says so.
    await inPanel(page, 'meta', 'meta', async () => {
      for (const locale of ['de', 'fr', 'it']) {
        await page.getByTestId(`meta-title-${locale}`).fill(`Bevölkerung 2005 (${locale})`);
        await page.getByTestId(`meta-description-${locale}`).fill(`Gapminder, ${locale}`);
      }
    });
    expect(await page.getByTestId('meta-title').getByText('No text in this language yet.').count()).toBe(1);
    await page.getByTestId('meta-title-en').fill('Population by world region, 2005');
    expect(await page.getByTestId('meta-title').getByText('No text in this language yet.').count()).toBe(0);
    const key = await publish(page);

    const chart = await openView(page, key, 'pie');
    expect(await page.locator('.chart-title').textContent()).toBe('Population by world region, 2005');
    const countryFilter = page.getByTestId(`data-filter-${gap('country')}`);
    for (const country of Object.values(COUNTRIES).slice(1)) await countryFilter.getByLabel(country, { exact: true }).check();
    const expected = await regionTotals({
      [gap('year')]: { type: 'single', value: '2005' },
      [gap('country')]: { type: 'multi', values: Object.fromEntries(Object.keys(COUNTRIES).map((code) => [`https://ld.cubeviz.org/country/${code}`, true])) },
    });
    expect(expected.length).toBeGreaterThan(2);
    const slices = () => chart.locator('path.slice').evaluateAll((paths) => paths.map((p) => Number(p.getAttribute('data-value'))));
    await expect.poll(slices, { timeout: 15_000 }).toEqual(expected.map(([, total]) => total));
    expect(await legendLabels(page)).toEqual(expected.map(([region]) => region));
    // A label on every slice of 3 % or more, reading its share.
    const sum = expected.reduce((s, [, total]) => s + total, 0);
    const shares = expected.map(([, total]) => Math.round((total / sum) * 100)).filter((share) => share >= 3);
    expect(await chart.locator('.slice-label').allTextContents()).toEqual(shares.map((share) => `${share} %`));
    expect(errors).toEqual([]);
    await page.close();
  });

  it.runIf(hasSharedCubes)('warns on the preview that the NFI forest area cube is a draft', async () => {
    const { page, errors } = await newPage();
    await createOnCube(page, session.app.url, NFI_CUBE);
    const warning = page.getByTestId('chart-preview').getByTestId('chart-draft-warning');
    await expect.poll(() => warning.count(), { timeout: 15_000 }).toBe(1);
    expect(await warning.getAttribute('role')).toBe('note');
    expect(errors).toEqual([]);
    await page.close();
  });
});
