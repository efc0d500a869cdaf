/**
 * Column and bar charts: one definition, the orientation a parameter. Categories on a band
 * scale, values on a linear scale from zero (spec 002 §5), segments stacked or grouped, sorted,
 * optionally as percent of each category's total, with an animation frame.
 */
import { scaleBand, type ScaleLinear } from 'd3-scale';
import type { ChartConfigOf } from '../../config';
import { isTemporalDimension, type Locale, type Observation } from '../../data';
import { aggregateCountKey } from '../../observations/aggregation';
import { applyInteractiveFilters, displayLabel, labelOrder, numericRows, sortCategories, toPercent, totalsBy, type Row } from '../chart-data';
import {
  categoryAxisLayout,
  formatValue,
  linearMap,
  linearScale,
  sideCategoryLayout,
  textWidth,
  valueDomain,
  valueTicks,
  verticalAxisWidth,
  wholeNumbers,
} from '../axes';
import type { ChartDefinition, ChartInput } from '../definition';
import type { Mark, Scene } from '../scene';
import { lineHeight, measureText, TICK_FONT, VALUE_FONT } from '../text';
import { placeValueLabels, totalsRoom } from './value-labels';
import { segmentSeries } from '../series';
import { limitExtent } from '../overlays/limits';
import { datumOf } from '../overlays/annotations';
import { labelWithUnit } from '../../format';

type BandConfig = ChartConfigOf<'column'> | ChartConfigOf<'bar'>;

/** The fields of a band chart in chart terms: the category axis and the value axis. */
const roles = (config: BandConfig) => {
  const vertical = config.chartType === 'column';
  const [category, value] = config.chartType === 'column' ? [config.fields.x, config.fields.y] : [config.fields.y, config.fields.x];
  return {
    vertical,
    category: category.componentId,
    sorting: category.sorting,
    measure: value.componentId,
    showValues: value.showValues,
    showTotals: value.showTotals,
    customDomain: value.customDomain,
  };
};

/** How many values the sum of a mark covers, where the chart sums by a hierarchy level (the answer counts them). */
const countOf = (observation: Observation, measureId: string) => {
  const count = observation[aggregateCountKey(measureId)];
  return typeof count === 'number' ? { count } : {};
};

/** Stacks: positive values grow from zero one way, negative ones the other, per category. */
const stack = (rows: Row[], stacked: boolean) => {
  const stacks = new Map<string, { up: number; down: number }>();
  return rows.map((row) => {
    if (!stacked) return { row, from: 0, to: row.value };
    const s = stacks.get(row.category) ?? { up: 0, down: 0 };
    stacks.set(row.category, s);
    const side = row.value >= 0 ? 'up' : 'down';
    const from = s[side];
    s[side] += row.value;
    return { row, from, to: s[side] };
  });
};

