/**
 * Which page a location shows, so that the app can tell a page change (focus goes to the new
 * page's heading) from a change within a page (focus stays where the visitor is).
 */
import { LOCALES } from '../data';

/**
 * The page of a path and query: its route section without the locale, with what makes another
 * page inside a section. Within a page stay: the browse filter routes and search (a facet link
 * keeps the focus on the facets), the configurator's /create/new becoming /create/{key} after
 * the first save, and a language switch. Another page: a selected dataset (?dataset= or ?iri=)
 * and another published key.
 */
export const pageOf = (pathname: string, search = ''): string => {
  const segments = pathname.split('/').filter(Boolean);
  if ((LOCALES as readonly string[]).includes(segments[0] ?? '')) segments.shift();
  const [section = '', id = ''] = segments;
  const query = new URLSearchParams(search);
  switch (section) {
    case 'browse':
      return `browse:${query.get('dataset') || query.get('iri') || ''}`;
    case 'create':
      return 'create';
    case 'v':
      return `v:${id}`;
    default:
      return section ? `other:${segments.join('/')}` : 'home';
  }
};

/** Whether going from one location to the other changes the page (see `pageOf`). */
export const isPageChange = (from: { pathname: string; search: string }, to: { pathname: string; search: string }) =>
  pageOf(from.pathname, from.search) !== pageOf(to.pathname, to.search);
