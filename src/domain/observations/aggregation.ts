/**
 * Sums by a level of a hierarchy (issue 32): a column or bar chart's category axis may show a
 * hierarchical dimension at a level above its own, e.g. cantons instead of municipalities, each
 * category the SUM of the measure over the dimension's values (the leaves) under that node.
 *
 * The rules:
 * - Levels are offered only where no value would be counted twice: every value of the dimension
 *   (a node with observations) lies on one level, the deepest, and under one node of each level
 *   above. A cube with a total beside its parts (a canton with observations of its own beside its
 *   municipalities) is offered no level: its sums would count the total and the parts.
 * - Only counts and amounts are summed: a numerical measure on a ratio scale (or of no stated scale)
 *   whose unit is no share, rate or average (percent, per mille, ratios, indices, means, "per …").
 *   Others keep the option disabled, with the reason (AggregationRefusal, translated by the view).
 * - The categories are the level's nodes, in the hierarchy's order, with their labels; the field's
 *   filter chooses nodes of the level (switching the level drops it); the other filters still choose
 *   observations.
 * - Sparse data: a node sums the values there are; the answer counts them beside the sum
 *   (aggregateCountKey), and a node without any value has none (null).
 */
import type { ChartConfig, ChartType } from '../config';
import type { Component, DataCubeComponents, Dimension, HierarchyValue, Measure } from '../data';
import { isMeasure, isNumericalMeasure } from '../data';

/** What the observations query sums: the dimension whose values are grouped by their ancestor at `depth`. */
export type AggregateRequest = { componentId: string; depth: number };

/** One level of a hierarchy that may be shown instead of the dimension's own values. */
export type HierarchyLevel = { depth: number; name: string; nodes: HierarchyValue[] };

export type AggregationLevels = {
  /** The depth of the dimension's own values (the leaves). */
  own: number;
  /** The levels above it, from the top: the root's first. */
  above: HierarchyLevel[];
};

/** Why the measure of a chart cannot be summed, as a message key's last segment. */
export type AggregationRefusal = 'not-numerical' | 'scale' | 'unit';

/** The hierarchy tree of a dimension, when it has one. */
const treeOf = (dimension: Component): HierarchyValue[] | undefined => ('hierarchy' in dimension ? dimension.hierarchy : undefined);

const nodesAt = (tree: HierarchyValue[], depth: number): HierarchyValue[] =>
  tree.flatMap((node) => (node.depth === depth ? [node] : node.depth < depth ? nodesAt(node.children ?? [], depth) : []));

/** The field whose categories may be a hierarchy level: a column's x, a bar's y, a pie's segment. */
const SUMMED_FIELD: Partial<Record<ChartType, 'x' | 'y' | 'segment'>> = { column: 'x', bar: 'y', pie: 'segment' };
export const summedFieldOf = (type: ChartType) => SUMMED_FIELD[type];

/** The hierarchy level whose nodes a chart's categories are, each a sum; one cube's only (joined cubes are not summed). */
export const chartAggregate = (config: ChartConfig): AggregateRequest | undefined => {
  if (config.cubes.length > 1) return undefined;
  const field =
    config.chartType === 'column'
      ? config.fields.x
      : config.chartType === 'bar'
        ? config.fields.y
        : config.chartType === 'pie'
          ? config.fields.segment
          : undefined;
  return field?.sumByLevel === undefined ? undefined : { componentId: field.componentId, depth: field.sumByLevel };
};

/**
 * The levels a dimension may be summed by: none (undefined) without a hierarchy, when values lie on
 * more than one level (totals beside parts), or when a value lies under two nodes of a level.
 */
export const aggregationLevels = (dimension: Component): AggregationLevels | undefined => {
  const tree = treeOf(dimension);
  if (!tree?.length) return undefined;
  const valueDepths = new Set<number>();
  const visit = (node: HierarchyValue) => {
    if (node.hasValue) valueDepths.add(node.depth);
    node.children?.forEach(visit);
  };
  tree.forEach(visit);
  if (valueDepths.size !== 1) return undefined;
  const [own] = valueDepths;
  if (own === 0) return undefined;
  const above: HierarchyLevel[] = [];
  for (let depth = 0; depth < own; depth++) {
    const nodes = nodesAt(tree, depth);
    const leaves = nodes.flatMap((node) => nodesAt(node.children ?? [], own).map((leaf) => String(leaf.value)));
    if (new Set(leaves).size !== leaves.length) return undefined;
    above.push({ depth, name: nodes.find((n) => n.levelName)?.levelName ?? nodes.map((n) => n.label).join(', '), nodes });
  }
  return { own, above };
};

/** Units that are shares, rates or averages: summing them means nothing (labels in the four languages, QUDT IRIs). */
const NOT_SUMMABLE_UNIT =
  /%|‰|percent|prozent|pour ?cent|per ?cento|mille|promille|ratio|rate\b|taux|tasso|quote|anteil|share|part\b|quota|index|indice|average|mean|mittel|durchschnitt|moyenne|media|\bper\b|\bpro\b|\bpar\b|\/|PPTH|PPM/i;

