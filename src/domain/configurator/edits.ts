/**
 * Config changes as functions from config to config (STYLE 5): set a field, set a single filter,
 * and the filter normalisation that follows every field change (spec 001 §4).
 */
import type { DataCubeComponents, Dimension, FilterValue } from '../data';

/** The parts of a chart config these edits read and write (fields differ per chart type). */
type EditableConfig = {
  cubes: { iri: string; filters: Record<string, FilterValue> }[];
  fields: object;
};
type Field = { componentId?: string } | undefined;
const fieldsOf = (config: EditableConfig) => config.fields as Record<string, Field>;

/** Component ids used as fields (x, y, segment, …). */
export const fieldComponentIds = (config: EditableConfig) =>
  new Set(Object.values(fieldsOf(config)).flatMap((field) => (field?.componentId ? [field.componentId] : [])));

/** The default single filter of a dimension: its first value, or the first hierarchy leaf that has one. */
const defaultValue = (dimension: Dimension): string | number | undefined => {
  const hierarchy = 'hierarchy' in dimension ? dimension.hierarchy : undefined;
  if (hierarchy?.length) {
    const stack = [...hierarchy];
    while (stack.length) {
      const node = stack.shift()!;
      if (node.hasValue && !node.children?.length) return node.value;
      stack.unshift(...(node.children ?? []));
    }
  }
  return dimension.values[0]?.value;
};

/**
 * Filter normalisation: a dimension used as a field loses its filter; every other key dimension
 * keeps a valid single filter (multi and range filters collapse to their first value).
 */
export const normaliseFilters = <T extends EditableConfig>(config: T, components: DataCubeComponents): T => {
  const used = fieldComponentIds(config);
  return {
    ...config,
    cubes: config.cubes.map((cube) => {
      const filters: Record<string, FilterValue> = {};
      for (const dimension of components.dimensions) {
        if (used.has(dimension.id) || !dimension.isKeyDimension) continue;
        const current = cube.filters[dimension.id];
        const valid = (value: unknown) => dimension.values.some((v) => String(v.value) === String(value));
        const candidate =
          current?.type === 'single' ? current.value : current?.type === 'multi' ? Object.keys(current.values)[0] : current?.type === 'range' ? current.from : undefined;
        const value = candidate !== undefined && valid(candidate) ? candidate : defaultValue(dimension);
        if (value !== undefined) filters[dimension.id] = { type: 'single', value };
      }
      // Filters on non-key dimensions that are not fields are the author's own choice: kept.
      for (const [id, filter] of Object.entries(cube.filters)) {
        if (!used.has(id) && !(id in filters) && !components.dimensions.find((d) => d.id === id)?.isKeyDimension) filters[id] = filter;
      }
      return { ...cube, filters };
    }),
  };
};

/** Sets (or with `undefined`, removes) the component of one field, then normalises the filters. */
export const setFieldComponent = <T extends EditableConfig>(
  config: T,
  field: string,
  componentId: string | undefined,
  components: DataCubeComponents,
  defaults: Record<string, unknown> = {},
): T => {
  const fields = { ...fieldsOf(config) };
  if (componentId === undefined) delete fields[field];
  else fields[field] = { ...defaults, ...fields[field], componentId };
  return normaliseFilters({ ...config, fields }, components);
};

/** Sets the single filter of a dimension on every cube of the config. */
export const setSingleFilter = <T extends EditableConfig>(config: T, dimensionId: string, value: string | number): T => ({
  ...config,
  cubes: config.cubes.map((cube) => ({ ...cube, filters: { ...cube.filters, [dimensionId]: { type: 'single', value } } })),
});