const bandScene = (input: ChartInput<'column'> | ChartInput<'bar'>): Scene => {
  const { config, components, observations, state, width, locale } = input;
  const r = roles(config);
  const { segment, animation, color } = config.fields;
  const categoryComponent = components.get(r.category);
  const measure = components.get(r.measure);
  const segmentComponent = segment && components.get(segment.componentId);
  const percent = state.calculation === 'percent' && !!segment;
  const stacked = !!segment && segment.type !== 'grouped';

  const spec = interactive(config);
  const shown = applyInteractiveFilters(observations, spec, state);
  const everyFrame = animation ? applyInteractiveFilters(observations, { ...spec, animationId: undefined }, state) : shown;
  // Scales hold still through an animation unless it asks for dynamic scales.
  const scaleBase = animation && !animation.dynamicScales ? everyFrame : shown;
  const toRows = (obs: typeof observations) => {
    const rows = numericRows(obs, r.category, r.measure, segment?.componentId);
    return percent ? toPercent(rows, (row) => row.category) : rows;
  };
  const rows = toRows(shown);

  const series = segmentSeries(observations, segmentComponent, { sorting: segment?.sorting, measureId: r.measure, color, state, shape: 'square', locale });
  const segmentIndex = new Map(series.all.map((s, i) => [s, i]));
  rows.sort((a, b) => (segmentIndex.get(a.segment) ?? 0) - (segmentIndex.get(b.segment) ?? 0));

  // The categories of every frame, in one order: each keeps its place while the animation plays,
  // and one without data in the frame shown stays empty.
  const categoryRows = numericRows(everyFrame, r.category, r.measure, segment?.componentId);
  const present = new Set(categoryRows.map((row) => row.category));
  // Totals of the measure itself: in percent every category totals about 100.
  const totals = totalsBy(categoryRows);
  const ordered = categoryComponent ? labelOrder(categoryComponent, everyFrame) : [...present];
  const categories = sortCategories(
    ordered.filter((c) => present.has(c)),
    // Dates read left to right: byAuto on a temporal axis is always chronological.
    categoryComponent && isTemporalDimension(categoryComponent) && r.sorting?.sortingType === 'byAuto' ? { ...r.sorting, sortingOrder: 'asc' } : r.sorting,
    (c) => totals.get(c) ?? 0,
    locale,
  );

  const placed = stack(rows, stacked);
  // A fixed scale fits every animation frame: each frame stacked (and made percent) on its own.
  const frames = new Map<string, typeof observations>();
  for (const o of scaleBase) {
    const key = animation ? String(o[animation.componentId]) : '';
    if (!frames.has(key)) frames.set(key, []);
    frames.get(key)!.push(o);
  }
  const extent = [...frames.values()].flatMap((frame) => stack(toRows(frame), stacked).flatMap((p) => [p.from, p.to]));
  // A custom domain is in the measure's units: percent ignores it (spec 001 §5).
  const customDomain = percent ? undefined : r.customDomain;
  const values = percent ? extent : [...extent, ...limitExtent(input, r.measure)];
  const domain = percent && stacked ? ([0, 100] as [number, number]) : valueDomain(values, 'zero', customDomain);
  const integers = !percent && wholeNumbers(values);
  const labels = categories.map((c) => displayLabel(categoryComponent, c));
  // Short names the axis may fall back on when the labels do not fit (the author's choice aside).
  const alternate = new Map(
    categoryComponent && !isTemporalDimension(categoryComponent) ? categoryComponent.values.map((v) => [v.label, v.alternateName]) : [],
  );
  const short = categories.map((c) => alternate.get(c));
  const stackTotals =
    r.showTotals && stacked && !percent
      ? categories.map((c) => {
          const parts = placed.filter((p) => p.row.category === c);
          const ends = parts.flatMap((p) => [p.from, p.to]);
          const total = parts.reduce((sum, p) => sum + p.row.value, 0);
          return { category: c, text: formatValue(total, locale), negative: total < 0, end: total < 0 ? Math.min(0, ...ends) : Math.max(0, ...ends) };
        })
      : [];
  // Values written past the ends of the marks: single and grouped values, and the totals of stacks,
  // a positive one past the end up (right), a negative one past the end down (left).
  const valueTexts = r.showValues && !stacked ? rows.map((row) => ({ text: formatValue(row.value, locale, { percent }), negative: row.value < 0 })) : [];
  const past = (negative: boolean) => ({
    values: valueTexts.filter((t) => t.negative === negative),
    totals: stackTotals.filter((t) => t.negative === negative),
  });
  const [ahead, behind] = [past(false), past(true)];

  // Layout: the value axis labels need room on the left (column) or below (bar); bars' category
  // labels take at most a third of the width, on more lines when they need to.
  const probe = linearScale(domain, [0, 1], !!customDomain);
  const probeTicks = valueTicks(probe, locale, { percent, integers });
  const side = r.vertical ? undefined : sideCategoryLayout(labels, Math.max(60, Math.min(200, Math.round(width / 3))), short);
  // Grouped bars are at least 8 px thick, or a value's line thick when values are shown.
  const groupedBar = r.showValues ? lineHeight(VALUE_FONT) + 2 : 8;
  const row = Math.max(segment?.type === 'grouped' ? series.all.length * groupedBar + 8 : 22, (side?.lines ?? 1) * lineHeight(TICK_FONT) + 8);
  const height = r.vertical ? input.height : Math.max(input.height, categories.length * row);
  const left = r.vertical ? verticalAxisWidth(probeTicks) : side!.width;
  // Values written past the longest bar, and the last value tick centred on the plot's end, stay in the frame.
  const widest = ({ values, totals }: ReturnType<typeof past>) => Math.max(0, ...[...values, ...totals].map((t) => measureText(t.text, VALUE_FONT)));
  const right = r.vertical ? 16 : Math.ceil(Math.max(16, textWidth(probeTicks.at(-1)?.label ?? '') / 2 + 2, widest(ahead) + 6));
  const plotWidth = Math.max(40, width - left - right);
  const band = scaleBand<string>()
    .domain(categories)
    .range(r.vertical ? [0, plotWidth] : [0, height])
    .paddingInner(0.2)
    .paddingOuter(0.1);
  // Values past the highest column keep a line of room under the top of the frame, and values
  // past the lowest one a line above the category labels; totals wider than a column's step are
  // written upright, and keep room for the widest. Bars keep room for values left of the most
  // negative one inside the plot (their category labels are left of it).
  const room = (texts: ReturnType<typeof past>) =>
    !texts.values.length && !texts.totals.length
      ? 0
      : r.vertical
        ? Math.max(
            lineHeight(VALUE_FONT),
            totalsRoom(
              texts.totals.map((t) => t.text),
              band.step(),
            ),
          )
        : Math.ceil(widest(texts) + 6);
  const [above, below] = [r.vertical ? room(ahead) : 0, room(behind)];
  const plot = { left, top: 8 + above, width: plotWidth, height: height + (r.vertical ? below : 0) };
  // Dates and numbers in their own order tick on round dates or numbers when not all fit.
  const roundable = !categoryComponent
    ? undefined
    : isTemporalDimension(categoryComponent)
      ? { categories, timeUnit: categoryComponent.timeUnit }
      : categoryComponent.isNumerical
        ? { numbers: categories.map(Number) }
        : undefined;
  const categoryLayout = r.vertical ? categoryAxisLayout(labels, band.step(), short, roundable) : undefined;
  const value = linearScale(domain, r.vertical ? [height, 0] : [below, plot.width], !!customDomain);
  const inner = segment?.type === 'grouped' ? scaleBand<string>().domain(series.all).range([0, band.bandwidth()]).padding(0.05) : undefined;
  const unit = measure?.unit;

  const marks: Extract<Mark, { type: 'rect' }>[] = placed
    .filter((p) => band(p.row.category) !== undefined)
    .map(({ row, from, to }) => {
      const offset = band(row.category)! + (inner ? (inner(row.segment) ?? 0) : 0);
      const thickness = inner ? inner.bandwidth() : band.bandwidth();
      const [low, high] = [value(Math.min(from, to)), value(Math.max(from, to))];
      const shape = r.vertical
        ? { x: offset, y: high, width: thickness, height: Math.abs(low - high) }
        : { x: low, y: offset, width: Math.abs(high - low), height: thickness };
      return {
        type: 'rect',
        key: `${row.category}\u0000${row.segment}`,
        ...shape,
        fill: series.color(row.segment),
        pattern: series.pattern(row.segment),
        value: row.value,
        datum: datumOf([r.category, row.category], [segment?.componentId, row.segment]),
        tooltip: {
          title: displayLabel(categoryComponent, row.category),
          series: segment ? displayLabel(segmentComponent, row.segment) : undefined,
          value: formatValue(row.value, locale, { unit, percent }),
          ...countOf(row.observation, r.measure),
        },
      };
    });
  const written = placeValueLabels({
    marks,
    values: r.showValues ? marks.map((m) => formatValue(m.value, locale, { percent })) : undefined,
    inside: stacked,
    totals: stackTotals.map((t) => {
      const at = value(t.end);
      const [from, to] = [band(t.category)!, band(t.category)! + band.bandwidth()];
      return { text: t.text, negative: t.negative, slot: band.step(), ...(r.vertical ? { x: (from + to) / 2, y: at } : { x: at, y: (from + to) / 2 }) };
    }),
    vertical: r.vertical,
    bounds: r.vertical
      ? { x: 0, y: 2 - plot.top, width: plot.width + 16, height: plot.top - 2 + plot.height }
      : { x: 0, y: 0, width: plot.width + right, height: plot.height },
  });

  const categoryTicks = r.vertical
    ? categoryLayout!.ticks.map(({ index, ...t }) => ({ ...t, position: band(categories[index])! + band.bandwidth() / 2 }))
    : side!.ticks.map((t, i) => ({ ...t, position: band(categories[i])! + band.bandwidth() / 2 }));
  const ticks = r.vertical ? valueTicks(value, locale, { percent, integers }) : flatValueTicks(value, locale, percent, integers);
  const valueTitle = percent ? '%' : labelWithUnit({ label: measure?.label ?? '', unit });
  return {
    width,
    height: plot.top + plot.height + (categoryLayout?.bottom ?? 32),
    plot,
    axes: r.vertical
      ? [
          { position: 'left', ticks, grid: true, title: valueTitle },
          { position: 'bottom', ticks: categoryTicks, rotate: categoryLayout!.rotate, title: categoryComponent?.label },
        ]
      : [
          { position: 'bottom', ticks, grid: true, title: valueTitle },
          { position: 'left', ticks: categoryTicks, title: categoryComponent?.label },
        ],
    marks: written.marks,
    totals: written.totals.length ? written.totals : undefined,
    legend: series.legend,
    zero: { orientation: r.vertical ? 'horizontal' : 'vertical', position: value(0) },
    // In percent the value axis is no longer in the measure's units.
    scales: {
      values: percent ? [] : [{ measureId: r.measure, along: r.vertical ? 'y' : 'x', scale: linearMap(value) }],
      category: { componentId: r.category, positions: categories.map((c) => ({ label: c, from: band(c)!, to: band(c)! + band.bandwidth() })) },
    },
  };
};

