/**
 * What the data filters section offers (spec 001 §2 "data filters", §4 "Filters"): the filters
 * in the author's order, the count on its badge, the dimensions the add-filter menu lists, which
 * filters can be removed, and the field dimensions whose shown values a multi filter picks.
 */
import { displayLabel } from '../charts/chart-data';
import { findValue, isRelatedDimension, isTemporalDimension, type DataCubeComponents, type Dimension, type Filters } from '../data';
import { fieldComponentIds } from './edits';
import { orderedFilterIds } from './slices/filters';

/** The parts of a chart config the section reads (narrow, so tests build it from a plain object). */
type FilteredConfig = Parameters<typeof fieldComponentIds>[0];

/** The filters of all the chart's cubes in one map (a dimension id names its cube). */
export const chartFilters = (chart: { cubes: { filters: Filters }[] }): Filters => Object.assign({}, ...chart.cubes.map((cube) => cube.filters));

/** The number on the section's badge: the single filters. */
export const singleFilterCount = (filters: Filters) => Object.values(filters).filter((f) => f.type === 'single').length;

/** The filter rows of the section, in the author's order: filtered dimensions that are not fields. */
export const filterRows = (chart: FilteredConfig, components: DataCubeComponents): Dimension[] => {
  const used = fieldComponentIds(chart);
  return orderedFilterIds(chartFilters(chart)).flatMap((id) => {
    const dimension = components.dimensions.find((d) => d.id === id);
    return dimension && !used.has(id) ? [dimension] : [];
  });
};

/**
 * The dimensions used as fields whose drawn values a multi filter chooses (the categories of x
 * or segment), in the order of the components.
 */
export const shownValuesDimensions = (chart: FilteredConfig, components: DataCubeComponents): Dimension[] => {
  const used = fieldComponentIds(chart);
  return components.dimensions.filter((d) => used.has(d.id) && !isRelatedDimension(d));
};

/** The dimensions the add-filter menu offers: filterable non-key dimensions without a filter that are not fields. */
export const addableDimensions = (chart: FilteredConfig, components: DataCubeComponents): Dimension[] => {
  const used = fieldComponentIds(chart);
  const filters = chartFilters(chart);
  return components.dimensions.filter((d) => !d.isKeyDimension && !isRelatedDimension(d) && !used.has(d.id) && !(d.id in filters) && d.values.length > 0);
};

/** The single filter a newly added dimension filter starts with: its first value. */
export const addedFilterValue = (dimension: Dimension) => dimension.values[0]?.value;

/** Key dimensions always keep a filter; the author removes only the others. */
export const canRemoveFilter = (dimension: Dimension) => !dimension.isKeyDimension;

/** Whether the single-value control offers 'use most recent'. */
export const offersMostRecent = (dimension: Dimension) => isTemporalDimension(dimension);

/**
 * The index in the whole filter order that a move within the section's rows lands on: rows
 * leave out field dimensions, the stored order does not.
 */
export const reorderIndex = (allIds: string[], rowIds: string[], newIndex: number) => allIds.indexOf(rowIds[newIndex]);

/** Whether a multi-filter choice keeps every value: then it is no filter at all, and values the cube gains later show too. */
export const choosesAll = (all: string[], chosen: string[]) => {
  const set = new Set(chosen);
  return all.every((value) => set.has(value));
};

type Value = string | number;

/** A value's label as the controls show it (the value itself when the dimension does not list it). */
export const valueLabel = (components: DataCubeComponents, dimensionId: string, value: Value) => {
  const dimension = components.dimensions.find((d) => d.id === dimensionId);
  const found = dimension && findValue(dimension.values, value);
  return found ? displayLabel(dimension, found.label) : String(value);
};

/** The filters values have no data under, as the reason names them ("Bern-Bollwerk, 2020"); empty with none. */
export const reasonText = (above: { id: string; value: Value }[], components: DataCubeComponents) =>
  above.map(({ id, value }) => valueLabel(components, id, value)).join(', ');

/**
 * A dimension's values split by data (issue 28): those the author can choose, and those with no
 * observations under the filters above, shown apart. All have data while nothing is known.
 */
export const valuesByData = (dimension: Dimension, has: (value: Value) => boolean = () => true) => ({
  withData: dimension.values.filter((v) => has(v.value)),
  without: dimension.values.filter((v) => !has(v.value)),
});
