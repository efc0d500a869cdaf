/** Dashboard shared filters of the configurator (spec 001 §4 "Dashboard actions"). */
import type { ConfiguratorState, DashboardFilters } from '../../config';
import type { ConfiguratorAction } from '../actions';

const empty = (): DashboardFilters => ({
  timeRange: { active: false, timeUnit: '', presets: { from: '', to: '' } },
  dataFilters: { componentIds: [], filters: {} },
});

const withFilters = (state: ConfiguratorState, change: (filters: DashboardFilters) => DashboardFilters): ConfiguratorState => ({
  ...state,
  dashboardFilters: change(state.dashboardFilters ?? empty()),
});

export const dashboardSlice = (state: ConfiguratorState, action: ConfiguratorAction): ConfiguratorState => {
  switch (action.type) {
    case 'DASHBOARD_TIME_RANGE_FILTER_UPDATE': {
      const { from, to } = action.value.presets;
      // A start after the end is refused (spec 001 §5).
      if (from > to) return state;
      return withFilters(state, (f) => ({ ...f, timeRange: action.value }));
    }
    case 'DASHBOARD_TIME_RANGE_FILTER_REMOVE':
      return withFilters(state, (f) => ({ ...f, timeRange: empty().timeRange }));
    case 'DASHBOARD_DATA_FILTER_ADD': {
      const { dimensionId, value } = action.value;
      return withFilters(state, (f) => ({
        ...f,
        dataFilters: {
          componentIds: f.dataFilters.componentIds.includes(dimensionId) ? f.dataFilters.componentIds : [...f.dataFilters.componentIds, dimensionId],
          filters: { ...f.dataFilters.filters, [dimensionId]: { type: 'single', value } },
        },
      }));
    }
    case 'DASHBOARD_DATA_FILTER_SET': {
      const { dimensionId, value } = action.value;
      if (!state.dashboardFilters?.dataFilters.componentIds.includes(dimensionId)) return state;
      return withFilters(state, (f) => ({
        ...f,
        dataFilters: { ...f.dataFilters, filters: { ...f.dataFilters.filters, [dimensionId]: { type: 'single', value } } },
      }));
    }
    case 'DASHBOARD_DATA_FILTER_REMOVE': {
      const { dimensionId } = action.value;
      if (!state.dashboardFilters?.dataFilters.componentIds.includes(dimensionId)) return state;
      return withFilters(state, (f) => {
        const { [dimensionId]: _, ...filters } = f.dataFilters.filters;
        return { ...f, dataFilters: { componentIds: f.dataFilters.componentIds.filter((id) => id !== dimensionId), filters } };
      });
    }
    default:
      return state;
  }
};
