/**
 * The multi-filter drawer (spec 001 §2): search, select all or none of the listed values, the
 * hierarchy as a tree of checkboxes when there is one, and Apply, which sets the multi filter.
 * Values without data under the filters, or of another unit than the field shows, are disabled
 * (unless chosen, so they can be let go) and described by the reason; select all leaves them out.
 */
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { displayLabel } from '../../../../domain/charts/chart-data';
import { filterTree, searchTree, selectableValues } from '../../../../domain/configurator/filter-tree';
import type { Dimension } from '../../../../domain/data';
import { Dialog } from '../../../components/Dialog';
import { ValueTree } from './ValueTree';
import type { NoData } from './useNoData';

export const MultiFilterDrawer = ({
  dimension,
  selected,
  onApply,
  onClose,
  noData,
  unit,
}: {
  dimension: Dimension;
  noData?: NoData;
  /** Where the field shows one unit only: the values of that unit, and why the others cannot be chosen. */
  unit?: { allowed: (value: string) => boolean; reason: string };
  /** The values chosen now; every value when the dimension has no multi filter. */
  selected: string[];
  onApply: (values: string[]) => void;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState(() => new Set(selected));
  const tree = useMemo(() => filterTree(dimension, (label) => displayLabel(dimension, label)), [dimension]);
  const shown = searchTree(tree, query);
  const total = selectableValues(tree).length;
  // Select all and none act on the values the search lists.
  const offered = (value: string) => (!noData || noData.has(value)) && (!unit || unit.allowed(value));
  const listed = selectableValues(shown).filter(offered);
  const reasonId = useId();
  const unitReasonId = useId();
  const setListed = (on: boolean) => setChosen((c) => new Set(on ? [...c, ...listed] : [...c].filter((v) => !listed.includes(v))));
  const toggle = (value: string) =>
    setChosen((c) => {
      const next = new Set(c);
      if (!next.delete(value)) next.add(value);
      return next;
    });
  return (
    <Dialog title={t('controls.filters.edit-values', { name: dimension.label })} onClose={onClose} className="multi-filter-drawer" testId="multi-filter-drawer">
      <label className="control">
        <span>{t('controls.filters.search', { name: dimension.label })}</span>
        <input type="search" value={query} onChange={(e) => setQuery(e.target.value)} autoFocus data-testid="multi-filter-search" />
      </label>
      <div className="drawer-actions">
        <button type="button" className="link-button" onClick={() => setListed(true)}>
          {t('controls.filters.select-all')}
        </button>
        <button type="button" className="link-button" onClick={() => setListed(false)}>
          {t('controls.filters.select-none')}
        </button>
        <span className="hint-text" aria-live="polite">
          {t('controls.filters.selected', { count: chosen.size, total })}
        </span>
      </div>
      {noData && (
        <p id={reasonId} className="hint-text" data-testid="multi-filter-no-data">
          {noData.reason}
        </p>
      )}
      {unit && (
        <p id={unitReasonId} className="hint-text" data-testid="multi-filter-other-unit">
          {unit.reason}
        </p>
      )}
      <fieldset className="tree-list">
        <legend className="visually-hidden">{dimension.label}</legend>
        {shown.length ? (
          <ValueTree
            nodes={shown}
            option={(node) => (
              <label className="check">
                <input
                  type="checkbox"
                  checked={chosen.has(node.value)}
                  disabled={!offered(node.value) && !chosen.has(node.value)}
                  aria-describedby={unit && !unit.allowed(node.value) ? unitReasonId : noData && !noData.has(node.value) ? reasonId : undefined}
                  onChange={() => toggle(node.value)}
                />
                {node.label}
              </label>
            )}
          />
        ) : (
          <p className="hint-text">{t('controls.filters.no-results')}</p>
        )}
      </fieldset>
      <div className="dialog-buttons">
        <button type="button" className="button button-secondary" onClick={onClose}>
          {t('controls.filters.cancel')}
        </button>
        <button
          type="button"
          className="button"
          disabled={chosen.size === 0}
          onClick={() => onApply(selectableValues(tree).filter((v) => chosen.has(v)))}
          data-testid="multi-filter-apply"
        >
          {t('controls.filters.apply')}
        </button>
      </div>
    </Dialog>
  );
};
