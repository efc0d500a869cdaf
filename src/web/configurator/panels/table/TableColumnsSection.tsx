/**
 * A table's columns in the left panel (spec 001 §2 "Table panels: columns, groups"): the group
 * list above the column list. Dragging a column between the lists groups or ungroups it
 * (numerical measures are refused), dragging within a list reorders it; each column opens its
 * own panel (hidden, grouped, style).
 */
import { useTranslation } from 'react-i18next';
import { fieldLists } from '../../../../domain/charts/table/columns';
import type { TableField } from '../../../../domain/charts/table/fields';
import { SortableItem, SortableListArea, SortableLists } from '../../../components/Sortable';
import { useConfigurator } from '../../ConfiguratorProvider';
import { useColumnLabel, useTable } from './useTable';

const GROUPS = 'table-groups';
const COLUMNS = 'table-columns';

const ColumnItem = ({ field, label }: { field: TableField; label: string }) => {
  const { t } = useTranslation();
  const { chart, dispatch } = useConfigurator();
  const open = chart.activeField === field.componentId;
  return (
    <SortableItem id={field.componentId} label={label} className="table-column-item" handleLabel={t('controls.table.move', { name: label })}>
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
  const label = useColumnLabel();
  if (!table) return null;
  const { groups, columns } = fieldLists(table.fields);
  const lists = [
    {
      id: GROUPS,
      fields: groups,
      ids: groups.map((f) => f.componentId),
      heading: t('controls.table.groups'),
      empty: t('controls.table.groups.empty'),
      className: 'table-group-list',
    },
    {
      id: COLUMNS,
      fields: columns,
      ids: columns.map((f) => f.componentId),
      heading: t('controls.table.columns'),
      empty: t('controls.table.columns.empty'),
      className: '',
    },
  ];
  const move = (componentId: string, toList: string, index: number) =>
    dispatch({ type: 'TABLE_FIELD_MOVED', value: { componentId, isGroup: toList === GROUPS, index, components } });
  return (
    <section className="control-group table-columns-section" data-testid="table-columns-section">
      <SortableLists lists={lists} onMove={move}>
        {lists.map((list) => (
          <div key={list.id}>
            <h2>{list.heading}</h2>
            <SortableListArea id={list.id} label={list.heading} ids={list.ids} className={`field-rows table-column-list ${list.className}`}>
              {list.fields.map((f) => (
                <ColumnItem key={f.componentId} field={f} label={label(f.componentId)} />
              ))}
              {list.fields.length === 0 && <li className="hint-text table-drop-hint">{list.empty}</li>}
            </SortableListArea>
          </div>
        ))}
      </SortableLists>
    </section>
  );
};
