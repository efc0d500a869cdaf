/**
 * Tables paged on the server (issue 32) through real HTTP: dataCubeTablePage on the generated
 * 10⁵-observation cube and on the sparse air-monitoring cube answers one page of rows, sorted,
 * searched, with the rows found and all rows, as the generated rows say. The sparse cube's pages
 * are asked of two servers: the embedded store (its observation tables) and an app that reads the
 * same store as a remote SPARQL endpoint (the page's SPARQL: ORDER BY, FILTER, LIMIT/OFFSET), which
 * must agree (the 10⁵ cube's SPARQL takes Oxigraph seconds a page: bench/big-cube.ts measures it).
 * So must the pages of a small cube sorted by its years, some of them listed but never observed, and
 * those of a new table chart of age classes, whose codes sort otherwise than their order.
 */
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { csvParse } from 'd3-dsv';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BIG_CUBE_SIZES, bigCubeRows, cubeIri } from '../../bench/big-cube/generate';
import { FIRST_TABLE_PAGE, TABLE_PAGE_SIZE, tablePageQuery } from '../../src/domain/charts/table/page-query';
import { moveTableField } from '../../src/domain/charts/table/columns';
import { getInitialChartConfig, type ChartConfigOf } from '../../src/domain/config';
import { componentsById, type DataCubeComponents } from '../../src/domain/data';
import { SORTED_TOP_ROWS } from '../../src/server/data/table-page-query';
import { decodeObservations, type ObservationColumns } from '../../src/domain/observation-columns';
import { importDescriptionFile } from '../../src/server/import/catalogue';
import { ObservationTable } from '../../src/server/data/observation-table';
import { runBigCube } from '../support/big-cube';
import { startServer, type TestServer } from '../support/server';
import { AGE_CLASSES, AIR_MONITORING, importTestCubes } from '../support/test-cubes';

const IRI = cubeIri('1e5');
const UNVERSIONED = 'https://bench.cubeviz.org/big/cube/1e5';
const id = (name: string) => `${UNVERSIONED}___${UNVERSIONED}/${name}`;
const [MUNICIPALITY, YEAR, GROUP, POPULATION, SHARE] = ['municipality', 'year', 'group', 'population', 'share'].map(id);
const rows = [...bigCubeRows(BIG_CUBE_SIZES['1e5'])];
const AIR_ROWS = csvParse(readFileSync(new URL('../fixtures/air-monitoring/rows.csv', import.meta.url), 'utf8'));

const SUMS = new URL('../fixtures/municipal-sums/', import.meta.url).pathname;
const YEARS_CUBE = 'https://example.org/cube/municipal-years/1';
const years = (name: string) => `https://example.org/cube/municipal-years___https://example.org/cube/municipal-years/${name}`;
const SUMS_ROWS = csvParse(readFileSync(join(SUMS, 'rows.csv'), 'utf8'));
/** The municipal-sums cube (Biel has no 2022) as a cube of its own whose year shape lists its years (sh:in) with 2019 and 2023, which no observation has. */
const yearsCube = () => {
  const dir = mkdtempSync(join(tmpdir(), 'municipal-years-'));
  copyFileSync(join(SUMS, 'rows.csv'), join(dir, 'rows.csv'));
  writeFileSync(join(dir, 'description.json'), readFileSync(join(SUMS, 'description.json'), 'utf8').replaceAll('cube/municipal-sums', 'cube/municipal-years'));
  const imported = importDescriptionFile(join(dir, 'description.json')).turtle;
  const listed = [2019, 2020, 2021, 2022, 2023].map((y) => `"${y}"^^xsd:gYear`).join(' ');
  const turtle = imported.replace(/sh:datatype xsd:gYear;\s*sh:minInclusive [^;]+;\s*sh:maxInclusive [^;]+;/, `sh:datatype xsd:gYear;\n  sh:in (${listed});`);
  if (turtle === imported) throw new Error('the year shape of municipal-sums changed: list its years anew');
  const file = join(dir, 'municipal-years.ttl');
  writeFileSync(file, turtle);
  return file;
};

