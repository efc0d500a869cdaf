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

/** React's markup with each style attribute carried in SERVER_STYLE_ATTRIBUTE (React escapes every `"` of text and values: ` style="` is an attribute). */
export const deferStyles = (html: string) => html.replaceAll(' style="', ` ${SERVER_STYLE_ATTRIBUTE}="`);

export type ServerState = { queries: unknown; sceneKinds: SceneKind[] };

/** The state as the text of its script element: JSON, with every `<` (and the line separators JavaScript once refused) escaped. */
export const serverStateText = (state: ServerState) =>
  JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The element the server writes after the page's root. */
export const serverStateElement = (state: ServerState) => `<script type="application/json" id="${SERVER_STATE_ID}">${serverStateText(state)}</script>`;

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
