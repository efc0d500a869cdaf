/**
 * Line charts: one line per segment category over a temporal (or ordered) x, with optional
 * dots, standard-error whiskers and a confidence band. The y axis starts at the data minimum
 * only for interval scales (spec 002 §5), or follows a custom domain.
 */
import { area, line } from 'd3-shape';
import type { ChartConfigOf } from '../../config';
import { isTemporalDimension, type Component } from '../../data';
import { applyInteractiveFilters, displayLabel, labelOrder, numericRows, type Row } from '../chart-data';
import { formatValue, linearMap, linearScale, pointAxis, valueDomain, valueTicks, verticalAxisWidth, wholeNumbers } from '../axes';
import type { ChartDefinition, ChartInput } from '../definition';
import type { Mark, Scene } from '../scene';
import { segmentSeries } from '../series';
import { limitExtent } from '../overlays/limits';
import { datumOf } from '../overlays/annotations';
import { labelWithUnit } from '../../format';

const DOT_RADIUS = { Small: 2, Medium: 3.5, Large: 5 } as const;
/** A series of one value draws no line: its point is a dot, visible with or without dots shown. */
export const LONE_DOT_RADIUS = DOT_RADIUS.Medium;

/** The dimension that relates to a measure in the given way (standard error, confidence bounds). */
export const relatedDimension = (
  components: Map<string, Component>,
  measureId: string,
  type: 'StandardError' | 'ConfidenceUpperBound' | 'ConfidenceLowerBound',
) => [...components.values()].find((c) => c.related?.some((r) => r.type === type && r.id === measureId));

const uncertainty = (config: ChartConfigOf<'line'>, components: Map<string, Component>) => {
  const { y } = config.fields;
  const upper = y.showConfidenceInterval ? relatedDimension(components, y.componentId, 'ConfidenceUpperBound') : undefined;
  const lower = y.showConfidenceInterval ? relatedDimension(components, y.componentId, 'ConfidenceLowerBound') : undefined;
  return {
    error: y.showStandardError ? relatedDimension(components, y.componentId, 'StandardError') : undefined,
    band: upper && lower ? { upper, lower } : undefined,
  };
};

const number = (value: unknown) => (typeof value === 'number' && !Number.isNaN(value) ? value : undefined);

/** Scales of a chart with points on a category x axis and a linear y: line, area and the combos. */
export const pointFrame = ({
  width,
  height,
  categories,
  x,
  yDomain,
  locale,
  custom = false,
  percent = false,
  integers = false,
  right = false,
}: {
  width: number;
  height: number;
  categories: string[];
  x: Component | undefined;
  yDomain: [number, number];
  locale: string;
  custom?: boolean;
  percent?: boolean;
  /** Whole-number data: whole ticks only (wholeNumbers). */
  integers?: boolean;
  /** Leave room for a second value axis on the right. */
  right?: boolean;
}) => {
  const y = linearScale(yDomain, [height, 0], custom);
  const yTicks = valueTicks(y, locale as never, { percent, integers });
  const left = verticalAxisWidth(yTicks);
  const plot = { left, top: 8, width: Math.max(40, width - left - (right ? left : 16)), height };
  const xAxis = pointAxis(categories, [0, plot.width], x && isTemporalDimension(x) ? x.timeUnit : undefined, (c) => displayLabel(x, c));
  return { plot, y, yTicks, xAxis };
};

/** The category axis of a point chart, for the overlays. */
export const pointCategory = (componentId: string, categories: string[], axis: ReturnType<typeof pointAxis>) => ({
  componentId,
  positions: categories.map((c) => ({ label: c, from: axis.position(c), to: axis.position(c) })),
  time: axis.time,
});

