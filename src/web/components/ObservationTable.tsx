/**
 * Observations as a table: one column per component (unit in the header), values formatted for
 * the locale. With `onSort` the headers are buttons that sort by their column.
 */
import type { ReactNode } from 'react';
import { isMeasure, type Component, type Locale, type Observation } from '../../domain/data';
import type { PreviewSort } from '../../domain/browse/preview-sort';
import { formatCell } from '../charts/format-cell';

type Props = {
  components: Component[];
  observations: Observation[];
  locale: Locale;
  testId: string;
  sort?: PreviewSort;
  onSort?: (componentId: string) => void;
  /** Shown after a column's label (the add-dataset preview marks the new dataset's columns). */
  marker?: (component: Component) => ReactNode;
};

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

export const ObservationTable = ({ components, observations, locale, testId, sort, onSort, marker }: Props) => (
  <table className="data-table" data-testid={testId}>
    <thead>
      <tr>
        {components.map((c) => {
          const direction = sort?.componentId === c.id ? sort.direction : undefined;
          const label = (
            <>
              {c.label}
              {c.unit && <span className="unit"> ({c.unit})</span>}
              {marker?.(c)}
            </>
          );
          return (
            <th key={c.id} scope="col" className={isMeasure(c) ? 'numeric' : undefined} aria-sort={direction && ARIA_SORT[direction]}>
              {onSort ? (
                <button type="button" className="sort-button" onClick={() => onSort(c.id)}>
                  {label}
                  <span className="sort-indicator" aria-hidden="true">
                    {direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : '↕'}
                  </span>
                </button>
              ) : (
                label
              )}
            </th>
          );
        })}
      </tr>
    </thead>
    <tbody>
      {observations.map((o, row) => (
        <tr key={row}>
          {components.map((c) => (
            <td key={c.id} className={isMeasure(c) ? 'numeric' : undefined}>
              {formatCell(c, o[c.id], locale)}
            </td>
          ))}
        </tr>
      ))}
    </tbody>
  </table>
);
