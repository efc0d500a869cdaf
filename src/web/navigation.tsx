/**
 * The address as the parts of a published chart's page read and change it (the layout, the view,
 * the account links, the locale): from a context, not from the router, so that the view's own
 * entry (view-main.tsx) runs them without it (issue 30: the router is 13 KiB gzipped). The app's
 * router provides it (routes.tsx); the view's page provides it from the browser's history, and
 * loads any other page as a new page.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type AnchorHTMLAttributes, type ReactNode } from 'react';

export type Place = { pathname: string; search: string; hash: string };
export type Navigate = (to: string, options?: { replace?: boolean }) => void;
type Navigation = { location: Place; navigate: Navigate };

const NavigationContext = createContext<Navigation | undefined>(undefined);

/** Provides the address and the way to change it to the parts below. */
export const NavigationProvider = NavigationContext.Provider;

const useNavigation = () => {
  const navigation = useContext(NavigationContext);
  if (!navigation) throw new Error('No NavigationProvider above this component');
  return navigation;
};

export const useLocation = () => useNavigation().location;
export const useNavigate = () => useNavigation().navigate;

type SearchUpdate = URLSearchParams | ((current: URLSearchParams) => URLSearchParams);

/** The address's query, and a setter that keeps its path (and drops its fragment), as react-router's. */
export const useSearchParams = () => {
  const { location, navigate } = useNavigation();
  const { pathname, search } = location;
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (update: SearchUpdate, options?: { replace?: boolean }) => {
      const next = (typeof update === 'function' ? update(new URLSearchParams(search)) : update).toString();
      navigate(`${pathname}${next ? `?${next}` : ''}`, options);
    },
    [pathname, search, navigate],
  );
  return [params, setParams] as const;
};

/** A link within the site: a plain click goes through `navigate` (the same address again replaces it); any other (new tab, modifier keys) is the browser's. */
export const Link = ({ to, onClick, ...props }: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string }) => {
  const { location, navigate } = useNavigation();
  return (
    <a
      {...props}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        const plain = event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
        if (event.defaultPrevented || !plain || (props.target && props.target !== '_self')) return;
        event.preventDefault();
        navigate(to, { replace: to === `${location.pathname}${location.search}${location.hash}` });
      }}
    />
  );
};

/** The browser's address. */
export const currentPlace = (): Place => ({ pathname: window.location.pathname, search: window.location.search, hash: window.location.hash });

/**
 * The address of a page that is the only page its script knows (the published chart's), from
 * `initial` (the browser's, or the request's on the server): a change of its query or fragment
 * is written in the history; another path is loaded as a new page.
 */
export const PageNavigation = ({ initial, children }: { initial: Place; children: ReactNode }) => {
  const [location, setLocation] = useState(initial);
  useEffect(() => {
    const update = () => setLocation(currentPlace());
    window.addEventListener('popstate', update);
    return () => window.removeEventListener('popstate', update);
  }, []);
  const navigate = useCallback<Navigate>((to, options) => {
    const url = new URL(to, window.location.href);
    if (url.origin !== window.location.origin || url.pathname !== window.location.pathname) return window.location.assign(url);
    if (options?.replace) window.history.replaceState(null, '', url);
    else window.history.pushState(null, '', url);
    setLocation(currentPlace());
  }, []);
  const value = useMemo(() => ({ location, navigate }), [location, navigate]);
  return <NavigationProvider value={value}>{children}</NavigationProvider>;
};
