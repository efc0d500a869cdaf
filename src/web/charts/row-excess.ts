/** Whether a chart's observations query is past the row limit of its kind (domain/charts/row-limit.ts), told before it is sent. */
import { useMemo } from 'react';
import { chartRowExcess, DEFAULT_ROW_LIMITS } from '../../domain/charts/row-limit';
import type { CubeQuery } from '../../domain/charts/pipeline';
import type { ChartConfig } from '../../domain/config';
import type { DataCubeComponents } from '../../domain/data';
import { useWebSettings } from '../api/hooks';

/**
 * The chart's excess, `known` once the server's limits are (its defaults when it cannot tell):
 * until then nothing is asked, and past the limit nothing either.
 */
export const useRowExcess = (config: ChartConfig, components: DataCubeComponents | undefined, query: CubeQuery[]) => {
  const settings = useWebSettings();
  const limits = settings.data?.rowLimits ?? (settings.isError ? DEFAULT_ROW_LIMITS : undefined);
  const excess = useMemo(() => (limits ? chartRowExcess(config, components, query, limits) : undefined), [config, components, query, limits]);
  return { settings, known: !!limits, excess };
};
