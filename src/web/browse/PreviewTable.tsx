/** The preview of a dataset: its first rows, sortable by clicking a column header (spec 000 §4). */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { previewColumns, sortPreviewObservations, togglePreviewSort, type PreviewSort } from '../../domain/browse/preview-sort';
import type { Component, Locale, Observation } from '../../domain/data';
import { ObservationTable } from '../components/ObservationTable';

export const PreviewTable = ({ components, observations, locale }: { components: Component[]; observations: Observation[]; locale: Locale }) => {
  const { t } = useTranslation();
  const [sort, setSort] = useState<PreviewSort>();
  const columns = useMemo(() => previewColumns(components), [components]);
  const rows = useMemo(() => sortPreviewObservations(observations, columns, sort), [observations, columns, sort]);
  return (
    <div className="preview">
      <div className="table-scroll">
        <ObservationTable
          components={columns}
          observations={rows}
          locale={locale}
          testId="preview-table"
          sort={sort}
          onSort={(componentId) => setSort((current) => togglePreviewSort(current, componentId))}
        />
      </div>
      <p className="table-note">{t('datatable.showing.first.rows', { count: observations.length })}</p>
    </div>
  );
};
