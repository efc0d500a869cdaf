/**
 * The initial chart config for a cube: the first enabled chart type (or the one asked for),
 * fields chosen by the encodings (src/domain/encodings.ts), x and segment showing one hierarchy
 * level without totals, and filters normalised (spec 001 §4).
 */
import { isNumericalMeasure, type Component, type DataCubeComponents, type Dimension } from '../data';
import { normaliseFilters } from '../configurator/edits';
import { shownValueCount, shownValuesFilter } from '../configurator/shown-values';
import { CHART_CONFIG_VERSION, type ChartConfig, type ChartType } from '../config/chart-config';
import { defaultInteractiveFilters, emptyMeta } from '../config/defaults';
import { createChartKey } from '../config/keys';
import { colorFieldFor, encodingsOf } from '../encodings';
import { candidatesOf, type Encoding } from './encoding-parts';
import { getEnabledChartTypes } from './availability';
import { CHART_REGISTRY } from './registry';
import { componentIdOf, fieldsOf } from './field-access';

/**
 * The best untaken component for an encoding, one it prefers first (a pie's measure never below
 * zero). A segment takes a
 * dimension showing 2 to `limit` values, else the one showing the fewest above one: a pie of one
 * slice or of hundreds says nothing. Key dimensions come first: any other key dimension gets a
 * single filter, so a segment on an attribute would leave one observation.
 */
export const initialChoice = (encoding: Encoding, components: DataCubeComponents, taken: Set<string>): Component | undefined => {
  const candidates = candidatesOf(encoding, components).filter((c) => !taken.has(c.id));
  if (encoding.role !== 'segment') return (encoding.prefer && candidates.find(encoding.prefer)) ?? candidates[0];
  const limit = encoding.maxShown ?? Infinity;
  const counted = candidates.map((c) => ({ c, n: shownValueCount(c as Dimension, limit) })).filter(({ n }) => n >= 2);
  const pick = (key: boolean) => {
    const several = counted.filter(({ c }) => c.isKeyDimension === key);
    return several.find(({ n }) => n <= limit) ?? several.sort((a, b) => a.n - b.n)[0];
  };
  return (pick(true) ?? pick(false))?.c ?? candidates[0];
};

const id = (c: Component | undefined) => {
  if (!c) throw new Error('The cube lacks a component this chart type needs');
  return c.id;
};

/** Fields of the drawn chart types from their encodings: each required one on its best component. */
const encodedFields = (type: ChartType, components: DataCubeComponents) => {
  const taken = new Set<string>();
  const fields: Record<string, unknown> = {};
  for (const encoding of encodingsOf(type).filter((e) => !e.optional)) {
    if (encoding.measures) {
      fields[encoding.field] = encoding.measures(components.measures.filter(isNumericalMeasure));
      if (!fields[encoding.field]) throw new Error('The cube lacks a component this chart type needs');
      continue;
    }
    const componentId = id(initialChoice(encoding, components, taken));
    taken.add(componentId);
    fields[encoding.field] = { ...encoding.defaults?.(), componentId };
  }
  return { ...fields, color: colorFieldFor(type, 'segment' in fields) };
};

/** The initial fields of a chart type. */
export const initialFields = (type: ChartType, components: DataCubeComponents): Record<string, unknown> =>
  CHART_REGISTRY[type].initial?.fields(components) ?? encodedFields(type, components);

/**
 * Multi filters selecting the values the x and segment fields show by default (one hierarchy
 * level, no total beside its parts), added where such a field has no multi filter yet.
 */
export const withShownValues = <T extends ChartConfig>(config: T, components: DataCubeComponents): T => {
  const fields = fieldsOf(config);
  const shown = encodingsOf(config.chartType).flatMap((encoding) => {
    const dimension = components.dimensions.find((d) => d.id === componentIdOf(fields[encoding.field]));
    const filter = dimension && encoding.maxShown && shownValuesFilter(dimension, encoding.maxShown);
    return filter ? [[dimension.id, filter] as const] : [];
  });
  return {
    ...config,
    cubes: config.cubes.map((cube) => ({
      ...cube,
      filters: { ...cube.filters, ...Object.fromEntries(shown.filter(([dimensionId]) => cube.filters[dimensionId]?.type !== 'multi')) },
    })),
  };
};

export type InitialConfigInput = DataCubeComponents & {
  cubes: { iri: string }[];
  chartType?: ChartType;
  key?: string;
};

export const getInitialChartConfig = ({ cubes, dimensions, measures, chartType, key }: InitialConfigInput): ChartConfig => {
  if (dimensions.length === 0) throw new Error('No dimension found for initial config');
  const components = { dimensions, measures };
  const type = chartType ?? getEnabledChartTypes(components)[0] ?? 'table';
  const config = {
    key: key ?? createChartKey(),
    version: CHART_CONFIG_VERSION,
    chartType: type,
    meta: emptyMeta(),
    cubes: cubes.map((cube) => ({ iri: cube.iri, filters: {} })),
    fields: initialFields(type, components),
    interactiveFiltersConfig: defaultInteractiveFilters(),
    annotations: [],
    limits: {},
    conversionUnitsByComponentId: {},
    // A map's base layer, a table's settings and sorting.
    ...CHART_REGISTRY[type].initial?.settings(),
  };
  // The fields are built by name from the encodings: the type system cannot match them to the chart type.
  return normaliseFilters(withShownValues(config as unknown as ChartConfig, components), components);
};
