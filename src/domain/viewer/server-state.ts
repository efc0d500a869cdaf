/**
 * What a server-rendered page hands its hydration (issue 30): the query cache the server filled
 * (react-query's dehydrated state) and the kinds of scene it drew, whose makers the browser loads
 * before it hydrates. It travels in a `<script type="application/json">`, never executed (the CSP
 * stays as it is); `<` is written as \u003c, so no text in it (cube data, user text) closes the
 * element or opens a comment.
 */
import type { SceneKind } from '../charts/pipeline';
import type { Observation } from '../data';
import { decodeObservations, encodeObservations, type ObservationColumns } from '../observation-columns';

export const SERVER_STATE_ID = 'server-state';

/**
 * The attribute that carries a server-rendered element's style: the CSP refuses style attributes
 * in the markup (server/security.ts) but not styles set by script, which the browser sets from it
 * before it hydrates (web/main.tsx).
 */
export const SERVER_STYLE_ATTRIBUTE = 'data-server-style';

/** The attribute that names an element's rule in the page's stylesheet (serverStyles). */
export const SERVER_RULE_ATTRIBUTE = 'data-server-rule';

/**
 * Style text a stylesheet may hold as it is: properties and values of letters, digits, spaces and
 * `#%.,:;()+-_`. Without braces, quotes, `<`, `\`, `/` or `@` it cannot close its rule, open
 * another, or end the <style> element, whatever the data it came from (a colour of a config).
 */
const PLAIN_STYLE = /^[\w\s#%.,:;()+-]*$/;

/**
 * React's markup with each style attribute carried in SERVER_STYLE_ATTRIBUTE (React escapes every
 * `"` of text and values: ` style="` is an attribute), and the same styles as a stylesheet, which
 * the page's head holds and its policy allows by its hash (server/security.ts): the page is laid
 * out before its script runs (a canvas dashboard's blocks, a table's columns, a map's height).
 * Each element with a style gets a rule of its own, named by SERVER_RULE_ATTRIBUTE; a style that
 * is not plain text (PLAIN_STYLE) stays for the script alone.
 */
export const serverStyles = (html: string): { html: string; css: string } => {
  const rules: string[] = [];
  const marked = html.replace(/ style="([^"]*)"/g, (_, style: string) => {
    if (!PLAIN_STYLE.test(style)) return ` ${SERVER_STYLE_ATTRIBUTE}="${style}"`;
    rules.push(`[${SERVER_RULE_ATTRIBUTE}="${rules.length}"]{${style}}`);
    return ` ${SERVER_STYLE_ATTRIBUTE}="${style}" ${SERVER_RULE_ATTRIBUTE}="${rules.length - 1}"`;
  });
  return { html: marked, css: rules.join('') };
};

/**
 * What the server rendered with: its query cache, the kinds of scene it drew, the lazily loaded
 * parts it drew (their source modules, web/charts/lazy-part.ts), and the viewport width it drew
 * for (the browser's, when it said it).
 */
export type ServerState = { queries: unknown; sceneKinds: SceneKind[]; parts: string[]; viewportWidth: number };

/** The viewport the server draws for when the browser did not tell its own (VIEWPORT_HINT): a common desktop's. */
export const SERVER_VIEWPORT_WIDTH = 1280;
/** The viewport the server draws for when a phone did not tell its own: a common phone's. */
export const SERVER_PHONE_VIEWPORT_WIDTH = 390;

/**
 * The Client Hint a browser sends its viewport's width in, once the server asked for it (Accept-CH;
 * on a first visit Critical-CH has Chromium ask again with it, server/view-pages.ts).
 */
export const VIEWPORT_HINT = 'Sec-CH-Viewport-Width';

/** A viewport width told by the browser (VIEWPORT_HINT's value), when it is a plausible one: CSS px, 200 to 7680. */
export const readViewportHint = (value: string | string[] | undefined) => {
  const width = typeof value === 'string' && /^\d{3,4}$/.test(value.trim()) ? Number(value) : NaN;
  return width >= 200 && width <= 7680 ? width : undefined;
};

type RequestHeaders = Record<string, string | string[] | undefined>;

/**
 * The viewport a page is drawn for on the server: the one the browser told (VIEWPORT_HINT), else a
 * phone's where the browser says it is one (Sec-CH-UA-Mobile: ?1, or "Mobi" in its User-Agent, as
 * Safari and Firefox on phones send no client hints), else a desktop's.
 */
export const requestViewportWidth = (headers: RequestHeaders) => {
  const told = readViewportHint(headers[VIEWPORT_HINT.toLowerCase()]);
  if (told) return told;
  const agent = headers['user-agent'];
  const phone = headers['sec-ch-ua-mobile'] === '?1' || (typeof agent === 'string' && agent.includes('Mobi'));
  return phone ? SERVER_PHONE_VIEWPORT_WIDTH : SERVER_VIEWPORT_WIDTH;
};