let embedded: TestServer;
let remote: TestServer;
beforeAll(async () => {
  const cube = runBigCube();
  embedded = await startServer({ files: [cube.file, ...importTestCubes().files, yearsCube()], timeoutMs: 60_000 });
  remote = await startServer({ endpoints: [`${embedded.url}/api/sparql`], remoteTimeoutMs: 60_000, settings: { RATE_LIMIT_MAX: 0 } });
}, 240_000);
afterAll(async () => {
  await remote?.close();
  await embedded?.close();
});

type Page = { data: ObservationColumns; count: number; total: number; offset: number };
type Variables = {
  iri?: string;
  componentIds?: string[];
  searchIds?: string[];
  sorting?: object[];
  search?: string;
  offset?: number;
  limit?: number;
  filters?: object;
};

const ask = async (server: TestServer, sourceUrl: string, v: Variables) =>
  server.post('/api/data/dataCubeTablePage', {
    sourceType: 'sparql',
    sourceUrl,
    locale: 'fr',
    cubeFilter: { iri: v.iri ?? IRI, ...(v.filters && { filters: v.filters }) },
    componentIds: v.componentIds ?? [MUNICIPALITY, YEAR, GROUP, POPULATION, SHARE],
    searchIds: v.searchIds ?? [MUNICIPALITY, YEAR],
    sorting: v.sorting ?? [],
    search: v.search ?? '',
    offset: v.offset ?? 0,
    limit: v.limit ?? TABLE_PAGE_SIZE,
  });

const decoded = (p: Page) => ({ ...p, rows: decodeObservations(p.data) });
/** The page from the embedded store, its rows decoded. */
const page = async (v: Variables) => {
  const answer = await ask(embedded, '/api/sparql', v);
  expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(200);
  return decoded(answer.body.data.dataCubeTablePage as Page);
};
/** The page from both servers, which must agree. */
const bothPages = async (v: Variables) => {
  const fromTable = await page(v);
  const b = await ask(remote, `${embedded.url}/api/sparql`, v);
  expect(b.status, JSON.stringify(b.body).slice(0, 300)).toBe(200);
  expect(decoded(b.body.data.dataCubeTablePage as Page)).toEqual(fromTable);
  return fromTable;
};
const label = (m: string) => `Commune ${m.slice(1)}`;

