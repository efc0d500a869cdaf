import { describe, expect, it } from 'vitest';
import type { ChartConfigOf } from '../config';
import type { Component } from '../data';
import { AREA, columnChart, forestComponents, YEAR } from './test-state';
import { fieldMeasureIds } from './field-measures';

const { dimensions, measures } = forestComponents();
const count = { ...measures[0], id: 'cube___count' };
const byId = new Map<string, Component>([...dimensions, ...measures, count].map((c) => [c.id, c]));

describe('the measures of a field panel', () => {
  it('is the measure of a value field, nothing for a dimension field', () => {
    expect(fieldMeasureIds(columnChart(), 'y', byId)).toEqual([AREA]);
    expect(fieldMeasureIds(columnChart(), 'x', byId)).toEqual([]);
    expect(fieldMeasureIds(columnChart(), 'segment', byId)).toEqual([]);
  });

  it('is the column of a table when it is a numerical measure', () => {
    const table = { ...columnChart(), chartType: 'table' } as unknown as Parameters<typeof fieldMeasureIds>[0];
    expect(fieldMeasureIds(table, AREA, byId)).toEqual([AREA]);
    expect(fieldMeasureIds(table, YEAR, byId)).toEqual([]);
  });

  it('is every measure of a combo chart', () => {
    const combo: ChartConfigOf<'comboLineDual'> = {
      ...columnChart(),
      chartType: 'comboLineDual',
      fields: {
        x: { componentId: YEAR },
        y: { leftAxisComponentId: AREA, rightAxisComponentId: count.id },
        color: { type: 'measures', paletteId: 'category10', colorMapping: {} },
      },
    };
    expect(fieldMeasureIds(combo, 'y', byId)).toEqual([AREA, count.id]);
  });
});
