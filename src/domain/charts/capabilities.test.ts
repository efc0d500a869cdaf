import { describe, expect, it } from 'vitest';
// A scene first: the registry must hold every scene whatever module a page loads first.
import { areaChart } from './area/scene';
import { CHART_TYPES, FIELD_SCHEMAS, type ChartType } from '../config/chart-config';
import { capabilitiesOf, categoryFieldOf, chartTypesIn, fieldLabelKeyOf, supports, valueFieldOf } from './capabilities';
import type { Capability } from './definition';
import { CHART_DEFINITIONS, CHART_REGISTRY } from './registry';

const typesWith = (capability: Capability) => CHART_TYPES.filter((type) => supports(type, capability));

describe('the chart registry', () => {
  it('lists all eleven types in the spec order, the nine drawn ones with their scenes', () => {
    expect(Object.keys(CHART_REGISTRY)).toEqual([...CHART_TYPES]);
    expect(Object.keys(CHART_DEFINITIONS)).toEqual(CHART_TYPES.filter((t) => t !== 'map' && t !== 'table'));
    expect(CHART_DEFINITIONS.area).toBe(areaChart);
  });

  it('names only fields and sorted fields that the type’s fields schema has', () => {
    for (const [type, schema] of Object.entries(FIELD_SCHEMAS)) {
      const { encodings, sorting } = CHART_REGISTRY[type as ChartType];
      for (const e of encodings) expect(Object.keys(schema.shape), `${type}.${e.field}`).toContain(e.field);
      for (const field of Object.keys(sorting))
        expect(
          encodings.map((e) => e.field),
          `${type} sorts ${field}`,
        ).toContain(field);
    }
  });
});

describe('capabilities', () => {
  it('offer value labels on columns, bars and pies; a custom domain on columns, bars and lines', () => {
    expect(typesWith('showValues')).toEqual(['column', 'bar', 'pie']);
    expect(typesWith('customDomain')).toEqual(['column', 'bar', 'line']);
    expect(typesWith('segmentLayout')).toEqual(['column', 'bar']);
    expect(typesWith('lineOptions')).toEqual(['line']);
    expect(typesWith('imputation')).toEqual(['area']);
  });

  it('offer percent where segments add up to a whole, several filter values where the chart sums them', () => {
    expect(typesWith('percent')).toEqual(['column', 'bar', 'area']);
    expect(CHART_TYPES.filter((t) => capabilitiesOf(t).sums === 'always')).toEqual(['pie']);
    expect(CHART_TYPES.filter((t) => capabilitiesOf(t).sums === 'stacked')).toEqual(['column', 'bar']);
  });

  it('draw limits on charts with a value axis, symbols on lines, areas and combos', () => {
    expect(typesWith('limits')).toEqual(['column', 'bar', 'line', 'area', 'scatterplot', 'comboLineSingle', 'comboLineDual', 'comboLineColumn']);
    expect(typesWith('limitSymbols')).toEqual(['line', 'area', 'comboLineSingle', 'comboLineDual', 'comboLineColumn']);
  });

  it('set maps and tables apart: layers, columns, no interactive filters on a table', () => {
    expect(typesWith('mapLayers')).toEqual(['map']);
    expect(typesWith('timeAlongAnimation')).toEqual(['map']);
    expect(typesWith('columns')).toEqual(['table']);
    expect(CHART_TYPES.filter((t) => !supports(t, 'interactiveFilters'))).toEqual(['table']);
  });

  it('group the combos, which hold several measures in their own colours', () => {
    expect(chartTypesIn('combo')).toEqual(['comboLineSingle', 'comboLineDual', 'comboLineColumn']);
    expect(chartTypesIn('regular')).toEqual(['column', 'bar', 'line', 'area', 'scatterplot', 'pie', 'map', 'table']);
    expect(typesWith('measures')).toEqual(chartTypesIn('combo'));
    expect(typesWith('lineAxisOrientation')).toEqual(['comboLineColumn']);
    expect(fieldLabelKeyOf('comboLineDual', 'y')).toBe('controls.field.measures');
    expect(fieldLabelKeyOf('pie', 'y')).toBe('controls.field.measure');
    expect(fieldLabelKeyOf('column', 'y')).toBeUndefined();
  });

  it('turn a bar sideways: its values on x, its categories on y', () => {
    expect([valueFieldOf('bar'), categoryFieldOf('bar')]).toEqual(['x', 'y']);
    expect([valueFieldOf('column'), categoryFieldOf('column')]).toEqual(['y', 'x']);
    expect(capabilitiesOf('bar').abbreviatedAxis).toBe('y');
  });

  it('let annotations target a scatterplot’s animation only', () => {
    expect(typesWith('annotatesAnimation')).toEqual(['scatterplot']);
  });
});

describe('the fields schemas', () => {
  it('are read from the config union for every type but the table', () => {
    expect(Object.keys(FIELD_SCHEMAS)).toEqual(CHART_TYPES.filter((t) => t !== 'table'));
  });
});
