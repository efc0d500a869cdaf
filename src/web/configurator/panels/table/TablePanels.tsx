/** The table panels of the left side (spec 001 §2 "Table panels: columns, groups, sorting"), for table charts only. */
import { TableColumnsSection } from './TableColumnsSection';
import { TableSettingsSection } from './TableSettingsSection';
import { TableSortingSection } from './TableSortingSection';
import './table-panels.css';

export const TablePanels = () => (
  <>
    <TableColumnsSection />
    <TableSortingSection />
    <TableSettingsSection />
  </>
);
