/**
 * Browse URL values the app shell (layout, home page) reads on every page. Apart from the rest
 * of browse/params, which validates with zod: the published view loads no zod.
 */

/** Embed mode: ?odsiframe=true hides the title, the back link and the description. */
export const isOdsIframe = (query: URLSearchParams) => query.get('odsiframe') === 'true';

/** The error id of `/?errorId=CANNOT_FIND_CUBE&iri=…&endpointUrl=…`. */
export const CANNOT_FIND_CUBE = 'CANNOT_FIND_CUBE';
