/**
 * What a chart says to someone who does not see it (issue 15, "charts for everyone"):
 * - its description: chart type, what each axis shows and spans, the series, how to read it;
 * - the keyboard's way through its marks: the chart is one tab stop, the arrow keys step from
 *   mark to mark (left/right along a series, up/down across series at the same category),
 *   Home/End to the first/last mark.
 * Pure, so both are tested without a DOM; the web layer translates the message keys.
 */
import type { DrawnChartType } from './definition';
import type { Mark, Scene, Tooltip } from './scene';

/** The message keys of a chart's description; every locale's catalogue has them. */
export type DescriptionKey =
  | 'chart.describe.type'
  | 'chart.describe.axis.bottom'
  | 'chart.describe.axis.left'
  | 'chart.describe.axis.right'
  | 'chart.describe.axis.bottom.title'
  | 'chart.describe.axis.left.title'
  | 'chart.describe.axis.right.title'
  | 'chart.describe.extremes'
  | 'chart.describe.extremes.series'
  | 'chart.describe.series'
  | 'chart.describe.marks';

/** One sentence of the description: a message key and its values (`type` is a chart type, translated by the view). */
export type DescriptionPart = { key: DescriptionKey; values: Record<string, string | number> };

/** How many series names the description lists before it says "and N more". */
const LISTED_SERIES = 8;

/** A mark the keyboard can reach: every mark with a tooltip, undrawn line points included. */
export type ReadableMark = Extract<Mark, { tooltip: Tooltip }>;

export const readableMarks = (marks: Mark[]): ReadableMark[] => marks.filter((m): m is ReadableMark => 'tooltip' in m);

type AxisPosition = 'bottom' | 'left' | 'right';

/** The axis the categories (or dates) run along: down the side of a bar chart, else along the bottom; scatterplots and pies have none. */
const categoryAxis = (chartType: DrawnChartType): AxisPosition | undefined =>
  chartType === 'bar' ? 'left' : chartType === 'scatterplot' || chartType === 'pie' ? undefined : 'bottom';

/** Where a mark sits along the category axis, in reading order (left to right, top to bottom). */
const along = (mark: ReadableMark, axis: AxisPosition) => {
  if (mark.type === 'rect') return axis === 'bottom' ? mark.x + mark.width / 2 : mark.y + mark.height / 2;
  if (mark.type === 'circle') return axis === 'bottom' ? mark.cx : mark.cy;
  return 0;
};

/** The first and last of the marks along the category axis: the data's own range, not the axis's ticks (which may stop short of it). */
const categoryRange = (marks: ReadableMark[], axis: AxisPosition) => {
  let [first, last] = [marks[0], marks[0]];
  for (const mark of marks) {
    if (along(mark, axis) < along(first, axis)) first = mark;
    if (along(mark, axis) > along(last, axis)) last = mark;
  }
  return { from: first.tooltip.title, to: last.tooltip.title };
};

/** Something drawn for a value, with the tooltip that reads it: a mark, a map's area or circle. */
type ValuedMark = { value: number; tooltip: Tooltip };

/** A value as its tooltip writes it (the measure's format, the page's locale), with where it is: category and series. */
const valueAt = (mark: ValuedMark, withSeries: boolean) => {
  const at = [mark.tooltip.title, withSeries ? mark.tooltip.series : undefined].filter(Boolean).join(', ');
  return at ? `${mark.tooltip.value} (${at})` : mark.tooltip.value;
};

/** The lowest and highest of the marks, the first in drawing order on a tie. */
export const extremes = (marks: ValuedMark[], withSeries: boolean) => {
  let [min, max] = [marks[0], marks[0]];
  for (const mark of marks) {
    if (mark.value < min.value) min = mark;
    if (mark.value > max.value) max = mark;
  }
  return { min: valueAt(min, withSeries), max: valueAt(max, withSeries) };
};

