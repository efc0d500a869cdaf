/**
 * A table's sorting items (spec 001 §4 "Sorting items can be added, changed, reordered and
 * removed"): one row per item in priority order with its column and order, dragged (or moved by
 * keyboard) to reorder, removed by its button; a menu adds a column not yet sorted (spec 001 §5).
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { orderWithoutItems, sortingOptions } from '../../../../domain/charts/table/sorting';
import { componentsById } from '../../../../domain/data';
import { SortableItem, SortableList } from '../../../components/Sortable';
import { useLocale } from '../../../i18n/locale';
import { useConfigurator } from '../../ConfiguratorProvider';
import { useColumnLabel, useTable } from './useTable';

export const TableSortingSection = () => {
  const { t } = useTranslation();
  const { dispatch, components } = useConfigurator();
  const table = useTable();
  const label = useColumnLabel();
  const headingId = useId();
  const addId = useId();
  const locale = useLocale();
  if (!table) return null;
  const unused = sortingOptions(table.fields, table.sorting);
  const orderedBy = orderWithoutItems(table.fields, componentsById(components));
  const ids = table.sorting.map((s) => s.componentId);
  return (
    <section className="control-group" aria-labelledby={headingId} data-testid="table-sorting-section">
      <h2 id={headingId}>{t('controls.table.sorting')}</h2>
      {table.sorting.length === 0 && (
        <p className="hint-text">
          {orderedBy.length
            ? t('controls.table.sorting.none.by-columns', { columns: new Intl.ListFormat(locale).format(orderedBy.map(label)) })
            : t('controls.table.sorting.none')}
        </p>
      )}
      <SortableList ids={ids} onMove={(oldIndex, newIndex) => dispatch({ type: 'TABLE_SORTING_REORDERED', value: { oldIndex, newIndex } })}>
        <ul className="filter-rows">
          {table.sorting.map((item, index) => (
            <SortableItem
              key={item.componentId}
              id={item.componentId}
              label={label(item.componentId)}
              className="filter-row table-sorting-row"
              handleLabel={t('controls.table.sorting.move', { name: label(item.componentId) })}
            >
              <div className="table-sorting-controls" data-testid={`table-sorting-${index}`}>
                <label className="control">
                  <span>{t('controls.table.sorting.column')}</span>
                  <select value={item.componentId} onChange={(e) => dispatch({ type: 'TABLE_SORTING_CHANGED', value: { index, componentId: e.target.value } })}>
                    {[table.fields[item.componentId], ...unused].filter(Boolean).map((f) => (
                      <option key={f.componentId} value={f.componentId}>
                        {label(f.componentId)}
                      </option>
                    ))}
                  </select>
                </label>
                <label className="control">
                  <span>{t('controls.table.sorting.order')}</span>
                  <select
                    value={item.sortingOrder}
                    onChange={(e) => dispatch({ type: 'TABLE_SORTING_CHANGED', value: { index, sortingOrder: e.target.value as 'asc' | 'desc' } })}
                  >
                    <option value="asc">{t('controls.table.sorting.asc')}</option>
                    <option value="desc">{t('controls.table.sorting.desc')}</option>
                  </select>
                </label>
              </div>
              <button
                type="button"
                className="icon-button"
                aria-label={t('controls.table.sorting.remove', { name: label(item.componentId) })}
                onClick={() => dispatch({ type: 'TABLE_SORTING_REMOVED', value: { index } })}
              >
                ×
              </button>
            </SortableItem>
          ))}
        </ul>
      </SortableList>
      {unused.length > 0 && (
        <label className="control" htmlFor={addId}>
          <span>{t('controls.table.sorting.add')}</span>
          <select
            id={addId}
            value=""
            onChange={(e) => e.target.value && dispatch({ type: 'TABLE_SORTING_ADDED', value: { componentId: e.target.value } })}
            data-testid="table-sorting-add"
          >
            <option value="">{t('controls.table.sorting.choose')}</option>
            {unused.map((f) => (
              <option key={f.componentId} value={f.componentId}>
                {label(f.componentId)}
              </option>
            ))}
          </select>
        </label>
      )}
    </section>
  );
};
