/**
 * Starts a page's app in the browser, as both entries do (main.tsx: the app; view-main.tsx: a
 * published chart's page): the first frame is in the page's language (its catalogue arrives
 * before the app renders); a page the server rendered (server/render) is hydrated with the data
 * it was drawn from, else rendered.
 */
import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { Locale } from '../domain/data';
import { deserializeQueryData, SERVER_RULE_ATTRIBUTE, SERVER_STYLE_ATTRIBUTE } from '../domain/viewer/server-state';
import { preloadParts } from './charts/lazy-part';
import { preloadSceneMakers } from './charts/scene-makers';
import { readServerState, startApp, type Claims } from './hydration';
import i18n, { loadCatalogue } from './i18n';
import { newQueryClient } from './query-client';
import './styles.css';

/** Starts the page; one the server rendered is hydrated when its framework tells what it holds (`claims`: the published chart's page, on Preact). */
export const startPage = async (locale: Locale, app: (queryClient: QueryClient) => ReactNode, claims?: Claims) => {
  const rendered = claims && readServerState();
  const queryClient = newQueryClient();
  await Promise.all([loadCatalogue(locale), rendered && preloadSceneMakers(rendered.sceneKinds), rendered && preloadParts(rendered.parts)]);
  await i18n.changeLanguage(locale);

  const page = <StrictMode>{app(queryClient)}</StrictMode>;
  const root = document.getElementById('root')!;
  if (rendered) {
    // The server's styles, which the CSP refuses as attributes (domain/viewer/server-state.ts), set by script as React would have;
    // from now on they are the element's own, and its rule in the page's stylesheet no longer applies.
    for (const element of root.querySelectorAll<HTMLElement | SVGElement>(`[${SERVER_STYLE_ATTRIBUTE}]`)) {
      element.style.cssText = element.getAttribute(SERVER_STYLE_ATTRIBUTE)!;
      element.removeAttribute(SERVER_STYLE_ATTRIBUTE);
      element.removeAttribute(SERVER_RULE_ATTRIBUTE);
    }
    hydrate(queryClient, rendered.queries as DehydratedState, { defaultOptions: { deserializeData: deserializeQueryData } });
  }
  // Choices made on the server's page before are made again once it is hydrated; then the root is marked.
  await startApp(root, rendered ? { hydrate: () => hydrateRoot(root, page), claims } : { render: () => createRoot(root).render(page) });
};
