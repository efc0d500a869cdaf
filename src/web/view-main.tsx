/**
 * The entry of a published chart's page, /{locale}/v/{key} and /{locale}/embed/{key} (issue 30):
 * the page the server rendered (server/view-pages.ts sends view.html), hydrated without the app's
 * router and pages (view-root.tsx); any link to another page loads that page (navigation.tsx).
 *
 * Built with Preact in React's place (vite.view.config.ts), as the server renders it: issue 30
 * gives the page 120 KiB of gzipped JavaScript, and react-dom alone is 62 KiB of it.
 */
import { localeOfPath } from './i18n/locale';
import { currentPlace } from './navigation';
import { preactClaims } from './preact-claims';
import { startPage } from './start';
import { ViewRoot } from './view-root';

await startPage(localeOfPath(location.pathname), (queryClient) => <ViewRoot queryClient={queryClient} place={currentPlace()} />, preactClaims);
