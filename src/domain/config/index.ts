/** Config schemas and the rules that derive chart configs from a cube's components. */
import type { z } from 'zod';

export * from './chart-config';
export * from './configurator-state';
export * from './interactive-filters';
export * from './meta';
export { getChartTypeAvailability, getEnabledChartTypes } from '../charts/availability';
export { getInitialChartConfig, createChartKey } from '../charts/initial-config';

/** A zod error as one readable sentence naming each failing path. */
export const formatZodError = (error: z.ZodError) =>
  error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.length ? issue.path.join('.') : 'config'}: ${issue.message}`)
    .join('; ') + (error.issues.length > 5 ? ` (and ${error.issues.length - 5} more)` : '');
