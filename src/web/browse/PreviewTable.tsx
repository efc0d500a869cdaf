/** The preview of a dataset: its first rows as a table, values formatted for the locale. */
import { useTranslation } from 'react-i18next';
import { isMeasure, type Component, type Locale, type Observation } from '../../domain/data';
import { formatCell } from '../charts/format-cell';

export const PreviewTable = ({ components, observations, locale }: { components: Component[]; observations: Observation[]; locale: Locale }) => {
  const { t } = useTranslation();
  return (
    <div className="preview">
      <div className="table-scroll">
        <table className="data-table" data-testid="preview-table">
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
      </div>
      <p className="table-note">{t('datatable.showing.first.rows', { count: observations.length })}</p>
    </div>
  );
};
