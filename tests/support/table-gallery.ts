/**
 * Table chart configs on the bundled catalogue, as an author leaves them: the initial table, and
 * tables with groups, sorting items and each column style. Used by the table browser test and
 * the table screenshots; built from the domain's initial config and its column edits.
 */
import type { Page } from 'playwright-core';
import { moveTableField } from '../../src/domain/charts/table/columns';
import { BAR_COLORS } from '../../src/domain/charts/table/styles';
import { getInitialChartConfig, type ChartConfigOf } from '../../src/domain/config';
import type { ColumnStyle } from '../../src/domain/charts/table/fields';
import { componentId, GALLERY_CUBES, type ComponentsOf } from './chart-gallery';

type Table = ChartConfigOf<'table'>;

export const TABLE_IDS = {
  year: componentId('iowa', 'year'),
  source: componentId('iowa', 'source'),
  generation: componentId('iowa', 'net-generation'),
  month: componentId('unemployment', 'month'),
  industry: componentId('unemployment', 'industry'),
  unemployed: componentId('unemployment', 'unemployed'),
  rate: componentId('unemployment', 'unemployment-rate'),
};

const style = (table: Table, id: string, columnStyle: ColumnStyle): Table => ({
  ...table,
  fields: { ...table.fields, [id]: { ...table.fields[id], columnStyle } },
});
const sortBy = (table: Table, id: string, sortingOrder: 'asc' | 'desc'): Table => ({
  ...table,
  sorting: [...table.sorting, { componentId: id, componentType: table.fields[id].componentType, sortingOrder }],
});

type Recipe = { cube: keyof typeof GALLERY_CUBES; title: string; edit: (table: Table) => Table };

export const TABLE_GALLERY: Record<string, Recipe> = {
  /** The table as it starts: every component a column, in order. */
  table: { cube: 'iowa', title: 'Electricity generation in Iowa', edit: (t) => t },
  /** Rows grouped by source, newest year first, generation as bars. */
  'table-grouped': {
    cube: 'iowa',
    title: 'Electricity generation in Iowa by source',
    edit: (t) => {
      const grouped = { ...t, fields: moveTableField(t.fields, TABLE_IDS.source, true, 0) };
      const bars = style(grouped, TABLE_IDS.generation, { type: 'bar', textStyle: 'regular', ...BAR_COLORS, barShowBackground: true });
      return sortBy(bars, TABLE_IDS.year, 'desc');
    },
  },
  /** Industries as coloured tags, the rate as a heat map, the count as bars, highest rate first. */
  'table-styled': {
    cube: 'unemployment',
    title: 'Unemployment by industry',
    edit: (t) => {
      let table = style(t, TABLE_IDS.industry, { type: 'category', textStyle: 'regular', paletteId: 'set2', colorMapping: {} });
      table = style(table, TABLE_IDS.rate, { type: 'heatmap', textStyle: 'bold', paletteId: 'oranges' });
      table = style(table, TABLE_IDS.unemployed, {
        type: 'bar',
        textStyle: 'regular',
        barColorPositive: '#1f77b4',
        barColorNegative: '#d62728',
        barColorBackground: '#e6e6e6',
        barShowBackground: false,
      });
      table = style(table, TABLE_IDS.month, { type: 'text', textStyle: 'bold', textColor: '#1d2433', columnColor: '#f4f6f9' });
      return sortBy(table, TABLE_IDS.rate, 'desc');
    },
  },
};

/** A gallery table on the cube's real components. */
export const tableGalleryConfig = async (name: string, componentsOf: ComponentsOf, key: string): Promise<Table> => {
  const recipe = TABLE_GALLERY[name];
  const iri = GALLERY_CUBES[recipe.cube];
  const components = await componentsOf(iri);
  const initial = getInitialChartConfig({ cubes: [{ iri }], ...components, chartType: 'table', key }) as Table;
  const title = { de: recipe.title, fr: recipe.title, it: recipe.title, en: recipe.title };
  return recipe.edit({ ...initial, meta: { ...initial.meta, title } });
};

/** The drag handle of a column in the table panels. */
export const handleOf = (componentId: string) => `li:has([data-testid="field-row-${componentId}"]) .drag-handle`;

/** Drags an element onto another with the mouse, in steps (dnd-kit starts a drag after 6 px). */
export const drag = async (page: Page, from: string, to: string) => {
  const a = (await page.locator(from).boundingBox())!;
  const b = (await page.locator(to).boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) {
    await page.mouse.move(
      a.x + a.width / 2 + ((b.x + b.width / 2 - a.x - a.width / 2) * i) / 10,
      a.y + a.height / 2 + ((b.y + b.height / 2 - a.y - a.height / 2) * i) / 10,
    );
    await page.waitForTimeout(30);
  }
  await page.mouse.up();
};
