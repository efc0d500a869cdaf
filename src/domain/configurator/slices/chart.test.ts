import { describe, expect, it } from 'vitest';
import { dimension, measure } from '../../charts/test-fixture';
import type { ChartConfig, ChartConfigOf, ConfiguratorState, InteractiveFiltersConfig } from '../../config';
import type { DataCubeComponents } from '../../data';
import type { ConfiguratorAction } from '../actions';
import { changeChartType } from '../chart-type';
import { AREA, CANTON, canton, columnChart, FOREST, forest, forestComponents, stateOf, YEAR } from '../test-state';
import { chartSlice } from './chart';

const components = forestComponents();
const single = (value: string | number) => ({ type: 'single' as const, value });
const singleColor = { type: 'single' as const, paletteId: 'category10', color: '#1f77b4' };
const byAuto = { sortingType: 'byAuto' as const, sortingOrder: 'asc' as const };

/** A state configuring this one chart. */
const configuring = (chart: ChartConfig) => stateOf('CONFIGURING_CHART', [chart]);
const chartOf = (state: ConfiguratorState) => state.chartConfigs[0];
const run = (chart: ChartConfig, action: ConfiguratorAction) => chartOf(chartSlice(configuring(chart), action));

/** The column chart with a segment by forest type, its legend and percent calculation on. */
const segmented = (): ChartConfigOf<'column'> => {
  const chart = columnChart();
  return {
    ...chart,
    cubes: [{ iri: 'cube/1', filters: { [CANTON]: single(canton('Zurich')) } }],
    fields: {
      ...chart.fields,
      segment: { componentId: FOREST, type: 'stacked', sorting: byAuto },
      color: { type: 'segment', paletteId: 'set2', colorMapping: { [forest('public')]: '#66c2a5', [forest('private')]: '#fc8d62' } },
    },
    interactiveFiltersConfig: {
      ...chart.interactiveFiltersConfig,
      legend: { active: true, componentId: FOREST },
      calculation: { active: true, type: 'percent' },
    },
  };
};

describe('CHART_TYPE_CHANGED', () => {
  it('re-derives the active chart with changeChartType', () => {
    const chart = columnChart();
    const next = run(chart, { type: 'CHART_TYPE_CHANGED', value: { chartType: 'line', components } });
    expect(next).toEqual(changeChartType(chart, 'line', components));
    expect(next.chartType).toBe('line');
    expect(next.key).toBe('chart0000001');
  });

  it('is a no-op for the type the chart already has', () => {
    const state = configuring(columnChart());
    expect(chartSlice(state, { type: 'CHART_TYPE_CHANGED', value: { chartType: 'column', components } })).toBe(state);
  });
});

describe('CHART_ACTIVE_FIELD_CHANGE', () => {
  it('opens a field', () => {
    expect(run(columnChart(), { type: 'CHART_ACTIVE_FIELD_CHANGE', value: { field: 'x' } })).toEqual({ ...columnChart(), activeField: 'x' });
  });

  it('closes the open field', () => {
    const next = run({ ...columnChart(), activeField: 'x' }, { type: 'CHART_ACTIVE_FIELD_CHANGE', value: { field: undefined } });
    expect(next).toEqual(columnChart());
    expect('activeField' in next).toBe(false);
  });
});