describe('a table page of the 10⁵ cube', () => {
  it('is the first 100 rows, with the count of all rows', async () => {
    const first = await page({});
    expect(first.rows).toHaveLength(TABLE_PAGE_SIZE);
    expect(first).toMatchObject({ count: rows.length, total: rows.length, offset: 0 });
    expect(first.rows[0][MUNICIPALITY]).toMatch(/^Commune \d{4}$/);
  }, 60_000);

  it('sorts by a measure, descending, at any offset', async () => {
    const sorted = await page({ sorting: [{ componentId: POPULATION, sortingOrder: 'desc' }], offset: 500 });
    const expected = rows.map((r) => Number(r[5])).sort((a, b) => b - a);
    expect(sorted.rows.map((r) => r[POPULATION])).toEqual(expected.slice(500, 600));
  }, 60_000);

  it('sorts by a dimension’s labels, then by the next column', async () => {
    const sorted = await page({
      sorting: [
        { componentId: MUNICIPALITY, sortingOrder: 'desc' },
        { componentId: YEAR, sortingOrder: 'desc' },
      ],
    });
    const expected = rows
      .map((r) => `${label(String(r[0]))} ${r[3]}`)
      .sort()
      .reverse()
      .slice(0, TABLE_PAGE_SIZE);
    expect(sorted.rows.map((r) => `${r[MUNICIPALITY]} ${r[YEAR]}`)).toEqual(expected);
  }, 60_000);

  it('puts missing values last', async () => {
    const missing = rows.filter((r) => r[7] === '').length;
    expect(missing).toBeGreaterThan(0);
    const last = await page({ sorting: [{ componentId: SHARE, sortingOrder: 'asc' }], offset: rows.length - missing });
    expect(last.rows).toHaveLength(Math.min(missing, TABLE_PAGE_SIZE));
    expect(last.rows.every((r) => r[SHARE] === null || r[SHARE] === undefined)).toBe(true);
  }, 60_000);

  it('answers a page past the rows an engine sorts for a LIMIT as the SPARQL does: the last shares, then the missing ones', async () => {
    const missing = rows.filter((r) => r[7] === '').length;
    const offset = rows.length - missing - 40;
    expect(offset).toBeGreaterThan(SORTED_TOP_ROWS);
    const last = await bothPages({ sorting: [{ componentId: SHARE, sortingOrder: 'asc' }], offset });
    expect(last.rows.slice(0, 40).every((r) => typeof r[SHARE] === 'number')).toBe(true);
    expect(last.rows.slice(40).every((r) => r[SHARE] === null || r[SHARE] === undefined)).toBe(true);
  }, 120_000);

  it('answers a deep page sorted by a dimension’s labels, then by a measure, as the SPARQL does (the rows of the values that hold it)', async () => {
    const sorting = [
      { componentId: MUNICIPALITY, sortingOrder: 'desc' },
      { componentId: POPULATION, sortingOrder: 'asc' },
    ];
    const deep = await bothPages({ sorting, offset: 60_030 });
    const expected = rows
      .map((r) => ({ municipality: label(String(r[0])), population: Number(r[5]) }))
      .sort((a, b) => (a.municipality < b.municipality ? 1 : a.municipality > b.municipality ? -1 : a.population - b.population))
      .slice(60_030, 60_030 + TABLE_PAGE_SIZE);
    expect(deep.rows.map((r) => ({ municipality: r[MUNICIPALITY], population: r[POPULATION] }))).toEqual(expected);
  }, 120_000);

  it('pages by a measure in runs of equal values, the missing values last either way, as the SPARQL does (the range of values that holds a page)', async () => {
    const shares = rows.flatMap((r) => (r[7] === '' ? [] : [Number(r[7])])).sort((a, b) => a - b);
    // A page boundary inside a run of equal shares: its rows split between two pages by observation.
    const inRun = shares.findIndex((share, i) => i > 200 && share === shares[i - 1] && share === shares[i + 1]);
    const sorting = [{ componentId: SHARE, sortingOrder: 'asc' }];
    const [before, after] = [await bothPages({ sorting, offset: inRun - TABLE_PAGE_SIZE }), await bothPages({ sorting, offset: inRun })];
    expect(before.rows[TABLE_PAGE_SIZE - 1][SHARE]).toBe(after.rows[0][SHARE]);
    expect([...before.rows, ...after.rows].map((r) => r[SHARE])).toEqual(shares.slice(inRun - TABLE_PAGE_SIZE, inRun + TABLE_PAGE_SIZE));
    // Descending: the smallest shares, then the missing ones.
    const last = await bothPages({ sorting: [{ componentId: SHARE, sortingOrder: 'desc' }], offset: shares.length - 30 });
    expect(last.rows.slice(0, 30).map((r) => r[SHARE])).toEqual(shares.slice(0, 30).reverse());
    expect(last.rows.slice(30).every((r) => r[SHARE] === null || r[SHARE] === undefined)).toBe(true);
  }, 120_000);

  it('sorts by the years (a literal key dimension) as the SPARQL does (the rows of the years that hold a page): inside a year, across two, deep, then by the next column', async () => {
    // Years are xsd:gYear literals: a row holds their text.
    const sorted = rows.map((r) => String(r[3])).sort();
    const yearsOf = (p: { rows: Record<string, unknown>[] }) => p.rows.map((r) => r[YEAR]);
    const inside = await bothPages({ sorting: [{ componentId: YEAR, sortingOrder: 'asc' }], offset: 1000 });
    expect(yearsOf(inside)).toEqual(sorted.slice(1000, 1100));
    const deep = await bothPages({ sorting: [{ componentId: YEAR, sortingOrder: 'asc' }], offset: 50_030 });
    expect(50_030).toBeGreaterThan(SORTED_TOP_ROWS);
    expect(yearsOf(deep)).toEqual(sorted.slice(50_030, 50_130));
    // Descending, across the last two years, their rows by population.
    const last = sorted.filter((y) => y === sorted[sorted.length - 1]).length;
    const sorting = [
      { componentId: YEAR, sortingOrder: 'desc' },
      { componentId: POPULATION, sortingOrder: 'asc' },
    ];
    const across = await bothPages({ sorting, offset: last - 30 });
    const expected = rows
      .map((r) => ({ year: String(r[3]), population: Number(r[5]) }))
      .sort((a, b) => b.year.localeCompare(a.year) || a.population - b.population)
      .slice(last - 30, last + 70);
    expect(across.rows.map((r) => ({ year: r[YEAR], population: r[POPULATION] }))).toEqual(expected);
  }, 120_000);

  it('sorts the rows a search finds by the years, a word found in the years, as the SPARQL does', async () => {
    const found = await bothPages({ search: '0042 20', sorting: [{ componentId: YEAR, sortingOrder: 'desc' }], offset: 10 });
    const expected = rows.filter((r) => r[0] === 'M0042' && String(r[3]).includes('20'));
    expect(found.count).toBe(expected.length);
    expect(found.rows.map((r) => r[YEAR])).toEqual(
      expected
        .map((r) => String(r[3]))
        .sort()
        .reverse()
        .slice(10),
    );
  }, 120_000);

  it('searches the years (a literal key dimension) as the browser shows them, as the SPARQL does', async () => {
    const found = await bothPages({ search: '202', sorting: [{ componentId: POPULATION, sortingOrder: 'desc' }] });
    const expected = rows.filter((r) => String(r[3]).includes('202') || String(r[0]).includes('202'));
    expect(found.count).toBe(expected.length);
  }, 120_000);

  it('searches every word in the searched columns, in any case, and counts the rows found', async () => {
    const found = await page({ search: 'COMMUNE 0042', sorting: [{ componentId: YEAR, sortingOrder: 'asc' }] });
    const expected = rows.filter((r) => r[0] === 'M0042');
    expect(found).toMatchObject({ count: expected.length, total: rows.length });
    expect(found.rows.map((r) => String(r[YEAR]))).toEqual(expected.map((r) => String(r[3])));
    // A word in a label and a word in a literal: municipality 0042 in 2020 (and no municipality 2020 in 0042).
    const one = await page({ search: '0042 2020' });
    expect(one.rows.map((r) => `${r[MUNICIPALITY]} ${r[YEAR]}`)).toEqual(['Commune 0042 2020']);
    expect(one.count).toBe(1);
    const none = await page({ search: 'commune nowhere' });
    expect(none).toMatchObject({ count: 0, total: rows.length, rows: [] });
  }, 60_000);

  it('pages under the chart’s filters', async () => {
    const filters = { [YEAR]: { type: 'single', value: '2020' } };
    const filtered = await page({ filters, offset: 100, sorting: [{ componentId: MUNICIPALITY, sortingOrder: 'asc' }] });
    const expected = rows.filter((r) => r[3] === 2020);
    expect(filtered).toMatchObject({ count: expected.length, total: expected.length });
    expect(filtered.rows.map((r) => r[MUNICIPALITY])).toEqual(expected.slice(100, 200).map((r) => label(String(r[0]))));
  }, 60_000);

  it('reads and sorts the embedded store’s rows once for the page turns and searches of one sort, again for another', async () => {
    const scans = vi.spyOn(ObservationTable.prototype, 'select');
    const filters = { [YEAR]: { type: 'single', value: '2019' } };
    const sorting = [{ componentId: SHARE, sortingOrder: 'asc' }];
    const expected = rows.filter((r) => r[3] === 2019).map((r) => (r[7] === '' ? null : Number(r[7])));
    expected.sort((a, b) => (a === null ? 1 : b === null ? -1 : a - b));
    const first = await page({ filters, sorting });
    const read = scans.mock.calls.length;
    expect(read).toBeGreaterThan(0);
    const turned = await Promise.all([100, 5_000].map((offset) => page({ filters, sorting, offset })));
    const searched = await page({ filters, sorting, search: 'commune 0123' });
    expect(scans.mock.calls.length).toBe(read);
    expect([first, ...turned].map((p) => p.rows.map((r) => r[SHARE] ?? null))).toEqual([0, 100, 5_000].map((offset) => expected.slice(offset, offset + 100)));
    expect(searched.count).toBeGreaterThan(0);
    expect(searched.rows.map((r) => r[MUNICIPALITY])).toEqual(searched.rows.map(() => 'Commune 0123'));
    await page({ filters, sorting: [{ componentId: SHARE, sortingOrder: 'desc' }] });
    expect(scans.mock.calls.length).toBeGreaterThan(read);
    scans.mockRestore();
  }, 60_000);

  it('refuses pages it cannot answer with a 400', async () => {
    for (const bad of [{ limit: 10_000 }, { offset: -1 }, { componentIds: [] }, { sorting: [{ componentId: id('nothing'), sortingOrder: 'asc' }] }]) {
      const response = await embedded.post('/api/data/dataCubeTablePage', {
        sourceType: 'sparql',
        sourceUrl: '/api/sparql',
        locale: 'fr',
        cubeFilter: { iri: IRI },
        componentIds: [YEAR],
        searchIds: [YEAR],
        sorting: [],
        search: '',
        offset: 0,
        limit: 10,
        ...bad,
      });
      expect(response.status, JSON.stringify(bad)).toBe(400);
    }
  });
});

