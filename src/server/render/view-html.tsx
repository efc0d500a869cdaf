/**
 * A saved chart's page rendered on the server (issue 30): the web app's own components (the
 * published chart's page, web/view-root.tsx) draw it from the same scenes as in the browser, so the
 * first HTML holds the title, the chart (an SVG scene; a map's shapes as SVG; a table's first
 * rows), its footnotes and data table.
 *
 *   render ─► the queries it asked for ─► answered in process (in-process-fetch.ts) ─► render again
 *   … until no query waits ─► the HTML and the query cache, which the browser hydrates
 *
 * The page runs on Preact in React's place, in the browser as here: this module is built with
 * the page (vite.view.config.ts, `--ssr`) into dist/view-server, and the server loads that build
 * (view-page.ts). The language is the request's own (an i18next instance per render); the data
 * calls are the request's own too (AsyncLocalStorage), signed out. A render that takes longer than
 * its budget gives up: the page is then drawn by the browser, as before.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, QueryClient, type Query } from '@tanstack/react-query';
import { createInstance, type i18n as I18n } from 'i18next';
import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { Locale } from '../../domain/data';
import type { SceneKind } from '../../domain/charts/pipeline';
import { serializeQueryData, serverStateElement, serverStyles } from '../../domain/viewer/server-state';
import { setApiFetch } from '../../web/api/http';
import { SESSION_QUERY } from '../../web/auth/useSession';
import { DrawnParts } from '../../web/charts/lazy-part';
import { preloadSceneMakers } from '../../web/charts/scene-makers';
import { ServerViewport } from '../../web/hydration';
import { ViewRoot } from '../../web/view-root';
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

/** Preact's mark of a part that waited for its code (a lazy component): the browser would hydrate it only once its code came. */
const SUSPENDED = '<!--$s-->';

/** What only the visitor's browser asks: their session (the page is rendered signed out, the header's account links left out). */
const BROWSER_ONLY = new Set<unknown>([SESSION_QUERY[0]]);

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

/**
 * The page's HTML, its elements' styles as a stylesheet for its head (serverStyles), the state the
 * browser hydrates it with, how many renders it took, and the lazily loaded parts it holds (their
 * source modules).
 */
export type RenderedView = { html: string; css: string; state: string; passes: number; parts: string[] };

/** The page at `url` (path and query) rendered with its data. Aborted by `signal`. */
export const renderView = async (
  url: string,
  options: { locale: Locale; fetch: InProcessFetch; sceneKinds: SceneKind[]; viewportWidth: number; signal: AbortSignal },
) => {
  await makersReady;
  const { pathname, search } = new URL(url, 'http://localhost');
  const i18n = await languageOf(options.locale);
  // The browser's retry is its own: here a failed query shows as such, and the browser asks again.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const parts = new Set<string>();
  const page = (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <ServerViewport value={options.viewportWidth}>
          <DrawnParts value={parts}>
            <ViewRoot queryClient={queryClient} place={{ pathname, search, hash: '' }} />
          </DrawnParts>
        </ServerViewport>
      </I18nextProvider>
    </StrictMode>
  );
  return requestFetch.run(options.fetch, async (): Promise<RenderedView> => {
    for (let pass = 1; ; pass++) {
      parts.clear();
      // React's element is Preact's in this build (preact/compat in React's place).
      const html = await renderToStringAsync(page as unknown as VNode);
      const asked = queryClient.getQueryCache().findAll().filter(waiting);
      // A part that waited for its code is marked so: rendered again, its code is in.
      const settled = !html.includes(SUSPENDED);
      if (!asked.length && settled) {
        return {
          ...serverStyles(html),
          state: serverStateElement({
            queries: dehydrate(queryClient, { serializeData: serializeQueryData }),
            sceneKinds: options.sceneKinds,
            parts: [...parts],
            viewportWidth: options.viewportWidth,
          }),
          passes: pass,
          parts: [...parts],
        };
      }
      if (pass === MAX_PASSES) throw new Error(`The page was still waiting after ${MAX_PASSES} renders`);
      options.signal.throwIfAborted();
      await Promise.all(asked.map((query) => query.fetch().catch(() => undefined)));
    }
  });
};
