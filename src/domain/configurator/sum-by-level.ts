/**
 * The "Show by" choice of a column or bar chart's category field, or a pie's segment (observations/aggregation.ts):
 * the dimension's own values, or a level of its hierarchy above them, each category a sum. It is
 * offered for a dimension with levels to sum by, on one cube; disabled, with the reason, when the
 * chart's measure cannot be summed. Choosing a level drops the dimension's filter (its values are
 * of another level); a chart whose field or measure changes keeps its level only where it still holds.
 */
import { valueFieldOf } from '../charts/capabilities';
import { componentIdOf, fieldsOf, optionsOf, withField, type ChartConfig } from '../config';
import { componentsById, type DataCubeComponents } from '../data';
import { aggregationLevels, aggregationRefusal, chartAggregate, summedFieldOf, type AggregationRefusal } from '../observations/aggregation';

export type SumByLevelControl = {
  option: 'sumByLevel';
  /** The name of the dimension's own level. */
  own: string;
  levels: { depth: number; name: string }[];
  /** Why the chart's measure cannot be summed: the choice is disabled. */
  refusal?: { measure: string; reason: AggregationRefusal };
};

/** The choice the category field of this chart offers, if any. */
export const sumByLevelControl = (config: ChartConfig, field: string, components: DataCubeComponents): SumByLevelControl | undefined => {
  if (field !== summedFieldOf(config.chartType) || config.cubes.length > 1) return undefined;
  const byId = componentsById(components);
  const fields = fieldsOf(config);
  const dimension = byId.get(componentIdOf(fields[field]) ?? '');
  const levels = dimension && aggregationLevels(dimension);
  if (!dimension || !levels) return undefined;
  const measure = byId.get(componentIdOf(fields[valueFieldOf(config.chartType)]) ?? '');
  const refusal = measure && aggregationRefusal([measure]);
  return {
    option: 'sumByLevel',
    own: dimension.label,
    levels: levels.above.map(({ depth, name }) => ({ depth, name })),
    ...(refusal && { refusal: { measure: refusal.measure.label, reason: refusal.reason } }),
  };
};

/** The name of the level a field shows, each category a sum, if it shows one. */
export const summedLevelName = (config: ChartConfig, field: string, components: DataCubeComponents): string | undefined => {
  const aggregate = chartAggregate(config);
  if (!aggregate || field !== summedFieldOf(config.chartType)) return undefined;
  return sumByLevelControl(config, field, components)?.levels.find((l) => l.depth === aggregate.depth)?.name;
};

/** The chart showing its category field by a level (`depth`), or by the dimension's own values (undefined); unchanged when that level is not offered. */
export const withSumByLevel = (config: ChartConfig, depth: number | undefined, components: DataCubeComponents): ChartConfig => {
  const field = summedFieldOf(config.chartType);
  const own = field && fieldsOf(config)[field];
  const componentId = componentIdOf(own);
  if (!field || !own || !componentId) return config;
  const control = sumByLevelControl(config, field, components);
  if (depth !== undefined && (!control || control.refusal || !control.levels.some((l) => l.depth === depth))) return config;
  const { sumByLevel: _, ...options } = optionsOf(own);
  const changed = withField(config, field, depth === undefined ? options : { ...options, sumByLevel: depth });
  return {
    ...changed,
    cubes: changed.cubes.map((cube) => {
      const { [componentId]: __, ...filters } = cube.filters;
      return { ...cube, filters };
    }),
  };
};

/** The chart without its level where the level no longer holds (another dimension, a measure that cannot be summed, a second cube). */
export const fitSumByLevel = (config: ChartConfig, components: DataCubeComponents): ChartConfig => {
  const field = summedFieldOf(config.chartType);
  const own = field && fieldsOf(config)[field];
  if (!field || !own || optionsOf(own).sumByLevel === undefined) return config;
  const aggregate = chartAggregate(config);
  const control = sumByLevelControl(config, field, components);
  if (aggregate && control && !control.refusal && control.levels.some((l) => l.depth === aggregate.depth)) return config;
  const { sumByLevel: _, ...options } = optionsOf(own);
  return withField(config, field, options);
};
