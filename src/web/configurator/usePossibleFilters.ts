/**
 * Possible filters (spec 001 §4, §8): per cube of the active chart, asks the server which single
 * filter values have data and dispatches CHART_CONFIG_FILTERS_UPDATE when the chart's differ.
 * A failure is logged and returned for the filters section to show.
 */
import { useQueries } from '@tanstack/react-query';
import { useEffect, type Dispatch } from 'react';
import type { ChartConfig } from '../../domain/config';
import type { ConfiguratorAction } from '../../domain/configurator/actions';
import type { PossibleFilter } from '../../domain/configurator/edits';
import { possibleFiltersRequest, possibleFiltersUpdate } from '../../domain/configurator/possible-filters';
import type { DataCubeComponents, Locale } from '../../domain/data';
import { dataQuery, type DataSource } from '../api/client';

export const usePossibleFilters = (
  chart: ChartConfig | undefined,
  components: DataCubeComponents | undefined,
  source: DataSource,
  locale: Locale,
  dispatch: Dispatch<ConfiguratorAction>,
): Error | null => {
  const requests = components ? (chart?.cubes ?? []).map((cube) => ({ cubeIri: cube.iri, filters: possibleFiltersRequest(cube.filters, components) })) : [];
  const results = useQueries({
    queries: requests.map((variables) => ({
      queryKey: ['possibleFilters', source.url, locale, variables],
      queryFn: () => dataQuery<PossibleFilter[]>('possibleFilters', source, locale, variables),
      retry: false,
    })),
  });
  const answers = results.map((r) => r.data);
  const failed = results.findIndex((r) => r.error);
  const error = failed < 0 ? null : results[failed].error;

  useEffect(() => {
    if (!chart || !components) return;
    answers.forEach((possible, i) => {
      const cubeIri = requests[i]?.cubeIri;
      const filters = possible && cubeIri ? possibleFiltersUpdate(chart, cubeIri, possible, components) : undefined;
      if (filters) dispatch({ type: 'CHART_CONFIG_FILTERS_UPDATE', value: { cubeIri: cubeIri!, filters } });
    });
    // The answers are what changes (compared by content); the chart they apply to is read as it is now.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [JSON.stringify(answers)]);

  const failedIri = requests[failed]?.cubeIri;
  useEffect(() => {
    if (error) console.error(`Could not fetch possible filters for ${failedIri}`, error);
  }, [error, failedIri]);
  return error;
};
