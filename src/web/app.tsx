/**
 * The web app in the browser: the routes (routes.tsx) on the browser's history, with the page's
 * query cache. A declarative router: no route has a loader, action or error element, and the data
 * router's engine (16 KiB gzipped) stays out of every page (issue 30). The server renders no page
 * of the app (a published chart's page is its own: view-root.tsx).
 */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter, useRoutes } from 'react-router';
import { routes } from './routes';

const Routes = () => useRoutes(routes);

export const App = ({ queryClient }: { queryClient: QueryClient }) => (
  <QueryClientProvider client={queryClient}>
    <BrowserRouter>
      <Routes />
    </BrowserRouter>
  </QueryClientProvider>
);
