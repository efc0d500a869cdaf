/**
 * Limits of the active chart's measures (spec 001 §3–§4): set switches a limit on or restyles it,
 * remove switches it off. Both match the limit by its measure and an identical set of related
 * dimension values (overlays/limits.ts).
 */
import type { ConfigLimit, ConfiguratorState } from '../../config';
import { sameRelations } from '../../charts/overlays/limits';
import type { ConfiguratorAction } from '../actions';
import { updateActiveChart } from '../select';

const withMeasureLimits = (state: ConfiguratorState, measureId: string, change: (limits: ConfigLimit[]) => ConfigLimit[]) =>
  updateActiveChart(state, (chart) => {
    const current = chart.limits[measureId] ?? [];
    const next = change(current);
    if (next === current) return chart;
    const { [measureId]: _, ...others } = chart.limits;
    return { ...chart, limits: next.length ? { ...others, [measureId]: next } : others };
  });

export const limitsSlice = (state: ConfiguratorState, action: ConfiguratorAction): ConfiguratorState => {
  switch (action.type) {
    case 'LIMIT_SET': {
      const limit = action.value;
      return withMeasureLimits(state, limit.measureId, (limits) =>
        limits.some((l) => sameRelations(l.related, limit.related))
          ? limits.map((l) => (sameRelations(l.related, limit.related) ? limit : l))
          : [...limits, limit],
      );
    }
    case 'LIMIT_REMOVE': {
      const { measureId, related } = action.value;
      return withMeasureLimits(state, measureId, (limits) =>
        limits.some((l) => sameRelations(l.related, related)) ? limits.filter((l) => !sameRelations(l.related, related)) : limits,
      );
    }
    default:
      return state;
  }
};