describe('CHART_FIELD_CHANGED', () => {
  it("moves the filters: the field's new dimension loses its single filter, the replaced one (temporal) gets its latest value", () => {
    const chart = columnChart();
    expect(run(chart, { type: 'CHART_FIELD_CHANGED', value: { field: 'x', componentId: CANTON, components } })).toEqual({
      ...chart,
      cubes: [{ iri: 'cube/1', filters: { [YEAR]: single('2021'), [FOREST]: single(forest('public')) } }],
      fields: { ...chart.fields, x: { componentId: CANTON, sorting: byAuto } },
    });
  });

  it('takes the field out of the data filters', () => {
    const chart: ChartConfig = {
      ...columnChart(),
      interactiveFiltersConfig: {
        ...columnChart().interactiveFiltersConfig,
        dataFilters: { active: true, componentIds: [CANTON, FOREST], defaultValueOverrides: {}, filterTypes: { [CANTON]: 'single', [FOREST]: 'single' } },
      },
    };
    const next = run(chart, { type: 'CHART_FIELD_CHANGED', value: { field: 'x', componentId: CANTON, components } });
    expect(next.interactiveFiltersConfig.dataFilters.componentIds).toEqual([FOREST]);
    expect(next.interactiveFiltersConfig.dataFilters.filterTypes).toEqual({ [FOREST]: 'single' });
    expect(next.interactiveFiltersConfig.dataFilters.active).toBe(true);
  });

  it('refuses a component another field uses, and one the field does not accept', () => {
    const state = configuring(segmented());
    expect(chartSlice(state, { type: 'CHART_FIELD_CHANGED', value: { field: 'x', componentId: FOREST, components } })).toBe(state);
    expect(chartSlice(state, { type: 'CHART_FIELD_CHANGED', value: { field: 'x', componentId: AREA, components } })).toBe(state);
  });

  it('switches the data filters off when their last dimension becomes a field', () => {
    const chart: ChartConfig = {
      ...columnChart(),
      interactiveFiltersConfig: {
        ...columnChart().interactiveFiltersConfig,
        dataFilters: { active: true, componentIds: [CANTON], defaultValueOverrides: {}, filterTypes: { [CANTON]: 'multi' } },
      },
    };
    const next = run(chart, { type: 'CHART_FIELD_CHANGED', value: { field: 'x', componentId: CANTON, components } });
    expect(next.interactiveFiltersConfig.dataFilters.componentIds).toEqual([]);
    expect(next.interactiveFiltersConfig.dataFilters.active).toBe(false);
  });

  it('adds a segment with its defaults, a colour per segment value and the legend on the segment', () => {
    const chart = columnChart();
    expect(run(chart, { type: 'CHART_FIELD_CHANGED', value: { field: 'segment', componentId: FOREST, components } })).toEqual({
      ...chart,
      cubes: [{ iri: 'cube/1', filters: { [CANTON]: single(canton('Zurich')) } }],
      fields: {
        ...chart.fields,
        segment: { componentId: FOREST, type: 'stacked', sorting: byAuto },
        color: { type: 'segment', paletteId: 'category10', colorMapping: {} },
      },
      interactiveFiltersConfig: { ...chart.interactiveFiltersConfig, legend: { active: false, componentId: FOREST } },
    });
  });

  it('changes the segment dimension keeping its options and colours', () => {
    const chart = segmented();
    const next = run(chart, { type: 'CHART_FIELD_CHANGED', value: { field: 'segment', componentId: CANTON, components } });
    expect(next).toEqual({
      ...chart,
      cubes: [{ iri: 'cube/1', filters: { [FOREST]: single(forest('public')) } }],
      fields: { ...chart.fields, segment: { componentId: CANTON, type: 'stacked', sorting: byAuto } },
      interactiveFiltersConfig: { ...chart.interactiveFiltersConfig, legend: { active: true, componentId: CANTON } },
    });
  });

  it('adds an animation with the default options', () => {
    const chart: ChartConfig = {
      ...columnChart(),
      cubes: [{ iri: 'cube/1', filters: { [YEAR]: single('2021'), [FOREST]: single(forest('public')) } }],
      fields: { ...columnChart().fields, x: { componentId: CANTON, sorting: byAuto } },
    };
    expect(run(chart, { type: 'CHART_FIELD_CHANGED', value: { field: 'animation', componentId: YEAR, components } })).toEqual({
      ...chart,
      cubes: [{ iri: 'cube/1', filters: { [FOREST]: single(forest('public')) } }],
      fields: { ...chart.fields, animation: { componentId: YEAR, showPlayButton: true, type: 'continuous', duration: 30, dynamicScales: false } },
    });
  });

  it('switches the time range off when x is no longer the temporal dimension it ranges over', () => {
    const chart: ChartConfig = {
      ...columnChart(),
      interactiveFiltersConfig: {
        ...columnChart().interactiveFiltersConfig,
        timeRange: { active: true, componentId: YEAR, presets: { type: 'range', from: '2020', to: '2021' } },
      },
    };
    const next = run(chart, { type: 'CHART_FIELD_CHANGED', value: { field: 'x', componentId: CANTON, components } });
    expect(next.interactiveFiltersConfig.timeRange).toEqual({ active: false, componentId: YEAR, presets: { type: 'range', from: '2020', to: '2021' } });
  });

  it('keeps an active time range while x stays its temporal dimension', () => {
    const chart: ChartConfig = {
      ...columnChart(),
      interactiveFiltersConfig: {
        ...columnChart().interactiveFiltersConfig,
        timeRange: { active: true, componentId: YEAR, presets: { type: 'range', from: '2020', to: '2021' } },
      },
    };
    const next = run(chart, { type: 'CHART_FIELD_CHANGED', value: { field: 'segment', componentId: FOREST, components } });
    expect(next.interactiveFiltersConfig.timeRange).toEqual({ active: true, componentId: YEAR, presets: { type: 'range', from: '2020', to: '2021' } });
  });

  it('keeps the filters in the order the author gave them', () => {
    const chart: ChartConfig = {
      ...columnChart(),
      cubes: [{ iri: 'cube/1', filters: { [CANTON]: { ...single(canton('Bern')), position: 1 }, [FOREST]: { ...single(forest('private')), position: 0 } } }],
    };
    const next = run(chart, { type: 'CHART_FIELD_CHANGED', value: { field: 'segment', componentId: CANTON, components } });
    expect(next.cubes[0].filters).toEqual({ [FOREST]: { ...single(forest('private')), position: 0 } });
  });

  it('refuses a component for a field the chart type does not have', () => {
    const state = configuring({
      ...columnChart(),
      chartType: 'line',
      fields: { x: { componentId: YEAR }, y: { componentId: AREA }, color: singleColor },
    } as ChartConfig);
    expect(chartSlice(state, { type: 'CHART_FIELD_CHANGED', value: { field: 'animation', componentId: CANTON, components } })).toBe(state);
  });
});

