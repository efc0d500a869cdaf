/**
 * A table chart with its frame: title, description, draft warning, the table and the source
 * footnotes. Loads the observations of the columns the table shows, groups or sorts by (see
 * tableComponentIds). Tables have no interactive filters (spec 001 §9).
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { tableComponentIds } from '../../../domain/charts/table/columns';
import type { TableConfig } from '../../../domain/charts/table/model';
import type { Locale } from '../../../domain/data';
import { localizedText } from '../../../domain/i18n/fallback';
import type { DataSource } from '../../api/client';
import { useErrorText } from '../../api/error-text';
import type { ChartViewOptions } from '../../viewer/chart-view';
import { ChartArticle, ChartLoading, useChartCubes, useChartObservations } from '../frame-parts';
import { TableChart } from './TableChart';

type Props = { config: TableConfig; source: DataSource; locale: Locale; view?: ChartViewOptions; maxHeight?: number };

export const TableChartFrame = ({ config, source, locale, view, maxHeight }: Props) => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { components, metadata, byId } = useChartCubes(config, source, locale);
  const componentIds = tableComponentIds(config.fields, config.sorting);
  const observations = useChartObservations(config, source, locale, components, componentIds);
  const rows = observations.data?.data;
  // The published view downloads the data the table shows.
  useEffect(() => {
    if (rows) view?.onShownData?.({ components: componentIds.flatMap((id) => byId.get(id) ?? []), observations: rows });
  }, [rows, byId, componentIds.join(' ')]);
  const error = components.error ?? observations.error ?? metadata.error;
  const title = localizedText(config.meta.title, locale)?.text ?? metadata.data?.title;

  return (
    <ChartArticle config={config} locale={locale} metadata={metadata.data} view={view}>
      {error ? (
        <p className="error" role="alert">{t('chart.error', { message: errorText(error) })}</p>
      ) : !rows ? (
        <ChartLoading />
      ) : rows.length === 0 ? (
        <p className="warning">{t('chart.no-data')}</p>
      ) : (
        <TableChart config={config} components={byId} observations={rows} locale={locale} maxHeight={maxHeight} title={title} />
      )}
    </ChartArticle>
  );
};
