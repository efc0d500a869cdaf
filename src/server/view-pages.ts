/**
 * The pages of a saved config, /{locale}/v/{key} and /{locale}/embed/{key} (issue 30 item 2): the
 * web app's HTML with an honest status and a head of its own (domain/viewer/page-head.ts):
 *
 * - an unknown (or malformed) key answers 404, titled "not found" in the visitor's language (an
 *   unknown language is a page not found too);
 * - a draft answers with noindex (header and meta), and its embed page 404: a draft is not
 *   embeddable as if published; the view shows it to its owner (`mayRead`, as the API does;
 *   anyone else: not found) with a "Draft: not published" banner;
 * - a published chart is titled, described and given its canonical address.
 *
 * A published chart's page (and a draft's view) holds the chart already, rendered on the server
 * (render/view-page.ts); its own entry (web/view-main.tsx) hydrates it. A page not found the app
 * draws as on any other route.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, isChartKey, type SavedConfigData } from '../domain/config';
import { LOCALES } from '../domain/data';
import { savedConfigHead, withPageHead, type PageHead } from '../domain/viewer/page-head';
import { VIEWPORT_HINT } from '../domain/viewer/server-state';
import type { ValidateData } from './api/configs';
import { CATALOGUES } from './render/catalogues';
import { serverRenderer, VIEW_PAGE, type ServerRenderOptions } from './render/view-page';
import { allowFraming, allowInlineStyle, isFramable } from './security';
import type { ConfigStore, SavedConfig } from './store';

type Params = { locale: string; key: string };

export const viewPageRoutes = (
  app: FastifyInstance,
  options: {
    store: ConfigStore;
    validateData: ValidateData;
    webRoot: string;
    framablePolicy?: string;
    /** Whether the request's user may read this saved config (configs.ts mayRead); all may without it. */
    mayRead?: (request: FastifyRequest, saved: SavedConfig) => Promise<boolean>;
    serverRender?: ServerRenderOptions;
  },
) => {
  const [index, view] = ['index.html', VIEW_PAGE].map((file) => resolve(options.webRoot, file));
  // Without a build (API-only test servers) the fallback says how to make one.
  if (!existsSync(index) || !existsSync(view)) return;
  // A chart's page has its own entry, without the app's router and pages; a page not found is the app's.
  const [template, viewTemplate] = [index, view].map((file) => readFileSync(file, 'utf8'));
  const render = serverRenderer(app, options.webRoot, options.serverRender);
  const page = (embed: boolean) => async (request: FastifyRequest<{ Params: Params }>, reply: FastifyReply) => {
    // A page in a language the app has not is no page: not found, in the default language.
    const locale = LOCALES.find((l) => l === request.params.locale);
    const messages = CATALOGUES[locale ?? DEFAULT_LOCALE];
    // As every app page: the embed page may be framed by any site, the view not (security.ts).
    if (isFramable(request.url)) allowFraming(reply, options.framablePolicy);
    const { key } = request.params;
    const found = locale && isChartKey(key) ? await options.store.get(key) : undefined;
    const saved = found && (!options.mayRead || (await options.mayRead(request, found))) ? found : undefined;
    const loaded = saved && (await options.validateData(saved.data));
    const send = (status: number, head: PageHead, html = withPageHead(template, head)) => {
      if (head.noindex) reply.header('x-robots-tag', 'noindex');
      // The chart is drawn for the browser's viewport once it tells it (render/view-page.ts), else for a guess by its kind.
      // Asked here; a chart's page makes it critical, so that Chromium asks again with it on a first visit rather than
      // shift the page's layout when it draws the chart for its real width (a round trip once, against a shift on each first visit;
      // the answer it throws away is not drawn). Whether it will is told by Sec-CH-UA (asksAgainWithViewport).
      reply.header('accept-ch', VIEWPORT_HINT).header('vary', `${VIEWPORT_HINT}, Sec-CH-UA, Sec-CH-UA-Mobile, User-Agent`);
      if (status === 200) reply.header('critical-ch', VIEWPORT_HINT);
      return reply.status(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
    };
    const missing = { locale: locale ?? DEFAULT_LOCALE, title: `${messages['view.not-found']} – ${messages['app.name']}`, noindex: true };
    if (!locale || !saved || !loaded?.success) return send(404, missing);
    const published = saved.published_state === 'PUBLISHED';
    if (embed && !published) return send(404, missing);
    const canonical = `${request.protocol}://${request.host}/${locale}/v/${encodeURIComponent(key)}`;
    const state = loaded.data as SavedConfigData;
    const head = savedConfigHead(state, { locale, published, canonical, appName: messages['app.name'] });
    const rendered = await render(request, { html: withPageHead(viewTemplate, head), state, locale });
    if (rendered.css) allowInlineStyle(reply, rendered.css);
    if (rendered.timing) reply.header('server-timing', `render;dur=${rendered.timing.ms.toFixed(1)};desc="${rendered.timing.passes} passes"`);
    return send(200, head, rendered.html);
  };
  app.get<{ Params: Params }>('/:locale/v/:key', page(false));
  app.get<{ Params: Params }>('/:locale/embed/:key', page(true));
};