describe('CHART_FIELD_DELETED', () => {
  it('removing the segment resets the calculation to inactive identity, switches the legend off and goes back to a single colour', () => {
    const chart = segmented();
    const { segment: _, ...fields } = chart.fields;
    expect(run(chart, { type: 'CHART_FIELD_DELETED', value: { field: 'segment', components } })).toEqual({
      ...chart,
      cubes: [{ iri: 'cube/1', filters: { [CANTON]: single(canton('Zurich')), [FOREST]: single(forest('public')) } }],
      fields: { ...fields, color: { type: 'single', paletteId: 'set2', color: '#1f77b4' } },
      interactiveFiltersConfig: {
        ...chart.interactiveFiltersConfig,
        legend: { active: false, componentId: '' },
        calculation: { active: false, type: 'identity' },
      },
    });
  });

  it('refuses to delete a required field: the state is unchanged', () => {
    const state = configuring(columnChart());
    expect(chartSlice(state, { type: 'CHART_FIELD_DELETED', value: { field: 'x', components } })).toBe(state);
    expect(chartSlice(state, { type: 'CHART_FIELD_DELETED', value: { field: 'y', components } })).toBe(state);
  });
});

describe('CHART_FIELD_UPDATED', () => {
  const update = (field: string, option: Extract<ConfiguratorAction, { type: 'CHART_FIELD_UPDATED' }>['value']['option'], value: unknown) =>
    ({ type: 'CHART_FIELD_UPDATED', value: { field, option, value } }) as const;

  it('sets a valid sorting', () => {
    const chart = columnChart();
    expect(run(chart, update('x', 'sorting', { sortingType: 'byMeasure', sortingOrder: 'desc' }))).toEqual({
      ...chart,
      fields: { ...chart.fields, x: { componentId: YEAR, sorting: { sortingType: 'byMeasure', sortingOrder: 'desc' } } },
    });
  });

  it('sets showValues and a numeric custom domain on the value field', () => {
    const chart = columnChart();
    const shown = run(chart, update('y', 'showValues', true));
    expect(shown).toEqual({ ...chart, fields: { ...chart.fields, y: { componentId: AREA, showValues: true } } });
    expect(run(shown, update('y', 'customDomain', [0, 100]))).toEqual({
      ...chart,
      fields: { ...chart.fields, y: { componentId: AREA, showValues: true, customDomain: [0, 100] } },
    });
  });

  it('refuses a custom domain in percent mode, and still clears one (spec 001 §5)', () => {
    const percent = segmented();
    const state = configuring(percent);
    expect(chartSlice(state, update('y', 'customDomain', [0, 100]))).toBe(state);
    const withDomain = { ...percent, fields: { ...percent.fields, y: { componentId: AREA, customDomain: [0, 100] as [number, number] } } };
    expect(run(withDomain, update('y', 'customDomain', undefined)).fields).toEqual({ ...percent.fields, y: { componentId: AREA } });
  });

  it('removes an option set to undefined', () => {
    const chart: ChartConfig = { ...columnChart(), fields: { ...columnChart().fields, y: { componentId: AREA, customDomain: [0, 100] } } };
    expect(run(chart, update('y', 'customDomain', undefined))).toEqual(columnChart());
  });

  it.each([
    ['x', 'sorting', { sortingType: 'bySize', sortingOrder: 'asc' }],
    ['y', 'customDomain', ['0', '100']],
    ['y', 'customDomain', [0]],
    ['y', 'customDomain', [100, 0]],
    ['y', 'customDomain', [5, 5]],
    ['y', 'customDomain', [0, Infinity]],
    ['segment', 'type', 'stacked'],
  ] as const)('refuses an invalid value (%s %s = %j): the state is unchanged', (field, option, value) => {
    const state = configuring(columnChart());
    expect(chartSlice(state, update(field, option, value))).toBe(state);
  });

  it('refuses an option the field does not have: the state is unchanged', () => {
    const state = configuring(columnChart());
    expect(chartSlice(state, update('y', 'showDots', true))).toBe(state);
  });

  it('refuses a segment type the schema does not know', () => {
    const state = configuring(segmented());
    expect(chartSlice(state, update('segment', 'type', 'overlapping'))).toBe(state);
  });
});

