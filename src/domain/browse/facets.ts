/**
 * Facets of a search result set (spec 000 §4): themes, organisations, termsets and sub-themes with
 * the number of cubes of each, most used first; which entries a facet list shows; the labels of
 * the active filters and the page title made of them.
 */
import type { DataCubeMetadata } from '../data';
import type { BrowseFilter, BrowseFilterType } from './filters';

export type Facet = { iri: string; label: string; count: number };
export type Facets = { themes: Facet[]; organizations: Facet[]; termsets: Facet[]; subthemes: Facet[] };

/** Entries shown before "show all" (spec 000 §9). */
export const FACET_TOP = 7;

const count = (lists: { iri: string; label: string }[][]): Facet[] => {
  const facets = new Map<string, Facet>();
  for (const list of lists) {
    // A cube counts once per entry, even if it names it twice.
    for (const { iri, label } of new Map(list.map((e) => [e.iri, e])).values()) {
      const facet = facets.get(iri) ?? { iri, label, count: 0 };
      facet.count++;
      facets.set(iri, facet);
    }
  }
  return [...facets.values()].sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
};

export const countFacets = (cubes: DataCubeMetadata[]): Facets => ({
  themes: count(cubes.map((c) => c.themes)),
  organizations: count(cubes.map((c) => (c.creator ? [c.creator] : []))),
  termsets: count(cubes.map((c) => c.termsets ?? [])),
  subthemes: count(cubes.map((c) => c.subthemes ?? [])),
});

const FACETS_OF: Record<BrowseFilterType, keyof Facets> = {
  DataCubeTheme: 'themes',
  DataCubeOrganization: 'organizations',
  DataCubeTermset: 'termsets',
  DataCubeAbout: 'subthemes',
};

/**
 * The entries a facet list shows: the FACET_TOP most-counted, or all when expanded. An active
 * filter is always among them, with count 0 when no result carries it (so it can be removed).
 */
export const facetEntries = (facets: Facet[], active: BrowseFilter | undefined, expanded: boolean) => {
  const all = active && !facets.some((f) => f.iri === active.iri) ? [...facets, { iri: active.iri, label: active.iri, count: 0 }] : facets;
  const top = all.slice(0, FACET_TOP);
  const activeEntry = all.find((f) => f.iri === active?.iri);
  return {
    entries: expanded ? all : activeEntry && !top.includes(activeEntry) ? [...top, activeEntry] : top,
    canExpand: all.length > FACET_TOP,
  };
};

/** The label of each filter, from the facets of the results; the IRI when no result names it. */
export const filterLabels = (filters: BrowseFilter[], facets: Facets) =>
  filters.map((f) => facets[FACETS_OF[f.type]].find((facet) => facet.iri === f.iri)?.label ?? f.iri);

/** The page title: the dataset title, else the labels of the selected filters, then the site name. */
export const browsePageTitle = ({ datasetTitle, labels, siteName }: { datasetTitle?: string; labels: string[]; siteName: string }) =>
  [datasetTitle || labels.join(', '), siteName].filter(Boolean).join(' – ');
