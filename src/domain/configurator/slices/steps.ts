/**
 * The step machine of spec 001 §4: INITIAL → SELECTING_DATASET → CONFIGURING_CHART →
 * LAYOUTING → PUBLISHING → PUBLISHED. It moves between steps and knows nothing of charts.
 */
import type { ConfiguratorState } from '../../config';
import type { ConfiguratorAction, ConfiguratorStep } from '../actions';
import { defaultLayout, syncBlocks } from '../select';

const ORDER: ConfiguratorStep[] = ['INITIAL', 'SELECTING_DATASET', 'CONFIGURING_CHART', 'LAYOUTING', 'PUBLISHING', 'PUBLISHED'];

/** Every chart's active field closed: the layout step edits no field. */
const withoutActiveFields = (state: ConfiguratorState): ConfiguratorState => ({
  ...state,
  chartConfigs: state.chartConfigs.map(({ activeField: _, ...chart }) => chart),
});

const next = (state: ConfiguratorState, action: Extract<ConfiguratorAction, { type: 'STEP_NEXT' }>): ConfiguratorState => {
  switch (state.state) {
    case 'SELECTING_DATASET': {
      const chart = action.value?.chartConfig;
      if (!chart) return state;
      return { ...state, state: 'CONFIGURING_CHART', chartConfigs: [chart], activeChartKey: chart.key, layout: defaultLayout([chart]) };
    }
    case 'CONFIGURING_CHART':
      return state.chartConfigs.length > 1 ? { ...state, state: 'LAYOUTING' } : { ...state, state: 'PUBLISHING', activeChartKey: state.chartConfigs[0].key };
    case 'LAYOUTING':
      return { ...state, state: 'PUBLISHING' };
    default:
      return state;
  }
};

const previous = (state: ConfiguratorState): ConfiguratorState => {
  switch (state.state) {
    case 'CONFIGURING_CHART':
      return { ...state, state: 'SELECTING_DATASET', chartConfigs: [], activeChartKey: '', layout: defaultLayout([]) };
    case 'LAYOUTING':
      return { ...withoutActiveFields(state), state: 'CONFIGURING_CHART', activeChartKey: state.chartConfigs[0].key };
    case 'PUBLISHING':
      return { ...state, state: state.chartConfigs.length > 1 ? 'LAYOUTING' : 'CONFIGURING_CHART' };
    default:
      return state;
  }
};

/** Steps back until `to` (or one step without it); never forwards. */
const previousTo = (state: ConfiguratorState, to: ConfiguratorStep | undefined): ConfiguratorState => {
  if (!to) return previous(state);
  let current = state;
  while (ORDER.indexOf(current.state) > ORDER.indexOf(to)) {
    const back = previous(current);
    if (back === current) break;
    current = back;
  }
  return current;
};

export const stepsSlice = (state: ConfiguratorState, action: ConfiguratorAction): ConfiguratorState => {
  switch (action.type) {
    case 'INITIALIZED':
      return action.value;
    case 'STEP_NEXT':
      return next(state, action);
    case 'STEP_PREVIOUS':
      return previousTo(state, action.value?.to);
    case 'PUBLISH_FAILED':
      return state.state === 'PUBLISHING' ? previous(state) : state;
    case 'PUBLISHED':
      return state.state === 'PUBLISHING' ? { ...state, state: 'PUBLISHED' } : state;
    case 'CONFIGURE_CHART':
      // Editing a chart from a later step returns to CONFIGURING_CHART with that chart active.
      return state.chartConfigs.some((c) => c.key === action.value.chartKey) && ORDER.indexOf(state.state) >= ORDER.indexOf('CONFIGURING_CHART')
        ? { ...state, state: 'CONFIGURING_CHART', activeChartKey: action.value.chartKey }
        : state;
    case 'LAYOUT_CHANGED':
      return { ...state, layout: syncBlocks(action.value, state.chartConfigs) };
    default:
      return state;
  }
};