/** Whether a measure's values may be summed, or why not. */
export const summability = (measure: Component): { summable: true } | { summable: false; reason: AggregationRefusal } => {
  if (!isMeasure(measure) || !isNumericalMeasure(measure)) return { summable: false, reason: 'not-numerical' };
  if (measure.scaleType && measure.scaleType !== 'Ratio') return { summable: false, reason: 'scale' };
  const unit = measure.originalUnit ?? measure.unit;
  if (unit && NOT_SUMMABLE_UNIT.test(unit)) return { summable: false, reason: 'unit' };
  return { summable: true };
};

/** The first measure among these that cannot be summed, and why: what keeps aggregation off. */
export const aggregationRefusal = (measures: Component[]): { measure: Component; reason: AggregationRefusal } | undefined => {
  for (const measure of measures) {
    const verdict = summability(measure);
    if (!verdict.summable) return { measure, reason: verdict.reason };
  }
  return undefined;
};

/** The reason a request to sum cannot be answered, in words for a 400, or undefined when it can. */
export const aggregateProblem = (request: AggregateRequest, dimension: Component | undefined, measures: Component[]): string | undefined => {
  if (!dimension || isMeasure(dimension)) return `aggregate.componentId ${request.componentId} is no dimension of the cube`;
  const levels = aggregationLevels(dimension);
  if (!levels) return `${dimension.id} has no hierarchy whose levels can be summed (none, or values on more than one level)`;
  if (!levels.above.some((l) => l.depth === request.depth))
    return `aggregate.depth ${request.depth} is no level above the values of ${dimension.id} (levels: ${levels.above.map((l) => l.depth).join(', ')})`;
  const refusal = aggregationRefusal(measures);
  if (refusal) return `${refusal.measure.id} cannot be summed (${refusal.reason})`;
  return undefined;
};

/** Each value of the dimension (in answer form) → the node of the level above it that it is summed into. */
export const leafNodes = (dimension: Component, depth: number): Map<string, HierarchyValue> => {
  const levels = aggregationLevels(dimension);
  const own = levels?.own ?? 0;
  const pairs = new Map<string, HierarchyValue>();
  for (const node of nodesAt(treeOf(dimension) ?? [], depth)) for (const leaf of nodesAt(node.children ?? [], own)) pairs.set(String(leaf.value), node);
  return pairs;
};

/** The key of the count of values a sum covers, beside the measure's own in an aggregated answer. */
export const aggregateCountKey = (measureId: string) => `${measureId}/__count__`;

/**
 * The column of how many values each sum of a measure covers (aggregateCountKey), beside the
 * measure's own in the data table and the download: headed by `label` (the view's words), a whole
 * number without a unit. With sparse data it tells a sum that misses values (a canton whose
 * municipality has no value that year).
 */
export const sumCountColumn = (measure: Measure, label: string): Measure => ({
  __typename: 'NumericalMeasure',
  id: aggregateCountKey(measure.id),
  label,
  cubeIri: measure.cubeIri,
  scaleType: 'Ratio',
  isNumerical: true,
  isKeyDimension: false,
  values: [],
});

/** The dimension as an aggregated chart shows it: the level's nodes as its values (in the hierarchy's order), the level's name as its label. */
export const aggregatedDimension = <D extends Dimension>(dimension: D, level: HierarchyLevel): D => ({
  ...dimension,
  label: level.name,
  // In the tree's order (siblings by position, each branch after the one above it): positions among siblings would collide across branches.
  values: level.nodes.map(({ value, versionedValue, label, alternateName, identifier, description, color }, i) => ({
    value,
    ...(versionedValue !== undefined && { versionedValue }),
    label,
    position: i,
    ...(alternateName !== undefined && { alternateName }),
    ...(identifier !== undefined && { identifier }),
    ...(description !== undefined && { description }),
    ...(color !== undefined && { color }),
  })),
  hierarchy: undefined,
});

/**
 * The components of a chart summed by a level: the dimension's values become the level's nodes and
 * each measure's label says it is a sum (`sumLabel`, the view's words). Unchanged when the level is
 * not one aggregationLevels offers.
 */
export const aggregatedComponents = (
  components: DataCubeComponents,
  request: AggregateRequest | undefined,
  sumLabel: (measure: Measure, level: HierarchyLevel) => string,
): DataCubeComponents => {
  if (!request) return components;
  const dimension = components.dimensions.find((d) => d.id === request.componentId);
  const level = dimension && aggregationLevels(dimension)?.above.find((l) => l.depth === request.depth);
  if (!dimension || !level) return components;
  return {
    dimensions: components.dimensions.map((d) => (d === dimension ? aggregatedDimension(d, level) : d)),
    measures: components.measures.map((m) => (summability(m).summable ? { ...m, label: sumLabel(m, level) } : m)),
  };
};
