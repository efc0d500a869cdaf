/**
 * 'Use most recent' (spec 001 §4): a single filter whose value is the sentinel stands for the
 * dimension's latest value, whatever new data the cube gets. Queries resolve it first.
 */
import type { DataCubeComponents, Dimension, Filters } from '../data';

/** The sentinel value of a single filter that follows the dimension's latest value. */
export const MOST_RECENT_VALUE = '__most_recent__';

/** Whether a filter follows the latest value. */
export const isMostRecent = (filter: Filters[string] | undefined) => filter?.type === 'single' && filter.value === MOST_RECENT_VALUE;

/** The dimension's latest value: the greatest (temporal values are ISO dates), undefined without values. */
export const latestValue = (dimension: Dimension): string | number | undefined =>
  dimension.values.reduce<string | number | undefined>(
    (latest, { value }) => (latest === undefined || String(value) > String(latest) ? value : latest),
    undefined,
  );

/** The filters with every sentinel replaced by its dimension's latest value, as a query needs them. */
export const resolveMostRecent = (filters: Filters, components: DataCubeComponents): Filters => {
  if (!Object.values(filters).some(isMostRecent)) return filters;
  return Object.fromEntries(
    Object.entries(filters).map(([id, filter]) => {
      if (!isMostRecent(filter)) return [id, filter];
      const dimension = components.dimensions.find((d) => d.id === id);
      const value = dimension && latestValue(dimension);
      return [id, value === undefined ? filter : { ...filter, value }];
    }),
  );
};

/**
 * Filters derived from resolved ones (possible filters) with the sentinel put back where the
 * author chose it and the derived value is still the latest one.
 */
export const keepMostRecent = (chosen: Filters, derived: Filters, components: DataCubeComponents): Filters => {
  const resolved = resolveMostRecent(chosen, components);
  return Object.fromEntries(
    Object.entries(derived).map(([id, filter]) => {
      const before = resolved[id];
      const same = filter.type === 'single' && before?.type === 'single' && String(before.value) === String(filter.value);
      return [id, isMostRecent(chosen[id]) && same ? chosen[id] : filter];
    }),
  );
};
