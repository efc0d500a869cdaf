/**
 * A table's columns in the left panel (spec 001 §2 "Table panels: columns, groups"): the group
 * list above the column list. Dragging a column between the lists groups or ungroups it
 * (numerical measures are refused), dragging within a list reorders it; each column opens its
 * own panel (hidden, grouped, style).
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldLists } from '../../../../domain/charts/table/columns';
import type { TableField } from '../../../../domain/config/map-table';
import type { Component } from '../../../../domain/data';
import { SortableItem, SortableListArea, SortableLists } from '../../../components/Sortable';
import { useConfigurator } from '../../ConfiguratorProvider';
import { useTable } from './useTable';

const GROUPS = 'table-groups';
const COLUMNS = 'table-columns';

const ColumnItem = ({ field, component }: { field: TableField; component?: Component }) => {
  const { t } = useTranslation();
  const { chart, dispatch } = useConfigurator();
  const label = component?.label ?? field.componentId;
  const open = chart.activeField === field.componentId;
  return (
    <SortableItem id={field.componentId} className="table-column-item" handleLabel={t('controls.table.move', { name: label })}>
      <button
        type="button"
        className="field-row"
        aria-expanded={open}
        aria-controls="field-panel"
        onClick={() => dispatch({ type: 'CHART_ACTIVE_FIELD_CHANGE', value: { field: open ? undefined : field.componentId } })}
        data-testid={`field-row-${field.componentId}`}
      >
        <span className="field-row-value">{label}</span>
        {field.isHidden && <span className="field-row-label">{t('controls.table.hidden')}</span>}
      </button>
    </SortableItem>
  );
};

export const TableColumnsSection = () => {
  const { t } = useTranslation();
  const { components, dispatch } = useConfigurator();
  const table = useTable();
  const groupsId = useId();
  const columnsId = useId();
  if (!table) return null;
  const byId = new Map<string, Component>([...components.dimensions, ...components.measures].map((c) => [c.id, c]));
  const { groups, columns } = fieldLists(table.fields);
  const lists = [
    { id: GROUPS, ids: groups.map((f) => f.componentId) },
    { id: COLUMNS, ids: columns.map((f) => f.componentId) },
  ];
  const move = (componentId: string, toList: string, index: number) =>
    dispatch({ type: 'TABLE_FIELD_MOVED', value: { componentId, isGroup: toList === GROUPS, index, components } });
  return (
    <section className="control-group table-columns-section" data-testid="table-columns-section">
      <SortableLists lists={lists} onMove={move}>
        <h2 id={groupsId}>{t('controls.table.groups')}</h2>
        <SortableListArea id={GROUPS} ids={lists[0].ids} className="field-rows table-column-list table-group-list">
          {groups.map((f) => (
            <ColumnItem key={f.componentId} field={f} component={byId.get(f.componentId)} />
          ))}
          {groups.length === 0 && <li className="hint-text table-drop-hint">{t('controls.table.groups.empty')}</li>}
        </SortableListArea>
        <h2 id={columnsId}>{t('controls.table.columns')}</h2>
        <SortableListArea id={COLUMNS} ids={lists[1].ids} className="field-rows table-column-list">
          {columns.map((f) => (
            <ColumnItem key={f.componentId} field={f} component={byId.get(f.componentId)} />
          ))}
          {columns.length === 0 && <li className="hint-text table-drop-hint">{t('controls.table.columns.empty')}</li>}
        </SortableListArea>
      </SortableLists>
    </section>
  );
};
