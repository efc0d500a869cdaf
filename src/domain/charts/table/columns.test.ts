import { describe, expect, it } from 'vitest';
import { tableFieldsSchema } from './fields';
import { dimension, measure, yearDimension } from '../test-fixture';
import { canBeGrouped, fieldLists, initialTableFields, moveTableField, setTableFieldHidden, tableComponentIds } from './columns';

const components = () => ({
  dimensions: [yearDimension(['2020', '2021']), dimension('canton', ['Zurich', 'Bern'])],
  measures: [measure('area', { unit: 'ha' })],
});
const ids = (list: { componentId: string }[]) => list.map((f) => f.componentId);

describe('table columns', () => {
  it('start as one visible, ungrouped text column per component, dimensions then measures', () => {
    const fields = initialTableFields(components());
    expect(Object.values(fields).map((f) => [f.componentId, f.index, f.isGroup, f.isHidden, f.columnStyle.type])).toEqual([
      ['cube___year', 0, false, false, 'text'],
      ['cube___canton', 1, false, false, 'text'],
      ['cube___area', 2, false, false, 'text'],
    ]);
    expect(tableFieldsSchema.safeParse(fields).success).toBe(true);
  });

  it('follow the cube’s component order where it gives one', () => {
    const ordered = { dimensions: [dimension('canton', [], { order: 2 }), dimension('forest', [], { order: 1 })], measures: [measure('area', { order: 0 })] };
    expect(Object.values(initialTableFields(ordered)).map((f) => [f.componentId, f.index])).toEqual([
      ['cube___area', 0],
      ['cube___forest', 1],
      ['cube___canton', 2],
    ]);
  });

  it('move into the groups, which come before the columns', () => {
    const fields = moveTableField(initialTableFields(components()), 'cube___canton', true, 0);
    const { groups, columns } = fieldLists(fields);
    expect(ids(groups)).toEqual(['cube___canton']);
    expect(ids(columns)).toEqual(['cube___year', 'cube___area']);
    expect(
      Object.values(fields)
        .sort((a, b) => a.index - b.index)
        .map((f) => f.componentId),
    ).toEqual(['cube___canton', 'cube___year', 'cube___area']);
  });

  it('reorder within a list and move back out of the groups at a position', () => {
    let fields = moveTableField(initialTableFields(components()), 'cube___area', false, 0);
    expect(ids(fieldLists(fields).columns)).toEqual(['cube___area', 'cube___year', 'cube___canton']);
    fields = moveTableField(fields, 'cube___year', true, 0);
    fields = moveTableField(fields, 'cube___canton', true, 0);
    expect(ids(fieldLists(fields).groups)).toEqual(['cube___canton', 'cube___year']);
    fields = moveTableField(fields, 'cube___year', false, 1);
    expect(ids(fieldLists(fields).groups)).toEqual(['cube___canton']);
    expect(ids(fieldLists(fields).columns)).toEqual(['cube___area', 'cube___year']);
  });

  it('never group a numerical measure', () => {
    const fields = initialTableFields(components());
    expect(moveTableField(fields, 'cube___area', true, 0)).toBe(fields);
    expect(canBeGrouped(measure('area'))).toBe(false);
    expect(canBeGrouped(dimension('canton', []))).toBe(true);
    const grouped = { ...fields, cube___area: { ...fields.cube___area, isGroup: true } };
    expect(tableFieldsSchema.safeParse(grouped).success).toBe(false);
  });

  it('hide a column: its values are not asked for unless it groups or sorts', () => {
    let fields = setTableFieldHidden(initialTableFields(components()), 'cube___year', true);
    expect(tableComponentIds(fields)).toEqual(['cube___canton', 'cube___area']);
    expect(tableComponentIds(fields, [{ componentId: 'cube___year' }])).toEqual(['cube___year', 'cube___canton', 'cube___area']);
    fields = moveTableField(fields, 'cube___year', true, 0);
    expect(tableComponentIds(fields)).toEqual(['cube___year', 'cube___canton', 'cube___area']);
  });

  it('the schema refuses styles a column cannot take', () => {
    const fields = initialTableFields(components());
    const heatmapOnDimension = {
      ...fields,
      cube___canton: { ...fields.cube___canton, columnStyle: { type: 'heatmap', textStyle: 'regular', paletteId: 'oranges' } },
    };
    expect(tableFieldsSchema.safeParse(heatmapOnDimension).success).toBe(false);
    const heatmapOnMeasure = {
      ...fields,
      cube___area: { ...fields.cube___area, columnStyle: { type: 'heatmap', textStyle: 'regular', paletteId: 'oranges' } },
    };
    expect(tableFieldsSchema.safeParse(heatmapOnMeasure).success).toBe(true);
  });
});