describe('a table page of the sparse cube', () => {
  const { cube, component } = AIR_MONITORING;
  const ids = (['year', 'station', 'pollutant', 'value'] as const).map((name) => component(name));
  const sparse = (v: Variables) => bothPages({ iri: cube, componentIds: ids, searchIds: ids, ...v });

  it('sorts a station’s rows by value and searches labels with accents in any case', async () => {
    const found = await sparse({ search: 'UNIVERSITÀ', sorting: [{ componentId: component('value'), sortingOrder: 'desc' }] });
    const expected = AIR_ROWS.filter((r) => r.station === 'lugano');
    expect(found).toMatchObject({ count: expected.length, total: AIR_ROWS.length });
    expect(found.rows.every((r) => r[component('station')] === 'Lugano-Università')).toBe(true);
    expect(found.rows.map((r) => r[component('value')])).toEqual(expected.map((r) => Number(r.value)).sort((a, b) => b - a));
  }, 60_000);

  it('sorts by the labels of two dimensions at an offset, under a filter, as the browser sorts them', async () => {
    const filters = { [component('pollutant')]: { type: 'single', value: AIR_MONITORING.pollutant('no2') } };
    const sorting = [
      { componentId: component('station'), sortingOrder: 'desc' },
      { componentId: component('year'), sortingOrder: 'asc' },
    ];
    const sorted = await sparse({ filters, sorting, offset: 20 });
    const expected = AIR_ROWS.filter((r) => r.pollutant === 'NO2');
    expect(sorted).toMatchObject({ count: expected.length, total: expected.length, offset: 20 });
    expect(sorted.rows.length).toBe(Math.min(TABLE_PAGE_SIZE, expected.length - 20));
    const first = await sparse({ filters, sorting });
    const all = [...first.rows, ...sorted.rows.slice(first.rows.length - 20)];
    expect(all.slice(20, 20 + sorted.rows.length)).toEqual(sorted.rows);
  }, 60_000);

  it('answers its first page (no sorting, search or filter: sent beside the components’ queries) in observation order', async () => {
    const first = await sparse({ offset: 10 });
    expect(first).toMatchObject({ count: AIR_ROWS.length, total: AIR_ROWS.length, offset: 10 });
    expect(first.rows).toHaveLength(Math.min(TABLE_PAGE_SIZE, AIR_ROWS.length - 10));
  }, 60_000);

  it('finds nothing for a search no column says, and counts all rows still', async () => {
    const none = await sparse({ search: 'nowhere at all' });
    expect(none).toMatchObject({ count: 0, total: AIR_ROWS.length, rows: [] });
  }, 60_000);
});

