import { describe, expect, it } from 'vitest';
import type { ChartConfig, ConfiguratorState, Filters } from '../../config';
import { CANTON, canton, columnChart, FOREST, forest, stateOf, threeCharts, YEAR } from '../test-state';
import { filtersSlice, orderedFilterIds } from './filters';

/** A state whose active (second) chart's one cube has these filters. */
const withFilters = (filters: Filters): ConfiguratorState => {
  const [a, b, c] = threeCharts();
  return stateOf('CONFIGURING_CHART', [a, { ...b, cubes: [{ iri: 'cube/1', filters }] }, c], b.key);
};
const activeFilters = (state: ConfiguratorState) => state.chartConfigs[1].cubes[0].filters;
const single = (value: string, position?: number) => ({ type: 'single' as const, value, ...(position !== undefined && { position }) });

const start: Filters = { [CANTON]: single(canton('Zurich')), [FOREST]: single(forest('public')) };

describe('FILTER_SET_SINGLE', () => {
  it('sets a single filter on the active chart only', () => {
    const state = withFilters(start);
    const next = filtersSlice(state, { type: 'FILTER_SET_SINGLE', value: { dimensionId: CANTON, value: canton('Bern') } });
    expect(next).toEqual({
      ...state,
      chartConfigs: [
        state.chartConfigs[0],
        { ...state.chartConfigs[1], cubes: [{ iri: 'cube/1', filters: { ...start, [CANTON]: single(canton('Bern')) } }] },
        state.chartConfigs[2],
      ],
    });
    expect(next.chartConfigs[0]).toBe(state.chartConfigs[0]);
  });

  it('keeps the position of the filter it replaces', () => {
    const state = withFilters({ [CANTON]: single(canton('Zurich'), 1), [FOREST]: single(forest('public'), 0) });
    expect(activeFilters(filtersSlice(state, { type: 'FILTER_SET_SINGLE', value: { dimensionId: CANTON, value: canton('Bern') } }))).toEqual({
      [CANTON]: single(canton('Bern'), 1),
      [FOREST]: single(forest('public'), 0),
    });
  });

  it('replaces a multi filter by a single one, keeping its position', () => {
    const state = withFilters({ [CANTON]: { type: 'multi', values: { [canton('Zurich')]: true }, position: 0 } });
    expect(activeFilters(filtersSlice(state, { type: 'FILTER_SET_SINGLE', value: { dimensionId: CANTON, value: canton('Bern') } }))).toEqual({
      [CANTON]: single(canton('Bern'), 0),
    });
  });

  it('keeps an unpositioned filter in its place among the others when its value changes', () => {
    const state = withFilters(start);
    const next = activeFilters(filtersSlice(state, { type: 'FILTER_SET_SINGLE', value: { dimensionId: CANTON, value: canton('Bern') } }));
    expect(orderedFilterIds(next)).toEqual([CANTON, FOREST]);
  });

  it('adds a filter on a dimension that had none', () => {
    const state = withFilters(start);
    expect(activeFilters(filtersSlice(state, { type: 'FILTER_SET_SINGLE', value: { dimensionId: YEAR, value: 2021 } }))).toEqual({
      ...start,
      [YEAR]: { type: 'single', value: 2021 },
    });
  });
});

describe('FILTER_REMOVE_SINGLE', () => {
  it("removes the dimension's filter and keeps the others", () => {
    const state = withFilters(start);
    expect(activeFilters(filtersSlice(state, { type: 'FILTER_REMOVE_SINGLE', value: { dimensionId: CANTON } }))).toEqual({
      [FOREST]: single(forest('public')),
    });
  });
});

describe('CHART_CONFIG_FILTER_SET_MULTI', () => {
  it('sets a multi filter of the chosen values', () => {
    const state = withFilters(start);
    expect(
      activeFilters(filtersSlice(state, { type: 'CHART_CONFIG_FILTER_SET_MULTI', value: { dimensionId: CANTON, values: [canton('Zurich'), canton('Bern')] } })),
    ).toEqual({ ...start, [CANTON]: { type: 'multi', values: { [canton('Zurich')]: true, [canton('Bern')]: true } } });
  });

  it('refuses an empty choice: the state is unchanged', () => {
    const state = withFilters(start);
    expect(filtersSlice(state, { type: 'CHART_CONFIG_FILTER_SET_MULTI', value: { dimensionId: CANTON, values: [] } })).toBe(state);
  });
});

describe('CHART_CONFIG_FILTER_REORDER', () => {
  const three: Filters = { [CANTON]: single(canton('Zurich')), [FOREST]: single(forest('public')), [YEAR]: single('2020') };

  it('moves a filter to the new index and writes every position', () => {
    const state = withFilters(three);
    const next = activeFilters(filtersSlice(state, { type: 'CHART_CONFIG_FILTER_REORDER', value: { dimensionId: YEAR, toIndex: 0 } }));
    expect(next).toEqual({ [YEAR]: single('2020', 0), [CANTON]: single(canton('Zurich'), 1), [FOREST]: single(forest('public'), 2) });
    expect(orderedFilterIds(next)).toEqual([YEAR, CANTON, FOREST]);
  });

  it('moves from the order given by the positions, not by insertion', () => {
    const state = withFilters({ [CANTON]: single(canton('Zurich'), 2), [FOREST]: single(forest('public'), 0), [YEAR]: single('2020', 1) });
    const next = activeFilters(filtersSlice(state, { type: 'CHART_CONFIG_FILTER_REORDER', value: { dimensionId: FOREST, toIndex: 1 } }));
    expect(orderedFilterIds(next)).toEqual([YEAR, FOREST, CANTON]);
    expect(next).toEqual({ [YEAR]: single('2020', 0), [FOREST]: single(forest('public'), 1), [CANTON]: single(canton('Zurich'), 2) });
  });

  it('clamps an index past the end to the last place', () => {
    const state = withFilters(three);
    const next = activeFilters(filtersSlice(state, { type: 'CHART_CONFIG_FILTER_REORDER', value: { dimensionId: CANTON, toIndex: 7 } }));
    expect(orderedFilterIds(next)).toEqual([FOREST, YEAR, CANTON]);
  });

  it('leaves the filters alone for a dimension without a filter', () => {
    const state = withFilters(three);
    expect(activeFilters(filtersSlice(state, { type: 'CHART_CONFIG_FILTER_REORDER', value: { dimensionId: 'cube___other', toIndex: 0 } }))).toEqual(three);
  });
});

