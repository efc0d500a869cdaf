/**
 * A dimension's multi filter in the section: how many values are shown, a button that opens the
 * multi-filter drawer, and, while a filter narrows the values, one that shows them all again.
 */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { choosesAll } from '../../../../domain/configurator/filter-options';
import { filterTree, selectableValues } from '../../../../domain/configurator/filter-tree';
import type { Dimension, Filters } from '../../../../domain/data';
import { useConfigurator } from '../../ConfiguratorProvider';
import { MultiFilterDrawer } from './MultiFilterDrawer';
import { OneUnitNote, useUnitScope } from './OneUnitNote';
import { useFilterRequest } from './filter-request';
import { useNoData } from './useNoData';

export const MultiFilterControl = ({ dimension, filter }: { dimension: Dimension; filter: Filters[string] | undefined }) => {
  const { t } = useTranslation();
  const { dispatch } = useConfigurator();
  const [open, setOpen] = useState(false);
  const edit = useRef<HTMLButtonElement>(null);
  // Asked for by the preview (too many rows): from its button, so that focus comes back here when the drawer closes.
  useFilterRequest(dimension.id, () => {
    edit.current?.focus();
    setOpen(true);
  });
  const noData = useNoData(dimension);
  const unit = useUnitScope(dimension);
  const all = selectableValues(filterTree(dimension));
  const selected = filter?.type === 'multi' ? all.filter((v) => filter.values[v]) : all;
  // Kept to one unit, every value of that unit is as much as the field can show: nothing to show all of.
  const narrowed = selected.length < (unit ? all.filter(unit.allowed).length : all.length);
  return (
    <div className="multi-filter">
      <span className="filter-label">{dimension.label}</span>
      <span className="hint-text" data-testid={`shown-values-${dimension.label}`}>
        {selected.length < all.length
          ? t('controls.filters.shown-values.some', { count: selected.length, total: all.length })
          : t('controls.filters.shown-values.all', { count: all.length })}
      </span>
      <div className="multi-filter-buttons">
        <button
          ref={edit}
          type="button"
          className="link-button"
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
          data-testid={`edit-values-${dimension.label}`}
        >
          {t('controls.filters.edit-values', { name: dimension.label })}
        </button>
        {narrowed && (
          <button type="button" className="link-button" onClick={() => dispatch({ type: 'FILTER_REMOVE_SINGLE', value: { dimensionId: dimension.id } })}>
            {t('controls.filters.show-all', { name: dimension.label })}
          </button>
        )}
      </div>
      <OneUnitNote dimension={dimension} />
      {open && (
        <MultiFilterDrawer
          dimension={dimension}
          selected={selected}
          noData={noData}
          unit={unit && { allowed: unit.allowed, reason: t('controls.filters.other-unit', { unit: unit.unit }) }}
          onClose={() => setOpen(false)}
          onApply={(values) => {
            dispatch(
              choosesAll(unit ? all.filter(unit.allowed) : all, values)
                ? { type: 'FILTER_REMOVE_SINGLE', value: { dimensionId: dimension.id } }
                : { type: 'CHART_CONFIG_FILTER_SET_MULTI', value: { dimensionId: dimension.id, values } },
            );
            setOpen(false);
          }}
        />
      )}
    </div>
  );
};
