/**
 * Issue 29 items 1–2 in headless Chromium: a column chart of the 26 cantons (long names) on the
 * canton-emissions test cube, drawn at phone and desktop widths. Read from the DOM, no tick or
 * value label overlaps another or leaves the svg, and the axis labels every canton or a regular
 * every k-th; grouped values and stack totals likewise. Line and column charts of 30 months
 * (monthly-stays) tick on round calendar dates, a column chart of 101 years of age (age-years) on
 * round ages. A view's title starts beside its actions only
 * with room for a column of text. A table's columns hold their widest text.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createChartKey, getInitialChartConfig, type ChartConfig } from '../../src/domain/config';
import { withBrowserApp } from '../support/browser-app';
import { componentsFrom, publish } from '../support/chart-gallery';
import { chooseComponent, createOnCube, expectAccessiblePage, openField } from '../support/configurator';
import { AGE_YEARS, AIR_MONITORING, importTestCubes, MONTHLY_STAYS } from '../support/test-cubes';
import { waitForHydration } from '../support/view';

const session = withBrowserApp({ DATA_DIR: importTestCubes().dir });

const CUBE = 'https://example.org/cube/canton-emissions/1';
const id = (name: 'canton' | 'source' | 'value') => `https://example.org/cube/canton-emissions___https://example.org/cube/canton-emissions/${name}`;
const CANTONS = 26;

type Variant = { segment?: 'grouped' | 'stacked'; showValues?: boolean; showTotals?: boolean; filters?: Record<string, unknown> };
const value = (dimension: 'canton' | 'source', code: string) => `https://example.org/canton-emissions/${dimension}/${code}`;
/** One source: a column per canton. */
const TRAFFIC = { [id('source')]: { type: 'single', value: value('source', 'traffic') } };
/** Eight cantons, the Appenzells among them. */
const EIGHT = ['zh', 'be', 'lu', 'ur', 'sz', 'ar', 'ai', 'gr'];

/** Publishes a column chart of the cantons, optionally by source, and returns its key. */
const publishColumns = async ({ segment, showValues, showTotals, filters = {} }: Variant) => {
  const components = await componentsFrom(session.app.url)(CUBE);
  const initial = getInitialChartConfig({ cubes: [{ iri: CUBE }], ...components, chartType: 'column', key: createChartKey() });
  const config = {
    ...initial,
    cubes: [{ iri: CUBE, filters }],
    fields: {
      x: { componentId: id('canton'), sorting: { sortingType: 'byAuto', sortingOrder: 'asc' } },
      y: { componentId: id('value'), showValues, showTotals },
      color: segment ? { type: 'segment', paletteId: 'category10', colorMapping: {} } : { type: 'single', paletteId: 'category10', color: '#1f77b4' },
      ...(segment && { segment: { componentId: id('source'), type: segment, sorting: { sortingType: 'byAuto', sortingOrder: 'asc' } } }),
    },
  } as ChartConfig;
  return publish(session.app.url, config);
};

type Box = { x: number; y: number; width: number; height: number; text: string };

/** The chart's text boxes (ticks, values, totals) and the svg's, as the browser lays them out. */
const readChart = (page: Page) =>
  page.locator('[data-testid="column-chart"] svg').evaluate((svg) => {
    const box = (e: Element) => {
      const r = e.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height, text: e.textContent ?? '' };
    };
    return {
      frame: box(svg),
      ticks: [...svg.querySelectorAll('[data-testid="axis-bottom"] .tick text')].map(box),
      values: [...svg.querySelectorAll('.value-label')].map(box),
      bars: svg.querySelectorAll('rect.bar').length,
    };
  });

const overlapping = (boxes: Box[]) =>
  boxes.flatMap((a, i) =>
    boxes
      .slice(i + 1)
      .filter((b) => a.x + a.width - 0.5 > b.x && b.x + b.width - 0.5 > a.x && a.y + a.height - 0.5 > b.y && b.y + b.height - 0.5 > a.y)
      .map((b) => `${a.text} × ${b.text}`),
  );
const outside = (boxes: Box[], frame: Box) =>
  boxes
    .filter((b) => b.x < frame.x - 1 || b.y < frame.y - 1 || b.x + b.width > frame.x + frame.width + 1 || b.y + b.height > frame.y + frame.height + 1)
    .map((b) => b.text);

