/**
 * The datasets of the active chart (spec 001 §4 "Datasets on a chart"): add a cube joined on
 * shared dimensions, remove one while two or more remain. Both carry the components of the new
 * cube set, which the configurator fetched before dispatching; the chart's fields are re-derived
 * on them, with the chart type the new set allows.
 */
import type { ChartConfig, ChartCube, ConfiguratorState } from '../../config';
import { getEnabledChartTypes } from '../../charts/availability';
import { joinById, type DataCubeComponents } from '../../data';
import type { ConfiguratorAction } from '../actions';
import { changeChartType } from '../chart-type';
import { chartTypeForDatasets, cubesWithDataset, cubesWithoutDataset, joinRenames, type JoinMatch } from '../datasets';
import { updateActiveChart } from '../select';

/** Every string equal to a renamed id, and every key equal to one, renamed (component ids sit in values and in keys). */
const renamed = <T>(value: T, renames: Map<string, string>): T => {
  if (typeof value === 'string') return (renames.get(value) ?? value) as T;
  if (Array.isArray(value)) return value.map((v) => renamed(v, renames)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [renames.get(k) ?? k, renamed(v, renames)])) as T;
  }
  return value;
};

/** The chart on new cubes: ids renamed where a join renames them, fields re-derived for `chartType`. */
const onCubes = (chart: ChartConfig, cubes: ChartCube[], renames: Map<string, string>, components: DataCubeComponents, chartType = chart.chartType) => {
  const moved = {
    ...chart,
    fields: renamed(chart.fields, renames),
    interactiveFiltersConfig: renamed(chart.interactiveFiltersConfig, renames),
    annotations: renamed(chart.annotations, renames),
    cubes: cubes.map((c) => ({ ...c, filters: renamed(c.filters, renames) })),
  } as ChartConfig;
  return changeChartType(moved, chartType, components);
};

/**
 * The chart with a cube joined on `match` (components: those of the new cube set), as DATASET_ADD
 * makes it; the add-dataset preview reads the new cubes' filters from it. The same chart when the
 * cube cannot join: already on the chart, an empty join, or one that misses a join dimension.
 */
export const chartWithDataset = (chart: ChartConfig, iri: string, match: JoinMatch, components: DataCubeComponents): ChartConfig => {
  if (chart.cubes.some((c) => c.iri === iri) || !match.optionIds.length || match.optionIds.length !== match.dimensionIds.length) return chart;
  if (chart.cubes.length > 1 && match.optionIds.length !== chart.cubes[0].joinBy?.length) return chart;
  const cubes = cubesWithDataset(chart.cubes, iri, match);
  const chartType = chartTypeForDatasets(components, cubes.length);
  return chartType ? onCubes(chart, cubes, joinRenames(cubes), components, chartType) : chart;
};

export const datasetsSlice = (state: ConfiguratorState, action: ConfiguratorAction): ConfiguratorState => {
  switch (action.type) {
    case 'DATASET_ADD': {
      const { iri, match, components } = action.value;
      return updateActiveChart(state, (chart) => chartWithDataset(chart, iri, match, components));
    }
    case 'DATASET_REMOVE': {
      const { iri, components } = action.value;
      return updateActiveChart(state, (chart) => {
        // Dataset removal requires at least 2 datasets (spec 001 §5).
        if (chart.cubes.length < 2 || !chart.cubes.some((c) => c.iri === iri)) return chart;
        const cubes = cubesWithoutDataset(chart.cubes, iri);
        // The last cube left takes back its own ids for the join dimensions.
        const renames =
          cubes.length === 1
            ? new Map((chart.cubes.find((c) => c.iri === cubes[0].iri)?.joinBy ?? []).map((id, i) => [joinById(i), id]))
            : new Map<string, string>();
        const enabled = getEnabledChartTypes(components);
        const chartType = enabled.includes(chart.chartType) ? chart.chartType : chartTypeForDatasets(components, cubes.length);
        return chartType ? onCubes(chart, cubes, renames, components, chartType) : chart;
      });
    }
    default:
      return state;
  }
};
