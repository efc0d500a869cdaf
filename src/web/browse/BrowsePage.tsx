/** /browse: the search banner and results, or the selected dataset (?dataset=). */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDataSource, useSearchCubes } from '../api/hooks';
import { useLocale } from '../i18n/locale';
import { DatasetView } from './DatasetView';
import { SearchResults } from './SearchResults';

/** Search input debounce with a leading call (spec 000 §9). */
const SEARCH_DEBOUNCE_MS = 500;

const useDebouncedLeading = (value: string, delay: number) => {
  const [debounced, setDebounced] = useState(value);
  const last = useRef(0);
  useEffect(() => {
    const now = Date.now();
    if (now - last.current > delay) {
      last.current = now;
      setDebounced(value);
      return;
    }
    const timer = setTimeout(() => {
      last.current = Date.now();
      setDebounced(value);
    }, delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
};

export const BrowsePage = () => {
  const { t } = useTranslation();
  const locale = useLocale();
  const source = useDataSource();
  const [params, setParams] = useSearchParams();
  const dataset = params.get('dataset');
  const [text, setText] = useState(params.get('search') ?? '');
  const query = useDebouncedLeading(text, SEARCH_DEBOUNCE_MS);
  const includeDrafts = params.get('includeDrafts') === 'true';

  useEffect(() => {
    if (dataset) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (query) next.set('search', query);
        else next.delete('search');
        return next;
      },
      { replace: true },
    );
  }, [query, dataset, setParams]);
  useEffect(() => {
    if (!dataset) document.title = `${t('browse.title')} – ${t('app.name')}`;
  }, [dataset, t]);

  const search = useSearchCubes(source, locale, { query: query || undefined, order: query ? 'SCORE' : 'CREATED_DESC', includeDrafts });

  if (dataset && source) return <DatasetView iri={dataset} source={source} locale={locale} />;
  return (
    <div className="browse">
      <section className="banner">
        <h1>{t('browse.title')}</h1>
        <p>{t('browse.description')}</p>
        <label className="search-field">
          <span className="visually-hidden">{t('browse.search.label')}</span>
          <input
            type="search"
            value={text}
            placeholder={t('browse.search.placeholder')}
            onChange={(event) => setText(event.target.value)}
            data-testid="search-input"
          />
        </label>
      </section>
      <section className="results-panel" aria-busy={search.isFetching}>
        {search.error ? (
          <p className="error" role="alert">{t('browse.search.error', { message: search.error.message })}</p>
        ) : search.data ? (
          <SearchResults results={search.data} />
        ) : (
          <p className="loading" role="status">{t('browse.loading')}</p>
        )}
      </section>
    </div>
  );
};
