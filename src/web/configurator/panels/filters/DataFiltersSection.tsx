/**
 * The data filters section of the left panel (spec 001 §2, §4 "Filters"): a badge with the number
 * of single filters, one row per filtered dimension in the author's order (drag or keyboard to
 * reorder, remove on non-key dimensions), the add-filter menu, and the shown values of the
 * dimensions used as fields.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  canRemoveFilter,
  chartFilters,
  filterRows,
  reorderIndex,
  shownValuesDimensions,
  singleFilterCount,
} from '../../../../domain/configurator/filter-options';
import { orderedFilterIds } from '../../../../domain/configurator/slices/filters';
import { CountHeading } from '../../../components/CountHeading';
import { SortableItem, SortableList } from '../../../components/Sortable';
import { useConfigurator } from '../../ConfiguratorProvider';
import { AddFilterMenu } from './AddFilterMenu';
import { FilterControl } from './FilterControl';
import { MultiFilterControl } from './MultiFilterControl';

export const DataFiltersSection = () => {
  const { t } = useTranslation();
  const { chart, components, dispatch, possibleFiltersError } = useConfigurator();
  const headingId = useId();
  const filters = chartFilters(chart);
  const rows = filterRows(chart, components);
  const rowIds = rows.map((d) => d.id);
  const shown = shownValuesDimensions(chart, components);
  const count = singleFilterCount(filters);
  const move = (oldIndex: number, newIndex: number) =>
    dispatch({
      type: 'CHART_CONFIG_FILTER_REORDER',
      value: { dimensionId: rowIds[oldIndex], toIndex: reorderIndex(orderedFilterIds(filters), rowIds, newIndex) },
    });
  return (
    <section className="control-group data-filters-section" aria-labelledby={headingId} data-testid="data-filters-section">
      <CountHeading
        id={headingId}
        title={t('controls.section.filters')}
        count={count}
        countText={t('controls.filters.count', { count })}
        testId="filter-count"
      />
      {possibleFiltersError && (
        <p className="error-text" role="alert">
          {t('controls.section.data.filters.possible-filters-error')}
        </p>
      )}
      <SortableList ids={rowIds} onMove={move}>
        <ul className="filter-rows">
          {rows.map((dimension) => (
            <SortableItem
              key={dimension.id}
              id={dimension.id}
              label={dimension.label}
              className="filter-row"
              handleLabel={t('controls.filters.move', { name: dimension.label })}
            >
              <FilterControl dimension={dimension} filter={filters[dimension.id]} />
              {canRemoveFilter(dimension) && (
                <button
                  type="button"
                  className="icon-button"
                  aria-label={t('controls.filters.remove', { name: dimension.label })}
                  onClick={() => dispatch({ type: 'FILTER_REMOVE_SINGLE', value: { dimensionId: dimension.id } })}
                >
                  ×
                </button>
              )}
            </SortableItem>
          ))}
        </ul>
      </SortableList>
      <AddFilterMenu />
      {shown.length > 0 && (
        <>
          <h3 className="subsection-heading">{t('controls.filters.shown-values')}</h3>
          {shown.map((dimension) => (
            <MultiFilterControl key={dimension.id} dimension={dimension} filter={filters[dimension.id]} />
          ))}
        </>
      )}
    </section>
  );
};
