/**
 * Area charts: segments stacked over a temporal x from zero, positive values up and negative
 * ones down. Where a series has no value at an
 * x the imputation decides: none leaves a gap, zeros counts 0, linear interpolates between the
 * series' neighbouring values. Percent stacks every x to 100.
 */
import { area } from 'd3-shape';
import type { ChartConfigOf } from '../../config';
import { isTemporalDimension } from '../../data';
import { applyInteractiveFilters, displayLabel, labelOrder, numericRows } from '../chart-data';
import { formatValue, linearMap, valueDomain, wholeNumbers } from '../axes';
import type { ChartDefinition, ChartInput } from '../definition';
import { LONE_DOT_RADIUS, pointCategory, pointFrame } from '../line/scene';
import type { Mark, Scene } from '../scene';
import { segmentSeries } from '../series';
import { limitExtent } from '../overlays/limits';
import { datumOf } from '../overlays/annotations';
import { labelWithUnit } from '../../format';

export type Imputation = 'none' | 'zeros' | 'linear';

/**
 * The values of one series at every x: given values as they are, missing ones imputed (undefined
 * for none, and for linear outside the series' first and last value).
 */
export const impute = (xs: number[], known: Map<number, number>, type: Imputation): (number | undefined)[] => {
  const have = xs.filter((x) => known.has(x));
  return xs.map((x) => {
    if (known.has(x)) return known.get(x);
    if (type === 'zeros') return 0;
    if (type === 'none') return undefined;
    const before = have.filter((h) => h < x).at(-1);
    const after = have.find((h) => h > x);
    if (before === undefined || after === undefined) return undefined;
    const [a, b] = [known.get(before)!, known.get(after)!];
    return a + ((b - a) * (x - before)) / (after - before);
  });
};

type Layer = { name: string; points: { category: string; from: number; to: number; value: number }[] };

