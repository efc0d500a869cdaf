/** The chart's data as a table for screen readers (and for anyone who opens it). */
import { useTranslation } from 'react-i18next';
import type { Component, Locale, Observation } from '../../domain/data';
import { formatCell } from './format-cell';

export const ChartDataTable = ({ components, observations, locale }: { components: Component[]; observations: Observation[]; locale: Locale }) => {
  const { t } = useTranslation();
  return (
    <details className="chart-data">
      <summary>{t('chart.data-table')}</summary>
      <table className="data-table" data-testid="chart-data-table">
        <thead>
          <tr>
            {components.map((c) => (
              <th key={c.id} scope="col">
                {c.label}
                {c.unit ? ` (${c.unit})` : ''}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {observations.map((o, i) => (
            <tr key={i}>
              {components.map((c) => (
                <td key={c.id}>{formatCell(c, o[c.id], locale)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
};
