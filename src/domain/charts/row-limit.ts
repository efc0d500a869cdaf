/**
 * How many observations a chart's query can answer, told before it is sent (issue 32 §2): past a
 * limit a browser draws, the chart is not asked for, and the author learns which filter to add.
 *
 *   chartQuery ─► each cube's key dimensions, the values their filters leave  (no request: the
 *                                                                              components list them)
 *              ─► Σ over cubes of Π of those counts                           an upper bound
 *              ─► more than the limit of the chart's kind? the dimensions whose single-value
 *                 filter brings it under, best first                           rowExcess
 *
 * The estimate is an upper bound: an observation per combination of key dimension values, which
 * a dense cube has and a sparse one (gaps, municipalities merged away) has fewer of. A dimension
 * whose values are not listed counts one. Joined cubes add up (a full outer join has at most the
 * rows of all its cubes).
 */
import { mayPageOnServer } from './table/page-query';
import type { ChartConfig, FilterValue } from '../config';
import { componentsById, findValue, isTemporalDimension, type DataCubeComponents, type Dimension, type Locale } from '../data';
import { ownsDimension } from '../configurator/edits';
import { formatNumber } from '../format';
import type { MessageKey } from '../messages';
import { chartComponentIds, sceneKind, type CubeQuery, type SceneKind } from './pipeline';

/** The most observations a chart of each kind is asked for (the server's CHART_MAX_ROWS, MAP_MAX_ROWS, TABLE_MAX_ROWS). */
export type RowLimits = Record<SceneKind, number>;

/**
 * What a browser draws without the page stalling (bench/row-limit.ts, headless Chromium on a
 * shared 2-core machine under load, navigation to drawn chart of the published view):
 * - svg: every observation is a mark (a column, a point, a line's vertex) in one SVG drawn by
 *   React. A stacked column chart took 2.9 s with 5,000 rects, 3.8 s with 10,000, 5.6 s with
 *   20,000, 9.7 s with 50,000 and 29 s (186 MB of heap) with 107,000: 20,000, past which a
 *   screen 2,000 px wide does not tell marks apart anyway;
 * - table: it holds every row but draws only those in view; 5,000 rows took 2.1 s, 110,000 3.3 s
 *   (25 MB). The server's DATA_MAX_CELLS (1,000,000) is the cap there: 100,000 rows of ten columns;
 * - map: a map draws one frame (an animation's year) at a time but holds and classifies every
 *   observation; not measured, set between the two: 50,000.
 */
export const DEFAULT_ROW_LIMITS: RowLimits = { svg: 20_000, map: 50_000, table: 100_000 };

/** The smallest limit the server accepts: more than the 20 cubes a chart joins, each filtered to one observation. */
export const MIN_ROW_LIMIT = 100;

/**
 * How many of a dimension's values its filter leaves: one for a single value ('most recent'
 * included), the chosen ones of a multi filter, those from…to of a range, all without a filter.
 */
export const filteredValueCount = (dimension: Dimension, filter: FilterValue | undefined): number => {
  const all = Math.max(dimension.values.length, 1);
  if (!filter) return all;
  if (filter.type === 'single') return 1;
  if (filter.type === 'multi') return Math.min(Object.keys(filter.values).length, all);
  const from = findValue(dimension.values, filter.from);
  const to = findValue(dimension.values, filter.to);
  if (from && to) {
    const [a, b] = [dimension.values.indexOf(from), dimension.values.indexOf(to)];
    return Math.abs(b - a) + 1;
  }
  // A range of dates between values the dimension lists or not: its dates compare as text (ISO).
  if (isTemporalDimension(dimension)) return dimension.values.filter((v) => String(v.value) >= filter.from && String(v.value) <= filter.to).length;
  return all;
};

/** Each cube's key dimensions with the count of values its filters leave. */
const cubeCounts = (query: CubeQuery[], components: DataCubeComponents): Map<string, number>[] =>
  query.map(
    (cube) =>
      new Map(
        components.dimensions
          .filter((d) => d.isKeyDimension && ownsDimension(query, cube.iri, d))
          .map((d) => [d.id, filteredValueCount(d, cube.filters[d.id])] as const),
      ),
  );

