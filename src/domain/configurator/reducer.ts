/**
 * The configurator reducer: the step machine, then each slice in turn. A slice returns the
 * state unchanged for actions that are not its own.
 *
 *   action ─► steps ─► annotations ─► chart ─► filters ─► colours ─► charts list ─► custom layers ─► table ─► map layers ─► limits ─► units ─► datasets ─► layout ─► dashboard ─► filter memory ─► state
 *
 * The filter memory (filter-memory.ts) compares the state before and after: it remembers the
 * author's filter choices and announces the values changed for want of data.
 */
import type { ConfiguratorState } from '../config';
import type { ConfiguratorAction } from './actions';
import { annotationsSlice } from './slices/annotations';
import { chartSlice } from './slices/chart';
import { chartsSlice } from './slices/charts';
import { colorsSlice } from './slices/colors';
import { customLayersSlice } from './slices/custom-layers';
import { datasetsSlice } from './slices/datasets';
import { filtersSlice } from './slices/filters';
import { mapLayersSlice } from './slices/map-layers';
import { stepsSlice } from './slices/steps';
import { tableSlice } from './slices/table';
import { limitsSlice } from './slices/limits';
import { unitsSlice } from './slices/units';
import { layoutSlice } from './slices/layout';
import { dashboardSlice } from './slices/dashboard';
import { withFilterMemory } from './filter-memory';

// Annotations first: closing an annotation's panel reads the active field before the chart slice changes it.
const CHART_SLICES = [
  annotationsSlice,
  chartSlice,
  filtersSlice,
  colorsSlice,
  chartsSlice,
  customLayersSlice,
  tableSlice,
  mapLayersSlice,
  limitsSlice,
  unitsSlice,
  datasetsSlice,
  layoutSlice,
  dashboardSlice,
];

/** Chart edits apply only while a chart is being configured (or laid out); steps apply always. */
const EDITABLE: ConfiguratorState['state'][] = ['CONFIGURING_CHART', 'LAYOUTING'];

export const configuratorReducer = (state: ConfiguratorState, action: ConfiguratorAction): ConfiguratorState => {
  const stepped = stepsSlice(state, action);
  if (stepped !== state || !EDITABLE.includes(state.state)) return stepped;
  const after = CHART_SLICES.reduce((current, slice) => slice(current, action), state);
  return action.type === 'FILTER_NOTICE_UNDO' || action.type === 'FILTER_SET_SINGLE' || after !== state ? withFilterMemory(state, after, action) : after;
};