describe('a table page of a cube sorted by its years, some listed but never observed', () => {
  const [YEARS, MUNICIPALITIES, INHABITANTS] = ['year', 'municipality', 'population'].map(years);
  const pages = async (v: Variables, limit: number) => {
    const all = [];
    for (let offset = 0; offset < SUMS_ROWS.length + limit; offset += limit) {
      const p = await bothPages({
        iri: YEARS_CUBE,
        componentIds: [YEARS, MUNICIPALITIES, INHABITANTS],
        searchIds: [YEARS, MUNICIPALITIES],
        ...v,
        offset,
        limit,
      });
      all.push(...p.rows);
    }
    return all.map((r) => `${r[YEARS]} ${r[MUNICIPALITIES]}`);
  };
  const expected = (order: 'asc' | 'desc', keep = (_: (typeof SUMS_ROWS)[number]) => true) =>
    SUMS_ROWS.filter(keep)
      .map((r) => ({ year: Number(r.year), name: r.municipality === 'zurich' ? 'Zürich' : r.municipality[0].toUpperCase() + r.municipality.slice(1) }))
      .sort((a, b) => (order === 'desc' ? b.year - a.year : a.year - b.year));

  it('lists the years no observation has among the year’s values', async () => {
    const components = await embedded.post('/api/data/dataCubesComponents', {
      sourceType: 'sparql',
      sourceUrl: '/api/sparql',
      locale: 'en',
      cubeFilters: [{ iri: YEARS_CUBE }],
    });
    const year = components.body.data.dataCubesComponents.dimensions.find((d: { id: string }) => d.id === YEARS);
    expect(year.values.map((v: { value: string }) => String(v.value))).toEqual(['2019', '2020', '2021', '2022', '2023']);
  });

  it('pages by the years in either direction, a page boundary inside a year, a page of one year, as the SPARQL does', async () => {
    for (const order of ['asc', 'desc'] as const) {
      const rows = await pages({ sorting: [{ componentId: YEARS, sortingOrder: order }] }, 3);
      expect(rows.map((r) => r.slice(0, 4))).toEqual(expected(order).map((r) => String(r.year)));
      expect(rows).toHaveLength(SUMS_ROWS.length);
    }
  }, 60_000);

  it('pages a municipality without a 2022 by the years, then by the next column, and searched, as the SPARQL does', async () => {
    const biel = { [MUNICIPALITIES]: { type: 'single', value: 'https://example.org/municipal-sums/municipality/biel' } };
    expect(await pages({ filters: biel, sorting: [{ componentId: YEARS, sortingOrder: 'desc' }] }, 1)).toEqual(['2021 Biel', '2020 Biel']);
    const sorting = [
      { componentId: YEARS, sortingOrder: 'desc' },
      { componentId: MUNICIPALITIES, sortingOrder: 'asc' },
    ];
    const sorted = await pages({ sorting }, 4);
    expect(sorted).toEqual(
      expected('desc')
        .sort((a, b) => b.year - a.year || a.name.localeCompare(b.name))
        .map((r) => `${r.year} ${r.name}`),
    );
    const searched = await pages({ sorting, search: 'THUN' }, 2);
    expect(searched).toEqual(expected('desc', (r) => r.municipality === 'thun').map((r) => `${r.year} Thun`));
  }, 60_000);
});

