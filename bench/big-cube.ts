/**
 * Big cubes (issue 32): the generated municipal cube of 10⁵ or 10⁶ observations
 * (bench/big-cube/generate.ts) on the embedded store and on Virtuoso, cold and warm:
 *
 *   components, preview, possibleFilters   answers whose size does not grow with the cube
 *   line        one municipality, one group, 50 years
 *   map         one year, one group, every municipality
 *   cantons     one year, one group, the inhabitants summed by canton (a hierarchy level)
 *   whole cube  every observation (10⁵ only: the answer is the cube)
 *   table       a table chart paged on the server: first page, pages sorted by a measure, by the
 *               municipalities' labels and by the years (one past the 10,000 rows Virtuoso sorts for
 *               a LIMIT), a search; each asked as the web asks it (the sorting it sends is printed)
 *
 * and the server's memory: RSS after loading the store (workers are threads of the process).
 *
 * Run: SIZE=1e5|1e6 TARGET=embedded|virtuoso|both npm run bench:big-cube (RUNS=n, 5 by default;
 * ONLY=text: the cases whose name has it).
 * The cube is written once to /tmp/cubeviz-big/<size> and reused (the importer holds the 10⁶ cube's
 * Turtle in memory, past Node's default heap: the npm script gives it 12 GB). Virtuoso is started
 * from .ci/virtuoso.sh on its own ports and folder, with the cube bulk-loaded.
 */
import { statSync } from 'node:fs';
import { FIRST_TABLE_PAGE, tablePageQuery } from '../src/domain/charts/table/page-query';
import type { ColumnSort } from '../src/domain/charts/table/sorting';
import { createChartKey, getInitialChartConfig, type ChartConfigOf } from '../src/domain/config';
import { componentsById, type DataCubeComponents } from '../src/domain/data';
import { EMBEDDED_SOURCE_URL } from '../src/server/data/sources';
import { startServer, type TestServer } from '../tests/support/server';
import { cubeIri } from './big-cube/generate';
import { bigSizeOf, generateBigCube, mb, startBigVirtuoso } from './big-cube/setup';
import { median, percentile, round, timeRuns } from './stats';

const SIZE = bigSizeOf();
const TARGET = process.env.TARGET ?? 'both';
const RUNS = Number(process.env.RUNS ?? 5);
const ONLY = process.env.ONLY;
const IRI = cubeIri(SIZE);

type Case = { name: string; query: string; variables: object; large?: boolean };

const CASES: Case[] = [
  { name: 'components', query: 'dataCubesComponents', variables: { cubeFilters: [{ iri: IRI }] } },
  { name: 'preview', query: 'dataCubePreview', variables: { cubeFilter: { iri: IRI } } },
  { name: 'metadata', query: 'dataCubesMetadata', variables: { cubeFilters: [{ iri: IRI }] } },
];

/** A component id as the data API names it: the unversioned cube IRI, ___, the dimension IRI. */
const dimension = (id: string) => `https://bench.cubeviz.org/big/cube/${SIZE}___https://bench.cubeviz.org/big/cube/${SIZE}/${id}`;
const value = (kind: string, code: string) => `https://bench.cubeviz.org/big/${kind}/${code}`;
const filtered = (filters: Record<string, object>) => ({ cubeFilters: [{ iri: IRI, filters }] });

const CHART_CASES: Case[] = [
  {
    name: 'possibleFilters',
    query: 'possibleFilters',
    variables: {
      cubeIri: IRI,
      filters: {
        [dimension('municipality')]: { type: 'single', value: value('municipality', 'm0000') },
        [dimension('year')]: { type: 'single', value: '2024' },
        [dimension('group')]: { type: 'single', value: value('group', 'g0') },
      },
    },
  },
  {
    // The first step alone: the values of a dimension under no filter (issue 32: asked value by value, no observation read).
    name: 'possibleFilters (one filter)',
    query: 'possibleFilters',
    variables: { cubeIri: IRI, filters: { [dimension('group')]: { type: 'single', value: value('group', 'g0') } } },
  },
  {
    name: 'line (1 municipality × 50 years)',
    query: 'dataCubesObservations',
    variables: filtered({
      [dimension('municipality')]: { type: 'single', value: value('municipality', 'm0000') },
      [dimension('group')]: { type: 'single', value: value('group', 'g0') },
    }),
  },
  {
    name: 'map (1 year × all municipalities)',
    query: 'dataCubesObservations',
    variables: filtered({ [dimension('year')]: { type: 'single', value: '2020' }, [dimension('group')]: { type: 'single', value: value('group', 'g0') } }),
  },
  {
    name: 'column of cantons (sum)',
    query: 'dataCubesObservations',
    variables: {
      cubeFilters: [
        {
          iri: IRI,
          componentIds: [dimension('municipality'), dimension('population')],
          filters: { [dimension('year')]: { type: 'single', value: '2020' }, [dimension('group')]: { type: 'single', value: value('group', 'g0') } },
          aggregate: { componentId: dimension('municipality'), depth: 1 },
        },
      ],
    },
  },
  { name: 'whole cube', query: 'dataCubesObservations', variables: { cubeFilters: [{ iri: IRI }] }, large: true },
];

/**
 * A table chart paged on the server (dataCubeTablePage) as the web asks for its pages: the initial
 * config's columns, the visitor's sorting and search, and the rows these leave tied sorted by the key
 * columns (domain/charts/table/page-query.ts), set once the components are known (tableCases).
 */
