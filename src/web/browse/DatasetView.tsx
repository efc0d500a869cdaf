/**
 * A selected dataset (spec 000 §2): back-to-results and create-visualization on top, metadata on
 * the left, title, draft warning, description and preview table in the middle. In embed mode the
 * back link, title and description are hidden and the create link opens the main site in a new tab.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { parsePrevious } from '../../domain/browse/params';
import type { Locale } from '../../domain/data';
import type { DataSource } from '../api/client';
import { useCubeMetadata, useCubePreview } from '../api/hooks';
import { useLocalePath } from '../i18n/locale';
import { BrowseLink, useBrowseState } from './browse-state';
import { MetadataPanel } from './MetadataPanel';
import { PreviewTable } from './PreviewTable';
import { useErrorText } from '../api/error-text';

export type CreateChartCallback = (datasetIri: string) => void;

const CreateLink = ({ iri, source, embed, onCreate }: { iri: string; source: DataSource; embed: boolean; onCreate?: CreateChartCallback }) => {
  const { t } = useTranslation();
  const to = useLocalePath();
  if (onCreate) {
    return (
      <button type="button" className="button" onClick={() => onCreate(iri)} data-testid="create-visualization">
        {t('browse.create')}
      </button>
    );
  }
  const href = `${to('/create/new')}?${new URLSearchParams({ cube: iri, dataSource: source.url })}`;
  return embed ? (
    <a className="button" href={href} target="_blank" rel="noopener" data-testid="create-visualization">
      {t('browse.create.main-site', { site: t('app.name') })} ↗
    </a>
  ) : (
    <Link className="button" to={href} data-testid="create-visualization">
      {t('browse.create')} →
    </Link>
  );
};

export const DatasetView = ({ iri, source, locale, onCreate }: { iri: string; source: DataSource; locale: Locale; onCreate?: CreateChartCallback }) => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { params } = useBrowseState();
  const embed = !!params.odsiframe;
  const metadata = useCubeMetadata(source, locale, iri);
  const preview = useCubePreview(source, locale, iri);
  const cube = metadata.data;

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [iri]);

  const failed = metadata.error ? ['dataCubeMetadata', metadata.error] : preview.error ? ['dataCubePreview', preview.error] : undefined;
  return (
    <div className="dataset-view">
      <div className={embed ? 'dataset-actions embed' : 'dataset-actions'}>
        {!embed && (
          <BrowseLink target={parsePrevious(params.previous) ?? { filters: [] }} className="button button-secondary" data-testid="back-to-results">
            ← {t('browse.back')}
          </BrowseLink>
        )}
        <CreateLink iri={iri} source={source} embed={embed} onCreate={onCreate} />
      </div>
      {failed ? (
        <p className="error" role="alert" data-testid="preview-error">
          {t('browse.preview.error', { query: failed[0], message: errorText(failed[1] as Error) })}
        </p>
      ) : !cube || !preview.data ? (
        <p className="loading" role="status">
          {t('browse.loading')}
        </p>
      ) : (
        <div className="dataset-layout">
          <MetadataPanel cube={cube} />
          <section className="dataset-main">
            {!embed && <h1 className="dataset-title">{cube.title}</h1>}
            {cube.publicationStatus === 'DRAFT' && (
              <p className="warning" role="note" data-testid="draft-warning">
                {t('dataset.publicationStatus.draft.warning')}
              </p>
            )}
            {!embed && <p className="dataset-description">{cube.description}</p>}
            <PreviewTable components={[...preview.data.dimensions, ...preview.data.measures]} observations={preview.data.observations} locale={locale} />
          </section>
        </div>
      )}
    </div>
  );
};
