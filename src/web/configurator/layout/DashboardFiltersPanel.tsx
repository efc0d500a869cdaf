/**
 * The dashboard's shared filters in the layout step (spec 001 §4, §5): a time-range toggle per
 * time unit the charts have (on: earliest to latest date) and a toggle per dimension filtered in
 * more than one chart (on: its first value); each list shows only when something is available.
 */
import { useTranslation } from 'react-i18next';
import type { ChartConfig, DashboardFilters } from '../../../domain/config';
import type { ConfiguratorAction } from '../../../domain/configurator/actions';
import type { DataCubeComponents } from '../../../domain/data';
import {
  dataFilterCandidates,
  dataFilterOptions,
  firstValue,
  timeRangeCandidates,
  timeRangeOn,
  timeRangeOptions,
} from '../../../domain/layout/dashboard-filters';
import { timeRangeToggleText } from '../../i18n/composed';
import { DataFilterSelect, TimeRangeSelects } from '../../layout/SharedFilterControls';

export const DashboardFiltersPanel = ({
  charts,
  components,
  filters,
  dispatch,
}: {
  charts: ChartConfig[];
  components: DataCubeComponents[];
  filters: DashboardFilters | undefined;
  dispatch: (action: ConfiguratorAction) => void;
}) => {
  const { t } = useTranslation();
  const times = timeRangeCandidates(components);
  const dataIds = dataFilterCandidates(charts).filter((id) => dataFilterOptions(components, id));
  if (!times.length && !dataIds.length) return null;
  const timeRange = filters?.timeRange;
  return (
    <section className="panel dashboard-filters-panel" aria-labelledby="dashboard-filters-title" data-testid="dashboard-filters-panel">
      <h2 id="dashboard-filters-title">{t('dashboard.filters')}</h2>
      {times.map((candidate) => {
        const on = !!timeRange?.active && timeRange.timeUnit === candidate.timeUnit;
        return (
          <div key={candidate.timeUnit} className="shared-filter-toggle">
            <label className="checkbox">
              <input
                type="checkbox"
                checked={on}
                onChange={() =>
                  dispatch(on ? { type: 'DASHBOARD_TIME_RANGE_FILTER_REMOVE' } : { type: 'DASHBOARD_TIME_RANGE_FILTER_UPDATE', value: timeRangeOn(candidate) })
                }
                data-testid={`dashboard-time-range-${candidate.timeUnit}`}
              />
              {timeRangeToggleText(t, candidate.timeUnit)}
            </label>
            {on && timeRange && (
              <TimeRangeSelects
                options={timeRangeOptions(components, candidate.timeUnit)}
                range={timeRange.presets}
                onChange={(presets) => dispatch({ type: 'DASHBOARD_TIME_RANGE_FILTER_UPDATE', value: { ...timeRange, presets } })}
              />
            )}
          </div>
        );
      })}
      {dataIds.map((id) => {
        const options = dataFilterOptions(components, id)!;
        const filter = filters?.dataFilters.filters[id];
        const on = !!filters?.dataFilters.componentIds.includes(id);
        const first = firstValue(options);
        return (
          <div key={id} className="shared-filter-toggle">
            <label className="checkbox">
              <input
                type="checkbox"
                checked={on}
                disabled={!first}
                onChange={() =>
                  dispatch(
                    on
                      ? { type: 'DASHBOARD_DATA_FILTER_REMOVE', value: { dimensionId: id } }
                      : { type: 'DASHBOARD_DATA_FILTER_ADD', value: { dimensionId: id, value: first! } },
                  )
                }
                data-testid={`dashboard-data-filter-${id}`}
              />
              {t('dashboard.filters.data.toggle', { name: options.label })}
            </label>
            {on && filter?.type === 'single' && (
              <DataFilterSelect
                id={id}
                label={options.label}
                options={options.values}
                value={String(filter.value)}
                onChange={(value) => dispatch({ type: 'DASHBOARD_DATA_FILTER_SET', value: { dimensionId: id, value } })}
              />
            )}
          </div>
        );
      })}
    </section>
  );
};
