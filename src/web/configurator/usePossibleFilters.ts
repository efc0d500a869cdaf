/**
 * Possible filters (spec 001 §4, §8): per cube of the active chart, asks the server which values
 * of each filter (and of each field dimension) have data, returns the answers for the filter
 * controls to mark values without data, and dispatches CHART_CONFIG_FILTERS_UPDATE with the
 * changes when the chart's values differ (the reducer announces those of the author's choices).
 * A failure is logged and returned for the filters section to show.
 */
import { useQueries } from '@tanstack/react-query';
import { useEffect, type Dispatch } from 'react';
import type { ChartConfig } from '../../domain/config';
import type { ConfiguratorAction } from '../../domain/configurator/actions';
import { possibleFiltersRequest, possibleFiltersUpdate, type PossibleFiltersAnswer } from '../../domain/configurator/possible-filters';
import type { DataCubeComponents, Locale } from '../../domain/data';
import { dataQuery, type DataSource } from '../api/client';

export const usePossibleFilters = (
  chart: ChartConfig | undefined,
  components: DataCubeComponents | undefined,
  source: DataSource,
  locale: Locale,
  dispatch: Dispatch<ConfiguratorAction>,
): { error: Error | null; availability: PossibleFiltersAnswer } => {
  const requests = components && chart ? chart.cubes.map((cube) => ({ cubeIri: cube.iri, ...possibleFiltersRequest(chart, cube.filters, components) })) : [];
  const results = useQueries({
    queries: requests.map((variables) => ({
      queryKey: ['possibleFilters', source.url, locale, variables],
      queryFn: () => dataQuery<PossibleFiltersAnswer>('possibleFilters', source, locale, variables),
      retry: false,
      // While the next answer is on its way, the controls keep marking by the last one.
      placeholderData: (previous: PossibleFiltersAnswer | undefined) => previous,
    })),
  });
  const answers = results.map((r) => (r.isPlaceholderData ? undefined : r.data));
  const failed = results.findIndex((r) => r.error);
  const error = failed < 0 ? null : results[failed].error;

  useEffect(() => {
    if (!chart) return;
    answers.forEach((answer, i) => {
      const cubeIri = requests[i]?.cubeIri;
      const update = answer && cubeIri ? possibleFiltersUpdate(chart, cubeIri, answer) : undefined;
      if (update) dispatch({ type: 'CHART_CONFIG_FILTERS_UPDATE', value: { cubeIri: cubeIri!, ...update } });
    });
    // The answers are what changes (compared by content); the chart they apply to is read as it is now.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [JSON.stringify(answers)]);

  const failedIri = requests[failed]?.cubeIri;
  useEffect(() => {
    if (error) console.error(`Could not fetch possible filters for ${failedIri}`, error);
  }, [error, failedIri]);
  return { error, availability: results.flatMap((r) => r.data ?? []) };
};
