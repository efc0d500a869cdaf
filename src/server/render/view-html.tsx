/**
 * A saved chart's page rendered on the server (issue 30): the web app's own components (routes.tsx)
 * draw it from the same scenes as in the browser, so the first HTML holds the title, the chart
 * (an SVG scene; a map's shapes as SVG; a table's first rows), its footnotes and data table.
 *
 *   render ─► the queries it asked for ─► answered in process (in-process-fetch.ts) ─► render again
 *   … until no query waits ─► the HTML and the query cache, which the browser hydrates
 *
 * The language is the request's own (an i18next instance per render); the data calls are the
 * request's own too (AsyncLocalStorage), signed out. A render that takes longer than its budget
 * gives up: the page is then drawn by the browser, as before.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, QueryClient, QueryClientProvider, type Query } from '@tanstack/react-query';
import { createInstance, type i18n as I18n } from 'i18next';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { Locale } from '../../domain/data';
import type { SceneKind } from '../../domain/charts/pipeline';
import { deferStyles, serializeQueryData, serverStateElement } from '../../domain/viewer/server-state';
import { setApiFetch } from '../../web/api/http';
import { SESSION_QUERY } from '../../web/auth/useSession';
import { preloadSceneMakers } from '../../web/charts/scene-makers';
import { ServerViewport } from '../../web/hydration';
import { routes } from '../../web/routes';
import { CATALOGUES } from './catalogues';
import type { InProcessFetch } from './in-process-fetch';

const requestFetch = new AsyncLocalStorage<InProcessFetch>();
setApiFetch((path, init) => {
  const fetch = requestFetch.getStore();
  if (!fetch) return Promise.reject(new Error(`The API call ${path} was made outside a server render`));
  return fetch(path, init);
});

/** Renders, then answers what they asked, at most this often: config → metadata and components → observations → shapes. */
const MAX_PASSES = 8;

/** React's mark of a part sent after the page (its content comes with an inline script, which the CSP and a browser without JavaScript refuse). */
const SUSPENDED = '<!--$?-->';

/** What only the visitor's browser asks: their session (the page is rendered signed out, the header's account links left out). */
const BROWSER_ONLY = new Set<unknown>([SESSION_QUERY[0]]);

const handler = createStaticHandler(routes);
const makersReady = preloadSceneMakers(['map', 'table']);

const languageOf = async (locale: Locale): Promise<I18n> => {
  const i18n = createInstance({
    resources: { [locale]: { translation: CATALOGUES[locale] } },
    lng: locale,
    fallbackLng: false,
    keySeparator: false,
    interpolation: { escapeValue: false },
  });
  await i18n.init();
  return i18n;
};

const waiting = (query: Query) => {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return (
    query.state.status === 'pending' &&
    query.state.fetchStatus === 'idle' &&
    (typeof enabled === 'function' ? enabled(query) : enabled) !== false &&
    !BROWSER_ONLY.has(query.queryKey[0])
  );
};

export type RenderedView = { html: string; state: string; passes: number };

/**
 * The page at `url` (path and query) rendered with its data, or undefined when its router answers
 * otherwise (a redirect). Aborted by `signal`.
 */
export const renderView = async (
  url: string,
  options: { locale: Locale; fetch: InProcessFetch; sceneKinds: SceneKind[]; viewportWidth: number; signal: AbortSignal },
) => {
  await makersReady;
  const context = await handler.query(new Request(new URL(url, 'http://localhost')), { requestContext: undefined });
  if (context instanceof Response) return undefined;
  const router = createStaticRouter(handler.dataRoutes, context);
  const i18n = await languageOf(options.locale);
  // The browser's retry is its own: here a failed query shows as such, and the browser asks again.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const page = (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <ServerViewport value={options.viewportWidth}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </ServerViewport>
        </QueryClientProvider>
      </I18nextProvider>
    </StrictMode>
  );
  return requestFetch.run(options.fetch, async (): Promise<RenderedView> => {
    for (let pass = 1; ; pass++) {
      // One piece: a big part (a chart's SVG) is not sent apart to be put in place by an inline script (progressive chunks).
      const { prelude } = await prerender(page, { signal: options.signal, progressiveChunkSize: Number.MAX_SAFE_INTEGER });
      const html = await new Response(prelude).text();
      const asked = queryClient.getQueryCache().findAll().filter(waiting);
      // A part that waited for its code (a lazy component) came later than the page, with a script to put it in place: rendered again, it is in place.
      const settled = !html.includes(SUSPENDED);
      if (!asked.length && settled) {
        return {
          html: deferStyles(html),
          state: serverStateElement({
            queries: dehydrate(queryClient, { serializeData: serializeQueryData }),
            sceneKinds: options.sceneKinds,
            viewportWidth: options.viewportWidth,
          }),
          passes: pass,
        };
      }
      if (pass === MAX_PASSES) throw new Error(`The page was still waiting after ${MAX_PASSES} renders`);
      options.signal.throwIfAborted();
      await Promise.all(asked.map((query) => query.fetch().catch(() => undefined)));
    }
  });
};
