import { describe, expect, it } from 'vitest';
import type { Component, Observation } from '../../data';
import { measureText } from '../text';
import { dimension, measure, yearDimension } from '../test-fixture';
import { initialTableFields, moveTableField, setTableFieldHidden } from './columns';
import { rowCountMessage, tableHeight, tableModel, type TableRow } from './model';

const components = { dimensions: [yearDimension(['2020', '2021']), dimension('canton', ['Zurich', 'Bern'])], measures: [measure('area', { unit: 'ha' })] };
const byId = new Map<string, Component>([...components.dimensions, ...components.measures].map((c) => [c.id, c]));
const observations: Observation[] = [
  { cube___year: '2021', cube___canton: 'Zurich', cube___area: 1234.5 },
  { cube___year: '2020', cube___canton: 'Bern', cube___area: 80 },
  { cube___year: '2020', cube___canton: 'Zurich', cube___area: 1200 },
  { cube___year: '2021', cube___canton: 'Bern', cube___area: null },
];
const fields = initialTableFields(components);
const text = (rows: TableRow[], columns: { id: string; format: (v: Observation[string]) => string }[]) =>
  rows.map((r) => (r.type === 'group' ? `[${r.text} (${r.count})]` : columns.map((c) => c.format(r.observation[c.id])).join(' | ')));

