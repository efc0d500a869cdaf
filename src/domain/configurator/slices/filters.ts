/**
 * The filters of the active chart's cubes (spec 001 §4 "Filters"): single, multi, their order,
 * and the filters the server says have data.
 */
import type { ChartConfig, ConfiguratorState, Filters } from '../../config';
import { isJoinById, parseComponentId } from '../../data';
import type { ConfiguratorAction } from '../actions';
import { updateActiveChart } from '../select';

type FilterValue = Filters[string];

/** Sets or removes (undefined) one dimension's filter on the cubes the dimension belongs to. */
const setFilter = (chart: ChartConfig, dimensionId: string, filter: FilterValue | undefined): ChartConfig => {
  const { unversionedCubeIri } = parseComponentId(dimensionId);
  // A dimension id names its cube: a filter goes to that cube, or with one cube to it anyway.
  // The unversioned IRI is the cube's IRI or its prefix up to the version's '/': a bare prefix
  // match would also give …/forest's filter to …/forest-fire/1.
  // A join dimension (joinBy__N) is every joined cube's.
  const owns = (iri: string) =>
    chart.cubes.length === 1 || isJoinById(dimensionId) || (!!unversionedCubeIri && (iri === unversionedCubeIri || iri.startsWith(`${unversionedCubeIri}/`)));
  return {
    ...chart,
    cubes: chart.cubes.map((cube) => {
      if (!owns(cube.iri)) return cube;
      const { [dimensionId]: old, ...rest } = cube.filters;
      if (!filter) return { ...cube, filters: rest };
      // A filter keeps its place in the author's order when its value changes: its position, or
      // without one its place among the keys, which is the order then.
      const position = old?.position ?? filter.position;
      const next = position === undefined ? filter : { ...filter, position };
      if (!old) return { ...cube, filters: { ...cube.filters, [dimensionId]: next } };
      return { ...cube, filters: Object.fromEntries(Object.entries(cube.filters).map(([id, f]) => [id, id === dimensionId ? next : f])) };
    }),
  };
};

/** The filters of a cube in the author's order: by position, then as they were added. */
export const orderedFilterIds = (filters: Filters) =>
  Object.entries(filters)
    .map(([id, filter], index) => ({ id, rank: filter.position ?? index }))
    .sort((a, b) => a.rank - b.rank)
    .map(({ id }) => id);

/** Moves one filter to a new index; every filter then carries its position. */
const reorder = (chart: ChartConfig, dimensionId: string, toIndex: number): ChartConfig => ({
  ...chart,
  cubes: chart.cubes.map((cube) => {
    const ids = orderedFilterIds(cube.filters);
    const from = ids.indexOf(dimensionId);
    if (from < 0) return cube;
    ids.splice(from, 1);
    ids.splice(Math.max(0, Math.min(toIndex, ids.length)), 0, dimensionId);
    return { ...cube, filters: Object.fromEntries(ids.map((id, position) => [id, { ...cube.filters[id], position }])) };
  }),
});

export const filtersSlice = (state: ConfiguratorState, action: ConfiguratorAction): ConfiguratorState => {
  switch (action.type) {
    case 'FILTER_SET_SINGLE':
      return updateActiveChart(state, (chart) => setFilter(chart, action.value.dimensionId, { type: 'single', value: action.value.value }));
    case 'FILTER_REMOVE_SINGLE':
      return updateActiveChart(state, (chart) => setFilter(chart, action.value.dimensionId, undefined));
    case 'CHART_CONFIG_FILTER_SET_MULTI': {
      const { dimensionId, values } = action.value;
      // An empty multi filter would show nothing: at least one value stays chosen.
      if (values.length === 0) return state;
      return updateActiveChart(state, (chart) =>
        setFilter(chart, dimensionId, { type: 'multi', values: Object.fromEntries(values.map((v) => [v, true as const])) }),
      );
    }
    case 'CHART_CONFIG_FILTERS_UPDATE':
      return updateActiveChart(state, (chart) => ({
        ...chart,
        cubes: chart.cubes.map((cube) => (cube.iri === action.value.cubeIri ? { ...cube, filters: action.value.filters } : cube)),
      }));
    case 'CHART_CONFIG_FILTER_REORDER':
      return updateActiveChart(state, (chart) => reorder(chart, action.value.dimensionId, action.value.toIndex));
    default:
      return state;
  }
};
