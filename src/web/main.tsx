/** The web app's entry: every page but a published chart's (view-main.tsx), in the address's language (`/`: the visitor's). */
import { App } from './app';
import { localeOfPath, startLocale } from './i18n/locale';
import { startPage } from './start';

await startPage(location.pathname === '/' ? startLocale() : localeOfPath(location.pathname), (queryClient) => <App queryClient={queryClient} />);
