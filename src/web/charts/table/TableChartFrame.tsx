/**
 * A table chart with its frame: title, description, draft warning, the table and the source
 * footnotes. Loads the components and the observations of the columns the table shows (hidden
 * columns stand on single filters and are not asked for). Tables have no interactive filters
 * (spec 001 §9).
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { tableComponentIds } from '../../../domain/charts/table/columns';
import type { TableConfig } from '../../../domain/charts/table/model';
import { resolveMostRecent } from '../../../domain/configurator/most-recent';
import type { Component, Locale } from '../../../domain/data';
import { localizedText } from '../../../domain/i18n/fallback';
import type { DataSource } from '../../api/client';
import { useErrorText } from '../../api/error-text';
import { useCubeMetadata, useCubesComponents, useObservations } from '../../api/hooks';
import { AuthorText } from '../../components/AuthorText';
import { TableChart } from './TableChart';

export const TableChartFrame = ({ config, source, locale, maxHeight }: { config: TableConfig; source: DataSource; locale: Locale; maxHeight?: number }) => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const cube = config.cubes[0];
  const components = useCubesComponents(source, locale, config.cubes.map((c) => c.iri));
  const metadata = useCubeMetadata(source, locale, cube.iri);
  const byId = useMemo(
    () => new Map<string, Component>(components.data ? [...components.data.dimensions, ...components.data.measures].map((c) => [c.id, c]) : []),
    [components.data],
  );
  const componentIds = tableComponentIds(config.fields);
  const observations = useObservations(
    source,
    locale,
    config.cubes.map((c) => ({
      iri: c.iri,
      componentIds: config.cubes.length === 1 ? componentIds : undefined,
      filters: components.data ? resolveMostRecent(c.filters, components.data) : c.filters,
    })),
    !!components.data,
  );
  const rows = observations.data?.data;
  const error = components.error ?? observations.error ?? metadata.error;
  const title = localizedText(config.meta.title, locale)?.text ?? metadata.data?.title;

  return (
    <article className="chart-frame" data-testid="chart-frame">
      <AuthorText as="h2" className="chart-title" texts={config.meta.title} locale={locale} otherwise={metadata.data?.title} />
      <AuthorText as="p" className="chart-description" texts={config.meta.description} locale={locale} />
      {metadata.data?.publicationStatus === 'DRAFT' && (
        <p className="warning" role="note" data-testid="chart-draft-warning">
          {t('dataset.publicationStatus.draft.warning')}
        </p>
      )}
      {error ? (
        <p className="error" role="alert">{t('chart.error', { message: errorText(error) })}</p>
      ) : !rows ? (
        <p className="loading" role="status">{t('chart.loading')}</p>
      ) : rows.length === 0 ? (
        <p className="warning">{t('chart.no-data')}</p>
      ) : (
        <TableChart config={config} components={byId} observations={rows} locale={locale} maxHeight={maxHeight} title={title} />
      )}
      {metadata.data && (
        <footer className="footnotes">
          <p>
            {t('chart.source')}: {metadata.data.creator?.label ?? metadata.data.publisher ?? '–'}
          </p>
          <p>
            {t('chart.dataset')}: {metadata.data.title}
          </p>
        </footer>
      )}
    </article>
  );
};
