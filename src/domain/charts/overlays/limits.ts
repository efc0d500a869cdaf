/**
 * Limits, an overlay every SVG scene gets (spec 001 §3–§5, 002 §3): the limits of the cube's
 * measures that the author switched on, drawn over the chart's own scales (scene.scales).
 *
 *   measure limits ─► switched on in config.limits? ─► hold under the filters? ─► placed on the axes ─► LimitMark
 *
 * A limit holds where every related dimension is filtered to its value; a relation on the
 * chart's category axis places the limit at that category instead. A value is a line across
 * the plot (or across its category: a symbol on a line or area point), a value range a band,
 * and a value over a span of time a line from its start to its end.
 */
import type { ConfigLimit, Filters } from '../../config';
import type { Component, Limit, Locale } from '../../data';
import { findValue } from '../../data';
import { formatNumber } from '../../format';
import type { LimitMark, LinearMap, Scene, SceneScales } from '../scene';

/** Line types and symbols an author chooses from (spec 001 §9). */
export const LIMIT_LINE_TYPES = ['solid', 'dashed'] as const;
export const LIMIT_SYMBOL_TYPES = ['circle', 'cross', 'triangle'] as const;

/** A limit drawn at a line or area point, or across the band of a column, is this wide when its axis has no bands. */
const POINT_BAND_WIDTH = 16;

type Relations = ConfigLimit['related'];

/**
 * What identifies a limit of a measure in a config: its related values, and for a value over a
 * span of time the span's two ends (so a span and a plain value with the same relations differ).
 */
export const limitRelations = (limit: Limit): Relations => [
  ...limit.related.map((r) => ({ dimensionId: r.dimensionId, value: r.dimensionValue })),
  ...(limit.type === 'time-range'
    ? [
        { dimensionId: limit.timeRange.dimensionId, value: limit.timeRange.from },
        { dimensionId: limit.timeRange.dimensionId, value: limit.timeRange.to },
      ]
    : []),
];

/** Two sets of relations are the same whatever their order (set and remove match on this). */
export const sameRelations = (a: Relations, b: Relations) =>
  a.length === b.length && a.every((r) => b.some((s) => s.dimensionId === r.dimensionId && s.value === r.value));

/** The config's entry for a limit of a measure: present when the author switched it on. */
export const configLimitOf = (limits: Record<string, ConfigLimit[]>, measureId: string, limit: Limit) =>
  limits[measureId]?.find((c) => sameRelations(c.related, limitRelations(limit)));

/** A value of a dimension as charts label it, from its observed values or the ones only limits name. */
const labelOf = (dimension: Component, value: string) =>
  [...dimension.values, ...('relatedLimitValues' in dimension ? (dimension.relatedLimitValues ?? []) : [])].find(
    (v) => String(v.value) === value || v.versionedValue === value,
  )?.label ?? value;

/** Does the filter fix the dimension to this value (in either form of a versioned value)? */
const fixes = (filter: Filters[string] | undefined, value: string, dimension: Component | undefined) => {
  if (filter?.type !== 'single') return false;
  if (String(filter.value) === value) return true;
  const known = dimension && findValue(dimension.values, filter.value);
  return !!known && (String(known.value) === value || known.versionedValue === value);
};

/** Where a limit goes on the category axis: at one category, over a span, or across (neither). */
export type LimitPlacement = { category?: string; span?: [string, string] };

/**
 * Whether a limit holds under the filters, and where: undefined when a related dimension off the
 * axis is not filtered to the limit's value (or a time filter falls outside its span).
 */
export const placeLimit = (limit: Limit, axis: Component | undefined, filters: Filters, components: Map<string, Component>): LimitPlacement | undefined => {
  let category: string | undefined;
  for (const r of limit.related) {
    if (axis && r.dimensionId === axis.id) category = labelOf(axis, r.dimensionValue);
    else if (!fixes(filters[r.dimensionId], r.dimensionValue, components.get(r.dimensionId))) return undefined;
  }
  if (limit.type !== 'time-range') return { category };
  const { dimensionId, from, to } = limit.timeRange;
  if (axis && dimensionId === axis.id) return { category, span: [labelOf(axis, from), labelOf(axis, to)] };
  // Off the axis, the span holds where the time filter's value falls inside it (dates compare as text).
  const filter = filters[dimensionId];
  return filter?.type === 'single' && String(filter.value) >= from && String(filter.value) <= to ? { category } : undefined;
};

const at = (map: LinearMap, value: number) => {
  const [d0, d1] = map.domain;
  const [r0, r1] = map.range;
  return d1 === d0 ? (r0 + r1) / 2 : r0 + ((value - d0) / (d1 - d0)) * (r1 - r0);
};

/** The limit's value and unit as the legend says it: "Annual limit: 30 µg/m³", "Target: 10–20.5 µg/m³". */
export const limitLabel = (limit: Limit, unit: string | undefined, locale: Locale) => {
  const value = limit.type === 'value-range' ? `${formatNumber(limit.min, locale)}–${formatNumber(limit.max, locale)}` : formatNumber(limit.value, locale);
  return `${limit.name}: ${value}${unit ? ` ${unit}` : ''}`;
};

