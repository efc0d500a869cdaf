/**
 * Routes of the web app (spec 000 §2, 001 §2, 002 §2), each with an optional locale prefix: the
 * browser's router (app.tsx) and the server's renderer (server/render) serve the same tree.
 */
import { lazy, useMemo, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigate, useParams, type RouteObject } from 'react-router';
import { HomePage } from './components/HomePage';
import { Layout } from './components/Layout';
import { NotFound } from './components/NotFound';
import { isLocale } from './i18n/locale';
import { NavigationProvider } from './navigation';

// One chunk per page: a published chart loads neither the configurator nor its schemas. The pages
// that validate with zod load it configured first (zod-jitless), so the published view loads no zod.
const withZod = <T,>(page: () => Promise<T>) => import('./zod-jitless').then(page);
const BrowsePage = lazy(() => withZod(() => import('./browse/BrowsePage')).then((m) => ({ default: m.BrowsePage })));
const ConfiguratorPage = lazy(() => withZod(() => import('./configurator/ConfiguratorPage')).then((m) => ({ default: m.ConfiguratorPage })));
const SignInPage = lazy(() => withZod(() => import('./auth/SignInPage')).then((m) => ({ default: m.SignInPage })));
const MyChartsPage = lazy(() => withZod(() => import('./auth/MyChartsPage')).then((m) => ({ default: m.MyChartsPage })));
const ViewPage = lazy(() => import('./viewer/ViewPage').then((m) => ({ default: m.ViewPage })));
const PreviewPage = lazy(() => withZod(() => import('./viewer/PreviewPage')).then((m) => ({ default: m.PreviewPage })));

const ViewRoute = () => <ViewPage configKey={useParams().key ?? ''} />;

const pages: RouteObject[] = [
  { index: true, element: <HomePage /> },
  // One route for /browse and its filter routes, so that choosing a filter keeps the page (and its search box).
  { path: 'browse/*', element: <BrowsePage /> },
  { path: 'create/:chartId', element: <ConfiguratorPage /> },
  { path: 'v/:key', element: <ViewRoute /> },
  // The published chart for other sites' iframes: the same page without the site's header.
  { path: 'embed/:key', element: <ViewRoute /> },
  // A preview link: the state travels in the fragment and nothing is saved.
  { path: 'preview', element: <PreviewPage /> },
  // Accounts (issue 19).
  { path: 'sign-in', element: <SignInPage mode="sign-in" /> },
  { path: 'sign-up', element: <SignInPage mode="sign-up" /> },
  { path: 'my-charts', element: <MyChartsPage /> },
  { path: '*', element: <NotFound /> },
];

/** The router's address and navigation, as the parts a published chart's page shares read them (navigation.tsx). */
const RouterNavigation = ({ children }: { children: ReactNode }) => {
  const location = useLocation();
  const navigate = useNavigate();
  const value = useMemo(() => ({ location, navigate: (to: string, options?: { replace?: boolean }) => void navigate(to, options) }), [location, navigate]);
  return <NavigationProvider value={value}>{children}</NavigationProvider>;
};

/** A first segment that is not a locale is an unknown route. */
const LocaleGuard = () => (isLocale(useParams().locale) ? <Outlet /> : <NotFound />);

export const routes: RouteObject[] = [
  {
    element: (
      <RouterNavigation>
        <Layout>
          <Outlet />
        </Layout>
      </RouterNavigation>
    ),
    children: [
      { path: '/', children: pages },
      { path: '/:locale', element: <LocaleGuard />, children: pages },
    ],
  },
];