const lineScene = (input: ChartInput<'line'>): Scene => {
  const { config, components, observations, state, width, height, locale } = input;
  const { x, y, segment, color } = config.fields;
  const xComponent = components.get(x.componentId);
  const measure = components.get(y.componentId);
  const segmentComponent = segment && components.get(segment.componentId);
  const { error, band } = uncertainty(config, components);
  const shown = applyInteractiveFilters(observations, interactive(config), state);
  const rows = numericRows(shown, x.componentId, y.componentId, segment?.componentId);
  const series = segmentSeries(observations, segmentComponent, { sorting: segment?.sorting, measureId: y.componentId, color, state, shape: 'line', locale });

  const present = new Set(rows.map((r) => r.category));
  const categories = (xComponent ? labelOrder(xComponent, shown) : [...present]).filter((c) => present.has(c));
  const spread = (row: Row) => {
    const e = error && number(row.observation[error.id]);
    const [lo, hi] = band ? [number(row.observation[band.lower.id]), number(row.observation[band.upper.id])] : [];
    return [row.value, ...(e !== undefined ? [row.value - e, row.value + e] : []), ...(lo !== undefined ? [lo] : []), ...(hi !== undefined ? [hi] : [])];
  };
  const rule = measure?.scaleType === 'Interval' ? 'data' : 'zero';
  const values = [...rows.flatMap(spread), ...limitExtent(input, y.componentId)];
  const domain = valueDomain(values, rule, y.customDomain);
  const {
    plot,
    y: yScale,
    yTicks,
    xAxis,
  } = pointFrame({
    width,
    height,
    categories,
    x: xComponent,
    yDomain: domain,
    locale,
    custom: !!y.customDomain,
    integers: wholeNumbers(values),
  });
  const order = new Map(categories.map((c, i) => [c, i]));
  const unit = measure?.unit;

  const marks: Mark[] = [];
  for (const name of series.all) {
    const points = rows.filter((r) => r.segment === name && order.has(r.category)).sort((a, b) => order.get(a.category)! - order.get(b.category)!);
    if (!points.length) continue;
    const stroke = series.color(name);
    const px = (r: Row) => xAxis.position(r.category);
    if (band) {
      const d = area<Row>()
        .defined((r) => number(r.observation[band.lower.id]) !== undefined && number(r.observation[band.upper.id]) !== undefined)
        .x(px)
        .y0((r) => yScale(r.observation[band.lower.id] as number))
        .y1((r) => yScale(r.observation[band.upper.id] as number))(points);
      if (d) marks.push({ type: 'path', key: `band:${name}`, d, fill: stroke, opacity: 0.2 });
    }
    const d = line<Row>()
      .x(px)
      .y((r) => yScale(r.value))(points);
    if (d) marks.push({ type: 'path', key: `line:${name}`, d, stroke, pattern: series.pattern(name) });
    for (const r of points) {
      const e = error && number(r.observation[error.id]);
      if (e !== undefined) {
        marks.push({ type: 'rule', key: `error:${name}:${r.category}`, x1: px(r), x2: px(r), y1: yScale(r.value - e), y2: yScale(r.value + e), stroke });
      }
      marks.push({
        type: 'circle',
        key: `dot:${name}:${r.category}`,
        cx: px(r),
        cy: yScale(r.value),
        // Without dots the points are still there, invisible, for hover and keyboard focus; a lone point is a dot.
        r: y.showDots ? DOT_RADIUS[y.showDotsSize ?? 'Medium'] : points.length === 1 ? LONE_DOT_RADIUS : 0,
        fill: stroke,
        value: r.value,
        datum: datumOf([x.componentId, r.category], [segment?.componentId, name]),
        tooltip: {
          title: displayLabel(xComponent, r.category),
          series: segment ? displayLabel(segmentComponent, name) : undefined,
          value: `${formatValue(r.value, locale, { unit })}${e !== undefined ? ` ± ${formatValue(e, locale)}` : ''}`,
        },
      });
    }
  }
  return {
    width,
    height: plot.top + plot.height + 32,
    plot,
    axes: [
      { position: 'left', ticks: yTicks, grid: true, title: labelWithUnit({ label: measure?.label ?? '', unit }) },
      { position: 'bottom', ticks: xAxis.ticks, title: xComponent?.label },
    ],
    marks,
    legend: series.legend,
    scales: { values: [{ measureId: y.componentId, along: 'y', scale: linearMap(yScale) }], category: pointCategory(x.componentId, categories, xAxis) },
  };
};

const interactive = (config: ChartConfigOf<'line'>) => ({
  legendId: config.fields.segment?.componentId,
  timeId: config.interactiveFiltersConfig.timeRange.active ? config.fields.x.componentId : undefined,
});

export const lineChart: ChartDefinition<'line'> = {
  componentIds: (config, components) => {
    const { error, band } = uncertainty(config, components);
    const { x, y, segment } = config.fields;
    const related = [error, band?.upper, band?.lower].flatMap((c) => (c ? [c.id] : []));
    return [x.componentId, y.componentId, ...(segment ? [segment.componentId] : []), ...related];
  },
  interactive,
  scene: lineScene,
};