/**
 * Whether the browser will ask again for this page with its viewport (Critical-CH, server/view-pages.ts), so
 * that this answer is thrown away: a browser that sends client hints here (Chromium sends Sec-CH-UA to secure
 * origins, loopback among them) but not yet the viewport's, as on a first visit, for the page itself. A frame
 * (an embed page on another site) is never asked again: the viewport's hint is the top page's to give it.
 */
export const asksAgainWithViewport = (headers: RequestHeaders) =>
  headers['sec-fetch-dest'] === 'document' && headers['sec-ch-ua'] !== undefined && headers[VIEWPORT_HINT.toLowerCase()] === undefined;

/**
 * Where a view's chart sits: alone on the page, in a dashboard's block, in a tall dashboard's
 * narrow block (two share a row in viewports of DASHBOARD_TWO_COLUMNS px and wider), or in a
 * canvas dashboard's block of this width (px).
 */
export type ChartPlace = 'page' | 'block' | 'narrow block' | number;
export const DASHBOARD_TWO_COLUMNS = 768;

/** A length of `vw` per cent of the viewport's width, between `min` and `max` px (CSS clamp()). */
const clampVw = (viewportWidth: number, vw: number, min: number, max: number) => Math.min(max, Math.max(min, (viewportWidth * vw) / 100));

/**
 * How a view is framed: on the embed page, whose content has no padding and no maximum width
 * (viewer.css), and with the embed flags that change its chart's frame (optimizeSpace: padded
 * 0.5rem, removeBorder: no border; frame-parts.tsx).
 */
export type ViewFrame = { embedded?: boolean; optimizeSpace?: boolean; removeBorder?: boolean };

/**
 * The width of the page's content (web/base.css .main: at most 1280 px, padded clamp(1rem, 3vw,
 * 2rem), 0.9rem in viewports up to 420 px; the whole viewport on the embed page): a dashboard's
 * canvas, until the browser measures it.
 */
export const viewContentWidth = (viewportWidth: number, { embedded }: ViewFrame = {}) =>
  embedded ? viewportWidth : Math.min(viewportWidth, 1280) - 2 * (viewportWidth <= 420 ? 14.4 : clampVw(viewportWidth, 3, 16, 32));

/**
 * The width of a published view's chart (its frame's content) in a viewport `viewportWidth` wide,
 * as the styles lay it out (viewContentWidth; layout.css: a dashboard's blocks 1 rem apart, each
 * with a 1 px border and 1 rem padding at the sides, a canvas block too; .chart-frame: 1 px
 * border, padded clamp(1rem, 3vw, 1.5rem), or as its flags say): what the server draws the chart
 * for until the browser measures it.
 */
export const viewChartWidth = (viewportWidth: number, place: ChartPlace = 'page', frame: ViewFrame = {}) => {
  const content = viewContentWidth(viewportWidth, frame);
  const columns = place === 'narrow block' && viewportWidth >= DASHBOARD_TWO_COLUMNS ? 2 : 1;
  const block = typeof place === 'number' ? place : (content - (columns - 1) * 16) / columns;
  const outer = place === 'page' ? content : block - 2 * (1 + 16);
  const border = frame.removeBorder ? 0 : 1;
  const padding = frame.optimizeSpace ? 8 : clampVw(viewportWidth, 3, 16, 24);
  return Math.round(outer - 2 * (border + padding));
};

/** The state as the text of its script element: JSON, with every `<` (and the line separators JavaScript once refused) escaped. */
export const serverStateText = (state: ServerState) =>
  JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The element the server writes after the page's root. */
export const serverStateElement = (state: ServerState) => `<script type="application/json" id="${SERVER_STATE_ID}">${serverStateText(state)}</script>`;

/**
 * For the page's head: no frame is painted before the state element, so none before the whole root is
 * parsed. A loaded browser's parser yields mid-page and paints what it has; a legend drawn with half its
 * items then moved when the rest came (a map's size legend sat beside the colour legend, then wrapped).
 */
export const SERVER_STATE_EXPECTED = `<link rel="expect" href="#${SERVER_STATE_ID}" blocking="render">`;

/** A query's observations (web/api/client.ts ObservationsResult): its rows and the SPARQL editor's links. */
type ObservationsData = { data: Observation[]; sparqlEditorUrls: unknown[] };
const isObservations = (data: unknown): data is ObservationsData =>
  !!data && typeof data === 'object' && Array.isArray((data as ObservationsData).data) && Array.isArray((data as ObservationsData).sparqlEditorUrls);

/** Observations travel as the API sends them, in compact columns (observation-columns.ts), not as rows that repeat every column's name. */
export const serializeQueryData = (data: unknown) =>
  isObservations(data) ? { sparqlEditorUrls: data.sparqlEditorUrls, columns: encodeObservations(data.data) } : data;

/** The rows again (the inverse of serializeQueryData); any other data as it is. */
export const deserializeQueryData = (data: unknown) => {
  const encoded = data as { sparqlEditorUrls?: unknown[]; columns?: ObservationColumns } | null;
  return encoded && typeof encoded === 'object' && Array.isArray(encoded.sparqlEditorUrls) && encoded.columns
    ? { sparqlEditorUrls: encoded.sparqlEditorUrls, data: decodeObservations(encoded.columns) }
    : data;
};
