import { XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import type { Component, Observation } from '../../data';
import { averageMeasure } from '../../viewer/export-svg';
import { dimension, measure, yearDimension } from '../test-fixture';
import { initialTableFields, moveTableField } from './columns';
import type { ColumnStyle } from './fields';
import { ROW_HEIGHT, tableModel } from './model';
import { defaultColumnStyle } from './styles';
import { firstPageRows, tableSvg } from './svg';

const canton = dimension('canton', ['Zurich', 'Bern', 'Appenzell Ausserrhoden und Innerrhoden <&>']);
const components = { dimensions: [yearDimension(['2020', '2021']), canton], measures: [measure('area', { unit: 'ha' })] };
const byId = new Map<string, Component>([...components.dimensions, ...components.measures].map((c) => [c.id, c]));
const observations: Observation[] = Array.from({ length: 40 }, (_, i) => ({
  cube___year: String(2020 + (i % 2)),
  cube___canton: canton.values[i % 3].label,
  cube___area: 100 * i,
}));
const fields = initialTableFields(components);
const model = (f = fields) => tableModel({ config: { fields: f, sorting: [] }, components: byId, observations, locale: 'en' });
const texts = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
const options = { measure: averageMeasure, groupCount: (count: number) => `${count} rows` };

describe('tableSvg', () => {
  it('draws the header and the first rows as <text> in a grid as wide as the columns', () => {
    const table = model();
    const { markup, width, height } = tableSvg(table, { rows: 3, ...options });
    expect(XMLValidator.validate(markup)).toBe(true);
    expect(width).toBe(table.columns.reduce((sum, c) => sum + c.width, 0));
    expect(height).toBe(4 * ROW_HEIGHT);
    const all = texts(markup);
    expect(all.slice(0, 3)).toEqual(['Year', 'canton', 'area (ha)']);
    // Years, then cantons by label: the first row is 2020's Appenzell, cut to its column.
    expect(all.slice(3, 6)).toEqual(['2020', expect.stringMatching(/^Appenzell .*…$/), '200']);
    expect(all).toHaveLength(3 + 3 * 3);
    // Numbers right-aligned in their column, as on the page.
    expect(markup).toMatch(/text-anchor="end">200<\/text>/);
    expect(markup).not.toMatch(/foreignObject|<div|<td/);
  });

  it('cuts a text wider than its column with an ellipsis, and escapes it', () => {
    const { markup } = tableSvg(model(), { rows: 3, ...options });
    const cut = texts(markup).find((t) => t.startsWith('Appenzell'))!;
    expect(cut.endsWith('…')).toBe(true);
    expect(averageMeasure(cut, { size: 14, weight: 'normal' })).toBeLessThanOrEqual(model().columns[1].width - 22);
    const wide = tableSvg({ ...model(), columns: model().columns.map((c) => ({ ...c, width: 600 })) }, { rows: 3, ...options }).markup;
    expect(wide).toContain('>Appenzell Ausserrhoden und Innerrhoden &lt;&amp;&gt;</text>');
  });

  it('draws group rows with their count, and a bar column’s bars', () => {
    const grouped = moveTableField(fields, 'cube___canton', true, 0);
    const area = byId.get('cube___area')!;
    const bars = { ...grouped, cube___area: { ...grouped.cube___area, columnStyle: defaultColumnStyle('bar', area, observations) as ColumnStyle } };
    const { markup } = tableSvg(model(bars), { rows: 50, ...options });
    expect(texts(markup)).toContain('canton: Zurich');
    expect(texts(markup)).toContain('14 rows');
    expect(markup.match(/<rect [^>]*fill="#1f77b4"/g)!.length).toBeGreaterThanOrEqual(3);
  });

  it('shows the rows the table’s box shows first: 15 under a 600 px cap, fewer in a lower dashboard block', () => {
    expect(firstPageRows(model())).toBe(15);
    expect(firstPageRows(model(), 300)).toBe(7);
    expect(firstPageRows({ ...model(), rows: model().rows.slice(0, 4) })).toBe(4);
  });
});
