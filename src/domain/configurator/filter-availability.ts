/**
 * Which filter values have data (spec 001 §4 "possible filters", issue 28 "the author always sees
 * what they chose, or is told why not"). Filters are resolved one by one in the author's order:
 * each dimension's values with observations under the resolved filters above it, and the value
 * the filter resolves to — kept when it has data, else the default among the values with data
 * (the latest for a temporal dimension, else the first in display order).
 *
 * 'Use most recent' filters are resolved last, under all the others: the latest value with data
 * under the filters as they are, so a series that ends in 1998 shows 1998 and the box stays
 * ticked. Filters below one in the order are not narrowed by it (it has no value of its own).
 *
 * The server runs this with its observations (server/data/possible-filters.ts); tests run it
 * with observations in memory. Both give the same answer for the same data.
 */
import { isTemporalDimension, type Dimension, type Filters } from '../data';
import { isMostRecent } from './most-recent';
import { orderedFilterIds } from './slices/filters';

type Value = string | number;

/** One filter's availability: the possibleFilters answer per filter (compatible with `{id, type, value}`). */
export type FilterAvailability = {
  id: string;
  type: 'single';
  /** The value the filter resolves to. */
  value: Value;
  /** The dimension's values with observations under the filters `above`. */
  values: Value[];
  /** The filters (resolved) the values are counted under, in the order they were resolved. */
  above: { id: string; value: Value }[];
};

/** A dimension used as a field: its values with observations under all the resolved filters. */
export type FieldAvailability = { id: string; type: 'field'; values: Value[]; above: { id: string; value: Value }[] };

/** The order filters are resolved in: the single filters in the author's order, 'most recent' ones last. */
export const resolutionOrder = (filters: Filters): string[] => {
  const single = orderedFilterIds(filters).filter((id) => filters[id].type === 'single');
  return [...single.filter((id) => !isMostRecent(filters[id])), ...single.filter((id) => isMostRecent(filters[id]))];
};

const latest = (values: Value[]) => values.reduce((a, b) => (String(b) > String(a) ? b : a));

/**
 * The value a filter resolves to among the values with data: the chosen one when it has data;
 * for 'most recent' and for a temporal dimension the latest with data; else the first with data
 * in the dimension's display order. Without any value with data the chosen value stays.
 */
export const resolvedValue = (dimension: Dimension | undefined, chosen: Value, mostRecent: boolean, withData: Value[]): Value => {
  if (!withData.length) return chosen;
  const has = new Set(withData.map(String));
  if (!mostRecent && has.has(String(chosen))) return chosen;
  if (mostRecent || (dimension && isTemporalDimension(dimension))) return latest(withData);
  return dimension?.values.find((v) => has.has(String(v.value)))?.value ?? withData[0];
};

/** Values in the dimension's display order (values it does not list last, as found): the same answer from every engine. */
const inDisplayOrder = (dimension: Dimension | undefined, values: Value[]) => {
  const rank = new Map(dimension?.values.map((v, i) => [String(v.value), i]));
  return [...values].sort((a, b) => (rank.get(String(a)) ?? Infinity) - (rank.get(String(b)) ?? Infinity));
};

/** The values of a dimension with observations under some filters (each a single value). */
export type ValuesWithData = (dimensionId: string, filters: Filters) => Promise<Value[]> | Value[];

/**
 * Every single filter's availability, in resolution order, and the values with data of the
 * `fieldIds` dimensions under all resolved filters.
 */
export const resolveAvailability = async (
  filters: Filters,
  dimensions: Dimension[],
  valuesWithData: ValuesWithData,
  fieldIds: string[] = [],
): Promise<(FilterAvailability | FieldAvailability)[]> => {
  const resolved: { id: string; value: Value }[] = [];
  const asFilters = () => Object.fromEntries(resolved.map(({ id, value }) => [id, { type: 'single' as const, value }]));
  const answer: (FilterAvailability | FieldAvailability)[] = [];
  for (const id of resolutionOrder(filters)) {
    const filter = filters[id];
    if (filter.type !== 'single') continue;
    const above = [...resolved];
    const dimension = dimensions.find((d) => d.id === id);
    const values = inDisplayOrder(dimension, await valuesWithData(id, asFilters()));
    // A versioned value (as older configs hold it) is the same value as its version-independent form.
    const chosen = dimension?.values.find((v) => v.versionedValue === filter.value)?.value ?? filter.value;
    const value = resolvedValue(dimension, chosen, isMostRecent(filter), values);
    answer.push({ id, type: 'single', value, values, above });
    resolved.push({ id, value });
  }
  for (const id of fieldIds.filter((id) => !(id in filters && filters[id].type === 'single'))) {
    answer.push({
      id,
      type: 'field',
      values: inDisplayOrder(
        dimensions.find((d) => d.id === id),
        await valuesWithData(id, asFilters()),
      ),
      above: [...resolved],
    });
  }
  return answer;
};

/** The availability answer of one dimension, if any. */
export const availabilityOf = (answer: readonly (FilterAvailability | FieldAvailability)[] | undefined, dimensionId: string) =>
  answer?.find((a) => a.id === dimensionId);

/** Whether a value has data in an availability answer (true while nothing is known). */
export const hasData = (availability: { values: Value[] } | undefined, value: Value) =>
  !availability || availability.values.some((v) => String(v) === String(value));