describe('CHART_COMBO_MEASURES_CHANGED', () => {
  const VOLUME = 'cube___volume';
  const dual = (): ChartConfigOf<'comboLineDual'> => ({
    ...columnChart(),
    chartType: 'comboLineDual',
    fields: {
      x: { componentId: YEAR },
      y: { leftAxisComponentId: AREA, rightAxisComponentId: VOLUME },
      color: { type: 'measures', paletteId: 'category10', colorMapping: {} },
    },
  });

  it("replaces the combo chart's measures", () => {
    const chart = dual();
    expect(run(chart, { type: 'CHART_COMBO_MEASURES_CHANGED', value: { y: { leftAxisComponentId: VOLUME, rightAxisComponentId: AREA } } })).toEqual({
      ...chart,
      fields: { ...chart.fields, y: { leftAxisComponentId: VOLUME, rightAxisComponentId: AREA } },
    });
  });

  it('refuses measures the chart type cannot hold', () => {
    const state = configuring(dual());
    expect(chartSlice(state, { type: 'CHART_COMBO_MEASURES_CHANGED', value: { y: { leftAxisComponentId: VOLUME } } })).toBe(state);
  });
});

describe('CHART_META_CHANGED', () => {
  it('sets one text in one locale', () => {
    const chart = columnChart();
    expect(run(chart, { type: 'CHART_META_CHANGED', value: { part: 'title', locale: 'fr', text: 'Surface forestière' } })).toEqual({
      ...chart,
      meta: { ...chart.meta, title: { de: '', fr: 'Surface forestière', it: '', en: '' } },
    });
  });
});

