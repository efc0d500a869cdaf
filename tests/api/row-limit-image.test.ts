/**
 * The image of a published chart past its row limit (issue 32 §2) through real HTTP: refused with
 * 422, naming the numbers, the setting and the filter to add, before its observations are asked
 * for; its oEmbed has no thumbnail. The cube is the big-cube generator's at 300 municipalities ×
 * 20 years (6,000 observations) with the table's limit at 1,000; one year of it is drawn.
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

const cube = writeBigCube(mkdtempSync(join(tmpdir(), 'row-limit-')), 'row-limit', { municipalities: 300, years: 20, groups: 1 });
let server: TestServer;
let store: ConfigStore;
let observationQueries = 0;
const keys = { all: '', year: '' };

beforeAll(async () => {
  store = await openConfigStore({ dataDir: mkdtempSync(join(tmpdir(), 'pglite-')) });
  server = await startServer({
    files: [cube.file],
    plugins: [
      (app) => {
        app.addHook('onRequest', async (request) => {
          if (request.url === '/api/data/dataCubesObservations') observationQueries++;
        });
        chartImageRoutes(app, { store, validateData: validateSavedConfig, rowLimits: { ...DEFAULT_ROW_LIMITS, table: 1_000 } });
        return accountRoutes(app, { store, validateData: validateSavedConfig });
      },
    ],
  });
  const components = await componentsFrom(server.url)(cube.iri);
  const table = getInitialChartConfig({ cubes: [{ iri: cube.iri }], ...components, chartType: 'table', key: createChartKey() }) as ChartConfig;
  const year = components.dimensions.find((d) => d.label === 'Year')!;
  keys.all = await publish(server.url, table);
  keys.year = await publish(server.url, {
    ...table,
    key: createChartKey(),
    cubes: [{ iri: cube.iri, filters: { [year.id]: { type: 'multi', values: { '1994': true } } } }],
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
      'The chart would need up to 6,000 observations, more than the 1,000 it is drawn from (TABLE_MAX_ROWS): it has no image. Filter Municipality or Year to draw it',
    );
    expect(observationQueries).toBe(before);
  });

  it('has an oEmbed without thumbnail; one year of it has its image', async () => {
    const oembed = await fetch(`${server.url}/api/oembed?${new URLSearchParams({ url: `${server.url}/en/v/${keys.all}` })}`);
    expect(oembed.status).toBe(200);
    expect((await oembed.json()).thumbnail_url).toBeUndefined();
    const before = observationQueries;
    const image = await fetch(`${server.url}/en/v/${keys.year}.svg`);
    expect(image.status).toBe(200);
    // 300 rows at most, 285 in fact: municipalities merged away before 1994 have none.
    const svg = await image.text();
    expect(svg).toContain('>1994</text>');
    expect(svg).toContain('>Total number of rows: 285</text>');
    expect(observationQueries).toBe(before + 1);
  });
});
