/** The result list of the browse page: highlighted title and description, themes, organisation, draft tag. */
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { SearchResult } from '../api/hooks';
import { Highlighted } from '../components/Highlighted';

export const SearchResults = ({ results }: { results: SearchResult[] }) => {
  const { t } = useTranslation();
  const location = useLocation();
  const select = (iri: string) => {
    const params = new URLSearchParams(location.search);
    // The back link restores this query (spec 000 §2: previous).
    params.set('previous', JSON.stringify({ pathname: location.pathname, search: location.search }));
    params.set('dataset', iri);
    return `${location.pathname}?${params}`;
  };
  if (!results.length) return <h2 className="no-results">{t('browse.no-results')}</h2>;
  return (
    <>
      <p className="results-count" aria-live="polite">
        {t('browse.results.count', { count: results.length })}
      </p>
      <ul className="results" data-testid="search-results">
        {results.map(({ cube, highlightedTitle, highlightedDescription }) => (
          <li key={cube.iri} className="result-card">
            <div className="result-tags">
              {cube.publicationStatus === 'DRAFT' && <span className="tag tag-draft">{t('browse.draft')}</span>}
              {cube.themes.map((theme) => (
                <span key={theme.iri} className="tag">
                  {theme.label}
                </span>
              ))}
            </div>
            <h3>
              <Link to={select(cube.iri)} className="result-title">
                <Highlighted text={highlightedTitle} />
              </Link>
            </h3>
            <p className="result-description">
              <Highlighted text={highlightedDescription} />
            </p>
            {cube.creator && <p className="result-creator">{cube.creator.label}</p>}
          </li>
        ))}
      </ul>
    </>
  );
};
