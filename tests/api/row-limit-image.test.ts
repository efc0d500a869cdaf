/**
 * The image of a published chart past its row limit (issue 32 §2) through real HTTP: refused with
 * 422, naming the numbers, the setting and the filter to add, before its observations are asked
 * for; its oEmbed has no thumbnail. The cube is the big-cube generator's at 300 municipalities ×
 * 20 years (6,000 observations); the chart is a line per municipality over the years with the
 * charts' limit (CHART_MAX_ROWS) at 1,000. The same chart filtered to 20 municipalities is drawn.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeBigCube } from '../../bench/big-cube/generate';
import { getInitialChartConfig } from '../../src/domain/charts/initial-config';
import { DEFAULT_ROW_LIMITS } from '../../src/domain/charts/row-limit';
import { createChartKey, type ChartConfig } from '../../src/domain/config';
import { accountRoutes } from '../../src/server/api/accounts';
import { chartImageRoutes } from '../../src/server/render/image-routes';
import { validateSavedConfig } from '../../src/server/start';
import { openConfigStore, type ConfigStore } from '../../src/server/store';
import { componentsFrom, publish } from '../support/chart-gallery';
import { startServer, type TestServer } from '../support/server';
import { freshConfigStoreDir } from '../support/config-store-template';

const cube = writeBigCube(mkdtempSync(join(tmpdir(), 'row-limit-')), 'row-limit', { municipalities: 300, years: 20, groups: 1 });
let server: TestServer;
let store: ConfigStore;
let observationQueries = 0;
const keys = { all: '', twenty: '' };

beforeAll(async () => {
  store = await openConfigStore({ dataDir: freshConfigStoreDir() });
  server = await startServer({
    files: [cube.file],
    plugins: [
      (app) => {
        app.addHook('onRequest', async (request) => {
          if (request.url === '/api/data/dataCubesObservations') observationQueries++;
        });
        chartImageRoutes(app, { store, validateData: validateSavedConfig, rowLimits: { ...DEFAULT_ROW_LIMITS, svg: 1_000 } });
        return accountRoutes(app, { store, validateData: validateSavedConfig });
      },
    ],
  });
  const components = await componentsFrom(server.url)(cube.iri);
  const line = getInitialChartConfig({ cubes: [{ iri: cube.iri }], ...components, chartType: 'line', key: createChartKey() }) as Extract<
    ChartConfig,
    { chartType: 'line' }
  >;
  const municipality = components.dimensions.find((d) => d.label === 'Municipality')!;
  const { [municipality.id]: _, ...filters } = line.cubes[0].filters;
  const segmented = {
    ...line,
    cubes: [{ iri: cube.iri, filters }],
    fields: {
      ...line.fields,
      color: { type: 'segment', paletteId: 'category10', colorMapping: {} },
      segment: { componentId: municipality.id, sorting: { sortingType: 'byAuto', sortingOrder: 'asc' } },
    },
  } satisfies ChartConfig;
  keys.all = await publish(server.url, segmented);
  const twenty = Object.fromEntries(municipality.values.slice(0, 20).map((v) => [String(v.value), true] as const));
  keys.twenty = await publish(server.url, {
    ...segmented,
    key: createChartKey(),
    cubes: [{ iri: cube.iri, filters: { ...filters, [municipality.id]: { type: 'multi', values: twenty } } }],
  });
}, 120_000);
afterAll(async () => {
  await server?.close();
  await store?.close();
});

describe('the image of a chart past its row limit', () => {
  it('is refused with 422 before its observations are asked for, naming what to filter', async () => {
    const before = observationQueries;
    const response = await fetch(`${server.url}/en/v/${keys.all}.svg`);
    expect(response.status).toBe(422);
    expect((await response.json()).message).toBe(
      'The chart would need up to 6,000 observations, more than the 1,000 it is drawn from (CHART_MAX_ROWS): it has no image. Filter Municipality or Year to draw it',
    );
    expect(observationQueries).toBe(before);
  });

  it('has an oEmbed without thumbnail; 20 municipalities of it have their image', async () => {
    const oembed = await fetch(`${server.url}/api/oembed?${new URLSearchParams({ url: `${server.url}/en/v/${keys.all}` })}`);
    expect(oembed.status).toBe(200);
    expect((await oembed.json()).thumbnail_url).toBeUndefined();
    const before = observationQueries;
    const image = await fetch(`${server.url}/en/v/${keys.twenty}.svg`);
    expect(image.status).toBe(200);
    // 20 × 20 = 400 observations at most: a line and a legend entry per municipality.
    const svg = await image.text();
    expect(svg.match(/<path class="line" d="M/g)).toHaveLength(20);
    expect(svg).toContain('>Municipality 0000</text>');
    expect(svg).toContain('>Municipality 0019</text>');
    expect(svg).not.toContain('>Municipality 0020</text>');
    expect(observationQueries).toBe(before + 1);
  });
});
