/**
 * The tree of a published chart's page (issue 30), one definition for the server that renders it
 * (server/render/view-html.tsx) and the browser that hydrates it (view-main.tsx): the layout around
 * the view page, at the page's address, without the app's router. Both run it on Preact (vite.view.config.ts),
 * whose useId counts the ids in the order of the render: the same tree on both gives the same ids.
 */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { viewPathKey } from '../domain/viewer/embed';
import { Layout } from './components/Layout';
import { PageNavigation, type Place } from './navigation';
import { ViewPage } from './viewer/ViewPage';

export const ViewRoot = ({ queryClient, place }: { queryClient: QueryClient; place: Place }) => (
  <QueryClientProvider client={queryClient}>
    <PageNavigation initial={place}>
      <Layout>
        <ViewPage configKey={viewPathKey(place.pathname)} />
      </Layout>
    </PageNavigation>
  </QueryClientProvider>
);
