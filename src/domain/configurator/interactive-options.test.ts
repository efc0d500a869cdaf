import { describe, expect, it } from 'vitest';
import { configBase } from '../charts/test-fixture';
import type { ChartConfig, InteractiveFiltersConfig } from '../config';
import { fitDataFilterTypes, interactiveOptions, setDataFilterDimension, toggleInteractiveFilter } from './interactive-options';
import { AREA, CANTON, FOREST, forestComponents, YEAR } from './test-state';

const components = forestComponents();
const [year, canton, forest] = components.dimensions;
const byAuto = { sortingType: 'byAuto' as const, sortingOrder: 'asc' as const };
const singleColor = { type: 'single' as const, paletteId: 'category10', color: '#1f77b4' };
const segmentColor = { type: 'segment' as const, paletteId: 'category10', colorMapping: {} };

const chart = (chartType: ChartConfig['chartType'], fields: Record<string, unknown>, interactive: Partial<InteractiveFiltersConfig> = {}): ChartConfig =>
  ({ ...configBase(), chartType, fields, interactiveFiltersConfig: { ...configBase().interactiveFiltersConfig, ...interactive } }) as unknown as ChartConfig;
const column = (x: string, segment?: string, interactive: Partial<InteractiveFiltersConfig> = {}) =>
  chart(
    'column',
    {
      x: { componentId: x, sorting: byAuto },
      y: { componentId: AREA },
      color: segment ? segmentColor : singleColor,
      ...(segment && { segment: { componentId: segment, type: 'stacked', sorting: byAuto } }),
    },
    interactive,
  );
const dataFilters = (componentIds: string[], active: boolean, filterTypes: Record<string, 'single' | 'multi'> = {}) => ({
  active,
  componentIds,
  defaultValueOverrides: {},
  filterTypes,
});

describe('interactiveOptions', () => {
  it('a column chart over years: time range on the x axis, no legend or calculation without a segment', () => {
    expect(interactiveOptions(column(YEAR), components)).toEqual({
      legend: false,
      timeRange: year,
      calculation: false,
      animation: [],
      dataFilters: [canton, forest],
      multiDataFilters: false,
    });
  });

  it('no time range on a non-temporal x; the free temporal dimension may animate', () => {
    expect(interactiveOptions(column(CANTON), components)).toEqual({
      legend: false,
      timeRange: undefined,
      calculation: false,
      animation: [year],
      dataFilters: [year, forest],
      multiDataFilters: false,
    });
  });

  it('a segment brings the legend and, on a column chart, the calculation', () => {
    expect(interactiveOptions(column(YEAR, FOREST), components)).toEqual({
      legend: true,
      timeRange: year,
      calculation: true,
      animation: [],
      dataFilters: [canton],
      multiDataFilters: true,
    });
  });

  it('the time range of a bar chart follows its y axis', () => {
    const bar = chart('bar', { x: { componentId: AREA }, y: { componentId: YEAR, sorting: byAuto }, color: singleColor });
    expect(interactiveOptions(bar, components).timeRange).toBe(year);
  });

  it('area takes the calculation with a segment; line does not, and has no animation', () => {
    const fields = { x: { componentId: YEAR }, y: { componentId: AREA }, segment: { componentId: FOREST }, color: segmentColor };
    expect(interactiveOptions(chart('area', fields), components).calculation).toBe(true);
    expect(interactiveOptions(chart('line', fields), components)).toEqual({
      legend: true,
      timeRange: year,
      calculation: false,
      animation: undefined,
      dataFilters: [canton],
      multiDataFilters: false,
    });
  });

  it('pie: legend but no calculation', () => {
    const pie = chart('pie', { y: { componentId: AREA }, segment: { componentId: FOREST }, color: segmentColor });
    const options = interactiveOptions(pie, components);
    expect([options.legend, options.calculation]).toEqual([true, false]);
  });

  it("the animation's own dimension stays among the animation choices", () => {
    const animated = chart('column', {
      x: { componentId: CANTON, sorting: byAuto },
      y: { componentId: AREA },
      color: singleColor,
      animation: { componentId: YEAR, showPlayButton: true, type: 'continuous', duration: 30, dynamicScales: false },
    });
    expect(interactiveOptions(animated, components).animation).toEqual([year]);
  });
});

