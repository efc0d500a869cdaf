/**
 * The facet lists of the left panel (spec 000 §4): themes, organisations (with the sub-themes of
 * a chosen organisation) and termsets, each showing its 7 most-counted entries with show all /
 * show less, open by itself while a filter of its kind is active.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { facetEntries, type Facet, type Facets } from '../../domain/browse/facets';
import { chooseFilter, chooseTopic, removeFilter, type BrowseFilter, type BrowseFilterType } from '../../domain/browse/filters';
import type { BrowseParams } from '../../domain/browse/params';
import { BrowseLink, useBrowseState } from './browse-state';

type FacetListProps = {
  title: string;
  type: BrowseFilterType;
  facets: Facet[];
  /** The state an entry leads to. */
  choose: (filters: BrowseFilter[], facet: Facet) => BrowseFilter[];
  testId: string;
  children?: ReactNode;
};

const FacetList = ({ title, type, facets, choose, testId, children }: FacetListProps) => {
  const { t } = useTranslation();
  const { params } = useBrowseState();
  const active = params.filters.find((f) => f.type === type);
  const [expanded, setExpanded] = useState(!!active);
  const activeIri = active?.iri;
  useEffect(() => {
    if (activeIri) setExpanded(true);
  }, [activeIri]);
  const { entries, canExpand } = facetEntries(facets, active, expanded);
  if (!entries.length) return null;
  // Facet links keep only the search and the drafts switch (spec 000 §2).
  const target = (filters: BrowseFilter[]): BrowseParams => ({ filters, includeDrafts: params.includeDrafts, search: params.search });
  return (
    <section className="facet" data-testid={testId} data-expanded={expanded}>
      <h2 className="facet-title">{title}</h2>
      <ul className="facet-entries">
        {entries.map((facet) => {
          const isActive = facet.iri === active?.iri;
          return (
            <li key={facet.iri} className={isActive ? 'facet-entry active' : 'facet-entry'}>
              <BrowseLink target={target(choose(params.filters, facet))} className="facet-link" aria-current={isActive ? 'page' : undefined}>
                {facet.label}
              </BrowseLink>
              {isActive ? (
                <BrowseLink
                  target={target(removeFilter(params.filters, facet.iri))}
                  className="facet-remove"
                  aria-label={t('browse.filter.remove', { label: facet.label })}
                >
                  ×
                </BrowseLink>
              ) : (
                <span className="facet-count">{facet.count}</span>
              )}
            </li>
          );
        })}
      </ul>
      {canExpand && (
        <button type="button" className="link-button facet-toggle" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
          {expanded ? t('browse.facets.show-less') : t('browse.facets.show-all')}
        </button>
      )}
      {children}
    </section>
  );
};

const level1 = (type: BrowseFilterType) => (filters: BrowseFilter[], facet: Facet) => chooseFilter(filters, { type, iri: facet.iri });

export const SearchFilters = ({ facets }: { facets: Facets }) => {
  const { t } = useTranslation();
  const { params } = useBrowseState();
  const organizationChosen = params.filters.some((f) => f.type === 'DataCubeOrganization');
  return (
    <nav className="search-filters" aria-label={t('browse.filters')}>
      <FacetList title={t('browse.facets.themes')} type="DataCubeTheme" facets={facets.themes} choose={level1('DataCubeTheme')} testId="facet-themes" />
      <FacetList
        title={t('browse.facets.organizations')}
        type="DataCubeOrganization"
        facets={facets.organizations}
        choose={level1('DataCubeOrganization')}
        testId="facet-organizations"
      >
        {organizationChosen && (
          <FacetList
            title={t('browse.facets.topics')}
            type="DataCubeAbout"
            facets={facets.subthemes}
            choose={(filters, facet) => chooseTopic(filters, facet.iri)}
            testId="facet-topics"
          />
        )}
      </FacetList>
      <FacetList
        title={t('browse.facets.termsets')}
        type="DataCubeTermset"
        facets={facets.termsets}
        choose={level1('DataCubeTermset')}
        testId="facet-termsets"
      />
    </nav>
  );
};