const open = async (key: string, width: number) => {
  const page = await session.browser.newPage({ viewport: { width, height: 1000 } });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${session.app.url}/en/v/${key}`);
  await waitForHydration(page);
  await page.waitForSelector('[data-testid="column-chart"] rect.bar', { timeout: 20_000 });
  return { page, errors };
};

describe('text of band charts in the browser (issue 29)', () => {
  it('26 cantons: the tick labels neither overlap nor leave the svg; every canton is labelled at 1280 px, every second at 390 px', async () => {
    const key = await publishColumns({ filters: TRAFFIC });
    let every: string[] = [];
    for (const [width, labelled] of [
      [1280, CANTONS],
      [390, 13],
    ]) {
      const { page, errors } = await open(key, width);
      const chart = await readChart(page);
      expect(chart.bars).toBe(CANTONS);
      expect(chart.ticks).toHaveLength(labelled);
      expect(overlapping(chart.ticks)).toEqual([]);
      expect(outside(chart.ticks, chart.frame)).toEqual([]);
      if (width === 1280) every = chart.ticks.map((t) => t.text);
      else {
        // A regular thinning: the first, third, fifth… canton.
        expect(chart.ticks.map((t) => t.text)).toEqual(every.filter((_, i) => i % 2 === 0));
        await expectAccessiblePage(page);
      }
      expect(errors).toEqual([]);
      await page.close();
    }
  }, 60_000);

  for (const variant of [
    {
      name: 'grouped columns of eight cantons with values',
      segment: 'grouped',
      showValues: true,
      cantons: EIGHT.length,
      filters: { [id('canton')]: { type: 'multi', values: Object.fromEntries(EIGHT.map((code) => [value('canton', code), true])) } },
    },
    { name: 'stacked columns with values and totals', segment: 'stacked', showValues: true, showTotals: true, cantons: CANTONS },
  ] as const)
    it(`${variant.name}: no value or tick label overlaps another or leaves the svg, at 390 and 1280 px`, async () => {
      const key = await publishColumns(variant);
      for (const width of [390, 1280]) {
        const { page, errors } = await open(key, width);
        const chart = await readChart(page);
        expect(chart.bars).toBe(variant.cantons * 3);
        // Columns a few pixels wide at 390 px have no room for values: their tooltips say them.
        if (width === 1280) expect(chart.values.length).toBeGreaterThan(0);
        expect(overlapping([...chart.ticks, ...chart.values])).toEqual([]);
        expect(outside([...chart.ticks, ...chart.values], chart.frame)).toEqual([]);
        // Never "0" for Uri's empty industry segment in a stack.
        if (variant.segment === 'stacked') expect(chart.values.map((v) => v.text)).not.toContain('0');
        expect(errors).toEqual([]);
        await page.close();
      }
    }, 60_000);

  it('the field panel offers stack totals on a stacked chart, in German too, and the preview writes them', async () => {
    const page = await session.browser.newPage({ viewport: { width: 1280, height: 1000 } });
    await createOnCube(page, session.app.url, CUBE, 'de');
    await chooseComponent(page, 'x', 'Kanton');
    await chooseComponent(page, 'segment', 'Quelle');
    await openField(page, 'y');
    const option = page.getByTestId('option-showTotals');
    expect(await option.locator('xpath=..').textContent()).toBe('Summen der Stapel anzeigen');
    expect(await page.locator('[data-testid="chart-preview"] .total-label').count()).toBe(0);
    await option.check();
    await expect.poll(() => page.locator('[data-testid="chart-preview"] .total-label').count()).toBe(CANTONS);
    await expectAccessiblePage(page);
    await page.close();
  }, 60_000);
});

/** Publishes the chart the configurator starts with on a cube, of a type; returns its config and key. */
const publishInitial = async (cube: string, chartType: ChartConfig['chartType']) => {
  const components = await componentsFrom(session.app.url)(cube);
  const config = getInitialChartConfig({ cubes: [{ iri: cube }], ...components, chartType, key: createChartKey() });
  return { config, key: await publish(session.app.url, config) };
};

/** A published chart's view at a width, hydrated. */
const openView = async (key: string, width: number) => {
  const page = await session.browser.newPage({ viewport: { width, height: 1000 } });
  await page.goto(`${session.app.url}/en/v/${key}`);
  await waitForHydration(page);
  return page;
};

describe('time axes in the browser', () => {
  for (const [chartType, mark] of [
    ['line', 'path.line'],
    ['column', 'rect.bar'],
  ] as const)
    it(`${chartType}: 30 months tick each January at 390 px and at an even step of months from January 2022 at 1280 px, none overlapping or cut`, async () => {
      const { config, key } = await publishInitial(MONTHLY_STAYS.cube, chartType);
      expect(config.fields).toMatchObject({ x: { componentId: MONTHLY_STAYS.component('month') } });
      for (const width of [390, 1280]) {
        const page = await openView(key, width);
        const chart = page.locator(`[data-testid="${chartType}-chart"] svg`);
        await chart.locator(mark).first().waitFor({ timeout: 20_000 });
        const { frame, ticks } = await chart.evaluate((svg) => {
          const box = (e: Element) => {
            const r = e.getBoundingClientRect();
            return { x: r.x, y: r.y, width: r.width, height: r.height, text: e.textContent ?? '' };
          };
          return { frame: box(svg), ticks: [...svg.querySelectorAll('[data-testid="axis-bottom"] .tick text')].map(box) };
        });
        const labels = ticks.map((t) => t.text);
        if (width === 390) expect(labels).toEqual(['01.2022', '01.2023', '01.2024']);
        else {
          // MM.yyyy → months since January 2022: evenly apart, from the first month.
          const months = labels.map((l) => (Number(l.slice(3)) - 2022) * 12 + Number(l.slice(0, 2)) - 1);
          expect(months[0]).toBe(0);
          expect(new Set(months.slice(1).map((m, i) => m - months[i])).size).toBe(1);
          expect(labels.length).toBeGreaterThan(3);
        }
        expect(overlapping(ticks)).toEqual([]);
        expect(outside(ticks, frame)).toEqual([]);
        await page.close();
      }
    }, 60_000);
});

describe('number axes in the browser', () => {
  it('101 years of age tick flat on round ages (0, 20 … 100 at 390 px, every 5 at 1280 px), none overlapping or cut', async () => {
    const components = await componentsFrom(session.app.url)(AGE_YEARS.cube);
    const initial = getInitialChartConfig({ cubes: [{ iri: AGE_YEARS.cube }], ...components, chartType: 'column', key: createChartKey() });
    const filters = {
      [AGE_YEARS.component('year')]: { type: 'single', value: '2023' },
      [AGE_YEARS.component('sex')]: { type: 'single', value: 'https://example.org/age-years/sex/f' },
    };
    const config = {
      ...initial,
      cubes: [{ iri: AGE_YEARS.cube, filters }],
      fields: { ...initial.fields, x: { componentId: AGE_YEARS.component('age'), sorting: { sortingType: 'byAuto', sortingOrder: 'asc' } } },
    } as ChartConfig;
    const key = await publish(session.app.url, config);
    for (const [width, step] of [
      [390, 20],
      [1280, 5],
    ]) {
      const { page } = await open(key, width);
      const { frame, ticks, bars } = await readChart(page);
      expect(bars).toBe(101);
      expect(ticks.map((t) => t.text)).toEqual(Array.from({ length: 100 / step + 1 }, (_, i) => String(i * step)));
      // Flat: "100" wider than it is high.
      const hundred = ticks.find((t) => t.text === '100')!;
      expect(hundred.width).toBeGreaterThan(hundred.height);
      expect(overlapping(ticks)).toEqual([]);
      expect(outside(ticks, frame)).toEqual([]);
      await page.close();
    }
  }, 60_000);
});

describe("a view's title beside its actions", () => {
  it('starts below the actions at 390 px, not a word beside them ("Air"), and beside them at 1280 px', async () => {
    const { key } = await publishInitial(AIR_MONITORING.cube, 'line');
    for (const width of [390, 1280]) {
      const page = await openView(key, width);
      const actions = (await page.locator('.chart-actions').boundingBox())!;
      const title = page.locator('.chart-title');
      expect(await title.textContent()).toMatch(/^Air pollutant monitoring/);
      const top = (await title.boundingBox())!.y;
      if (width === 390) expect(top).toBeGreaterThanOrEqual(actions.y + actions.height);
      else expect(top).toBeLessThan(actions.y + actions.height);
      await page.close();
    }
  }, 60_000);
});

describe('a table chart on a phone', () => {
  it('cuts no value of the air-monitoring cube (station and pollutant names, years) at 390 px: each column holds its widest text', async () => {
    const { key } = await publishInitial(AIR_MONITORING.cube, 'table');
    const page = await openView(key, 390);
    const cells = page.locator('[data-testid="table-chart-table"] tbody td');
    await cells.first().waitFor({ timeout: 20_000 });
    const cut = await cells.evaluateAll((tds) => tds.filter((td) => td.scrollWidth > td.clientWidth).map((td) => td.textContent));
    expect(await cells.count()).toBeGreaterThan(20);
    expect(cut).toEqual([]);
    await page.close();
  }, 60_000);
});
