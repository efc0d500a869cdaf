/**
 * The generated cubes of the browser benches, imported like the bundled ones: 2,000 days (one value
 * per day) and 20 series × 500 months. `writeCubes` writes them to a data folder for `startFullApp`;
 * `publishChart` publishes a chart of one of them on a running app.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createChartKey, getInitialChartConfig, type ChartConfig } from '../src/domain/config';
import { importDescriptionFile } from '../src/server/import/catalogue';
import { componentsFrom, publish } from '../tests/support/chart-gallery';

const BASE = 'https://bench.cubeviz.org/cube';
export const GENERATED_CUBES = { days: `${BASE}/days/1`, series: `${BASE}/series/1` } as const;

/** A deterministic wobble, so every run draws the same data. */
const wave = (i: number, s = 0) => Math.round(500 + 300 * Math.sin(i / 17 + s) + 100 * Math.sin(i / 3.1 + s * 2));
export const names = (text: string) => ({ de: text, fr: text, it: text, en: text });

export const description = (id: string, title: string, file: string, columns: object[]) => ({
  cube: {
    iri: `${BASE}/${id}/1`,
    unversionedIri: `${BASE}/${id}`,
    version: 1,
    status: 'Published',
    datePublished: '2026-01-01',
    identifier: id,
    title: names(title),
    description: names(`${title}, generated for the render bench.`),
    creator: { iri: 'https://bench.cubeviz.org/org/bench', name: names('Bench') },
    themes: [{ iri: 'https://bench.cubeviz.org/theme/bench', name: names('Bench') }],
    contact: { name: 'Bench', email: 'bench@example.org' },
    landingPage: 'https://bench.cubeviz.org/',
    license: 'https://creativecommons.org/publicdomain/zero/1.0/',
    credit: 'Generated data.',
  },
  source: { file },
  columns,
});
const valueColumn = { path: 'value', id: 'value', kind: 'measure', scale: 'ratio', datatype: 'integer', name: names('Value') };

/** Writes the cubes' data and descriptions to a temporary folder and returns its DATA_DIR. */
export const writeCubes = () => {
  const dir = mkdtempSync(join(tmpdir(), 'bench-charts-'));
  const data = join(dir, 'data');
  mkdirSync(data);
  const day = (i: number) => new Date(Date.UTC(2000, 0, 1 + i)).toISOString().slice(0, 10);
  writeFileSync(join(dir, 'days.csv'), ['day,value', ...Array.from({ length: 2000 }, (_, i) => `${day(i)},${wave(i)}`)].join('\n'));
  const month = (i: number) => `${1980 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;
  const series = Array.from({ length: 20 }, (_, s) => `Series ${String(s + 1).padStart(2, '0')}`);
  writeFileSync(
    join(dir, 'series.csv'),
    ['month,series,value', ...series.flatMap((name, s) => Array.from({ length: 500 }, (_, i) => `${month(i)},${name},${wave(i, s)}`))].join('\n'),
  );
  const cubes = {
    days: description('days', '2,000 days', './days.csv', [
      { path: 'day', id: 'day', kind: 'key', scale: 'interval', temporal: 'day', name: names('Day') },
      valueColumn,
    ]),
    series: description('series', '20 series × 500 months', './series.csv', [
      { path: 'month', id: 'month', kind: 'key', scale: 'interval', temporal: 'month', name: names('Month') },
      {
        path: 'series',
        id: 'series',
        kind: 'key',
        scale: 'nominal',
        name: names('Series'),
        values: { iri: 'https://bench.cubeviz.org/series/{code}', list: series.map((name) => ({ value: name, name: names(name) })) },
      },
      valueColumn,
    ]),
  };
  for (const [id, cube] of Object.entries(cubes)) {
    writeFileSync(join(dir, `${id}.json`), JSON.stringify(cube));
    writeFileSync(join(data, `${id}.ttl`), importDescriptionFile(join(dir, `${id}.json`)).turtle);
  }
  return data;
};

/**
 * Publishes a chart of a generated cube on the app at `url` and returns its key: the initial config,
 * changed by `edit`, which gets the cube's component ids (dimensions, then measures).
 */
export const publishChart = async (url: string, iri: string, type: 'column' | 'line', edit: (config: any, ids: string[]) => void) => {
  const components = await componentsFrom(url)(iri);
  const config = getInitialChartConfig({ cubes: [{ iri }], ...components, chartType: type, key: createChartKey() }) as ChartConfig;
  edit(
    config,
    [...components.dimensions, ...components.measures].map((c) => c.id),
  );
  return publish(url, config);
};

/** The series cube's 20 series as segments of a line chart, all shown. */
export const allSeries = (config: any, [, series]: string[]) => {
  config.fields.segment = { componentId: series };
  config.fields.color = { type: 'segment', paletteId: 'category10', colorMapping: {} };
  config.cubes[0].filters = {};
};