type TablePage = { sorting: ColumnSort[]; search: string; offset: number };
const TABLE_PAGES: { name: string; page: Partial<TablePage> }[] = [
  { name: 'table first page', page: {} },
  {
    name: 'table sorted page (population ↓, rows 1001–1100)',
    page: { sorting: [{ componentId: dimension('population'), sortingOrder: 'desc' }], offset: 1000 },
  },
  {
    name: 'table deep page (population ↓, rows 50,001–50,100)',
    page: { sorting: [{ componentId: dimension('population'), sortingOrder: 'desc' }], offset: 50_000 },
  },
  { name: 'table sorted page (municipality ↓)', page: { sorting: [{ componentId: dimension('municipality'), sortingOrder: 'desc' }] } },
  // Years are xsd:gYear literals: the rows of the years that hold the page (about 18,000 a year in the 10⁶ cube).
  { name: 'table sorted page (year ↑, rows 1001–1100)', page: { sorting: [{ componentId: dimension('year'), sortingOrder: 'asc' }], offset: 1000 } },
  { name: 'table deep page (year ↑, rows 50,001–50,100)', page: { sorting: [{ componentId: dimension('year'), sortingOrder: 'asc' }], offset: 50_000 } },
  {
    name: 'table sorted page (municipality ↓, year ↓)',
    page: {
      sorting: [
        { componentId: dimension('municipality'), sortingOrder: 'desc' },
        { componentId: dimension('year'), sortingOrder: 'desc' },
      ],
    },
  },
  { name: 'table search (“0042 2020”)', page: { search: '0042 2020' } },
];

const post = (server: TestServer, source: { type: string; url: string }) => async (c: Case, cold: boolean) => {
  const response = await fetch(`${server.url}/api/data/${c.query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cold && { 'cache-control': 'no-cache' }) },
    body: JSON.stringify({ sourceType: source.type, sourceUrl: source.url, locale: 'de', ...c.variables, format: 'columns' }),
  });
  const text = await response.text();
  if (!response.ok) return { status: response.status, bytes: text.length, message: text.slice(0, 200) };
  return { status: response.status, bytes: text.length };
};

/** The table cases with the variables the web sends for their pages, on a new table chart of the cube. */
const tableCases = async (server: TestServer, source: { type: string; url: string }): Promise<Case[]> => {
  const response = await fetch(`${server.url}/api/data/dataCubesComponents`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ sourceType: source.type, sourceUrl: source.url, locale: 'de', cubeFilters: [{ iri: IRI }] }),
  });
  const components: DataCubeComponents = (await response.json()).data.dataCubesComponents;
  const config = getInitialChartConfig({ cubes: [{ iri: IRI }], ...components, chartType: 'table', key: createChartKey() }) as ChartConfigOf<'table'>;
  return TABLE_PAGES.map(({ name, page }) => ({
    name,
    query: 'dataCubeTablePage',
    variables: tablePageQuery(config, [{ iri: IRI, filters: {} }], componentsById(components), { ...FIRST_TABLE_PAGE, ...page })!,
  }));
};

const measure = async (label: string, server: TestServer, source: { type: string; url: string }) => {
  const call = post(server, source);
  const tables = await tableCases(server, source);
  const name = (id: string) => id.split('/').at(-1);
  for (const t of tables)
    console.log(`${t.name}: sorted by ${(t.variables as { sorting: ColumnSort[] }).sorting.map((s) => `${name(s.componentId)} ${s.sortingOrder}`).join(', ')}`);
  console.log(`\n${label}: ${SIZE} observations cube, medians of ${RUNS} runs (whole cube: 3), ms`);
  // first: the case's first call, before the timed ones; it pays for what they find kept (the embedded store's sorted table rows).
  console.log('query | status | answer KB | first | cold p50 | cold p95 | warm p50');
  for (const c of [...CASES, ...CHART_CASES, ...tables]) {
    if ((c.large && SIZE !== '1e5') || (ONLY && !c.name.includes(ONLY))) continue;
    const started = performance.now();
    const first = await call(c, true);
    const firstMs = performance.now() - started;
    const runs = c.large ? 3 : RUNS;
    const cold = await timeRuns(runs, () => call(c, true));
    await call(c, false);
    const warm = await timeRuns(runs, () => call(c, false));
    const note = 'message' in first ? ` (${first.message})` : '';
    console.log(
      [c.name, first.status, round(first.bytes / 1024), round(firstMs), round(median(cold)), round(percentile(cold, 95)), round(median(warm))].join(' | ') +
        note,
    );
  }
};

const { file, triples } = generateBigCube(SIZE);
console.log(`cube ${IRI}: ${triples} triples, ${mb(statSync(file).size)} MB Turtle`);

if (TARGET !== 'virtuoso') {
  const before = process.memoryUsage().rss;
  const started = performance.now();
  const server = await startServer({ files: [file], timeoutMs: 120_000, settings: { NO_CACHE_BUDGET: 1e9, RATE_LIMIT_MAX: 0 } });
  const loaded = performance.now() - started;
  const rss = process.memoryUsage().rss - before;
  console.log(`\nembedded store: loaded in ${round(loaded / 1000)} s; RSS +${mb(rss)} MB (${mb((rss / triples) * 1e6)} MB per million triples)`);
  await measure('embedded store', server, { type: 'sparql', url: EMBEDDED_SOURCE_URL });
  await server.close();
}

if (TARGET !== 'embedded') {
  const endpoint = startBigVirtuoso(SIZE);
  const server = await startServer({ endpoints: [endpoint], remoteTimeoutMs: 120_000, settings: { NO_CACHE_BUDGET: 1e9, RATE_LIMIT_MAX: 0 } });
  await measure('Virtuoso', server, { type: 'sparql', url: endpoint });
  await server.close();
}