describe('orderedFilterIds', () => {
  it('orders by position, then as added', () => {
    expect(orderedFilterIds({ a: single('1', 1), b: single('2', 0), c: single('3') })).toEqual(['b', 'a', 'c']);
  });
});

describe('a chart of several cubes', () => {
  const FOREST_CUBE = 'https://ld.example/forest/2';
  const FIRE_CUBE = 'https://ld.example/fire/1';
  const forestCanton = 'https://ld.example/forest___canton';
  const fireCause = 'https://ld.example/fire___cause';
  const twoCubes = (forestFilters: Filters = {}, fireFilters: Filters = {}, fireIri = FIRE_CUBE): ConfiguratorState => {
    const chart: ChartConfig = {
      ...columnChart(),
      cubes: [
        { iri: FOREST_CUBE, filters: forestFilters },
        { iri: fireIri, filters: fireFilters },
      ],
    };
    return stateOf('CONFIGURING_CHART', [chart]);
  };
  const cubesOf = (state: ConfiguratorState) => state.chartConfigs[0].cubes;

  it("sets a filter on the cube named by the dimension id's unversioned IRI prefix only", () => {
    const next = filtersSlice(twoCubes(), { type: 'FILTER_SET_SINGLE', value: { dimensionId: forestCanton, value: 'Bern' } });
    expect(cubesOf(next)).toEqual([
      { iri: FOREST_CUBE, filters: { [forestCanton]: single('Bern') } },
      { iri: FIRE_CUBE, filters: {} },
    ]);
  });

  it('removes a filter from its own cube only', () => {
    const state = twoCubes({ [forestCanton]: single('Bern') }, { [fireCause]: single('lightning') });
    expect(cubesOf(filtersSlice(state, { type: 'FILTER_REMOVE_SINGLE', value: { dimensionId: fireCause } }))).toEqual([
      { iri: FOREST_CUBE, filters: { [forestCanton]: single('Bern') } },
      { iri: FIRE_CUBE, filters: {} },
    ]);
  });

  it('sets a multi filter on its own cube only', () => {
    const next = filtersSlice(twoCubes(), { type: 'CHART_CONFIG_FILTER_SET_MULTI', value: { dimensionId: fireCause, values: ['lightning'] } });
    expect(cubesOf(next)).toEqual([
      { iri: FOREST_CUBE, filters: {} },
      { iri: FIRE_CUBE, filters: { [fireCause]: { type: 'multi', values: { lightning: true } } } },
    ]);
  });

  it("does not take a cube whose IRI merely starts with the same characters for the dimension's cube", () => {
    const FOREST_FIRE_CUBE = 'https://ld.example/forest-fire/1';
    const next = filtersSlice(twoCubes({}, {}, FOREST_FIRE_CUBE), { type: 'FILTER_SET_SINGLE', value: { dimensionId: forestCanton, value: 'Bern' } });
    expect(cubesOf(next)).toEqual([
      { iri: FOREST_CUBE, filters: { [forestCanton]: single('Bern') } },
      { iri: FOREST_FIRE_CUBE, filters: {} },
    ]);
  });

  it("CHART_CONFIG_FILTERS_UPDATE replaces the named cube's filters only", () => {
    const state = twoCubes({ [forestCanton]: single('Bern') }, { [fireCause]: single('lightning') });
    const next = filtersSlice(state, { type: 'CHART_CONFIG_FILTERS_UPDATE', value: { cubeIri: FIRE_CUBE, filters: { [fireCause]: single('arson') } } });
    expect(cubesOf(next)).toEqual([
      { iri: FOREST_CUBE, filters: { [forestCanton]: single('Bern') } },
      { iri: FIRE_CUBE, filters: { [fireCause]: single('arson') } },
    ]);
  });

  it('CHART_CONFIG_FILTER_REORDER reorders within the cube that has the filter', () => {
    const forestCause = 'https://ld.example/forest___type';
    const state = twoCubes({ [forestCanton]: single('Bern'), [forestCause]: single('public') }, { [fireCause]: single('lightning') });
    const next = filtersSlice(state, { type: 'CHART_CONFIG_FILTER_REORDER', value: { dimensionId: forestCause, toIndex: 0 } });
    expect(cubesOf(next)).toEqual([
      { iri: FOREST_CUBE, filters: { [forestCause]: single('public', 0), [forestCanton]: single('Bern', 1) } },
      { iri: FIRE_CUBE, filters: { [fireCause]: single('lightning') } },
    ]);
  });
});

describe('other actions', () => {
  it('leave the state unchanged', () => {
    const state = withFilters(start);
    expect(filtersSlice(state, { type: 'SWITCH_ACTIVE_CHART', value: { chartKey: 'chart0000001' } })).toBe(state);
  });
});
