/**
 * possibleFilters' own SPARQL on Oxigraph, the embedded store's engine, as a cubeviz whose remote
 * source is another cubeviz's /api/sparql asks them: the stored forms of versioned filter values
 * (storedFormsQuery) and each listed dimension's query under no filter (unfilteredQuery), on the
 * shared cubes. Oxigraph picks some plans at random (the order of a group's filters), so the max of
 * the runs is printed beside the median: a max far above it is a plan that only sometimes runs.
 * Run: npm run bench:oxigraph-queries (RUNS=n, 20 by default)
 */
import { storedFormsQuery, unfilteredQuery } from '../src/server/data/possible-filters';
import { createEmbeddedStore } from '../src/server/data/store';
import { sharedCubeFiles } from '../tests/support/server';
import { median, round } from './stats';

const RUNS = Number(process.env.RUNS ?? 20);
const FORESTRY = 'https://ld.admin.ch/cube/fso/px-x-0703010000_103';
const id = (path: string) => `${FORESTRY}___${FORESTRY}/${path}`;
/** Forestry's filters as the configurator sends them: the year a literal, the others version-independent IRIs. */
const FILTERS = {
  [id('jahr')]: { type: 'single', value: '2014' },
  [id('kanton')]: { type: 'single', value: 'https://ld.admin.ch/country/CHE' },
  [id('forstzone')]: { type: 'single', value: `${FORESTRY}/forstzone/0` },
  [id('groessenklasse')]: { type: 'single', value: `${FORESTRY}/groessenklasse/1` },
} as const;

const files = sharedCubeFiles();
if (!files.length) throw new Error('The shared cubes (../shared/data/cubes) are missing');
const store = createEmbeddedStore(files);

const queries: [string, string][] = [];
for (const cube of [`${FORESTRY}/1`, `${FORESTRY}/2`]) {
  const version = cube.slice(-1);
  queries.push([`stored forms, forestry v${version}`, storedFormsQuery(cube, FILTERS)!]);
  for (const path of ['jahr', 'kanton', 'forstzone']) queries.push([`unfiltered ${path}, forestry v${version}`, unfilteredQuery(cube, id(path))]);
}

console.log(`Oxigraph in this process, the shared cubes; ${RUNS} runs each; ms`);
console.log('query | rows | median | max');
for (const [name, query] of queries) {
  const durations: number[] = [];
  let rows = 0;
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    rows = (store.query(query) as unknown[]).length;
    durations.push(performance.now() - started);
  }
  console.log([name, rows, round(median(durations)), round(Math.max(...durations))].join(' | '));
}
