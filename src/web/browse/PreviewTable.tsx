/** The preview of a dataset: its first rows as a table, values formatted for the locale. */
import { useTranslation } from 'react-i18next';
import type { Component, Locale, Observation } from '../../domain/data';
import { ObservationTable } from '../components/ObservationTable';

export const PreviewTable = ({ components, observations, locale }: { components: Component[]; observations: Observation[]; locale: Locale }) => {
  const { t } = useTranslation();
  return (
    <div className="preview">
      <div className="table-scroll">
        <ObservationTable components={components} observations={observations} locale={locale} testId="preview-table" />
      </div>
      <p className="table-note">{t('datatable.showing.first.rows', { count: observations.length })}</p>
    </div>
  );
};
