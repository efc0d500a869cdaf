/** The chart's data as a table for screen readers (and for anyone who opens it). */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Component, Locale, Observation } from '../../domain/data';
import { ObservationTable } from '../components/ObservationTable';
import { useHydrated } from '../hydration';

export const ChartDataTable = ({ components, observations, locale }: { components: Component[]; observations: Observation[]; locale: Locale }) => {
  const { t } = useTranslation();
  // Thousands of rows cost more than the chart: the table is built when it is opened.
  const [open, setOpen] = useState(false);
  // The server's page holds it (a page without JavaScript has its data too); hydrated, it waits for its opening again.
  const hydrated = useHydrated();
  return (
    <details className="chart-data" data-export-exclude="" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{t('chart.data-table')}</summary>
      {(open || !hydrated) && (
        <div className="table-scroll">
          <ObservationTable components={components} observations={observations} locale={locale} testId="chart-data-table" />
        </div>
      )}
    </details>
  );
};
