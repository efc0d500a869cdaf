/**
 * Redraw time when a visitor toggles annotations (issue 21), in headless Chromium on the generated
 * cubes of bench/charts.ts: a column chart of 2,000 bars and a line chart of 20 series × 500
 * months, each with 3 annotations (one open by default). Prints, median and p95 of RUNS:
 *   - hide all: the "Show annotations" switch off, to the frame after the markers went;
 *   - show all: switched on again, to the frame after they came back;
 *   - open one: a marker clicked, to the frame after its text appeared;
 * and the overlay's own cost in Node: drawScene with the 3 annotations minus without.
 * Run: npx tsx bench/annotations.ts (npm run bench:annotations)
 */
import type { Page } from 'playwright-core';
import { drawScene } from '../src/domain/charts/registry';
import { initialInteractiveState } from '../src/domain/charts/chart-data';
import { newAnnotation } from '../src/domain/configurator/slices/annotations';
import type { ChartInput, DrawnChartType } from '../src/domain/charts/definition';
import type { Component } from '../src/domain/data';
import { startFullApp } from '../tests/support/app';
import { launchBrowser } from '../tests/support/browser';
import { ensureWebBuild } from '../tests/support/build-web';
import { componentsFrom } from '../tests/support/chart-gallery';
import { allSeries, GENERATED_CUBES, publishChart, writeCubes } from './generated-cubes';
import { redraw } from './redraw';
import { median, percentile, round } from './stats';

const RUNS = 7;
const MARKERS = '[data-testid="annotation-marker"]';

/** Three annotations on values of the first dimension (and the series, on the line chart), the first open by default. */
const annotate = (config: any, targets: { componentId: string; value: string }[][]) => {
  config.annotations = targets.map((t, i) => ({
    ...newAnnotation(`annotation:highlight:bench${i}`),
    targets: t,
    text: { de: '', fr: '', it: '', en: `**Note ${i + 1}**: something happened here.` },
    highlightType: i === 1 ? 'filled' : 'none',
    ...(i === 1 && { color: '#c2185b' }),
    defaultOpen: i === 0,
  }));
};

ensureWebBuild();
const app = await startFullApp({ DATA_DIR: writeCubes() });
const browser = await launchBrowser();
const components = componentsFrom(app.url);
const days = await components(GENERATED_CUBES.days);
const series = await components(GENERATED_CUBES.series);
const dayTargets = [100, 900, 1700].map((i) => [{ componentId: days.dimensions[0].id, value: String(days.dimensions[0].values[i].value) }]);
const seriesTargets = [50, 250, 450].map((i, s) => [
  { componentId: series.dimensions[0].id, value: String(series.dimensions[0].values[i].value) },
  { componentId: series.dimensions[1].id, value: String(series.dimensions[1].values[s * 5].value) },
]);
const columnKey = await publishChart(app.url, GENERATED_CUBES.days, 'column', (config) => annotate(config, dayTargets));
const lineKey = await publishChart(app.url, GENERATED_CUBES.series, 'line', (config, ids) => {
  allSeries(config, ids);
  annotate(config, seriesTargets);
});

const measure = async (key: string, type: string) => {
  const times = { hide: [] as number[], show: [] as number[], open: [] as number[] };
  for (let run = 0; run < RUNS; run++) {
    const page: Page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
    await page.goto(`${app.url}/en/v/${key}`);
    await page.waitForSelector(MARKERS, { timeout: 60_000 });
    if (run === 0)
      console.log(
        `${type}: ${await page.locator(MARKERS).count()} markers, ${await page.locator('[data-testid="annotation-highlight"]').count()} highlighted marks`,
      );
    times.hide.push(await redraw(page, MARKERS, () => page.getByTestId('annotations-toggle').uncheck()));
    times.show.push(await redraw(page, MARKERS, () => page.getByTestId('annotations-toggle').check()));
    times.open.push(await redraw(page, '[data-testid="annotation-text"]', () => page.locator(MARKERS).nth(2).click()));
    await page.close();
  }
  return times;
};

/** The overlay's cost in Node: the scene with annotations minus without, over many draws. */
const overlayCost = async (key: string, rows: Record<string, unknown>[], all: { dimensions: Component[]; measures: Component[] }) => {
  const saved = (await (await fetch(`${app.url}/api/config/${key}`)).json()).data.data.chartConfigs[0];
  const byId = new Map([...all.dimensions, ...all.measures].map((c) => [c.id, c]));
  const input = (annotations: unknown[]) =>
    ({
      config: { ...saved, annotations },
      components: byId,
      observations: rows,
      state: initialInteractiveState(),
      width: 1200,
      height: 500,
      locale: 'en',
    }) as unknown as ChartInput<DrawnChartType>;
  const time = (annotations: unknown[]) => {
    const samples: number[] = [];
    for (let i = 0; i < 15; i++) {
      const started = performance.now();
      drawScene(input(annotations));
      samples.push(performance.now() - started);
    }
    return median(samples);
  };
  return time(saved.annotations) - time([]);
};
const observations = async (iri: string, ids: string[]) => {
  const response = await fetch(`${app.url}/api/data/dataCubesObservations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ sourceType: 'sparql', sourceUrl: '/api/sparql', locale: 'en', cubeFilters: [{ iri, componentIds: ids, filters: {} }] }),
  });
  return ((await response.json()).data?.dataCubesObservations?.data ?? []) as Record<string, unknown>[];
};

try {
  const column = await measure(columnKey, 'column, 2,000 bars');
  const line = await measure(lineKey, 'line, 20 × 500 points');
  const row = (name: string, values: number[]) => `| ${name} | ${round(median(values))} | ${round(percentile(values, 95))} |`;
  console.log(`\nAnnotation toggles in headless Chromium, ms (${RUNS} runs)\n| | median | p95 |\n|---|---:|---:|`);
  for (const [name, times] of [
    ['column, 2,000 bars', column],
    ['line, 20 × 500 points', line],
  ] as const) {
    console.log(row(`${name}: hide all`, times.hide));
    console.log(row(`${name}: show all`, times.show));
    console.log(row(`${name}: open one`, times.open));
  }
  const columnRows = await observations(
    GENERATED_CUBES.days,
    [...days.dimensions, ...days.measures].map((c) => c.id),
  );
  const lineRows = await observations(
    GENERATED_CUBES.series,
    [...series.dimensions, ...series.measures].map((c) => c.id),
  );
  if (columnRows.length && lineRows.length) {
    console.log(
      `\nOverlay of 3 annotations in Node (drawScene with minus without), ms: column ${round(await overlayCost(columnKey, columnRows, days))}, line ${round(await overlayCost(lineKey, lineRows, series))}`,
    );
  }
} finally {
  await browser.close();
  await app.close();
}