describe('a table page of age classes as a new table chart asks it', () => {
  const { cube, component } = AGE_CLASSES;
  const AGE_ROWS = csvParse(readFileSync(new URL('../fixtures/age-classes/rows.csv', import.meta.url), 'utf8'));
  /** The variables the web sends for a page of a new table chart (domain/charts/table/page-query.ts), its cantons a group or not. */
  const webPage = async (offset: number, grouped = false) => {
    const components: DataCubeComponents = (
      await embedded.post('/api/data/dataCubesComponents', { sourceType: 'sparql', sourceUrl: '/api/sparql', locale: 'fr', cubeFilters: [{ iri: cube }] })
    ).body.data.dataCubesComponents;
    const config = getInitialChartConfig({ cubes: [{ iri: cube }], ...components, chartType: 'table', key: 'ages' }) as ChartConfigOf<'table'>;
    const fields = grouped ? moveTableField(config.fields, component('canton'), true, 0) : config.fields;
    const v = tablePageQuery({ ...config, fields }, [{ iri: cube, filters: {} }], componentsById(components), { ...FIRST_TABLE_PAGE, offset })!;
    return bothPages({ iri: cube, ...v });
  };
  const ages = (p: Page & { rows: Record<string, unknown>[] }) =>
    p.rows.map((r) => `${r[component('year')]} ${r[component('canton')]} ${r[component('age')]} ${r[component('sex')]}`);
  /** The rows' key cells as the age-classes rows.csv lists them, in French: (cantons,) years, cantons, age classes in their order, sexes by label. */
  const expected = (rows: typeof AGE_ROWS, grouped = false) => {
    const cantons = { AI: 'Appenzell Rhodes-Intérieures', JU: 'Jura', ZH: 'Zurich' } as Record<string, string>;
    const sexes = { F: 'Femmes', M: 'Hommes', T: 'Total' } as Record<string, string>;
    const order = [...new Set(AGE_ROWS.map((r) => r.age))];
    const age = (code: string) => (code === '100+' ? '100 ans et plus' : code.replace(/^(\d+)-(\d+)$/, '$1 à $2 ans'));
    const byCanton = (a: (typeof rows)[number], b: (typeof rows)[number]) => cantons[a.canton].localeCompare(cantons[b.canton]);
    return [...rows]
      .sort(
        (a, b) =>
          (grouped ? byCanton(a, b) : 0) ||
          a.year.localeCompare(b.year) ||
          byCanton(a, b) ||
          order.indexOf(a.age) - order.indexOf(b.age) ||
          sexes[a.sex].localeCompare(sexes[b.sex]),
      )
      .map((r) => `${r.year} ${cantons[r.canton]} ${age(r.age)} ${sexes[r.sex]}`);
  };

  it('orders a table nothing sorts by each key column in turn, age classes in their order and not their codes’ ("100+" before "15-19")', async () => {
    const first = await webPage(0);
    expect(first.count).toBe(AGE_ROWS.length);
    expect(ages(first)).toEqual(expected(AGE_ROWS).slice(0, TABLE_PAGE_SIZE));
    expect(ages(first).slice(2, 4)).toEqual(['2021 Appenzell Rhodes-Intérieures 0 à 4 ans Total', '2021 Appenzell Rhodes-Intérieures 5 à 9 ans Femmes']);
  }, 60_000);

  it('orders the rows of each group by the key columns, deep in the table', async () => {
    const deep = await webPage(200, true);
    expect(ages(deep)).toEqual(expected(AGE_ROWS, true).slice(200, 200 + TABLE_PAGE_SIZE));
  }, 60_000);
});
