/**
 * 'Use most recent' (spec 001 §4): a single filter whose value is the sentinel stands for the
 * dimension's latest value with data under the other filters, whatever new data the cube gets.
 * The server resolves it (server/data/possible-filters.ts); resolveMostRecent here is the
 * dimension's latest value, for captions that have no data at hand.
 */
import { iriKey, type DataCubeComponents, type Dimension, type Filters, type Observation } from '../data';

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

/**
 * The filters with every sentinel replaced by the value the observations hold (the server's
 * resolution: the latest with data), else by its dimension's latest value.
 */
export const resolveMostRecent = (filters: Filters, components: DataCubeComponents, observations: Observation[] = []): Filters => {
  if (!Object.values(filters).some(isMostRecent)) return filters;
  return Object.fromEntries(
    Object.entries(filters).map(([id, filter]) => {
      if (!isMostRecent(filter)) return [id, filter];
      const dimension = components.dimensions.find((d) => d.id === id);
      const observed = observations[0]?.[iriKey(id)] ?? observations[0]?.[id];
      const value = observed ?? (dimension && latestValue(dimension));
      return [id, value === undefined ? filter : { ...filter, value }];
    }),
  );
};
