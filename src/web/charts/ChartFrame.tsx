/**
 * A chart with its frame: title, description, axis labels with units, the chart, source
 * footnotes and the accessible data table. Loads the components and observations it needs.
 */
import { useTranslation } from 'react-i18next';
import type { ChartConfig, ChartConfigOf } from '../../domain/config';
import type { Component, Locale } from '../../domain/data';
import type { DataSource } from '../api/client';
import { useCubeMetadata, useCubesComponents, useObservations } from '../api/hooks';
import { ColumnChart } from './column/ColumnChart';
import { ChartDataTable } from './DataTable';
import { displayLabel } from './labels';
import { useWidth } from './useWidth';
import type { MessageKey } from '../i18n/en';

export const ChartFrame = ({ config, source, locale }: { config: ChartConfig; source: DataSource; locale: Locale }) => {
  const { t } = useTranslation();
  if (config.chartType !== 'column') {
    return (
      <article className="chart-frame" data-testid="chart-frame">
        <p className="warning" role="note">{t('chart.type-not-drawn', { type: t(`chart.type.${config.chartType}` as MessageKey) })}</p>
      </article>
    );
  }
  return <ColumnChartFrame config={config} source={source} locale={locale} />;
};

const ColumnChartFrame = ({ config, source, locale }: { config: ChartConfigOf<'column'>; source: DataSource; locale: Locale }) => {
  const { t } = useTranslation();
  const [ref, width] = useWidth<HTMLDivElement>();
  const cube = config.cubes[0];
  const components = useCubesComponents(source, locale, [cube.iri]);
  const metadata = useCubeMetadata(source, locale, cube.iri);
  const { x, y, segment } = config.fields;
  const componentIds = [x.componentId, y.componentId, ...(segment ? [segment.componentId] : [])];
  const observations = useObservations(source, locale, [{ iri: cube.iri, componentIds, filters: cube.filters }]);

  const all: Component[] = components.data ? [...components.data.dimensions, ...components.data.measures] : [];
  const find = (id: string) => all.find((c) => c.id === id);
  const [xc, yc, sc] = [find(x.componentId), find(y.componentId), segment && find(segment.componentId)];
  const error = components.error ?? observations.error ?? metadata.error;
  // Without a title of its own the chart is named after its dataset.
  const title = config.meta.title[locale] || metadata.data?.title || '';
  const description = config.meta.description[locale] || '';
  // The fixed filters say what the chart shows: "Energy source: Fossil fuels".
  const fixed = Object.entries(cube.filters).flatMap(([id, filter]) => {
    const dimension = find(id);
    const value = filter.type === 'single' && dimension?.values.find((v) => String(v.value) === String(filter.value));
    return dimension && value ? [`${dimension.label}: ${displayLabel(dimension, value.label)}`] : [];
  });

  return (
    <article className="chart-frame" data-testid="chart-frame">
      {title && <h2 className="chart-title">{title}</h2>}
      {description && <p className="chart-description">{description}</p>}
      {fixed.length > 0 && (
        <p className="chart-filters" data-testid="chart-filters">
          {fixed.join(' · ')}
        </p>
      )}
      <div ref={ref}>
        {error ? (
          <p className="error" role="alert">{t('chart.error', { message: error.message })}</p>
        ) : !xc || !yc || !observations.data ? (
          <p className="loading" role="status">{t('chart.loading')}</p>
        ) : observations.data.data.length === 0 ? (
          <p className="warning">{t('chart.no-data')}</p>
        ) : (
          <>
            <p className="axis-label" data-testid="y-axis-label">
              {yc.label}
              {yc.unit ? ` (${yc.unit})` : ''}
            </p>
            <ColumnChart observations={observations.data.data} x={xc} y={yc} segment={sc} segmentType={segment?.type} locale={locale} width={width} />
            <p className="axis-label axis-label-x" data-testid="x-axis-label">
              {xc.label}
            </p>
            <ChartDataTable components={[xc, ...(sc ? [sc] : []), yc]} observations={observations.data.data} locale={locale} />
          </>
        )}
      </div>
      <footer className="footnotes">
        {metadata.data && (
          <>
            <p>
              {t('chart.source')}: {metadata.data.creator?.label ?? metadata.data.publisher ?? '–'}
            </p>
            <p>
              {t('chart.dataset')}: {metadata.data.title}
            </p>
          </>
        )}
      </footer>
    </article>
  );
};
