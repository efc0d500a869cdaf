/**
 * Whole-cube downloads written by the server (issue 32 §4) on the generated big cube: time to the
 * first byte, rows per second and the server's peak RSS, for CSV and XLSX, on the embedded store and
 * on Virtuoso; beside them, the whole cube as the browser used to fetch it (dataCubesObservations,
 * columns form) and the file built from it in memory, as the page did.
 *
 * Run: SIZE=1e5|1e6 TARGET=embedded|virtuoso|both npm run bench:download. The cube and Virtuoso are
 * those of bench/big-cube.ts (bench/big-cube/setup.ts). The server runs in this process: its RSS is
 * the process's (the store's workers are threads), sampled every 20 ms while a file is read and
 * its bytes dropped.
 */
import { EMBEDDED_SOURCE_URL } from '../src/server/data/sources';
import type { DataCubeComponents } from '../src/domain/data';
import { decodeObservations } from '../src/domain/observation-columns';
import { toCsv, wholeCubeDownloadUrl, wholeCubeLayout, type DownloadFormat } from '../src/domain/viewer/download';
import { startServer, type TestServer } from '../tests/support/server';
import { cubeIri } from './big-cube/generate';
import { bigSizeOf, generateBigCube, mb, startBigVirtuoso } from './big-cube/setup';
import { round } from './stats';

const SIZE = bigSizeOf();
const TARGET = process.env.TARGET ?? 'both';
const IRI = cubeIri(SIZE);
const SETTINGS = { NO_CACHE_BUDGET: 1e9, RATE_LIMIT_MAX: 0 };

/** Peak RSS above the level when it started, sampled until stopped. */
const watchRss = () => {
  const base = process.memoryUsage().rss;
  let peak = base;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  return () => {
    clearInterval(timer);
    return mb(Math.max(peak, process.memoryUsage().rss) - base);
  };
};

type Run = { status: number; firstByteMs: number; totalMs: number; bytes: number; rows?: number; rssMb: number; message?: string };

/** Reads an answer to its end, dropping its bytes; counts CSV lines. */
const read = async (started: number, response: Response, stop: () => number, csv: boolean): Promise<Run> => {
  let firstByteMs = 0;
  let bytes = 0;
  let lines = 0;
  const reader = response.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (!bytes) firstByteMs = performance.now() - started;
    bytes += value.length;
    if (csv) for (let i = 0; i < value.length; i++) if (value[i] === 0x0a) lines++;
  }
  const totalMs = performance.now() - started;
  const run = { status: response.status, firstByteMs, totalMs, bytes, rssMb: stop() };
  return csv ? { ...run, rows: lines - 1 } : run;
};

const download = async (server: TestServer, sourceUrl: string, format: DownloadFormat): Promise<Run> => {
  const stop = watchRss();
  const started = performance.now();
  const url = `${server.url}${wholeCubeDownloadUrl({ sourceType: 'sparql', sourceUrl, locale: 'de', cubeIri: IRI, format, title: 'big', conversions: {} })}`;
  // As a browser's download manager asks: uncompressed, so that the bytes are the file's.
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  if (!response.ok) return { status: response.status, firstByteMs: 0, totalMs: 0, bytes: 0, rssMb: stop(), message: (await response.json()).message };
  return read(started, response, stop, format === 'csv');
};

/**
 * The old way: the whole cube's observations as the browser fetched them (columns form), then the
 * file built in memory from them as the page did; the server's peak and the builder's (here) apart.
 */
const inPage = async (server: TestServer, sourceUrl: string) => {
  const ask = async (name: string, variables: object, headers: Record<string, string> = {}) => {
    const response = await fetch(`${server.url}/api/data/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ sourceType: 'sparql', sourceUrl, locale: 'de', ...variables }),
    });
    return { status: response.status, body: await response.json() };
  };
  const components = (await ask('dataCubesComponents', { cubeFilters: [{ iri: IRI }] })).body.data.dataCubesComponents as DataCubeComponents;
  const stop = watchRss();
  const started = performance.now();
  const answer = await ask('dataCubesObservations', { cubeFilters: [{ iri: IRI, filters: {} }], format: 'columns' }, { 'cache-control': 'no-cache' });
  const answered = performance.now() - started;
  const serverMb = stop();
  if (answer.status !== 200) return console.log(`before: whole cube in the page | ${answer.status} | ${answer.body.message}`);
  const build = watchRss();
  const layout = wholeCubeLayout(components, {}, 'de');
  const csv = toCsv({ header: layout.header, rows: layout.rows(decodeObservations(answer.body.data.dataCubesObservations.data)) });
  const buildMb = build();
  console.log(
    `before: whole cube in the page | answer ${round(answered / 1000)} s, peak RSS +${serverMb} MB with the answer | file built in memory: ${mb(csv.length)} MB of text, peak RSS +${buildMb} MB`,
  );
};

/** A download given up after its first bytes, and asked again at once: the server stops the first and starts the second. */
const restart = async (server: TestServer, sourceUrl: string) => {
  const url = `${server.url}${wholeCubeDownloadUrl({ sourceType: 'sparql', sourceUrl, locale: 'de', cubeIri: IRI, format: 'csv', title: 'big', conversions: {} })}`;
  const first = new AbortController();
  const response = await fetch(url, { signal: first.signal, headers: { 'accept-encoding': 'identity' } });
  await response.body!.getReader().read();
  first.abort();
  const started = performance.now();
  // The server learns of the hang-up as its socket closes: a few ms.
  for (let tries = 0; ; tries++) {
    const again = await fetch(url, { method: 'HEAD' });
    if (again.status !== 429 || tries === 50) {
      console.log(`restart after hanging up | ${again.status} after ${round(performance.now() - started)} ms`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

const show = (label: string, run: Run) => {
  if (run.message) return console.log(`${label} | ${run.status} | ${run.message}`);
  const rate = run.rows ? ` | ${Math.round(run.rows / (run.totalMs / 1000)).toLocaleString('en')} rows/s` : '';
  console.log(
    `${label} | ${run.status} | first byte ${round(run.firstByteMs)} ms | total ${round(run.totalMs / 1000)} s | ${mb(run.bytes)} MB${run.rows ? ` | ${run.rows} rows` : ''}${rate} | peak RSS +${run.rssMb} MB`,
  );
};

const measure = async (label: string, server: TestServer, sourceUrl: string) => {
  console.log(`\n${label}: ${SIZE} observations cube`);
  // The first download finds cold caches (components), the second warm ones.
  show('CSV (cold)', await download(server, sourceUrl, 'csv'));
  show('CSV (warm)', await download(server, sourceUrl, 'csv'));
  show('XLSX', await download(server, sourceUrl, 'xlsx'));
  await restart(server, sourceUrl);
  await inPage(server, sourceUrl);
};

const { file, triples } = generateBigCube(SIZE);
console.log(`cube ${IRI}: ${triples} triples`);

if (TARGET !== 'virtuoso') {
  const server = await startServer({ files: [file], timeoutMs: 120_000, settings: SETTINGS });
  await measure('embedded store', server, EMBEDDED_SOURCE_URL);
  await server.close();
}

if (TARGET !== 'embedded') {
  const endpoint = startBigVirtuoso(SIZE);
  const server = await startServer({ endpoints: [endpoint], remoteTimeoutMs: 120_000, settings: SETTINGS });
  await measure('Virtuoso', server, endpoint);
  await server.close();
}
