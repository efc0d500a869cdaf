import { describe, expect, it } from 'vitest';
import type { ChartConfig, ChartConfigOf } from '../config';
import type { Component } from '../data';
import { AREA, CANTON, columnChart, forestComponents, YEAR } from './test-state';
import { fieldNameOf, fieldPanelView } from './field-panel';
import { ANNOTATION_KEY_PREFIX } from '../charts/overlays/annotations';

const { dimensions, measures } = forestComponents();
const count = { ...measures[0], id: 'cube___count', unit: 'trees' };
const byId = new Map<string, Component>([...dimensions, ...measures, count].map((c) => [c.id, c]));
const color = { type: 'single' as const, paletteId: 'category10', color: '#1f77b4' };
const withSegment = (): ChartConfigOf<'column'> => ({
  ...columnChart(),
  fields: { ...columnChart().fields, segment: { componentId: CANTON, type: 'stacked' }, color: { type: 'segment', paletteId: 'category10', colorMapping: {} } },
});
const bar = (): ChartConfigOf<'bar'> => ({ ...columnChart(), chartType: 'bar', fields: { x: { componentId: AREA }, y: { componentId: YEAR }, color } });
const pie = (): ChartConfigOf<'pie'> => ({
  ...columnChart(),
  chartType: 'pie',
  fields: { y: { componentId: AREA }, segment: { componentId: CANTON }, color: { type: 'segment', paletteId: 'category10', colorMapping: {} } },
});
const combo = (): ChartConfigOf<'comboLineDual'> => ({
  ...columnChart(),
  chartType: 'comboLineDual',
  fields: {
    x: { componentId: YEAR },
    y: { leftAxisComponentId: AREA, rightAxisComponentId: count.id },
    color: { type: 'measures', paletteId: 'category10', colorMapping: {} },
  },
});

describe('the field panel', () => {
  it('shows a value field’s component, options, its measure with limits, and the one colour of a chart without segment', () => {
    expect(fieldPanelView(columnChart(), 'y', byId)).toEqual({ body: { kind: 'encoding' }, measures: [{ measure: measures[0], limits: true }], colors: true });
    expect(fieldPanelView(columnChart(), 'x', byId)).toMatchObject({ measures: [], colors: false });
  });

  it('moves the colours under the segment once there is one', () => {
    expect(fieldPanelView(withSegment(), 'y', byId).colors).toBe(false);
    expect(fieldPanelView(withSegment(), 'segment', byId).colors).toBe(true);
  });

  it('colours a bar chart from its value field x', () => {
    expect(fieldPanelView(bar(), 'x', byId)).toMatchObject({ colors: true, measures: [{ measure: measures[0], limits: true }] });
  });

  it('offers no limits on a pie', () => {
    expect(fieldPanelView(pie(), 'y', byId).measures).toEqual([{ measure: measures[0], limits: false }]);
  });

  it('shows a combo’s measures together with their colours', () => {
    expect(fieldPanelView(combo(), 'y', byId)).toEqual({
      body: { kind: 'measures' },
      measures: [
        { measure: measures[0], limits: true },
        { measure: count, limits: true },
      ],
      colors: true,
    });
  });

  it('shows a table’s column, a map layer, the title and an annotation', () => {
    const table = { ...columnChart(), chartType: 'table', fields: {} } as unknown as ChartConfig;
    expect(fieldPanelView(table, AREA, byId)).toMatchObject({ body: { kind: 'column' }, measures: [{ measure: measures[0], limits: false }] });
    const map = {
      ...columnChart(),
      chartType: 'map',
      fields: { areaLayer: { componentId: CANTON, color: { type: 'fixed', value: '#000', opacity: 80 } } },
    } as unknown as ChartConfig;
    expect(fieldPanelView(map, 'areaLayer', byId).body).toEqual({ kind: 'encoding', mapLayer: 'areaLayer' });
    expect(fieldPanelView(columnChart(), 'meta', byId)).toEqual({ body: { kind: 'meta' }, measures: [], colors: false });
    const annotated = { ...columnChart(), annotations: [{ key: `${ANNOTATION_KEY_PREFIX}1` }, { key: `${ANNOTATION_KEY_PREFIX}2` }] } as unknown as ChartConfig;
    expect(fieldPanelView(annotated, `${ANNOTATION_KEY_PREFIX}2`, byId).body).toEqual({ kind: 'annotation', number: 2 });
  });

  it('names fields by the type’s own words: a pie’s measure, a combo’s measures, a table’s columns by their component', () => {
    expect(fieldNameOf('column', 'x')).toEqual({ key: 'controls.field.x' });
    expect(fieldNameOf('pie', 'y')).toEqual({ key: 'controls.field.measure' });
    expect(fieldNameOf('comboLineSingle', 'y')).toEqual({ key: 'controls.field.measures' });
    expect(fieldNameOf('table', AREA)).toEqual({ component: true });
  });
});
