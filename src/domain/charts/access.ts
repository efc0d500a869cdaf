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
  | 'chart.describe.series'
  | 'chart.describe.marks';

/** One sentence of the description: a message key and its values (`type` is a chart type, translated by the view). */
export type DescriptionPart = { key: DescriptionKey; values: Record<string, string | number> };

/** How many series names the description lists before it says "and N more". */
const LISTED_SERIES = 8;

/** A mark the keyboard can reach: every mark with a tooltip, undrawn line points included. */
export type ReadableMark = Extract<Mark, { tooltip: Tooltip }>;

export const readableMarks = (marks: Mark[]): ReadableMark[] => marks.filter((m): m is ReadableMark => 'tooltip' in m);

/**
 * The description of a chart: its type, each axis with its title and first and last tick, the
 * series (the legend: colour never says alone what a mark is) and how many values the keys read.
 */
export const describeChart = (scene: Scene, chartType: DrawnChartType): DescriptionPart[] => {
  const parts: DescriptionPart[] = [{ key: 'chart.describe.type', values: { type: chartType } }];
  for (const position of ['bottom', 'left', 'right'] as const) {
    const axis = scene.axes.find((a) => a.position === position);
    if (!axis || axis.ticks.length === 0) continue;
    // Value axes tick upwards from the bottom: the first tick in reading order is the smallest.
    const ticks = position === 'bottom' ? axis.ticks : [...axis.ticks].sort((a, b) => b.position - a.position);
    parts.push({
      key: `chart.describe.axis.${position}`,
      values: { title: axis.title?.trim() || '–', from: ticks[0].label, to: ticks[ticks.length - 1].label },
    });
  }
  const series = scene.legend.filter((item) => !item.hidden).map((item) => item.label);
  if (series.length > 0) {
    const listed = series.slice(0, LISTED_SERIES).join(', ');
    const more = series.length - LISTED_SERIES;
    parts.push({ key: 'chart.describe.series', values: { count: series.length, names: more > 0 ? `${listed} (+${more})` : listed } });
  }
  const count = readableMarks(scene.marks).length;
  if (count > 0) parts.push({ key: 'chart.describe.marks', values: { count } });
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

/** What the live region announces for a mark: category, series and value, with its place. */
export const announcement = (tooltip: Tooltip) => [tooltip.title, tooltip.series, tooltip.value].filter(Boolean).join(', ');