type Category = NonNullable<SceneScales['category']>;

/** Where a category label sits along the category axis, in pixels; dates off the axis on a time axis too. */
const categorySpan = (category: Category, label: string): [number, number] | undefined => {
  const known = category.positions.find((p) => p.label === label);
  if (known) return [known.from, known.to];
  const time = category.time && Date.parse(label);
  return category.time && time !== undefined && !Number.isNaN(time) ? [at(category.time, time), at(category.time, time)] : undefined;
};

/**
 * The marks of one limit on one value axis, in (category, value) pixels: undefined when its
 * category is not on the axis. `length` is the category axis' length.
 */
const limitShape = (
  limit: Limit,
  placement: LimitPlacement,
  category: Category | undefined,
  value: (v: number) => number,
  length: number,
): { shape: LimitMark['shape']; c1: number; c2: number; v1: number; v2: number } | undefined => {
  const [v1, v2] = limit.type === 'value-range' ? [value(limit.min), value(limit.max)] : [value(limit.value), value(limit.value)];
  if (placement.span) {
    // An end the axis does not show lies beyond the plot's edge on its side.
    const from = category && categorySpan(category, placement.span[0]);
    const to = category && categorySpan(category, placement.span[1]);
    return { shape: 'line', c1: from ? from[0] : 0, c2: to ? to[1] : length, v1, v2 };
  }
  if (placement.category === undefined) return { shape: limit.type === 'value-range' ? 'band' : 'line', c1: 0, c2: length, v1, v2 };
  const span = category && categorySpan(category, placement.category);
  if (!span) return undefined;
  const point = span[0] === span[1];
  if (point && limit.type !== 'value-range') return { shape: 'symbol', c1: span[0], c2: span[0], v1, v2 };
  const [c1, c2] = point ? [span[0] - POINT_BAND_WIDTH / 2, span[0] + POINT_BAND_WIDTH / 2] : span;
  return { shape: limit.type === 'value-range' ? 'band' : 'line', c1, c2, v1, v2 };
};

export type LimitsInput = {
  limits: Record<string, ConfigLimit[]>;
  components: Map<string, Component>;
  /** The filters the chart's observations were queried with (data filters applied). */
  filters: Filters;
  locale: Locale;
};

/**
 * The values of a measure's limits that are on and may show under the filters (a related
 * dimension is fixed to the limit's value, or not fixed at all: it may be the category axis),
 * so that a chart's value axis reaches them.
 */
export const limitExtent = (
  {
    config,
    components,
    filters,
  }: { config: { limits: Record<string, ConfigLimit[]>; cubes: { filters: Filters }[] }; components: Map<string, Component>; filters?: Filters },
  measureId: string,
): number[] => {
  const measure = components.get(measureId);
  const active = filters ?? Object.assign({}, ...config.cubes.map((c) => c.filters));
  return (measure && 'limits' in measure ? (measure.limits ?? []) : []).flatMap((limit) => {
    const mayShow = limit.related.every(
      (r) => active[r.dimensionId]?.type !== 'single' || fixes(active[r.dimensionId], r.dimensionValue, components.get(r.dimensionId)),
    );
    if (!mayShow || !configLimitOf(config.limits, measureId, limit)) return [];
    return limit.type === 'value-range' ? [limit.min, limit.max] : [limit.value];
  });
};

/** The limit marks of a scene: for every measure on a value axis, its limits that are on and hold. */
export const limitMarks = (scene: Pick<Scene, 'plot' | 'scales'>, { limits, components, filters, locale }: LimitsInput): LimitMark[] => {
  const scales = scene.scales;
  if (!scales) return [];
  const axis = scales.category && components.get(scales.category.componentId);
  return scales.values.flatMap(({ measureId, along, scale }) => {
    const measure = components.get(measureId);
    const measureLimits = measure && 'limits' in measure ? (measure.limits ?? []) : [];
    const length = along === 'y' ? scene.plot.width : scene.plot.height;
    return measureLimits.flatMap((limit): LimitMark[] => {
      const on = configLimitOf(limits, measureId, limit);
      const placement = on && placeLimit(limit, axis, filters, components);
      const shape = placement && limitShape(limit, placement, scales.category, (v) => at(scale, v), length);
      if (!on || !shape) return [];
      const { c1, c2, v1, v2 } = shape;
      const [x1, y1, x2, y2] = along === 'y' ? [c1, v1, c2, v2] : [v1, c1, v2, c2];
      return [
        {
          key: `${measureId}\u0000${JSON.stringify(limitRelations(limit))}`,
          shape: shape.shape,
          x1,
          y1,
          x2,
          y2,
          color: on.color,
          dashed: on.lineType === 'dashed',
          ...(shape.shape === 'symbol' ? { symbol: on.symbolType ?? 'circle' } : {}),
          label: limitLabel(limit, measure?.unit, locale),
        },
      ];
    });
  });
};

/** The scene with its limits: the overlay drawScene applies to every SVG chart. */
export const withLimits = (scene: Scene, input: LimitsInput): Scene => {
  const marks = limitMarks(scene, input);
  return marks.length ? { ...scene, limits: marks } : scene;
};