/** The rows of all cubes with the dimensions in `filtered` filtered to one value each. */
const rowsOf = (counts: Map<string, number>[], filtered: ReadonlySet<string> = new Set()) =>
  counts.reduce((sum, cube) => sum + [...cube].reduce((product, [id, count]) => product * (filtered.has(id) ? 1 : count), 1), 0);

/** The most observations the query can answer (an upper bound, see above). */
export const estimateRows = (query: CubeQuery[], components: DataCubeComponents) => rowsOf(cubeCounts(query, components));

/** A chart past its limit: its estimated rows and the dimensions to filter. */
export type RowExcess = {
  rows: number;
  limit: number;
  /**
   * The dimensions to filter, best first: those the chart does not draw (filtering them keeps its
   * form), then by the fewest rows left. Any one of them is enough, or with `together` all are
   * needed (no one alone brings the rows under the limit).
   */
  dimensionIds: string[];
  together: boolean;
};

/**
 * Whether the query asks for more observations than `limit`, and which single-value filters bring
 * it under. `drawn`: the components the chart draws. A limit of at least the number of cubes can
 * always be met (each cube filtered to one observation).
 */
export const rowExcess = (query: CubeQuery[], components: DataCubeComponents, limit: number, drawn: ReadonlySet<string>): RowExcess | undefined => {
  const counts = cubeCounts(query, components);
  const rows = rowsOf(counts);
  if (rows <= limit) return undefined;
  const candidates = [...new Set(counts.flatMap((cube) => [...cube].filter(([, count]) => count > 1).map(([id]) => id)))];
  const rank = (filtered: Set<string>) => (id: string) => ({ id, drawn: drawn.has(id), rows: rowsOf(counts, new Set([...filtered, id])) });
  const best = (a: { drawn: boolean; rows: number }, b: { drawn: boolean; rows: number }) => Number(a.drawn) - Number(b.drawn) || a.rows - b.rows;
  const alone = candidates
    .map(rank(new Set()))
    .filter((c) => c.rows <= limit)
    .sort(best);
  if (alone.length) return { rows, limit, dimensionIds: alone.map((c) => c.id), together: false };
  // None alone: the one that leaves fewest rows, then the next, until the rest fit.
  const chosen = new Set<string>();
  while (rowsOf(counts, chosen) > limit && chosen.size < candidates.length) {
    const next = candidates
      .filter((id) => !chosen.has(id))
      .map(rank(chosen))
      .sort((a, b) => a.rows - b.rows || Number(a.drawn) - Number(b.drawn))[0];
    chosen.add(next.id);
  }
  return { rows, limit, dimensionIds: [...chosen], together: true };
};

/**
 * A chart's excess under the limit of its kind, from its query (chartQuery) and its components; none
 * while they load, and none for a table that pages on the server (it holds one page, whatever its rows).
 */
export const chartRowExcess = (config: ChartConfig, components: DataCubeComponents | undefined, query: CubeQuery[], limits: RowLimits) => {
  if (!components || !query.length || (config.chartType === 'table' && mayPageOnServer(query))) return undefined;
  return rowExcess(query, components, limits[sceneKind(config)], new Set(chartComponentIds(config, componentsById(components))));
};

/** The message of an excess, its numbers in the locale's format and the dimensions named by `names` (their labels). */
export const rowExcessMessage = (excess: RowExcess, kind: SceneKind, locale: Locale, names: string[]) => {
  const key: MessageKey = kind === 'table' ? 'chart.too-many-rows.table' : kind === 'map' ? 'chart.too-many-rows.map' : 'chart.too-many-rows.chart';
  const list: MessageKey = excess.together ? 'chart.too-many-rows.and' : 'chart.too-many-rows.or';
  return {
    key,
    values: { rows: formatNumber(excess.rows, locale, 0), limit: formatNumber(excess.limit, locale, 0) },
    /** The dimensions as one phrase: `last` alone, or `first` (comma-separated) and `last` joined by the `list` message. */
    dimensions: { list, first: names.slice(0, -1).join(', '), last: names.at(-1) ?? '' },
  };
};
export type RowExcessMessage = ReturnType<typeof rowExcessMessage>;
