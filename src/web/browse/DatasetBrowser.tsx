/**
 * The dataset browser (spec 000 §2–§4) in its two variants:
 * - page: a banner with title, description and search field; filters on the left and results in
 *   the middle; its state lives in the URL;
 * - drawer (adding a dataset to a chart): its own title and search field, its state in React and
 *   its navigation links disabled.
 * A selected dataset replaces filters and results by its metadata and preview.
 */
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { browsePageTitle, countFacets, filterLabels } from '../../domain/browse/facets';
import { applyTopics, searchFilters } from '../../domain/browse/filters';
import { searchOrder } from '../../domain/browse/params';
import { useCubeMetadata, useDataSource, useSearchCubes } from '../api/hooks';
import { useLocale } from '../i18n/locale';
import { BrowseStateProvider, type BrowseState } from './browse-state';
import { DatasetView, type CreateChartCallback } from './DatasetView';
import { useSearchText } from './search-text';
import { SearchControls } from './SearchControls';
import { SearchField } from './SearchField';
import { SearchFilters } from './SearchFilters';
import { SearchResults } from './SearchResults';
import './browse.css';
import { useErrorText } from '../api/error-text';

export type DatasetBrowserProps = {
  variant: 'page' | 'drawer';
  state: BrowseState;
  /** Replaces the create-visualization link. */
  onCreateChartFromDataset?: CreateChartCallback;
};

/** Sets the document title; the drawer leaves it to the page it opens on. */
const usePageTitle = (title: string | false) => {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
};

export const DatasetBrowser = ({ variant, state, onCreateChartFromDataset }: DatasetBrowserProps) => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const locale = useLocale();
  const source = useDataSource();
  const { params } = state;
  const embed = !!params.odsiframe;
  const { text, change, toggleDrafts } = useSearchText(state);

  const order = searchOrder(params.order, params.search);
  const search = useSearchCubes(
    source,
    locale,
    { query: params.search, order, includeDrafts: !!params.includeDrafts, filters: searchFilters(params.filters) },
    !params.dataset,
  );
  const facets = useMemo(() => countFacets((search.data ?? []).map((r) => r.cube)), [search.data]);
  const results = useMemo(() => applyTopics(search.data ?? [], params.filters), [search.data, params.filters]);
  const labels = filterLabels(params.filters, facets);
  const dataset = useCubeMetadata(source, locale, params.dataset);
  usePageTitle(
    variant === 'page' &&
      browsePageTitle({ datasetTitle: params.dataset && dataset.data?.title, labels: params.dataset ? [] : labels, siteName: t('app.name') }),
  );

  return (
    <BrowseStateProvider value={state}>
      <div className={`browse browse-${variant}`} data-testid={`browse-${variant}`}>
        {params.dataset ? (
          source ? (
            <DatasetView iri={params.dataset} source={source} locale={locale} onCreate={onCreateChartFromDataset} />
          ) : (
            <p className="loading" role="status">
              {t('browse.loading')}
            </p>
          )
        ) : (
          <>
            {variant === 'page' && (
              <section className={embed ? 'banner embed' : 'banner'}>
                {!embed && <h1>{t('browse.title')}</h1>}
                {!embed && <p>{t('browse.description')}</p>}
                <SearchField text={text} onChange={change} />
              </section>
            )}
            <div className="browse-layout">
              <aside className="browse-filters">
                <SearchFilters facets={facets} />
              </aside>
              <section className="browse-results" aria-busy={search.isFetching}>
                {variant === 'drawer' && (
                  <div className="drawer-search">
                    <h2>{t('browse.drawer.title')}</h2>
                    <SearchField text={text} onChange={change} />
                  </div>
                )}
                {params.filters.length > 0 && <h2 className="filters-title">{labels.join(', ')}</h2>}
                <SearchControls count={results.length} order={order} onToggleDrafts={toggleDrafts} />
                {search.isFetching && search.data && (
                  <p className="loading refreshing" role="status">
                    {t('browse.loading')}
                  </p>
                )}
                {search.error ? (
                  <p className="error" role="alert" data-testid="search-error">
                    {t('browse.search.error', { message: errorText(search.error) })}
                  </p>
                ) : search.data ? (
                  <SearchResults results={results} />
                ) : (
                  <p className="loading" role="status">
                    {t('browse.loading')}
                  </p>
                )}
              </section>
            </div>
          </>
        )}
      </div>
    </BrowseStateProvider>
  );
};
