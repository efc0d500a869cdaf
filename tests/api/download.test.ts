/**
 * The whole cube's file, written by the server (GET /api/data/download, issue 32 §4), through HTTP:
 * the same header and rows as the file the browser used to build from the data API's components and
 * observations (on a bundled cube, and on the sparse test cube in pages of a few rows), the chart's
 * unit conversions applied, the XLSX read back by exceljs, HEAD, and bad input refused with a 4xx.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConversionUnits } from '../../src/domain/config';
import type { DataCubeComponents, Observation } from '../../src/domain/data';
import { convertComponents, convertObservations } from '../../src/domain/observations/convert-units';
import { downloadTable, toCsv, wholeCubeDownloadUrl, type DownloadFormat } from '../../src/domain/viewer/download';
import { buildCatalogue } from '../../src/server/import/catalogue';
import { GALLERY_CUBES } from '../support/chart-gallery';
import { startServer, type TestServer } from '../support/server';
import { AIR_MONITORING, importTestCubes } from '../support/test-cubes';

let server: TestServer;
const IOWA = GALLERY_CUBES.iowa;
const SPARSE = AIR_MONITORING.cube;
const source = { sourceType: 'sparql', sourceUrl: '/api/sparql' };

beforeAll(async () => {
  const { files } = await buildCatalogue({ cacheDir: mkdtempSync(join(tmpdir(), 'catalogue-')) });
  // Pages of 7 observations: every cube is written in several.
  server = await startServer({ files: [...files, ...importTestCubes().files], settings: { DOWNLOAD_PAGE_ROWS: 7, RATE_LIMIT_MAX: 0 } });
}, 120_000);
afterAll(() => server?.close());

const query = async <T>(name: string, variables: object): Promise<T> => {
  const response = await server.post(`/api/data/${name}`, { ...source, locale: 'en', ...variables });
  expect(response.status, JSON.stringify(response.body).slice(0, 300)).toBe(200);
  return response.body.data[name];
};

/** The whole cube's table as the browser built it before (DownloadMenu): components and observations of the data API, converted. */
const clientTable = async (cubeIri: string, conversions: ConversionUnits = {}) => {
  const components = await query<DataCubeComponents>('dataCubesComponents', { cubeFilters: [{ iri: cubeIri }] });
  const { data } = await query<{ data: Observation[] }>('dataCubesObservations', { cubeFilters: [{ iri: cubeIri, filters: {} }] });
  const converted = convertComponents(components, conversions, 'en');
  const all = [...converted.dimensions, ...converted.measures];
  return { components, table: downloadTable({ components: all, observations: convertObservations(data, all, conversions) }) };
};

const download = (cubeIri: string, format: DownloadFormat, conversions: ConversionUnits = {}, title = 'Iowa electricity') =>
  fetch(`${server.url}${wholeCubeDownloadUrl({ ...source, locale: 'en', cubeIri, format, title, conversions })}`);

/** The file's text, its byte-order mark kept (Response.text drops it). */
const textOf = async (response: Response) => Buffer.from(await response.arrayBuffer()).toString('utf8');

describe('the whole cube as a file written by the server', () => {
  it.each([
    ['a bundled cube', IOWA],
    ['the sparse test cube, with gaps', SPARSE],
  ])('writes %s as CSV with the header and rows of the file the browser built', async (_, cubeIri) => {
    const { table } = await clientTable(cubeIri);
    expect(table.rows.length).toBeGreaterThan(14);
    const response = await download(cubeIri, 'csv');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="iowa-electricity-full.csv"; filename*=UTF-8''iowa-electricity-full.csv`);
    expect(await textOf(response)).toBe(toCsv(table));
  });

  it('has the sparse cube’s gaps as gaps: a row per observation, not per combination of values', async () => {
    const { components, table } = await clientTable(SPARSE);
    const lines = (await textOf(await download(SPARSE, 'csv'))).slice(1).trimEnd().split('\r\n');
    expect(lines).toHaveLength(table.rows.length + 1);
    const keys = components.dimensions.filter((d) => d.isKeyDimension).map((d) => table.header.indexOf(d.label));
    const combinations = keys.reduce((product, column) => product * new Set(table.rows.map((row) => row[column])).size, 1);
    expect(table.rows.length).toBeLessThan(combinations);
  });

  it('applies the chart’s unit conversions: the unit of the language in the header, the values multiplied', async () => {
    const { components } = await clientTable(IOWA);
    const measure = components.measures[0];
    const conversions = { [measure.id]: { multiplier: 1000, labels: { de: 'MWh', fr: 'MWh', it: 'MWh', en: 'MWh' } } };
    const { table } = await clientTable(IOWA, conversions);
    expect(table.header.at(-1)).toBe(`${measure.label} (MWh)`);
    expect(await textOf(await download(IOWA, 'csv', conversions))).toBe(toCsv(table));
  });

  it('writes XLSX that exceljs opens: one sheet named data with the header and every row, numbers as numbers', async () => {
    const { table } = await clientTable(SPARSE);
    const response = await download(SPARSE, 'xlsx', {}, 'Air');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('filename="air-full.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['data']);
    const sheet = workbook.getWorksheet('data')!;
    expect(sheet.rowCount).toBe(table.rows.length + 1);
    const cells = (n: number) => Array.from({ length: table.header.length }, (_, i) => sheet.getRow(n).getCell(i + 1).value ?? null);
    expect(cells(1)).toEqual(table.header);
    expect(Array.from({ length: table.rows.length }, (_, i) => cells(i + 2))).toEqual(table.rows);
  });

  it('answers HEAD with the file’s headers and writes nothing', async () => {
    const response = await fetch(
      `${server.url}${wholeCubeDownloadUrl({ ...source, locale: 'en', cubeIri: IOWA, format: 'csv', title: 'T', conversions: {} })}`,
      {
        method: 'HEAD',
      },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('filename="t-full.csv"');
    expect(await response.text()).toBe('');
  });

  it.each([
    ['an unknown format', { format: 'pdf' }, /format/],
    ['an unknown locale', { locale: 'xx' }, /locale/],
    ['a cube IRI that is no IRI', { cubeIri: 'not an iri' }, /cubeIri/],
    ['a source off the list', { sourceUrl: 'https://elsewhere.example/sparql' }, /not allowed/],
    ['conversions that are no JSON', { conversions: '{x' }, /conversions.*JSON/],
    ['conversions of a wrong shape', { conversions: '{"m":{"multiplier":-1}}' }, /conversions/],
    ['a parameter it does not know', { extra: '1' }, /extra/],
  ])('refuses %s with a 400 that says why', async (_, change, message) => {
    const params = new URLSearchParams({ ...source, locale: 'en', cubeIri: IOWA, format: 'csv', ...change });
    const response = await fetch(`${server.url}/api/data/download?${params}`);
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(message);
  });

  it('refuses a cube the source does not have with a 4xx', async () => {
    const response = await download('https://example.org/no/such/cube', 'csv');
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });
});
