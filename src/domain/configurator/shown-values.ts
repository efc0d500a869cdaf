/**
 * Which values of a dimension a chart shows by default when the dimension is its x axis or
 * segment: never a total beside its own parts (issue item 6). The choice is a multi filter.
 *
 * - With a hierarchy: ONE level of it. The deepest level whose valued nodes number at least two
 *   and at most `limit`; when every such level is larger, the shallowest level with at least two
 *   (the first below the root in the usual tree). A lone root is a total, so it never qualifies.
 * - Without one: a value labelled as a total ("Total", "Gesamt", "Schweiz", "Suisse", "Svizzera",
 *   "Switzerland", "Total …", "… - Total") is left out, but only when it comes first or last in
 *   display order (where statistical offices put totals; Switzerland among the world's countries
 *   sits in the middle), exactly one value looks so, and at least two others remain.
 */
import type { Dimension, DimensionValue, FilterValue, HierarchyValue } from '../data';

const TOTAL_WORDS = ['total', 'totale', 'gesamt', 'insgesamt', 'ensemble', 'schweiz', 'suisse', 'svizzera', 'switzerland'];
const TOTAL_LABEL = new RegExp(`^(?:${TOTAL_WORDS.join('|')}|total\\s.*|.*\\s[-–:]\\s*total)$`, 'i');

/** Whether a label reads as the total of a dimension. */
export const looksLikeTotal = (label: string) => TOTAL_LABEL.test(label.trim());

/** The levels of a hierarchy (root level first): the valued nodes at each depth that the dimension has. */
const hierarchyLevels = (roots: HierarchyValue[], observed: Set<string>) => {
  const levels: string[][] = [];
  let level = roots;
  while (level.length) {
    levels.push(level.filter((n) => n.hasValue && observed.has(String(n.value))).map((n) => String(n.value)));
    level = level.flatMap((n) => n.children ?? []);
  }
  return levels;
};

/** The values a field on this dimension shows by default, or undefined for all of them. */
export const shownValues = (dimension: Dimension, limit: number): string[] | undefined => {
  const observed = new Set(dimension.values.map((v) => String(v.value)));
  const hierarchy = 'hierarchy' in dimension ? dimension.hierarchy : undefined;
  if (hierarchy?.some((root) => root.children?.length)) {
    const levels = hierarchyLevels(hierarchy, observed).filter((values) => values.length >= 2);
    const level = levels.filter((values) => values.length <= limit).at(-1) ?? levels[0];
    return level && level.length < observed.size ? level : undefined;
  }
  const totals = dimension.values.filter((v: DimensionValue) => looksLikeTotal(v.label));
  const atAnEnd = totals[0] === dimension.values[0] || totals[0] === dimension.values.at(-1);
  if (totals.length !== 1 || !atAnEnd || dimension.values.length < 3) return undefined;
  return dimension.values.filter((v) => v !== totals[0]).map((v) => String(v.value));
};

/** The multi filter selecting {@link shownValues}, if only some values are shown. */
export const shownValuesFilter = (dimension: Dimension, limit: number): FilterValue | undefined => {
  const values = shownValues(dimension, limit);
  return values && { type: 'multi', values: Object.fromEntries(values.map((v) => [v, true as const])) };
};

/** How many values a field on this dimension shows by default. */
export const shownValueCount = (dimension: Dimension, limit: number) => shownValues(dimension, limit)?.length ?? dimension.values.length;
