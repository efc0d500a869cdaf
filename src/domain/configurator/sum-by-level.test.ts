import { describe, expect, it } from 'vitest';
import { configBase, dimension, measure, yearDimension } from '../charts/test-fixture';
import type { ChartConfig, ChartConfigOf } from '../config';
import type { DataCubeComponents, Dimension, HierarchyValue } from '../data';
import { chartAggregate } from '../observations/aggregation';
import { fieldControls } from './field-options';
import { fitSumByLevel, sumByLevelControl, summedLevelName, withSumByLevel } from './sum-by-level';

const node = (name: string, depth: number, children: HierarchyValue[] = []): HierarchyValue => ({
  value: `https://ld.example/place/${name}`,
  label: name,
  dimensionId: 'cube___place',
  depth,
  hasValue: !children.length,
  ...(depth === 1 && { levelName: 'Canton' }),
  ...(children.length && { children }),
});
const place = {
  ...dimension('place', ['Bern', 'Thun', 'Zürich']),
  label: 'Municipality',
  hierarchy: [node('CH', 0, [node('BE', 1, [node('Bern', 2), node('Thun', 2)]), node('ZH', 1, [node('Zürich', 2)])])],
} as Dimension;
const year = yearDimension(['2020']);
const population = measure('population', { label: 'Inhabitants', unit: 'Number', scaleType: 'Ratio' });
const share = measure('share', { label: 'Share of foreigners', unit: '%', scaleType: 'Ratio' });
const components: DataCubeComponents = { dimensions: [place, year], measures: [population, share] };

const column = (x: string, y: string, extra: object = {}): ChartConfig =>
  ({
    ...configBase(),
    cubes: [{ iri: 'cube/1', filters: { [place.id]: { type: 'multi', values: { [String(place.values[0].value)]: true } } } }],
    chartType: 'column',
    fields: { x: { componentId: x, ...extra }, y: { componentId: y }, color: { type: 'single', paletteId: 'category10', color: '#336699' } },
  }) as ChartConfigOf<'column'>;

describe('the “Show by” choice of a category field', () => {
  it('offers the levels above a hierarchical dimension’s values, first among the field’s options', () => {
    const config = column(place.id, population.id);
    expect(fieldControls(config, 'x', components)[0]).toEqual({
      option: 'sumByLevel',
      own: 'Municipality',
      levels: [
        { depth: 0, name: 'CH' },
        { depth: 1, name: 'Canton' },
      ],
    });
    expect(sumByLevelControl(config, 'y', components)).toBeUndefined();
    expect(sumByLevelControl(column(year.id, population.id), 'x', components)).toBeUndefined();
    expect(sumByLevelControl({ ...config, cubes: [...config.cubes, { iri: 'cube/2', filters: {} }] }, 'x', components)).toBeUndefined();
  });

  it('is disabled with the reason for a measure that cannot be summed', () => {
    expect(sumByLevelControl(column(place.id, share.id), 'x', components)?.refusal).toEqual({ measure: 'Share of foreigners', reason: 'unit' });
  });

  it('sets the level and drops the dimension’s filter (values of another level); refuses a level not offered or a measure that cannot be summed', () => {
    const summed = withSumByLevel(column(place.id, population.id), 1, components);
    expect(chartAggregate(summed)).toEqual({ componentId: place.id, depth: 1 });
    expect(summedLevelName(summed, 'x', components)).toBe('Canton');
    expect(summedLevelName(summed, 'y', components)).toBeUndefined();
    expect(summed.cubes[0].filters).toEqual({});
    expect(chartAggregate(withSumByLevel(summed, undefined, components))).toBeUndefined();
    const notOffered = column(place.id, population.id);
    expect(withSumByLevel(notOffered, 2, components)).toBe(notOffered);
    const percent = column(place.id, share.id);
    expect(withSumByLevel(percent, 1, components)).toBe(percent);
  });

  it('is dropped when the measure can no longer be summed, kept while it can', () => {
    const summed = withSumByLevel(column(place.id, population.id), 1, components);
    expect(fitSumByLevel(summed, components)).toBe(summed);
    const toShare = { ...summed, fields: { ...summed.fields, y: { componentId: share.id } } } as ChartConfig;
    expect(chartAggregate(fitSumByLevel(toShare, components))).toBeUndefined();
  });

  it('is offered on a pie’s segment too', () => {
    const pie = {
      ...configBase(),
      chartType: 'pie',
      fields: { y: { componentId: population.id }, segment: { componentId: place.id }, color: { type: 'segment', paletteId: 'category10', colorMapping: {} } },
    } as unknown as ChartConfig;
    expect(sumByLevelControl(pie, 'segment', components)?.levels.map((l) => l.name)).toEqual(['CH', 'Canton']);
    expect(chartAggregate(withSumByLevel(pie, 1, components))).toEqual({ componentId: place.id, depth: 1 });
  });
});
