/** Observations as a table: one column per component (unit in the header), values formatted for the locale. */
import { isMeasure, type Component, type Locale, type Observation } from '../../domain/data';
import { formatCell } from '../charts/format-cell';

export const ObservationTable = ({ components, observations, locale, testId }: { components: Component[]; observations: Observation[]; locale: Locale; testId: string }) => (
  <table className="data-table" data-testid={testId}>
    <thead>
      <tr>
        {components.map((c) => (
          <th key={c.id} scope="col" className={isMeasure(c) ? 'numeric' : undefined}>
            {c.label}
            {c.unit && <span className="unit"> ({c.unit})</span>}
          </th>
        ))}
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
