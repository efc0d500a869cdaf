/**
 * The server's own API as `fetch`, answered in process (issue 30): the server renderer runs the
 * web app's data calls (relative `/api/...` paths) through `app.inject`, so they take the same
 * routes, checks and answer caches as a browser's, without a socket. The calls count against the
 * visitor's rate limit (their address is the caller's), and are made signed out: no cookie is
 * passed on, so what is rendered is what any visitor sees.
 */
import type { FastifyInstance } from 'fastify';

export type InProcessFetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/** The request path of a fetch input, when it is one of the app's API paths. */
const apiPath = (input: RequestInfo | URL) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? `${input.pathname}${input.search}` : input.url;
  return url.startsWith('/api/') ? url : undefined;
};

const headersOf = (headers: Record<string, string | string[] | number | undefined>) => {
  const out = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) out.append(name, String(one));
  }
  return out;
};

const NO_BODY = new Set([101, 204, 205, 304]);

export const inProcessFetch =
  (app: FastifyInstance, options: { remoteAddress?: string; signal?: AbortSignal } = {}): InProcessFetch =>
  async (input, init) => {
    const path = apiPath(input);
    if (!path) throw new TypeError(`Only the app's own API is fetched in process, not ${String(input)}`);
    if (options.signal?.aborted) throw options.signal.reason;
    const body = init?.body;
    if (body !== undefined && body !== null && typeof body !== 'string') throw new TypeError('In-process API calls send JSON text bodies only');
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: path,
      headers,
      payload: body ?? undefined,
      remoteAddress: options.remoteAddress,
    });
    return new Response(NO_BODY.has(answer.statusCode) ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers: headersOf(answer.headers),
    });
  };
