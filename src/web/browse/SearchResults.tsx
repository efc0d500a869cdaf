/**
 * The result cards: date, draft tag, highlighted title (opens the dataset) and description, and
 * theme and organisation tags that lead to their filter routes (spec 000 §2).
 */
import { useTranslation } from 'react-i18next';
import type { BrowseFilter } from '../../domain/browse/filters';
import { stringifyPrevious } from '../../domain/browse/params';
import { formatDate } from '../../domain/format';
import type { SearchResult } from '../api/hooks';
import { Highlighted } from '../components/Highlighted';
import { BrowseLink, useBrowseState } from './browse-state';

const byLabel = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label);

export const SearchResults = ({ results }: { results: SearchResult[] }) => {
  const { t } = useTranslation();
  const { params } = useBrowseState();
  if (!results.length) return <h2 className="no-results">{t('browse.no-results')}</h2>;
  const tag = (filter: BrowseFilter, label: string, kind: string) => (
    <BrowseLink key={filter.iri} target={{ filters: [filter] }} className={`tag tag-${kind}`}>
      {label}
    </BrowseLink>
  );
  return (
    <ul className="results" data-testid="search-results">
      {results.map(({ cube, highlightedTitle, highlightedDescription }) => (
        <li key={cube.iri} className="result-card" data-testid="search-result">
          <div className="result-meta">
            <span>{cube.datePublished && formatDate(cube.datePublished, 'Day')}</span>
            {cube.publicationStatus === 'DRAFT' && <span className="tag tag-draft">{t('browse.draft')}</span>}
          </div>
          <h3>
            <BrowseLink target={{ filters: [], dataset: cube.iri, previous: stringifyPrevious(params) }} className="result-title">
              <Highlighted text={highlightedTitle} />
            </BrowseLink>
          </h3>
          <p className="result-description">
            <Highlighted text={highlightedDescription} />
          </p>
          <div className="result-tags">
            {[...cube.themes].sort(byLabel).map((theme) => tag({ type: 'DataCubeTheme', iri: theme.iri }, theme.label, 'theme'))}
            {cube.creator && tag({ type: 'DataCubeOrganization', iri: cube.creator.iri }, cube.creator.label, 'organization')}
          </div>
        </li>
      ))}
    </ul>
  );
};
