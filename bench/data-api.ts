/**
 * Times dataCubesComponents and dataCubesObservations through HTTP on the largest cube of
 * ../shared/data/cubes, loaded with DATA_DIR into the real app: median of 20 runs.
 * The first run of each query is cold (nothing cached); the rest reuse the components cache.
 * Run: npx tsx bench/data-api.ts
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readSettings } from '../src/server/settings';
import { startApp } from '../src/server/start';
import { median, percentile, round, timeRuns } from './stats';

const SHARED = new URL('../../shared/data/cubes/', import.meta.url).pathname;
const CUBE = 'https://ld.admin.ch/cube/fso/px-x-0703010000_103/2';
const UNVERSIONED = 'https://ld.admin.ch/cube/fso/px-x-0703010000_103';
const RUNS = 20;

const settings = readSettings({ PORT: '0', DATA_DIR: SHARED, STATE_DIR: mkdtempSync(join(tmpdir(), 'bench-')), LOG_LEVEL: 'silent' });
const { app } = await startApp(settings);
const address = app.server.address();
const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

const post = async (query: string, variables: object) => {
  const response = await fetch(`${url}/api/data/${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ sourceType: 'sparql', sourceUrl: '/api/sparql', locale: 'en', ...variables }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${query}: ${response.status} ${text.slice(0, 200)}`);
  return text.length;
};

const id = (path: string) => `${UNVERSIONED}___${UNVERSIONED}/${path}`;
const cases: [string, string, object][] = [
  ['dataCubesComponents', 'all components with values', { cubeFilters: [{ iri: CUBE }] }],
  [
    'dataCubesObservations',
    'one year, one zone, all cantons and size classes, one measure (216 rows)',
    {
      cubeFilters: [
        {
          iri: CUBE,
          componentIds: [id('kanton'), id('groessenklasse'), id('E012')],
          filters: { [id('jahr')]: { type: 'single', value: '2014' }, [id('forstzone')]: { type: 'single', value: `${CUBE}/forstzone/0` } },
        },
      ],
    },
  ],
  ['dataCubesObservations', 'every observation, every component (14,256 rows × 20)', { cubeFilters: [{ iri: CUBE }] }],
];

console.log(`cube ${CUBE}, ${RUNS} runs each`);
console.log('query | case | cold ms | median ms | p95 ms | answer bytes');
for (const [query, label, variables] of cases) {
  let bytes = 0;
  const runs = await timeRuns(RUNS, async () => (bytes = await post(query, variables)));
  console.log(`${query} | ${label} | ${round(runs[0])} | ${round(median(runs))} | ${round(percentile(runs, 95))} | ${bytes}`);
}
await app.close();