/** Ticks of a horizontal value axis: fewer, while their labels would stand closer than a gap apart. */
const flatValueTicks = (value: ScaleLinear<number, number>, locale: Locale, percent: boolean, integers: boolean) => {
  for (let count = 5; ; count--) {
    const ticks = valueTicks(value, locale, { count, percent, integers });
    const crowded = ticks.some((t, i) => i > 0 && t.position - ticks[i - 1].position < (textWidth(t.label) + textWidth(ticks[i - 1].label)) / 2 + 8);
    if (!crowded || count <= 2) return ticks;
  }
};

const interactive = (config: BandConfig) => {
  const { segment, animation } = config.fields;
  const category = roles(config).category;
  return {
    legendId: segment?.componentId,
    timeId: config.interactiveFiltersConfig.timeRange.active ? config.interactiveFiltersConfig.timeRange.componentId || category : undefined,
    animationId: animation?.componentId,
    percent: !!segment,
  };
};

const componentIds = (config: BandConfig) => {
  const r = roles(config);
  const { segment, animation } = config.fields;
  return [r.category, r.measure, ...(segment ? [segment.componentId] : []), ...(animation ? [animation.componentId] : [])];
};

export const column: ChartDefinition<'column'> = { componentIds, interactive, scene: bandScene };
export const bar: ChartDefinition<'bar'> = { componentIds, interactive, scene: bandScene };
