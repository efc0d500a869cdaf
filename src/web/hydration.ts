/**
 * What differs between the page the server rendered and the browser's (issue 30): the server
 * knows no window, so while React hydrates its page the browser's first render takes the server's
 * values too, and then its own. A page the browser renders alone takes its own at once.
 */
import { useSyncExternalStore } from 'react';
import { SERVER_STATE_ID, type ServerState } from '../domain/viewer/server-state';

/** The viewport the server draws for: a common desktop's (the chart's minimum height follows it, domain/charts/axes.ts). */
export const SERVER_VIEWPORT_WIDTH = 1280;

const unchanging = () => () => {};

/** False on the server and while the browser hydrates its page; true from then on. */
export const useHydrated = () =>
  useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );

/** The viewport's width, read at each render (as the chart's width changes: useWidth); the server's while hydrating. */
export const useViewportWidth = () =>
  useSyncExternalStore(
    unchanging,
    () => window.innerWidth,
    () => SERVER_VIEWPORT_WIDTH,
  );

/** The state the server rendered the page with, if it did. */
export const readServerState = (): ServerState | undefined => {
  const text = document.getElementById(SERVER_STATE_ID)?.textContent;
  return text ? (JSON.parse(text) as ServerState) : undefined;
};
