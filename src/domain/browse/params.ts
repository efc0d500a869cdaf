/**
 * The browse page's state as a URL and back (spec 000 §2): filters in the path, the rest in the
 * query string (dataset, previous, includeDrafts, search, order, topic, iri, odsiframe), only
 * truthy values written.
 */
import { z } from 'zod';
import { SEARCH_ORDERS, type SearchOrder } from '../search';
import { CANNOT_FIND_CUBE, isOdsIframe } from './shell-params';
import { FILTER_ROUTE_TYPES, filterPath, parseFilterPath, type BrowseFilter } from './filters';

/** What the search shows: the part of the state that `previous` keeps for the back link. */
export type BrowseQuery = {
  filters: BrowseFilter[];
  search?: string;
  includeDrafts?: boolean;
  order?: SearchOrder;
};

export type BrowseParams = BrowseQuery & {
  /** The selected dataset (from ?dataset=, or ?iri=). */
  dataset?: string;
  /** JSON of the BrowseQuery the dataset was chosen from. */
  previous?: string;
  /** Embed mode (?odsiframe=true). */
  odsiframe?: boolean;
};

export { CANNOT_FIND_CUBE, isOdsIframe } from './shell-params';

const isSearchOrder = (value: string | null): value is SearchOrder => (SEARCH_ORDERS as readonly (string | null)[]).includes(value);

/** Parses the path below /browse (segments URI-encoded) and the query; throws BrowsePathError. */
export const parseBrowseParams = (path: string, query: URLSearchParams): BrowseParams => {
  const filters = parseFilterPath(path);
  const topic = query.get('topic');
  if (topic && !filters.some((f) => f.type === 'DataCubeAbout' && f.iri === topic)) filters.push({ type: 'DataCubeAbout', iri: topic });
  const order = query.get('order');
  return {
    filters,
    search: query.get('search') || undefined,
    includeDrafts: query.get('includeDrafts') === 'true',
    order: isSearchOrder(order) ? order : undefined,
    dataset: query.get('dataset') || query.get('iri') || undefined,
    previous: query.get('previous') || undefined,
    odsiframe: isOdsIframe(query),
  };
};

/**
 * The URL of a browse state: one path segment pair per filter, the (first) topic as ?topic=,
 * and only the truthy query values.
 */
export const browseUrl = ({ filters = [], includeDrafts, search, order, dataset, previous, odsiframe }: Partial<BrowseParams>) => {
  const topic = filters.find((f) => f.type === 'DataCubeAbout');
  const query = new URLSearchParams();
  const values = { includeDrafts: includeDrafts && 'true', search, topic: topic?.iri, order, dataset, previous, odsiframe: odsiframe && 'true' };
  for (const [key, value] of Object.entries(values)) if (value) query.set(key, value);
  const path = filterPath(filters.filter((f) => f !== topic));
  return query.toString() ? `${path}?${query}` : path;
};

const browseQuerySchema = z.object({
  filters: z.array(z.object({ type: z.enum(Object.values(FILTER_ROUTE_TYPES)), iri: z.string().min(1) })),
  search: z.string().optional(),
  includeDrafts: z.boolean().optional(),
  order: z.enum(SEARCH_ORDERS).optional(),
});

/** The `previous` parameter: JSON of the query the dataset was chosen from. */
export const stringifyPrevious = ({ filters, search, includeDrafts, order }: BrowseQuery) =>
  JSON.stringify({ filters, search, includeDrafts: includeDrafts || undefined, order });

/** The query kept in `previous`, or undefined when it is missing or not one. */
export const parsePrevious = (previous: string | undefined): BrowseQuery | undefined => {
  try {
    const parsed = browseQuerySchema.safeParse(JSON.parse(previous ?? ''));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The order the search uses: the chosen one, except relevance without search text; by default
 * relevance while searching and newest first otherwise (spec 000 §4).
 */
export const searchOrder = (order: SearchOrder | undefined, search: string | undefined): SearchOrder =>
  order && (order !== 'SCORE' || search) ? order : search ? 'SCORE' : 'CREATED_DESC';

/** The orders offered: relevance only when there is search text. */
export const searchOrderOptions = (search: string | undefined): SearchOrder[] => SEARCH_ORDERS.filter((o) => o !== 'SCORE' || !!search);

/** The query of the redirect to a cube's latest version: `dataset` or `iri`, whichever was given, replaced. */
export const latestVersionQuery = (query: URLSearchParams, latestIri: string) => {
  const next = new URLSearchParams(query);
  next.set(query.has('dataset') || !query.has('iri') ? 'dataset' : 'iri', latestIri);
  return next;
};

/** Error code of the redirect to / when a cube has no version (spec 000 §2). */

/** `/?errorId=CANNOT_FIND_CUBE&iri=…&endpointUrl=…` */
export const cannotFindCubeUrl = (iri: string, endpointUrl: string) => `/?${new URLSearchParams({ errorId: CANNOT_FIND_CUBE, iri, endpointUrl })}`;
