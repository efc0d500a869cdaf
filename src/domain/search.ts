/**
 * The vocabulary of the search-cubes query (spec 000 §7), shared by the server's search and the
 * browse page: result orders and filter kinds.
 */

/** Relevance, title ascending, newest first (spec 000 §4). */
export const SEARCH_ORDERS = ['SCORE', 'TITLE_ASC', 'CREATED_DESC'] as const;
export type SearchOrder = (typeof SEARCH_ORDERS)[number];

export const SEARCH_FILTER_TYPES = ['DataCubeTheme', 'DataCubeOrganization', 'DataCubeAbout', 'DataCubeTermset', 'TemporalDimension'] as const;
export type SearchFilterType = (typeof SEARCH_FILTER_TYPES)[number];
