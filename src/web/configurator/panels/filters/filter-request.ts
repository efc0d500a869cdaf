/**
 * A request from the preview to open one dimension's filter in the left panel: the row limit's
 * advice (charts/TooManyRows.tsx) names the dimensions to filter, and a press on one opens its
 * values. A request lasts one commit (ConfiguratorView clears it).
 */
import { createContext, useContext, useEffect } from 'react';

export type FilterRequest = { dimensionId: string };

export const FilterRequestContext = createContext<FilterRequest | undefined>(undefined);

/** Calls `open` when the preview asks for this dimension's filter. */
export const useFilterRequest = (dimensionId: string, open: () => void) => {
  const request = useContext(FilterRequestContext);
  useEffect(() => {
    if (request?.dimensionId === dimensionId) open();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- each request once, not again when the callback changes
  }, [request]);
};
