/**
 * The configurator reducer: the step machine, then each slice in turn. A slice returns the
 * state unchanged for actions that are not its own.
 *
 *   action ─► steps ─► chart ─► filters ─► colours ─► charts list ─► custom layers ─► table ─► map layers ─► layout ─► dashboard ─► state
 */
import type { ConfiguratorState } from '../config';
import type { ConfiguratorAction } from './actions';
import { chartSlice } from './slices/chart';
import { chartsSlice } from './slices/charts';
import { colorsSlice } from './slices/colors';
import { customLayersSlice } from './slices/custom-layers';
import { filtersSlice } from './slices/filters';
import { mapLayersSlice } from './slices/map-layers';
import { stepsSlice } from './slices/steps';
import { tableSlice } from './slices/table';
import { layoutSlice } from './slices/layout';
import { dashboardSlice } from './slices/dashboard';

const CHART_SLICES = [chartSlice, filtersSlice, colorsSlice, chartsSlice, customLayersSlice, tableSlice, mapLayersSlice, layoutSlice, dashboardSlice];

/** Chart edits apply only while a chart is being configured (or laid out); steps apply always. */
const EDITABLE: ConfiguratorState['state'][] = ['CONFIGURING_CHART', 'LAYOUTING'];

export const configuratorReducer = (state: ConfiguratorState, action: ConfiguratorAction): ConfiguratorState => {
  const stepped = stepsSlice(state, action);
  if (stepped !== state || !EDITABLE.includes(state.state)) return stepped;
  return CHART_SLICES.reduce((current, slice) => slice(current, action), state);
};
