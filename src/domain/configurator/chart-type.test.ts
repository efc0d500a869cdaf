import { describe, expect, it } from 'vitest';
import { getInitialChartConfig } from '../charts/initial-config';
import { dimension, measure, yearDimension } from '../charts/test-fixture';
import { CHART_TYPES, chartConfigSchema, type ChartConfig, type ChartType } from '../config/chart-config';
import type { DataCubeComponents } from '../data';
import { fieldComponentIdsOf } from '../encodings';
import { changeChartType } from './chart-type';
import { setFieldComponent, setSingleFilter } from './edits';

// A forestry-like cube: years, cantons (places), size classes and forest types; areas in ha, volume in m³.
const year = yearDimension(['2019', '2020', '2021']);
const canton = dimension('canton', ['Bern', 'Uri', 'Jura'], { __typename: 'GeoShapesDimension' });
const size = dimension('size', ['small', 'large'], { __typename: 'OrdinalDimension' });
const forest = dimension('forest', ['coniferous', 'deciduous', 'mixed']);
const area = measure('area', { unit: 'ha' });
const productive = measure('productive', { unit: 'ha' });
const volume = measure('volume', { unit: 'm3' });
const components: DataCubeComponents = { dimensions: [year, canton, size, forest], measures: [area, productive, volume] };

const initial = (chartType: ChartType) => getInitialChartConfig({ cubes: [{ iri: 'cube/1' }], ...components, chartType, key: 'abcdefghijkl' });
const fields = (config: ChartConfig) => config.fields as Record<string, { componentId?: string; [key: string]: unknown } | undefined>;
const valid = (config: ChartConfig) => {
  const parsed = chartConfigSchema.safeParse(config);
  expect(parsed.success, `${config.chartType}: ${parsed.error?.message}`).toBe(true);
  return config;
};
const change = (config: ChartConfig, type: ChartType) => valid(changeChartType(config, type, components));

/** A column chart of years stacked by forest type, with the size filtered on "large". */
const stacked = () => {
  const column = setSingleFilter(
    setFieldComponent(initial('column'), 'segment', forest.id, components, { type: 'grouped' }),
    size.id,
    'https://ld.example/size/large',
  );
  return { ...column, fields: { ...column.fields, color: { type: 'segment', paletteId: 'set2', colorMapping: { a: '#000' } } } } as ChartConfig;
};