/**
 * The description of a chart, from what it draws: its type; each axis with its title, the
 * category axis also with its first and last category drawn (the data's extent, not the axis's
 * ticks); the lowest and highest values with their category and series (per measure on a combo
 * chart, whose measures differ in unit); the series (the legend: colour never says alone what a
 * mark is) and how many values the keys read.
 */
export const describeChart = (scene: Scene, chartType: DrawnChartType): DescriptionPart[] => {
  const parts: DescriptionPart[] = [{ key: 'chart.describe.type', values: { type: chartType } }];
  const marks = readableMarks(scene.marks);
  const categories = categoryAxis(chartType);
  for (const position of ['bottom', 'left', 'right'] as const) {
    const axis = scene.axes.find((a) => a.position === position);
    if (!axis || axis.ticks.length === 0) continue;
    const title = axis.title?.trim() || '–';
    parts.push(
      position === categories && marks.length
        ? { key: `chart.describe.axis.${position}`, values: { title, ...categoryRange(marks, position) } }
        : { key: `chart.describe.axis.${position}.title`, values: { title } },
    );
  }
  const series = scene.legend.filter((item) => !item.hidden).map((item) => item.label);
  if (chartType.startsWith('combo')) {
    for (const name of new Set(marks.map((m) => m.tooltip.series ?? ''))) {
      parts.push({
        key: 'chart.describe.extremes.series',
        values: {
          series: name,
          ...extremes(
            marks.filter((m) => (m.tooltip.series ?? '') === name),
            false,
          ),
        },
      });
    }
  } else if (marks.length) parts.push({ key: 'chart.describe.extremes', values: extremes(marks, series.length > 1) });
  if (series.length > 0) {
    const listed = series.slice(0, LISTED_SERIES).join(', ');
    const more = series.length - LISTED_SERIES;
    parts.push({ key: 'chart.describe.series', values: { count: series.length, names: more > 0 ? `${listed} (+${more})` : listed } });
  }
  if (marks.length > 0) parts.push({ key: 'chart.describe.marks', values: { count: marks.length } });
  return parts;
};

/** The keys that move through the marks. */
export type MarkKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End';

export const isMarkKey = (key: string): key is MarkKey => ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'].includes(key);

/**
 * The mark the key leads to from mark `index` (undefined: none active yet, the first key starts at
 * the first mark). Left/right go to the previous/next mark of the same series, up/down to the
 * mark of the same category in the previous/next series; where there is none (one series, a
 * category missing) they go to the previous/next mark in drawing order. Never past either end.
 */
export const stepMark = (marks: ReadableMark[], index: number | undefined, key: MarkKey): number | undefined => {
  if (marks.length === 0) return undefined;
  const last = marks.length - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  if (index === undefined) return 0;
  const forward = key === 'ArrowRight' || key === 'ArrowDown';
  const inOrder = Math.min(last, Math.max(0, index + (forward ? 1 : -1)));
  const current = marks[index].tooltip;
  const seriesOf = (m: ReadableMark) => m.tooltip.series ?? '';
  if (key === 'ArrowLeft' || key === 'ArrowRight') {
    const same = marks.map((m, i) => i).filter((i) => seriesOf(marks[i]) === seriesOf(marks[index]));
    const at = same.indexOf(index) + (forward ? 1 : -1);
    return at >= 0 && at < same.length ? same[at] : index;
  }
  const series = [...new Set(marks.map(seriesOf))];
  if (series.length < 2) return inOrder;
  const next = series[series.indexOf(current.series ?? '') + (forward ? 1 : -1)];
  if (next === undefined) return index;
  const found = marks.findIndex((m) => seriesOf(m) === next && m.tooltip.title === current.title);
  return found >= 0 ? found : inOrder;
};

/**
 * What the live region announces for a mark: category, series and value, with its place; a sum by
 * a hierarchy level, how many values it covers, as the tooltip says it (`countText`, the view's words).
 */
export const announcement = (tooltip: Tooltip, countText?: (count: number) => string) =>
  [tooltip.title, tooltip.series, tooltip.value, tooltip.count !== undefined && countText?.(tooltip.count)].filter(Boolean).join(', ');
