import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { preloadSceneMakers } from './charts/scene-makers';
import { deserializeQueryData, SERVER_STYLE_ATTRIBUTE } from '../domain/viewer/server-state';
import { readServerState, startApp } from './hydration';
import i18n, { loadCatalogue } from './i18n';
import { localeOfPath, startLocale } from './i18n/locale';
import { newQueryClient } from './routes';
import './styles.css';

// The first frame is in the page's language: its catalogue arrives before the app renders.
const locale = location.pathname === '/' ? startLocale() : localeOfPath(location.pathname);
const rendered = readServerState();
const queryClient = newQueryClient();
await Promise.all([
  loadCatalogue(locale),
  rendered && preloadSceneMakers(rendered.sceneKinds),
  rendered && import('./charts/ChartViews').then((m) => m.preloadSceneViews(rendered.sceneKinds)),
]);
await i18n.changeLanguage(locale);

const app = (
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>
);
const root = document.getElementById('root')!;
// A page the server rendered (a published chart: server/render) is hydrated with the data it was drawn from.
if (rendered) {
  // The server's styles, which the CSP refuses as attributes (domain/viewer/server-state.ts), set by script as React would have.
  for (const element of root.querySelectorAll<HTMLElement | SVGElement>(`[${SERVER_STYLE_ATTRIBUTE}]`)) {
    element.style.cssText = element.getAttribute(SERVER_STYLE_ATTRIBUTE)!;
    element.removeAttribute(SERVER_STYLE_ATTRIBUTE);
  }
  hydrate(queryClient, rendered.queries as DehydratedState, { defaultOptions: { deserializeData: deserializeQueryData } });
}
// Choices made on the server's page before are made again once it is hydrated; then the root is marked.
void startApp(root, () => (rendered ? hydrateRoot(root, app) : createRoot(root).render(app)));
