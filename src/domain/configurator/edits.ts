/**
 * Config changes as functions from config to config (STYLE 5): set a field, set a single filter,
 * and the filter normalisation that follows every field change (spec 001 §4).
 */
import { isTemporalDimension, type DataCubeComponents, type Dimension, type FilterValue } from '../data';
import { fieldComponentIdsOf } from '../encodings';
import { drawsOneScale, oneUnitFilter } from '../measure-units';
import type { ChartType } from '../config';
import { MOST_RECENT_VALUE } from './most-recent';

/** The parts of a chart config these edits read and write (fields differ per chart type). */
type EditableConfig = {
  cubes: { iri: string; filters: Record<string, FilterValue> }[];
  fields: Readonly<Partial<Record<string, Field>>>;
  interactiveFiltersConfig?: { dataFilters: { componentIds: string[] } };
};
/** A field of any chart type, its options read as unknown until checked. */
type Field = Readonly<Partial<Record<string, unknown>>>;
const fieldsOf = (config: EditableConfig) => config.fields;
const componentIdOf = (field: Field | undefined) => (typeof field?.componentId === 'string' ? field.componentId : undefined);

/**
 * Component ids used as fields (x, y, segment, …). A table's hidden column that is no group is
 * not shown, so it stands on a single filter like any other key dimension (spec 001 §4).
 */
export const fieldComponentIds = (config: EditableConfig) =>
  new Set(
    Object.values(fieldsOf(config))
      .filter((field) => !isHiddenColumn(field))
      .flatMap(fieldComponentIdsOf),
  );

const isHiddenColumn = (field: Field | undefined) => !!field?.isHidden && !field.isGroup;

/** The first hierarchy leaf that has a value. */
const firstValuedLeaf = (dimension: Dimension) => {
  const stack = [...(('hierarchy' in dimension && dimension.hierarchy) || [])];
  while (stack.length) {
    const node = stack.shift()!;
    if (node.hasValue && !node.children?.length) return node.value;
    stack.unshift(...(node.children ?? []));
  }
  return undefined;
};

/**
 * The default single filter of a dimension (spec 001 §4): the most recent value of a temporal
 * dimension (values come in display order, oldest first), else the first value, else the first
 * hierarchy leaf that has a value. The possible filters then move it to a value with data
 * (filter-availability.ts: the latest with data for a temporal dimension).
 */
const defaultValue = (dimension: Dimension): string | number | undefined =>
  (isTemporalDimension(dimension) ? dimension.values.at(-1)?.value : dimension.values[0]?.value) ?? firstValuedLeaf(dimension);

/** A field dimension's multi filter (the values it shows) restricted to values it has; undefined when none remain. */
const validMulti = (filter: FilterValue | undefined, valid: (value: unknown) => boolean): FilterValue | undefined => {
  if (filter?.type !== 'multi') return undefined;
  const values = Object.keys(filter.values).filter(valid);
  return values.length ? { ...filter, values: Object.fromEntries(values.map((v) => [v, true as const])) } : undefined;
};

/** Whether the cube `iri` of a chart's `cubes` has this dimension: one cube has them all; joined cubes their own and the join dimensions. */
export const ownsDimension = (cubes: { iri: string }[], iri: string, dimension: Pick<Dimension, 'cubeIri' | 'originalIds'>) =>
  cubes.length === 1 || dimension.cubeIri === iri || !!dimension.originalIds?.some((o) => o.cubeIri === iri);

/**
 * Filter normalisation (spec 001 §4): a dimension used as a field loses its single filter but
 * keeps a multi filter (the values it shows, e.g. one hierarchy level; values of one unit where the
 * dimension decides the unit, measure-units.ts); every other key dimension
 * keeps a valid single filter (multi and range filters collapse to their first value), defaulting
 * see {@link defaultValue}. Resetting the calculation when the segment goes is the
 * reducer's step, not this one.
 */
export const normaliseFilters = <T extends EditableConfig & { chartType: ChartType }>(config: T, components: DataCubeComponents): T => {
  const used = fieldComponentIds(config);
  const oneScale = drawsOneScale(config.chartType);
  return {
    ...config,
    cubes: config.cubes.map((cube) => {
      const filters: Record<string, FilterValue> = {};
      // With several cubes each filters only its own dimensions: the server refuses others.
      const own = components.dimensions.filter((d) => ownsDimension(config.cubes, cube.iri, d));
      for (const dimension of own) {
        const current = cube.filters[dimension.id];
        const valid = (value: unknown) => dimension.values.some((v) => String(v.value) === String(value));
        if (used.has(dimension.id)) {
          const multi = validMulti(current, valid);
          const shown = oneScale ? oneUnitFilter(dimension, multi, current?.type === 'single' ? current.value : undefined) : multi;
          if (shown) filters[dimension.id] = shown;
          continue;
        }
        if (!dimension.isKeyDimension) continue;
        const candidate =
          current?.type === 'single'
            ? current.value
            : current?.type === 'multi'
              ? Object.keys(current.values)[0]
              : current?.type === 'range'
                ? current.from
                : undefined;
        const kept = candidate !== undefined && (valid(candidate) || candidate === MOST_RECENT_VALUE);
        const value = kept ? candidate : defaultValue(dimension);
        // The filter keeps its place in the author's order (CHART_CONFIG_FILTER_REORDER).
        if (value !== undefined) filters[dimension.id] = { type: 'single', value, ...(current?.position !== undefined && { position: current.position }) };
      }
      // Filters on non-key dimensions that are not fields are the author's own choice: kept.
      for (const [id, filter] of Object.entries(cube.filters)) {
        if (!used.has(id) && !(id in filters) && !components.dimensions.find((d) => d.id === id)?.isKeyDimension) filters[id] = filter;
      }
      return { ...cube, filters };
    }),
  };
};

/**
 * Sets (or with `undefined`, removes) the component of one field, then normalises the filters. The
 * old and new components leave the interactive data filters (spec 001 §4).
 */
export const setFieldComponent = <T extends EditableConfig & { chartType: ChartType }>(
  config: T,
  field: string,
  componentId: string | undefined,
  components: DataCubeComponents,
  defaults: Record<string, unknown> = {},
): T => {
  const fields = { ...fieldsOf(config) };
  const changed = [componentIdOf(fields[field]), componentId];
  if (componentId === undefined) delete fields[field];
  else fields[field] = { ...defaults, ...fields[field], componentId };
  const interactive = config.interactiveFiltersConfig;
  const next = interactive
    ? {
        ...config,
        interactiveFiltersConfig: {
          ...interactive,
          dataFilters: { ...interactive.dataFilters, componentIds: interactive.dataFilters.componentIds.filter((id) => !changed.includes(id)) },
        },
      }
    : config;
  return normaliseFilters({ ...next, fields }, components);
};

/** Sets the single filter of a dimension on every cube of the config. */
export const setSingleFilter = <T extends EditableConfig>(config: T, dimensionId: string, value: string | number): T => ({
  ...config,
  cubes: config.cubes.map((cube) => ({ ...cube, filters: { ...cube.filters, [dimensionId]: { type: 'single', value } } })),
});