const areaScene = (input: ChartInput<'area'>): Scene => {
  const { config, components, observations, state, width, height, locale } = input;
  const { x, y, segment, color } = config.fields;
  const xComponent = components.get(x.componentId);
  const measure = components.get(y.componentId);
  const segmentComponent = segment && components.get(segment.componentId);
  const percent = state.calculation === 'percent' && !!segment;
  const shown = applyInteractiveFilters(observations, interactive(config), state);
  const rows = numericRows(shown, x.componentId, y.componentId, segment?.componentId);
  const series = segmentSeries(observations, segmentComponent, { sorting: segment?.sorting, measureId: y.componentId, color, state, shape: 'square', locale });

  const present = new Set(rows.map((r) => r.category));
  const categories = (xComponent ? labelOrder(xComponent, shown) : [...present]).filter((c) => present.has(c));
  const index = categories.map((_, i) => i);
  // Linear imputation weighs by time where x is dated, so uneven gaps interpolate right.
  const dated = !!xComponent && isTemporalDimension(xComponent) && categories.every((c) => !Number.isNaN(Date.parse(c)));
  const xs = categories.map((c, i) => (dated ? Date.parse(c) : i));
  const names = series.all.filter((name) => rows.some((r) => r.segment === name));
  const imputed = names.map((name) => {
    const known = new Map(rows.filter((r) => r.segment === name).map((r) => [xs[categories.indexOf(r.category)], r.value]));
    return { name, values: impute(xs, known, y.imputationType ?? 'none') };
  });
  // Stack in legend order, diverging (d3's stackOffsetDiverging): positive values up from zero,
  // negative ones down from it. Each x's values take 100 in all when showing percent.
  const totals = index.map((i) => imputed.reduce((sum, s) => sum + Math.abs(s.values[i] ?? 0), 0));
  const up = index.map(() => 0);
  const down = index.map(() => 0);
  const layers: Layer[] = imputed.map(({ name, values }) => ({
    name,
    points: index.flatMap((i) => {
      const raw = values[i];
      if (raw === undefined) return [];
      // Unrounded, so that each stack reaches 100; labels and tooltips round (formatValue).
      const value = percent ? (totals[i] ? (raw / totals[i]) * 100 : 0) : raw;
      const base = value < 0 ? down : up;
      const from = base[i];
      base[i] += value;
      return [{ category: categories[i], from, to: base[i], value }];
    }),
  }));

  const values = [...layers.flatMap((l) => l.points.flatMap((p) => [p.from, p.to])), ...limitExtent(input, y.componentId)];
  const domain = percent && down.every((d) => d === 0) ? ([0, 100] as [number, number]) : valueDomain(values, 'zero');
  const integers = !percent && wholeNumbers(values);
  const { plot, y: yScale, yTicks, xAxis } = pointFrame({ width, height, categories, x: xComponent, yDomain: domain, locale, percent, integers });
  const unit = measure?.unit;
  const marks: Mark[] = layers.flatMap((layer) => {
    const fill = series.color(layer.name);
    // A gap (imputation none) breaks the area: one path piece per run of consecutive x values. A
    // run of one value would be a hairline: it is a narrow band, a dot's width, from its base to its value.
    const byCategory = new Map(layer.points.map((p) => [p.category, p]));
    const lone = categories.filter((c, i) => byCategory.has(c) && !byCategory.has(categories[i - 1]) && !byCategory.has(categories[i + 1]));
    const runs = area<string>()
      .defined((c) => byCategory.has(c) && !lone.includes(c))
      .x((c) => xAxis.position(c))
      .y0((c) => yScale(byCategory.get(c)?.from ?? 0))
      .y1((c) => yScale(byCategory.get(c)?.to ?? 0))(categories);
    const bands = lone.map((c) => {
      const [x0, x1] = [Math.max(0, xAxis.position(c) - LONE_DOT_RADIUS), Math.min(plot.width, xAxis.position(c) + LONE_DOT_RADIUS)];
      const p = byCategory.get(c)!;
      return `M${x0},${yScale(p.from)}H${x1}V${yScale(p.to)}H${x0}Z`;
    });
    const d = `${runs ?? ''}${bands.join('')}`;
    const points: Mark[] = layer.points.map((p) => ({
      type: 'circle',
      key: `point:${layer.name}:${p.category}`,
      cx: xAxis.position(p.category),
      cy: yScale(p.to),
      r: 0,
      fill,
      value: p.value,
      datum: datumOf([x.componentId, p.category], [segment?.componentId, layer.name]),
      tooltip: {
        title: displayLabel(xComponent, p.category),
        series: segment ? displayLabel(segmentComponent, layer.name) : undefined,
        value: formatValue(p.value, locale, { unit, percent }),
      },
    }));
    return [...(d ? [{ type: 'path' as const, key: `area:${layer.name}`, d, fill, pattern: series.pattern(layer.name), opacity: 0.85 }] : []), ...points];
  });
  return {
    width,
    height: plot.top + plot.height + 32,
    plot,
    axes: [
      { position: 'left', ticks: yTicks, grid: true, title: percent ? '%' : labelWithUnit({ label: measure?.label ?? '', unit }) },
      { position: 'bottom', ticks: xAxis.ticks, title: xComponent?.label },
    ],
    marks,
    legend: series.legend,
    zero: { orientation: 'horizontal', position: yScale(0) },
    scales: {
      values: percent ? [] : [{ measureId: y.componentId, along: 'y', scale: linearMap(yScale) }],
      category: pointCategory(x.componentId, categories, xAxis),
    },
  };
};

const interactive = (config: ChartConfigOf<'area'>) => ({
  legendId: config.fields.segment?.componentId,
  timeId: config.interactiveFiltersConfig.timeRange.active ? config.fields.x.componentId : undefined,
  percent: !!config.fields.segment,
});

export const areaChart: ChartDefinition<'area'> = {
  componentIds: ({ fields: { x, y, segment } }) => [x.componentId, y.componentId, ...(segment ? [segment.componentId] : [])],
  interactive,
  scene: areaScene,
};