describe('changeChartType', () => {
  it('column → line → column keeps the segment, the filters and the palette', () => {
    const column = stacked();
    const line = change(column, 'line');
    expect(fields(line).x?.componentId).toBe(year.id);
    expect(fields(line).segment?.componentId).toBe(forest.id);
    expect(line.cubes[0].filters[size.id]).toEqual({ type: 'single', value: 'https://ld.example/size/large' });
    const back = change(line, 'column');
    expect(fields(back).segment).toMatchObject({ componentId: forest.id, type: 'stacked' });
    expect(back.cubes).toEqual(column.cubes);
    expect(fields(back).color).toEqual({ type: 'segment', paletteId: 'set2', colorMapping: { a: '#000' } });
  });

  it('column with cantons on x → line takes time on x and keeps the cantons as segment', () => {
    const column = setFieldComponent(initial('column'), 'x', canton.id, components) as ChartConfig;
    const line = change(column, 'line');
    expect(fields(line).x?.componentId).toBe(year.id);
    expect(fields(line).segment?.componentId).toBe(canton.id);
    expect(line.cubes[0].filters).not.toHaveProperty(year.id);
  });

  it('column → scatterplot → column keeps the value on y and the segment', () => {
    const scatter = change(stacked(), 'scatterplot');
    expect(fields(scatter).y?.componentId).toBe(area.id);
    expect(fields(scatter).x?.componentId).toBe(productive.id);
    expect(fields(scatter).segment?.componentId).toBe(forest.id);
    const column = change(scatter, 'column');
    expect(fields(column).x?.componentId).toBe(year.id);
    expect(fields(column).y?.componentId).toBe(area.id);
    expect(fields(column).segment?.componentId).toBe(forest.id);
  });

  it('column → pie: the segment stays, sorted as a pie offers', () => {
    const column = stacked();
    (fields(column).segment as { sorting: object }).sorting = { sortingType: 'byTotalSize', sortingOrder: 'desc' };
    const pie = change(column, 'pie');
    expect(fields(pie).segment).toEqual({ componentId: forest.id, sorting: { sortingType: 'byAuto', sortingOrder: 'asc' } });
    expect(pie.cubes[0].filters[year.id]).toEqual({ type: 'single', value: '2021' });
  });

  it('column without segment → pie takes the old x when it can be a segment', () => {
    const column = setFieldComponent(initial('column'), 'x', canton.id, components) as ChartConfig;
    expect(fields(change(column, 'pie')).segment?.componentId).toBe(canton.id);
  });

  it('column → comboLineDual → column: the value measure leads the left axis and comes back', () => {
    const dual = change(stacked(), 'comboLineDual');
    expect(fields(dual).y).toEqual({ leftAxisComponentId: area.id, rightAxisComponentId: volume.id });
    expect(fields(dual).color).toMatchObject({ type: 'measures', paletteId: 'set2' });
    expect(dual.interactiveFiltersConfig.calculation).toEqual({ active: false, type: 'identity' });
    const column = change(dual, 'column');
    expect(fields(column).x?.componentId).toBe(year.id);
    expect(fields(column).y?.componentId).toBe(area.id);
    expect(fields(column).color).toMatchObject({ type: 'single', paletteId: 'set2' });
  });

  it('bar ↔ column swaps roles: bar.y is column.x, bar.x is column.y, sorting and values kept', () => {
    const column = setFieldComponent(initial('column'), 'x', canton.id, components) as ChartConfig;
    Object.assign(fields(column).x!, { sorting: { sortingType: 'byMeasure', sortingOrder: 'desc' } });
    Object.assign(fields(column).y!, { showValues: true });
    const bar = change(column, 'bar');
    expect(fields(bar).y).toEqual({ componentId: canton.id, sorting: { sortingType: 'byMeasure', sortingOrder: 'desc' } });
    expect(fields(bar).x).toEqual({ componentId: area.id, showValues: true });
    expect(fields(change(bar, 'column')).x?.componentId).toBe(canton.id);
  });

  it('keeps the time range only on a temporal x, the legend on the segment, and drops field dimensions from data filters', () => {
    const column = stacked();
    const interactive = {
      ...column.interactiveFiltersConfig,
      legend: { active: true, componentId: forest.id },
      timeRange: { active: true, componentId: year.id, presets: { type: 'range' as const, from: '2019', to: '2020' } },
      dataFilters: { active: true, componentIds: [size.id, canton.id], defaultValueOverrides: {}, filterTypes: {} },
      calculation: { active: true, type: 'percent' as const },
    };
    const pie = change({ ...column, interactiveFiltersConfig: interactive }, 'pie');
    expect(pie.interactiveFiltersConfig.timeRange.active).toBe(false);
    expect(pie.interactiveFiltersConfig.legend).toEqual({ active: true, componentId: forest.id });
    expect(pie.interactiveFiltersConfig.calculation).toEqual({ active: true, type: 'percent' });
    const line = change({ ...column, interactiveFiltersConfig: interactive, fields: { ...column.fields, segment: undefined } } as ChartConfig, 'line');
    expect(line.interactiveFiltersConfig.timeRange).toMatchObject({ active: true, componentId: year.id });
    expect(line.interactiveFiltersConfig.legend).toEqual({ active: false, componentId: '' });
    expect(line.interactiveFiltersConfig.calculation).toEqual({ active: false, type: 'identity' });
    const cantons = change(line, 'bar');
    expect(cantons.interactiveFiltersConfig.dataFilters.componentIds).toEqual([size.id, canton.id]);
  });

  it('from a map the place of the area layer goes on the x axis', () => {
    expect(fields(change(initial('map'), 'column')).x?.componentId).toBe(canton.id);
  });

  it('to map and table the fields start afresh; meta, filters and annotations stay', () => {
    const column = { ...stacked(), meta: { ...stacked().meta, title: { de: 'Wald', fr: '', it: '', en: 'Forest' } } };
    for (const type of ['map', 'table'] as const) {
      const next = change(column, type);
      expect(next.meta).toEqual(column.meta);
      expect(next.fields).toEqual(initial(type).fields);
    }
    expect(change(column, 'map').cubes[0].filters[size.id]).toEqual({ type: 'single', value: 'https://ld.example/size/large' });
  });

  it.each(CHART_TYPES.flatMap((from) => CHART_TYPES.map((to) => [from, to] as const)))('%s → %s gives a schema-valid config', (from, to) => {
    const next = change(initial(from), to);
    expect(next.chartType).toBe(to);
    const ids = Object.values(next.fields).flatMap(fieldComponentIdsOf);
    const all = new Set([...components.dimensions, ...components.measures].map((c) => c.id));
    for (const id of ids) expect(all.has(id), id).toBe(true);
  });
});