describe('toggleInteractiveFilter', () => {
  it('legend: on with a segment, on its component', () => {
    expect(toggleInteractiveFilter(column(YEAR, FOREST), components, 'legend', true)).toEqual({
      ...configBase().interactiveFiltersConfig,
      legend: { active: true, componentId: FOREST },
    });
  });

  it('legend: stays off without a segment', () => {
    expect(toggleInteractiveFilter(column(YEAR), components, 'legend', true).legend).toEqual({ active: false, componentId: '' });
  });

  it('time range: on a temporal x, from its first to its last value', () => {
    expect(toggleInteractiveFilter(column(YEAR), components, 'timeRange', true)).toEqual({
      ...configBase().interactiveFiltersConfig,
      timeRange: { active: true, componentId: YEAR, presets: { type: 'range', from: '2020', to: '2021' } },
    });
  });

  it('time range: stays off without a temporal x; off keeps the presets', () => {
    expect(toggleInteractiveFilter(column(CANTON), components, 'timeRange', true).timeRange.active).toBe(false);
    const on = column(YEAR, undefined, { timeRange: { active: true, componentId: YEAR, presets: { type: 'range', from: '2020', to: '2021' } } });
    expect(toggleInteractiveFilter(on, components, 'timeRange', false).timeRange).toEqual({
      active: false,
      componentId: YEAR,
      presets: { type: 'range', from: '2020', to: '2021' },
    });
  });

  it('calculation: on only where the chart offers it, keeping its type', () => {
    expect(toggleInteractiveFilter(column(YEAR, FOREST), components, 'calculation', true).calculation).toEqual({ active: true, type: 'identity' });
    expect(toggleInteractiveFilter(column(YEAR), components, 'calculation', true).calculation).toEqual({ active: false, type: 'identity' });
  });

  it('data filters: on without dimensions takes every dimension that is not a field', () => {
    expect(toggleInteractiveFilter(column(YEAR), components, 'dataFilters', true).dataFilters).toEqual(dataFilters([CANTON, FOREST], true));
  });

  it('data filters: on keeps the chosen dimensions; off keeps them for later', () => {
    const chosen = column(YEAR, undefined, { dataFilters: dataFilters([FOREST], false, { [FOREST]: 'multi' }) });
    expect(toggleInteractiveFilter(chosen, components, 'dataFilters', true).dataFilters).toEqual(dataFilters([FOREST], true, { [FOREST]: 'multi' }));
    const on = column(YEAR, undefined, { dataFilters: dataFilters([FOREST], true) });
    expect(toggleInteractiveFilter(on, components, 'dataFilters', false).dataFilters).toEqual(dataFilters([FOREST], false));
  });
});

/** A pie adds up the values of a filter: several may be chosen. */
const pieOf = (interactive: Partial<InteractiveFiltersConfig>) =>
  chart('pie', { y: { componentId: AREA }, segment: { componentId: YEAR, sorting: byAuto }, color: segmentColor }, interactive);

describe('setDataFilterDimension', () => {
  it('adds a dimension with its filter type, leaving the switch as it was', () => {
    const on = pieOf({ dataFilters: dataFilters([FOREST], true, { [FOREST]: 'single' }) });
    expect(setDataFilterDimension(on, CANTON, 'multi')).toEqual({
      ...on.interactiveFiltersConfig,
      dataFilters: dataFilters([FOREST, CANTON], true, { [FOREST]: 'single', [CANTON]: 'multi' }),
    });
  });

  it('changes the filter type of a dimension in its place', () => {
    const on = pieOf({ dataFilters: dataFilters([CANTON, FOREST], true, { [CANTON]: 'single', [FOREST]: 'single' }) });
    expect(setDataFilterDimension(on, CANTON, 'multi').dataFilters).toEqual(dataFilters([CANTON, FOREST], true, { [CANTON]: 'multi', [FOREST]: 'single' }));
  });

  it('removes a dimension and its type; the switch goes off with the last one', () => {
    const on = pieOf({ dataFilters: dataFilters([CANTON, FOREST], true, { [CANTON]: 'single', [FOREST]: 'multi' }) });
    const withoutCanton = setDataFilterDimension(on, CANTON, undefined);
    expect(withoutCanton.dataFilters).toEqual(dataFilters([FOREST], true, { [FOREST]: 'multi' }));
    const none = setDataFilterDimension({ ...on, interactiveFiltersConfig: withoutCanton }, FOREST, undefined);
    expect(none.dataFilters).toEqual(dataFilters([], false));
  });

  it('refuses several values where the chart would not add them up: grouped or unsegmented columns, lines', () => {
    const filters = { dataFilters: dataFilters([FOREST], true, { [FOREST]: 'single' }) };
    expect(setDataFilterDimension(column(YEAR, undefined, filters), FOREST, 'multi')).toEqual(column(YEAR, undefined, filters).interactiveFiltersConfig);
    expect(setDataFilterDimension(column(YEAR, CANTON, filters), FOREST, 'multi').dataFilters.filterTypes).toEqual({ [FOREST]: 'multi' });
  });
});

describe('fitDataFilterTypes', () => {
  it('turns multi into single when the chart stops adding values up, and leaves a summing chart alone', () => {
    const multi = { dataFilters: dataFilters([FOREST], true, { [FOREST]: 'multi' }) };
    expect(fitDataFilterTypes(column(YEAR, undefined, multi)).interactiveFiltersConfig.dataFilters.filterTypes).toEqual({ [FOREST]: 'single' });
    const stacked = column(YEAR, CANTON, multi);
    expect(fitDataFilterTypes(stacked)).toBe(stacked);
  });
});
