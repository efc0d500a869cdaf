/** A selected dataset: metadata on the left, preview table in the middle, back and create links. */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { Locale } from '../../domain/data';
import { useCubeMetadata, useCubePreview } from '../api/hooks';
import type { DataSource } from '../api/client';
import { useLocalePath } from '../i18n/locale';
import { MetadataPanel } from './MetadataPanel';
import { PreviewTable } from './PreviewTable';

/** The browse URL the back button returns to, from ?previous= (spec 000 §2). */
const previousUrl = (previous: string | null) => {
  try {
    const { pathname, search } = JSON.parse(previous ?? '');
    if (typeof pathname === 'string' && pathname.startsWith('/')) return `${pathname}${typeof search === 'string' ? search : ''}`;
  } catch {
    // fall through to the plain browse page
  }
  return undefined;
};

export const DatasetView = ({ iri, source, locale }: { iri: string; source: DataSource; locale: Locale }) => {
  const { t } = useTranslation();
  const to = useLocalePath();
  const [params] = useSearchParams();
  const metadata = useCubeMetadata(source, locale, iri);
  const preview = useCubePreview(source, locale, iri);
  const cube = metadata.data;

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [iri]);
  useEffect(() => {
    document.title = cube ? `${cube.title} – ${t('app.name')}` : t('app.name');
  }, [cube, t]);

  const createUrl = `${to('/create/new')}?${new URLSearchParams({ cube: iri, dataSource: source.url })}`;
  const failed = metadata.error ? ['dataCubeMetadata', metadata.error] : preview.error ? ['dataCubePreview', preview.error] : undefined;
  return (
    <div className="dataset-view">
      <div className="dataset-actions">
        <Link className="button button-secondary" to={previousUrl(params.get('previous')) ?? to('/browse')} data-testid="back-to-results">
          ← {t('browse.back')}
        </Link>
        <Link className="button" to={createUrl} data-testid="create-visualization">
          {t('browse.create')}
        </Link>
      </div>
      {failed ? (
        <p className="error" role="alert">
          {t('browse.preview.error', { query: failed[0], message: (failed[1] as Error).message })}
        </p>
      ) : !cube || !preview.data ? (
        <p className="loading" role="status">{t('browse.loading')}</p>
      ) : (
        <div className="dataset-layout">
          <MetadataPanel cube={cube} />
          <section className="dataset-main">
            <h1 className="dataset-title">{cube.title}</h1>
            {cube.publicationStatus === 'DRAFT' && (
              <p className="warning" role="note">{t('dataset.publicationStatus.draft.warning')}</p>
            )}
            <p className="dataset-description">{cube.description}</p>
            <PreviewTable components={[...preview.data.dimensions, ...preview.data.measures]} observations={preview.data.observations} locale={locale} />
          </section>
        </div>
      )}
    </div>
  );
};
