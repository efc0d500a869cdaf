/**
 * What a failed API call tells a user: a message key chosen by the answer's HTTP status, so the
 * text is in the page's language; the server's own message (in English) is detail at most.
 */
import type { MessageKey } from '../messages';

export const ERROR_MESSAGE_KEYS = [
  'error.invalid-input',
  'error.not-found',
  'error.too-many-requests',
  'error.too-large',
  'error.source-unavailable',
  'error.source-slow',
  'error.server',
  'error.network',
] as const satisfies readonly MessageKey[];
export type ErrorMessageKey = (typeof ERROR_MESSAGE_KEYS)[number];

/**
 * The key for an answer's status; 0 (or none) is a request that got no answer at all. Other 4xx
 * are the request's fault like a 400; other 5xx the server's.
 */
export const errorMessageKey = (status: number | undefined): ErrorMessageKey => {
  if (!status) return 'error.network';
  if (status === 404 || status === 410) return 'error.not-found';
  if (status === 429) return 'error.too-many-requests';
  if (status === 413) return 'error.too-large';
  if (status === 502 || status === 503) return 'error.source-unavailable';
  if (status === 504) return 'error.source-slow';
  if (status >= 400 && status < 500) return 'error.invalid-input';
  return 'error.server';
};

/**
 * Whether the server's message helps the reader: a 400 names the bad input, a 404 the missing
 * thing. For the server's and the source's failures it is internal detail.
 */
export const showsServerDetail = (status: number | undefined) => !!status && status >= 400 && status < 500 && status !== 429;
