/**
 * The state of a dataset browser (filters, search, drafts, order, selected dataset). The page
 * variant keeps it in the URL and moves with links; the drawer variant keeps it in React state
 * and moves with buttons (its navigation links are disabled).
 */
import { createContext, useContext, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { browseUrl, parseBrowseParams, type BrowseParams } from '../../domain/browse/params';
import { isPageChange } from '../../domain/navigation/page';
import { isLocale, useLocalePath } from '../i18n/locale';

export type BrowseState = {
  params: BrowseParams;
  /** Moves to another state (embed mode is kept). */
  go: (target: BrowseParams, options?: { replace?: boolean }) => void;
  /** Merges a change into the latest state; `replace` keeps typing out of the history. */
  update: (change: Partial<BrowseParams>, options?: { replace?: boolean }) => void;
  /** The URL of a state; undefined in the drawer, whose links are disabled. */
  href?: (target: BrowseParams) => string;
};

/** The path below /browse of a location: `/en/browse/theme/x` → `theme/x`. */
const browsePathOf = (pathname: string) => {
  const segments = pathname.split('/').slice(1);
  return segments.slice(isLocale(segments[0]) ? 2 : 1).join('/');
};

/** The browse state an address shows; throws BrowsePathError for an unknown filter route. */
export const browseParamsAt = (pathname: string, search: string) => parseBrowseParams(browsePathOf(pathname), new URLSearchParams(search));

export const useUrlBrowseState = (params: BrowseParams): BrowseState => {
  const navigate = useNavigate();
  const to = useLocalePath();
  const href = (target: BrowseParams) => to(browseUrl({ ...target, odsiframe: params.odsiframe }));
  const go: BrowseState['go'] = (target, options) => navigate(href(target), options);
  // Delayed updates (the typed search, the drafts re-submit) merge into the address of their time:
  // while a navigation renders, it is ahead of the page shown. One made for a page the visitor has
  // left since (a result chosen before the typed search was sent) is dropped: it would take them
  // back to the list.
  const location = useLocation();
  const rendered = useRef(location);
  useLayoutEffect(() => {
    rendered.current = location;
  }, [location]);
  const update: BrowseState['update'] = (change, options) => {
    const { pathname, search } = window.location;
    if (isPageChange(rendered.current, { pathname, search })) return;
    go({ ...browseParamsAt(pathname, search), ...change }, options);
  };
  return { params, go, update, href };
};

export const useLocalBrowseState = (): BrowseState => {
  const [params, setParams] = useState<BrowseParams>({ filters: [] });
  // Delayed updates merge into the state of their time, not of their render.
  const latest = useRef(params);
  latest.current = params;
  const go: BrowseState['go'] = (target) => setParams(target);
  return { params, go, update: (change, options) => go({ ...latest.current, ...change }, options) };
};

const BrowseContext = createContext<BrowseState | undefined>(undefined);
export const BrowseStateProvider = BrowseContext.Provider;

export const useBrowseState = () => {
  const state = useContext(BrowseContext);
  if (!state) throw new Error('useBrowseState needs a BrowseStateProvider');
  return state;
};

type BrowseLinkProps = {
  target: BrowseParams;
  className?: string;
  title?: string;
  children: ReactNode;
  'aria-label'?: string;
  'aria-current'?: 'page';
  'data-testid'?: string;
};

/** A link to another browse state, or in the drawer a button that moves there. */
export const BrowseLink = ({ target, ...props }: BrowseLinkProps) => {
  const { href, go } = useBrowseState();
  return href ? (
    <Link to={href(target)} {...props} />
  ) : (
    <button type="button" {...props} className={`link-button ${props.className ?? ''}`} onClick={() => go(target)} />
  );
};
