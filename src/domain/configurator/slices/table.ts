/**
 * A table chart's own settings (spec 001 §3 "Table", §4 "Table"): columns moved between the group
 * and column lists or hidden, column styles, sorting items added, changed, reordered and
 * removed, and the search and all-rows settings. Other chart types ignore these actions; every
 * result is checked against the table schema.
 */
import { moveTableField, setTableFieldHidden } from '../../charts/table/columns';
import { addSortingItem, changeSortingItem, moveSortingItem, removeSortingItem } from '../../charts/table/sorting';
import type { ChartConfig, ChartConfigOf, ConfiguratorState } from '../../config';
import type { DataCubeComponents } from '../../data';
import type { ConfiguratorAction } from '../actions';
import { normaliseFilters } from '../edits';
import { updateActiveChart } from '../select';
import { checked } from './chart';

type Table = ChartConfigOf<'table'>;

const updateTable = (state: ConfiguratorState, change: (table: Table) => Table) =>
  updateActiveChart(state, (chart: ChartConfig) => (chart.chartType === 'table' ? checked(chart, change(chart)) : chart));

/** New fields; grouping and hiding decide which key dimensions stand on a single filter. */
const withFields = (table: Table, fields: Table['fields'], components: DataCubeComponents): Table =>
  fields === table.fields ? table : normaliseFilters({ ...table, fields }, components);

const withSorting = (table: Table, sorting: Table['sorting']): Table => (sorting === table.sorting ? table : { ...table, sorting });

export const tableSlice = (state: ConfiguratorState, action: ConfiguratorAction): ConfiguratorState => {
  switch (action.type) {
    case 'TABLE_FIELD_MOVED': {
      const { componentId, isGroup, index, components } = action.value;
      return updateTable(state, (table) => withFields(table, moveTableField(table.fields, componentId, isGroup, index), components));
    }
    case 'TABLE_FIELD_HIDDEN': {
      const { componentId, isHidden, components } = action.value;
      return updateTable(state, (table) => withFields(table, setTableFieldHidden(table.fields, componentId, isHidden), components));
    }
    case 'TABLE_COLUMN_STYLE_CHANGED': {
      const { componentId, columnStyle } = action.value;
      return updateTable(state, (table) =>
        table.fields[componentId] ? { ...table, fields: { ...table.fields, [componentId]: { ...table.fields[componentId], columnStyle } } } : table,
      );
    }
    case 'TABLE_SETTINGS_CHANGED':
      return updateTable(state, (table) => ({ ...table, settings: { ...table.settings, ...action.value } }));
    case 'TABLE_SORTING_ADDED':
      return updateTable(state, (table) =>
        withSorting(table, addSortingItem(table.sorting, table.fields, action.value.componentId, action.value.sortingOrder)),
      );
    case 'TABLE_SORTING_CHANGED': {
      const { index, ...change } = action.value;
      return updateTable(state, (table) => withSorting(table, changeSortingItem(table.sorting, table.fields, index, change)));
    }
    case 'TABLE_SORTING_REORDERED':
      return updateTable(state, (table) => withSorting(table, moveSortingItem(table.sorting, action.value.oldIndex, action.value.newIndex)));
    case 'TABLE_SORTING_REMOVED':
      return updateTable(state, (table) => withSorting(table, removeSortingItem(table.sorting, action.value.index)));
    default:
      return state;
  }
};
