/**
 * The server's part in a saved chart's page (issue 30): its app HTML with the chart already in it,
 * rendered by view-html.tsx, the styles and scripts of what it drew linked in the head. Bounded:
 * a render past its time budget, or beyond the renders running at once, is left to the browser
 * (the page as before, drawn by the app): the visitor never gets an error for it.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sceneKind } from '../../domain/charts/pipeline';
import type { SavedConfigData } from '../../domain/config';
import type { Locale } from '../../domain/data';
import { asksAgainWithViewport, requestViewportWidth, SERVER_STATE_EXPECTED } from '../../domain/viewer/server-state';
import { assetLinks, pageAssets, readManifest } from './assets';
import { inProcessFetch } from './in-process-fetch';

/** The HTML of a saved chart's page, with its own entry (web/view-main.tsx); view-pages.ts sends it. */
export const VIEW_PAGE = 'view.html';

export type ServerRenderOptions = {
  /** How long a render may take (its data included); 2 s by default, 0 for no server render. */
  timeoutMs?: number;
  /** Renders at once; more wait for nobody and are left to the browser. 4 by default. */
  concurrency?: number;
};

/**
 * The page's server renderer (view-html.tsx) as the view's build made it, beside the web root:
 * with Preact in React's place, as the browser hydrates it (vite.view.config.ts).
 */
export const rendererFile = (webRoot: string) => resolve(webRoot, '../view-server/view-html.js');

let renderer: Promise<typeof import('./view-html')> | undefined;
const loadRenderer = (file: string) => (renderer ??= import(pathToFileURL(file).href) as Promise<typeof import('./view-html')>);

const aborted = (signal: AbortSignal) => new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason), { once: true }));

/** Replaces the first `marker` in `html` (a function replacer: `$` in the inserted text is no pattern). */
const insert = (html: string, marker: string, text: string) => html.replace(marker, () => text);

/**
 * The page, and when the server drew it: the stylesheet its head holds (its hash goes into the
 * answer's policy), and the render's time and passes (renders until no query waited), which the
 * answer's Server-Timing header tells (a chart that asks one query after another takes one pass more).
 */
export type ServerRender = (
  request: FastifyRequest,
  page: { html: string; state: SavedConfigData; locale: Locale },
) => Promise<{ html: string; css?: string; timing?: { ms: number; passes: number } }>;

/** Renders the page's chart into `page.html` (the app's template with its head); the template as it is when it cannot. */
export const serverRenderer = (app: FastifyInstance, webRoot: string, options: ServerRenderOptions = {}): ServerRender => {
  const { timeoutMs = 2_000, concurrency = 4 } = options;
  const file = rendererFile(webRoot);
  const manifest = existsSync(file) ? readManifest(webRoot) : undefined;
  // Loaded with the server, not by its first visitor (a failure shows at the first render, which then falls back).
  if (manifest && timeoutMs) loadRenderer(file).catch(() => undefined);
  let running = 0;
  return async (request, { html, state, locale }) => {
    // Not drawn for a browser that will ask again with its viewport: the page it throws away costs a render (a dashboard's, ~140 ms).
    if (!manifest || !timeoutMs || running >= concurrency || asksAgainWithViewport(request.headers)) return { html };
    running++;
    const started = performance.now();
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      const { renderView } = await loadRenderer(file);
      const sceneKinds = [...new Set(state.chartConfigs.map(sceneKind))];
      const fetch = inProcessFetch(app, { remoteAddress: request.ip, signal });
      // The browser's viewport when it told it (it does once asked: view-pages.ts), else a guess.
      const viewportWidth = requestViewportWidth(request.headers);
      const rendering = renderView(request.url, { locale, fetch, sceneKinds, viewportWidth, signal });
      // A render past its time ends on its own (its renders and data calls see the signal); its failure then is no one's.
      rendering.catch(() => undefined);
      const rendered = await Promise.race([rendering, aborted(signal)]);
      // The page's catalogue and the lazily loaded parts it drew (a dashboard, a table, a map, markdown).
      const modules = [`i18n/${locale}.ts`, ...rendered.parts];
      const style = rendered.css ? `<style>${rendered.css}</style>` : '';
      const head = insert(html, '</head>', `${assetLinks(pageAssets(manifest, VIEW_PAGE, modules))}${style}${SERVER_STATE_EXPECTED}</head>`);
      return {
        html: insert(head, '<div id="root"></div>', `<div id="root">${rendered.html}</div>${rendered.state}`),
        css: rendered.css || undefined,
        timing: { ms: performance.now() - started, passes: rendered.passes },
      };
    } catch (error) {
      request.log.warn({ err: error }, 'The server render of the page failed: the browser draws it');
      return { html };
    } finally {
      running--;
    }
  };
};