describe('the table model', () => {
  it('shows every column in order, headers with units, values per locale, rows by the key dimensions in turn when nothing sorts', () => {
    const model = tableModel({ config: { fields, sorting: [] }, components: byId, observations, locale: 'de' });
    expect(model.columns.map((c) => c.header)).toEqual(['Year', 'canton', 'area (ha)']);
    expect(model.columns.map((c) => c.numeric)).toEqual([false, false, true]);
    // Years ascending, then cantons; no header says it sorts.
    expect(text(model.rows, model.columns)).toEqual(['2020 | Bern | 80', '2020 | Zurich | 1’200', '2021 | Bern | –', '2021 | Zurich | 1’234.5']);
    expect(model.sortedBy).toBeUndefined();
    const fr = tableModel({ config: { fields, sorting: [] }, components: byId, observations, locale: 'fr' });
    expect(fr.columns[2].format(1234.5)).toBe('1\u202f234,5');
  });

  it('makes a column as wide as its widest value and its bold header as the font draws them, and 320 px at most', () => {
    const long = 'Lugano-Università, Via Giuseppe Buffi 13, 6900 Lugano, Ticino, Svizzera';
    const stations = dimension('station', ['Lugano-Università', 'Bern', long]);
    const model = tableModel({
      config: { fields: initialTableFields({ dimensions: [stations], measures: [] }), sorting: [] },
      components: new Map([[stations.id, stations]]),
      observations: [{ [stations.id]: 'Lugano-Università' }, { [stations.id]: 'Bern' }],
      locale: 'en',
    });
    // 0.9 rem text and 0.7 rem of padding on each side (table.css).
    expect(model.columns[0].width).toBeGreaterThanOrEqual(measureText('Lugano-Università', 14.4) + 2 * 11.2);
    const longest = tableModel({
      config: { fields: initialTableFields({ dimensions: [stations], measures: [] }), sorting: [] },
      components: new Map([[stations.id, stations]]),
      observations: [{ [stations.id]: long }],
      locale: 'en',
    });
    expect(longest.columns[0].width).toBe(320);
  });

  it('leaves hidden columns out', () => {
    const model = tableModel({
      config: { fields: setTableFieldHidden(fields, 'cube___year', true), sorting: [] },
      components: byId,
      observations,
      locale: 'en',
    });
    expect(model.columns.map((c) => c.id)).toEqual(['cube___canton', 'cube___area']);
  });

  it('sorts by the author’s items, the visitor’s header first', () => {
    const sorting = [
      { componentId: 'cube___year', componentType: 'TemporalDimension', sortingOrder: 'asc' as const },
      { componentId: 'cube___area', componentType: 'NumericalMeasure', sortingOrder: 'desc' as const },
    ];
    const model = tableModel({ config: { fields, sorting }, components: byId, observations, locale: 'en' });
    expect(text(model.rows, model.columns)).toEqual(['2020 | Zurich | 1,200', '2020 | Bern | 80', '2021 | Zurich | 1,234.5', '2021 | Bern | –']);
    const visitor = tableModel({
      config: { fields, sorting },
      components: byId,
      observations,
      locale: 'en',
      visitorSorting: [{ componentId: 'cube___area', sortingOrder: 'asc' }],
    });
    expect(text(visitor.rows, visitor.columns)).toEqual(['2020 | Bern | 80', '2020 | Zurich | 1,200', '2021 | Zurich | 1,234.5', '2021 | Bern | –']);
  });

  it('orders the rows a sorted column leaves tied by the key columns, not in the observations’ order', () => {
    const byCanton = tableModel({
      config: { fields, sorting: [] },
      components: byId,
      observations,
      locale: 'en',
      visitorSorting: [{ componentId: 'cube___canton', sortingOrder: 'desc' }],
    });
    // Zurich's rows came 2021 before 2020.
    expect(text(byCanton.rows, byCanton.columns)).toEqual(['2020 | Zurich | 1,200', '2021 | Zurich | 1,234.5', '2020 | Bern | 80', '2021 | Bern | –']);
  });

  it('groups rows under a header per value, groups before columns, counting their rows', () => {
    const grouped = moveTableField(fields, 'cube___canton', true, 0);
    const model = tableModel({ config: { fields: grouped, sorting: [] }, components: byId, observations, locale: 'en' });
    expect(model.groups.map((g) => g.id)).toEqual(['cube___canton']);
    expect(text(model.rows, model.columns)).toEqual(['[canton: Bern (2)]', '2020 | 80', '2021 | –', '[canton: Zurich (2)]', '2020 | 1,200', '2021 | 1,234.5']);
    const desc = tableModel({
      config: { fields: grouped, sorting: [{ componentId: 'cube___canton', componentType: 'NominalDimension', sortingOrder: 'desc' }] },
      components: byId,
      observations,
      locale: 'en',
    });
    expect(text(desc.rows, desc.columns)[0]).toBe('[canton: Zurich (2)]');
  });

  it('nests groups', () => {
    const grouped = moveTableField(moveTableField(fields, 'cube___canton', true, 0), 'cube___year', true, 1);
    const model = tableModel({ config: { fields: grouped, sorting: [] }, components: byId, observations, locale: 'en' });
    expect(
      model.rows.map((r) => (r.type === 'group' ? `${'  '.repeat(r.depth)}${r.text} (${r.count})` : `${'  '.repeat(r.depth)}${r.observation.cube___area}`)),
    ).toEqual([
      'canton: Bern (2)',
      '  Year: 2020 (1)',
      '    80',
      '  Year: 2021 (1)',
      '    null',
      'canton: Zurich (2)',
      '  Year: 2020 (1)',
      '    1200',
      '  Year: 2021 (1)',
      '    1234.5',
    ]);
  });

  it('searches what the cells say, every word, in any case', () => {
    const model = tableModel({ config: { fields, sorting: [] }, components: byId, observations, locale: 'en', search: 'zur 2020' });
    expect(text(model.rows, model.columns)).toEqual(['2020 | Zurich | 1,200']);
    expect(model.rowCount).toBe(1);
    expect(model.total).toBe(4);
    expect(tableModel({ config: { fields, sorting: [] }, components: byId, observations, locale: 'en', search: '1,234' }).rowCount).toBe(1);
    const grouped = tableModel({
      config: { fields: moveTableField(fields, 'cube___canton', true, 0), sorting: [] },
      components: byId,
      observations,
      locale: 'en',
      search: 'bern',
    });
    expect(text(grouped.rows, grouped.columns)).toEqual(['[canton: Bern (2)]', '2020 | 80', '2021 | –']);
  });

  it('keeps the columns and the order while only the search changes, and recomputes them when their inputs change', () => {
    const config = { fields, sorting: [] };
    const first = tableModel({ config, components: byId, observations, locale: 'en' });
    const searched = tableModel({ config, components: byId, observations, locale: 'en', search: 'bern' });
    expect(searched.columns).toBe(first.columns);
    expect(text(searched.rows, searched.columns)).toEqual(['2020 | Bern | 80', '2021 | Bern | –']);
    const visitorSorting = [{ componentId: 'cube___area', sortingOrder: 'desc' as const }];
    const sorted = tableModel({ config, components: byId, observations, locale: 'en', visitorSorting });
    expect(sorted.columns).toBe(first.columns);
    expect(text(sorted.rows, sorted.columns)[0]).toBe('2021 | Zurich | 1,234.5');
    expect(sorted.sortedBy).toEqual(visitorSorting[0]);
    const de = tableModel({ config, components: byId, observations, locale: 'de', visitorSorting });
    expect(de.columns).not.toBe(first.columns);
    expect(text(de.rows, de.columns)[0]).toBe('2021 | Zurich | 1’234.5');
  });

  it('says which column sorts first: the visitor’s header, else the author’s first shown item', () => {
    const sorting = [
      { componentId: 'cube___gone', componentType: 'NominalDimension', sortingOrder: 'asc' as const },
      { componentId: 'cube___year', componentType: 'TemporalDimension', sortingOrder: 'desc' as const },
    ];
    expect(tableModel({ config: { fields, sorting }, components: byId, observations, locale: 'en' }).sortedBy).toEqual({
      componentId: 'cube___year',
      sortingOrder: 'desc',
    });
    expect(tableModel({ config: { fields, sorting: [] }, components: byId, observations, locale: 'en' }).sortedBy).toBeUndefined();
  });

  it('sizes the scroll area: capped at 600, all rows when asked and no dashboard caps it', () => {
    expect(tableHeight({ rows: 5, showAllRows: false })).toBe(6 * 36);
    expect(tableHeight({ rows: 100_000, showAllRows: false })).toBe(600);
    expect(tableHeight({ rows: 100_000, showAllRows: true })).toBe(100_001 * 36);
    expect(tableHeight({ rows: 100_000, showAllRows: true, maxHeight: 600 })).toBe(600);
  });
});

describe('the table’s row count', () => {
  it('groups its numbers as the locale does, and says the rows found of all while searching', () => {
    expect(rowCountMessage({ searching: false, rowCount: 5925, total: 5925 }, 'en')).toEqual({ key: 'table.rows', values: { count: '5,925' } });
    expect(rowCountMessage({ searching: false, rowCount: 5925, total: 5925 }, 'de').values.count).toBe('5’925');
    expect(rowCountMessage({ searching: true, rowCount: 1200, total: 1_000_000 }, 'fr')).toEqual({
      key: 'table.rows.found',
      values: { count: '1\u202f200', total: '1\u202f000\u202f000' },
    });
  });
});