describe('INTERACTIVE_FILTER_CHANGED', () => {
  const legendOn = (): InteractiveFiltersConfig => ({ ...segmented().interactiveFiltersConfig, legend: { active: false, componentId: FOREST } });

  it('replaces the interactive filters', () => {
    const chart = segmented();
    expect(run(chart, { type: 'INTERACTIVE_FILTER_CHANGED', value: legendOn() })).toEqual({ ...chart, interactiveFiltersConfig: legendOn() });
  });

  it('refuses an invalid config', () => {
    const state = configuring(segmented());
    const invalid = { ...legendOn(), calculation: { active: true, type: 'ratio' } } as unknown as InteractiveFiltersConfig;
    expect(chartSlice(state, { type: 'INTERACTIVE_FILTER_CHANGED', value: invalid })).toBe(state);
  });
});

describe('CHART_CONFIG_REPLACED', () => {
  it('replaces the active chart, keeping its key', () => {
    const replacement = { ...segmented(), key: 'otherKey0001' };
    expect(run(columnChart(), { type: 'CHART_CONFIG_REPLACED', value: { chartConfig: replacement } })).toEqual({ ...segmented(), key: 'chart0000001' });
  });

  it('refuses an invalid config', () => {
    const state = configuring(columnChart());
    const invalid = { ...segmented(), cubes: [] } as ChartConfig;
    expect(chartSlice(state, { type: 'CHART_CONFIG_REPLACED', value: { chartConfig: invalid } })).toBe(state);
  });
});

describe('the active chart only', () => {
  it('edits the active chart and leaves the others as they are', () => {
    const other = columnChart('chart0000002');
    const state = stateOf('CONFIGURING_CHART', [columnChart('chart0000001'), other], 'chart0000002');
    const next = chartSlice(state, { type: 'CHART_META_CHANGED', value: { part: 'title', locale: 'en', text: 'Forest' } });
    expect(next.chartConfigs[0]).toBe(state.chartConfigs[0]);
    expect(next.chartConfigs[1].meta.title.en).toBe('Forest');
  });

  it('ignores chart actions without a chart', () => {
    const state = stateOf('SELECTING_DATASET', []);
    expect(chartSlice(state, { type: 'CHART_META_CHANGED', value: { part: 'title', locale: 'en', text: 'Forest' } })).toBe(state);
  });
});

describe('a map', () => {
  const geo = (name: string) => dimension(name, ['a', 'b'], { __typename: 'GeoShapesDimension' });
  const mapComponents: DataCubeComponents = { dimensions: [geo('canton'), geo('district')], measures: [measure('area')] };
  const map = (): ChartConfigOf<'map'> => ({
    ...columnChart(),
    chartType: 'map',
    cubes: [{ iri: 'cube/1', filters: { cube___district: single('https://ld.example/district/a') } }],
    fields: { areaLayer: { componentId: 'cube___canton', color: { type: 'fixed', value: '#1f77b4', opacity: 80 } } },
    baseLayer: { show: true, locked: false, customLayers: [] },
  });

  it('changes the area layer, keeping its colour (a map has no colour field of its own)', () => {
    const chart = map();
    expect(run(chart, { type: 'CHART_FIELD_CHANGED', value: { field: 'areaLayer', componentId: 'cube___district', components: mapComponents } })).toEqual({
      ...chart,
      cubes: [{ iri: 'cube/1', filters: { cube___canton: single('https://ld.example/canton/a') } }],
      fields: { areaLayer: { componentId: 'cube___district', color: { type: 'fixed', value: '#1f77b4', opacity: 80 } } },
    });
  });
});

describe('CHART_FIELD_UPDATED useAbbreviations', () => {
  const update = (field: string, option: 'useAbbreviations', value: unknown): ConfiguratorAction => ({
    type: 'CHART_FIELD_UPDATED',
    value: { field, option, value },
  });
  it('a category axis takes it; a line’s y axis (a measure) does not', () => {
    const chart = columnChart();
    expect(run(chart, update('x', 'useAbbreviations', true)).fields).toEqual({ ...chart.fields, x: { ...chart.fields.x, useAbbreviations: true } });
    const line = changeChartType(chart, 'line', components);
    const state = configuring(line);
    expect(chartSlice(state, update('y', 'useAbbreviations', true))).toBe(state);
  });
});
