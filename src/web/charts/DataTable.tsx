/** The chart's data as a table for screen readers (and for anyone who opens it). */
import { useTranslation } from 'react-i18next';
import type { Component, Locale, Observation } from '../../domain/data';
import { ObservationTable } from '../components/ObservationTable';

export const ChartDataTable = ({ components, observations, locale }: { components: Component[]; observations: Observation[]; locale: Locale }) => {
  const { t } = useTranslation();
  return (
    <details className="chart-data">
      <summary>{t('chart.data-table')}</summary>
      <div className="table-scroll">
        <ObservationTable components={components} observations={observations} locale={locale} testId="chart-data-table" />
      </div>
    </details>
  );
};
