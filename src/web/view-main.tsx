/**
 * The entry of a published chart's page, /{locale}/v/{key} and /{locale}/embed/{key} (issue 30):
 * the page the server rendered (server/view-pages.ts sends view.html), hydrated without the app's
 * router and pages. The tree is the router's for that route (routes.tsx: the layout around the
 * view page, and the `{null}` beside it that keeps useId's ids the same); any link to another
 * page loads that page (navigation.tsx).
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { viewPathKey } from '../domain/viewer/embed';
import { Layout } from './components/Layout';
import { localeOfPath } from './i18n/locale';
import { PageNavigation } from './navigation';
import { startPage } from './start';
import { ViewPage } from './viewer/ViewPage';

await startPage(localeOfPath(location.pathname), (queryClient) => (
  <QueryClientProvider client={queryClient}>
    <PageNavigation>
      <Layout>
        <ViewPage configKey={viewPathKey(location.pathname)} />
      </Layout>
    </PageNavigation>
    {null}
  </QueryClientProvider>
));
