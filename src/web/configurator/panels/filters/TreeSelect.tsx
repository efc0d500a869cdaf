/**
 * The tree select of a dimension with a hierarchy (spec 001 §2, §9): the chosen value as a chip,
 * and a panel with a search (label or word start) over the tree; 'No results' when nothing
 * matches, 'No filter' to remove the filter where that is allowed. Values without data under the
 * filters above are disabled and described by the reason.
 */
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { displayLabel } from '../../../../domain/charts/chart-data';
import { filterTree, searchTree, type FilterTreeNode } from '../../../../domain/configurator/filter-tree';
import type { Dimension } from '../../../../domain/data';
import { ValueTree } from './ValueTree';
import type { NoData } from './useNoData';

const findLabel = (nodes: FilterTreeNode[], value: string): string | undefined => {
  for (const node of nodes) {
    if (node.value === value) return node.label;
    const found = findLabel(node.children, value);
    if (found) return found;
  }
  return undefined;
};

export const TreeSelect = ({
  dimension,
  value,
  onChange,
  onRemove,
  noData,
}: {
  dimension: Dimension;
  value: string | undefined;
  onChange: (value: string) => void;
  /** Offered as 'No filter' when the filter may be removed. */
  onRemove?: () => void;
  noData?: NoData;
}) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const toggle = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const labelId = useId();
  const reasonId = useId();
  const tree = useMemo(() => filterTree(dimension, (label) => displayLabel(dimension, label)), [dimension]);
  const shown = searchTree(tree, query);
  const close = () => {
    setOpen(false);
    setQuery('');
    toggle.current?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      close();
    }
  };
  const chosen = value === undefined ? undefined : findLabel(tree, value);
  return (
    <div className="tree-select" onKeyDown={onKeyDown}>
      <span id={labelId} className="filter-label">
        {dimension.label}
      </span>
      <div className="tree-select-value">
        <span className="chip" data-testid={`filter-value-${dimension.label}`}>
          {chosen ?? t('controls.filters.no-filter')}
        </span>
        <button
          ref={toggle}
          type="button"
          className="link-button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => (open ? close() : setOpen(true))}
          data-testid={`filter-${dimension.label}`}
        >
          {t('controls.filters.change', { name: dimension.label })}
        </button>
      </div>
      {open && (
        <div id={panelId} className="tree-panel" role="group" aria-labelledby={labelId}>
          <label className="control">
            <span>{t('controls.filters.search', { name: dimension.label })}</span>
            <input type="search" value={query} onChange={(e) => setQuery(e.target.value)} autoFocus data-testid={`filter-search-${dimension.label}`} />
          </label>
          {onRemove && (
            <button
              type="button"
              className="tree-option"
              aria-pressed={value === undefined}
              onClick={() => {
                onRemove();
                close();
              }}
            >
              {t('controls.filters.no-filter')}
            </button>
          )}
          {noData && (
            <p id={reasonId} className="hint-text">
              {noData.reason}
            </p>
          )}
          {shown.length ? (
            <ValueTree
              nodes={shown}
              option={(node) => (
                <button
                  type="button"
                  className="tree-option"
                  aria-pressed={node.value === value}
                  disabled={noData && !noData.has(node.value)}
                  aria-describedby={noData && !noData.has(node.value) ? reasonId : undefined}
                  onClick={() => {
                    onChange(node.value);
                    close();
                  }}
                >
                  {node.label}
                </button>
              )}
            />
          ) : (
            <p className="hint-text" role="status">
              {t('controls.filters.no-results')}
            </p>
          )}
        </div>
      )}
    </div>
  );
};
