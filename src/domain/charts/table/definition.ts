/** Table: every component is a column of its own (table/model.ts); any cube can be shown. */
import type { ChartTypeDefinition } from '../definition';
import { initialTableFields } from './columns';

export const table: ChartTypeDefinition<'table'> = {
  encodings: [],
  requires: [],
  sorting: {},
  capabilities: { columns: true, interactiveFilters: false },
  initial: { fields: initialTableFields, settings: () => ({ settings: { showSearch: true, showAllRows: false }, sorting: [] }) },
  drawn: undefined,
};
