/**
 * The web app in the browser: the routes (routes.tsx) on the browser's history, with the page's
 * query cache. A declarative router, not the data router the server renders with: no route has a
 * loader, action or error element, so both render the same tree, and the data router's engine
 * (16 KiB gzipped) stays out of every page (issue 30). The server's router has a second child (its
 * hydration script, none here): the `{null}` beside this one keeps useId's ids the same on both.
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
    {null}
  </QueryClientProvider>
);
