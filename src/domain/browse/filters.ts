/**
 * Browse filters (spec 000 §2–§4): their route names, the filter part of a browse path
 * (`theme/{encodedIri}/organization/{encodedIri}`, once per active filter) and the rules for
 * choosing and removing them.
 */
import type { SearchFilterType } from '../search';

/** Route name → filter kind; `topic` is the sub-theme (DataCubeAbout). */
export const FILTER_ROUTE_TYPES = {
  theme: 'DataCubeTheme',
  organization: 'DataCubeOrganization',
  topic: 'DataCubeAbout',
  termset: 'DataCubeTermset',
} as const satisfies Record<string, SearchFilterType>;

export type FilterRouteType = keyof typeof FILTER_ROUTE_TYPES;
export type BrowseFilterType = (typeof FILTER_ROUTE_TYPES)[FilterRouteType];
export type BrowseFilter = { type: BrowseFilterType; iri: string };

const ROUTE_TYPE_OF = Object.fromEntries(Object.entries(FILTER_ROUTE_TYPES).map(([route, type]) => [type, route])) as Record<BrowseFilterType, FilterRouteType>;

const isFilterRouteType = (value: string): value is FilterRouteType => Object.hasOwn(FILTER_ROUTE_TYPES, value);

/** A browse path that names an unknown filter type, or a filter without its IRI. */
export class BrowsePathError extends Error {
  constructor(
    readonly reason: 'unknown-type' | 'missing-iri',
    readonly filterType: string,
  ) {
    super(
      reason === 'unknown-type'
        ? `Unknown filter type "${filterType}": use ${Object.keys(FILTER_ROUTE_TYPES).join(', ')}`
        : `The filter "${filterType}" has no IRI`,
    );
    this.name = 'BrowsePathError';
  }
}

/** The filters of a path below /browse, its segments still URI-encoded. */
export const parseFilterPath = (path: string): BrowseFilter[] => {
  const segments = path.split('/').filter(Boolean);
  const filters: BrowseFilter[] = [];
  for (let i = 0; i < segments.length; i += 2) {
    const routeType = decodeURIComponent(segments[i]);
    if (!isFilterRouteType(routeType)) throw new BrowsePathError('unknown-type', routeType);
    if (segments[i + 1] === undefined) throw new BrowsePathError('missing-iri', routeType);
    filters.push({ type: FILTER_ROUTE_TYPES[routeType], iri: decodeURIComponent(segments[i + 1]) });
  }
  return filters;
};

/** `/browse/{type}/{encodedIri}/…` for the given filters. */
export const filterPath = (filters: BrowseFilter[]) => ['/browse', ...filters.map((f) => `${ROUTE_TYPE_OF[f.type]}/${encodeURIComponent(f.iri)}`)].join('/');

const isTopic = (f: BrowseFilter) => f.type === 'DataCubeAbout';

/** Choosing a level-1 item (theme, organisation, termset) replaces filters of its type and drops topics. */
export const chooseFilter = (filters: BrowseFilter[], next: BrowseFilter): BrowseFilter[] => [
  ...filters.filter((f) => f.type !== next.type && !isTopic(f)),
  next,
];

/** Choosing a sub-theme (topic) keeps the level-1 filters and replaces the topic. */
export const chooseTopic = (filters: BrowseFilter[], iri: string): BrowseFilter[] => [...filters.filter((f) => !isTopic(f)), { type: 'DataCubeAbout', iri }];

/** Removing a filter drops it and every topic (a topic belongs to the organisation chosen with it). */
export const removeFilter = (filters: BrowseFilter[], iri: string): BrowseFilter[] => filters.filter((f) => !isTopic(f) && f.iri !== iri);

/** The filters sent to the search: topics are applied to the results instead (see `applyTopics`). */
export const searchFilters = (filters: BrowseFilter[]) => filters.filter((f) => !isTopic(f)).map((f) => ({ type: f.type, value: f.iri }));

/** Results that carry one of the chosen topics; all results when no topic is chosen. */
export const applyTopics = <T extends { cube: { subthemes?: { iri: string }[] } }>(results: T[], filters: BrowseFilter[]): T[] => {
  const topics = filters.filter(isTopic).map((f) => f.iri);
  return topics.length ? results.filter(({ cube }) => (cube.subthemes ?? []).some((s) => topics.includes(s.iri))) : results;
};
