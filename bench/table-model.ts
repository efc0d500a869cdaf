/**
 * The table model in the browser's hands (domain/charts/table/model.ts), without a browser: the rows
 * of 1,000 days × 10 or 100 stations, a measure, in the order a table shows them when nothing sorts
 * it (days, then stations) and when a visitor clicked the station header (its ties by day).
 * Prints the median and p95 of RUNS, in ms. A browser holds at most 10,000 rows
 * (TABLE_BROWSER_MAX_ROWS); the 100,000 show how the cost grows.
 * Run: npx tsx bench/table-model.ts
 */
import { initialTableFields } from '../src/domain/charts/table/columns';
import { tableModel } from '../src/domain/charts/table/model';
import type { ColumnSort } from '../src/domain/charts/table/sorting';
import { dimension, measure, yearDimension } from '../src/domain/charts/test-fixture';
import type { Component, Observation } from '../src/domain/data';
import { median, percentile, round } from './stats';

const RUNS = 15;
const DAYS = Array.from({ length: 1000 }, (_, i) => new Date(Date.UTC(2020, 0, 1 + i)).toISOString().slice(0, 10));

const rowsOf = (stationCount: number) => {
  const stations = Array.from({ length: stationCount }, (_, i) => `Station ${i}`);
  const components = { dimensions: [{ ...yearDimension(DAYS), timeUnit: 'Day' as const }, dimension('station', stations)], measures: [measure('pm10')] };
  const byId = new Map<string, Component>([...components.dimensions, ...components.measures].map((c) => [c.id, c as Component]));
  // Stations first, as a cube's IRIs may list them: the model has to order the rows.
  const observations: Observation[] = stations.flatMap((station, j) =>
    DAYS.map((day) => ({ cube___year: day, cube___station: station, cube___pm10: (j * 7.3) % 60 })),
  );
  return { fields: initialTableFields(components), byId, observations };
};

console.log('rows | order | median ms | p95 ms');
for (const stations of [10, 100]) {
  const { fields, byId, observations } = rowsOf(stations);
  const orders: [string, ColumnSort[]][] = [
    ['nothing sorts', []],
    ['station header clicked', [{ componentId: 'cube___station', sortingOrder: 'asc' }]],
  ];
  for (const [name, visitorSorting] of orders) {
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      tableModel({ config: { fields, sorting: [] }, components: byId, observations, locale: 'en', visitorSorting });
      times.push(performance.now() - started);
    }
    console.log([observations.length.toLocaleString('en'), name, round(median(times)), round(percentile(times, 95))].join(' | '));
  }
}
