/** Config schemas and the rules that derive chart configs from a cube's components. */
export * from './chart-config';
export * from './configurator-state';
export * from './interactive-filters';
export * from './meta';
export * from './common';
export * from './defaults';
export { getChartTypeAvailability, getEnabledChartTypes } from '../charts/availability';
export { getInitialChartConfig } from '../charts/initial-config';
export { createChartKey, isChartKey } from './keys';
export { formatZodError } from './format-error';
export { loadSavedConfig, type LoadOptions, type LoadResult } from './load';
