/** Saved configs of every version, up or down: chart configs alone or whole configurator states. */
import { chartSteps, CHART_VERSION } from './chart';
import { migrate, type Loose, type MigrationContext } from './run';
import { stateSteps, STATE_VERSION } from './state';

export { CHART_VERSION, chartSteps } from './chart';
export { STATE_VERSION, stateSteps, DOWNGRADE_DATASET_WARNING } from './state';
export { compareVersions, knownVersions, MigrationError, versionOf, type MigrationContext, type Version } from './run';

/** A configurator state has chart configs (one before 2.0.0); a chart config has a chart type. */
export const isChartConfig = (config: Loose) => 'chartType' in config && !('chartConfigs' in config) && !('chartConfig' in config);

export const migrateChartConfig = (config: Loose, context: MigrationContext = {}, to: string = CHART_VERSION) => migrate(config, to, chartSteps, context);

export const migrateConfiguratorState = (state: Loose, context: MigrationContext = {}, to: string = STATE_VERSION) => migrate(state, to, stateSteps, context);
