/**
 * What differs between the page the server rendered and the browser's (issue 30): the server
 * knows no window, so while the browser hydrates its page the first render takes the server's
 * values too, and then its own. A page the browser renders alone takes its own at once.
 */
import { createContext, useContext, useEffect, useState } from 'react';
import { SERVER_STATE_ID, SERVER_VIEWPORT_WIDTH, type ChartPlace, type ServerState } from '../domain/viewer/server-state';

let serverState: ServerState | undefined;
/** The state the server rendered the page with, if it did (read once). */
export const readServerState = (): ServerState | undefined => {
  const text = serverState ? undefined : document.getElementById(SERVER_STATE_ID)?.textContent;
  if (text) serverState = JSON.parse(text) as ServerState;
  return serverState;
};

/**
 * The viewport width a page is rendered for: on the server the request's (server/render/view-html.tsx
 * provides it), in the browser the server's page's while it hydrates.
 */
export const ServerViewport = createContext(
  typeof document === 'undefined' ? SERVER_VIEWPORT_WIDTH : (readServerState()?.viewportWidth ?? SERVER_VIEWPORT_WIDTH),
);

/** Where the charts below sit (a dashboard's blocks tell): their width is guessed from it until measured. */
export const ChartPlaceContext = createContext<ChartPlace>('page');

/** Whether the view below is the embed page's (its content unpadded): the widths guessed before measuring follow it. */
export const EmbedPageContext = createContext(false);

/** Whether the browser is hydrating the server's page (startApp): components it hydrates render as on the server first. */
let hydrating = false;

/**
 * False on the server and in the first render of what the browser hydrates; true from then on, and
 * at once for what it renders alone. Its own state, not useSyncExternalStore's server snapshot,
 * which preact/compat (the published chart's page) never reads: it would draw the browser's values
 * into the server's markup while it hydrates.
 */
export const useHydrated = () => {
  const [hydrated, setHydrated] = useState(() => typeof document !== 'undefined' && !hydrating);
  useEffect(() => {
    if (!hydrated) setHydrated(true);
  }, [hydrated]);
  return hydrated;
};

/** The viewport's width, read at each render (as the chart's width changes: useWidth); the server's while hydrating. */
export const useViewportWidth = () => {
  const server = useContext(ServerViewport);
  return useHydrated() ? window.innerWidth : server;
};

/** The attribute on the app's root once its framework has taken over every element of the server's page (or drawn its own): tests and scripts wait for it. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * A control the visitor changed on the server's page before it hydrated (its scripts still on
 * their way), and what they chose: the framework hydrates the server's values, so the choice is put
 * back on the server's value first, then made again once the framework listens (replayChoices).
 */
type EarlyChoice = { select: HTMLSelectElement; values: string[] } | { toggle: HTMLInputElement } | { input: HTMLInputElement; value: string };

const TOGGLES = new Set(['checkbox', 'radio']);

/** The choices made in `root` before hydration; each control is set back to what the server sent (its default). */
export const takeEarlyChoices = (root: Element): EarlyChoice[] => {
  const choices: EarlyChoice[] = [];
  for (const control of root.querySelectorAll<HTMLSelectElement | HTMLInputElement>('select, input')) {
    if (control.disabled) continue;
    if (control instanceof HTMLSelectElement) {
      const options = [...control.options];
      if (options.every((option) => option.selected === option.defaultSelected)) continue;
      choices.push({ select: control, values: options.filter((option) => option.selected).map((option) => option.value) });
      for (const option of options) option.selected = option.defaultSelected;
    } else if (TOGGLES.has(control.type)) {
      if (control.checked === control.defaultChecked) continue;
      // A radio group's choice is the radio checked: the one unchecked by it follows.
      if (control.type === 'checkbox' || control.checked) choices.push({ toggle: control });
      control.checked = control.defaultChecked;
    } else if (control.value !== control.defaultValue) {
      choices.push({ input: control, value: control.value });
      control.value = control.defaultValue;
    }
  }
  return choices;
};

/** Makes the choices again as the visitor's events would, on the controls still in the page: the framework's handlers take them in. */
export const replayChoices = (choices: EarlyChoice[]) => {
  // The prototype's setter: a framework's own on the element (React's) would take the value as set by it, not as the visitor's.
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  // From the bottom up: a control above (a data filter) redraws what is below it (the legend, until its data comes), never the other way.
  for (const choice of choices.toReversed()) {
    if ('select' in choice) {
      if (!choice.select.isConnected) continue;
      for (const option of choice.select.options) option.selected = choice.values.includes(option.value);
      choice.select.dispatchEvent(new Event('change', { bubbles: true }));
    } else if ('toggle' in choice) {
      if (choice.toggle.isConnected) choice.toggle.click();
    } else if (choice.input.isConnected) {
      setValue.call(choice.input, choice.value);
      choice.input.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
};

/**
 * How the framework that hydrates the server's pages (Preact: preact-claims.ts) tells whether it
 * holds an element, and whether an element's content is markup it set as a whole
 * (dangerouslySetInnerHTML: a map's SVG), which it never holds element by element.
 */
export type Claims = { held: (element: Element) => boolean; setMarkup: (element: Element) => boolean };

const inSetMarkup = (claims: Claims, element: Element) => {
  for (let parent = element.parentElement; parent; parent = parent.parentElement) if (claims.held(parent)) return claims.setMarkup(parent);
  return false;
};

/**
 * Resolves once the framework holds every element of `elements` still in the page (a part
 * hydrates when its code has come: a lazy dashboard, table or map) and `root` has content.
 */
const whenClaimed = (root: Element, elements: Element[], claims: Claims) =>
  new Promise<void>((resolve) => {
    let waiting = elements;
    const check = () => {
      waiting = waiting.filter((element) => element.isConnected && !claims.held(element) && !inSetMarkup(claims, element));
      if (!waiting.length && root.firstElementChild && claims.held(root.firstElementChild)) resolve();
      else setTimeout(check, 16);
    };
    check();
  });

/** Resolves once `root` has content (a page the browser renders alone). */
const whenRendered = (root: Element) =>
  new Promise<void>((resolve) => {
    const check = () => (root.firstElementChild ? resolve() : setTimeout(check, 16));
    check();
  });

/**
 * Hydrates the server's page in `root` with `hydrate`, the framework telling what it holds by
 * `claims`, or renders the page with `render` when the server did not; then makes again the choices
 * the visitor made on the server's page before, and marks the root HYDRATED_ATTRIBUTE.
 */
export const startApp = async (root: HTMLElement, start: { hydrate: () => void; claims: Claims } | { render: () => void }) => {
  if ('render' in start) {
    start.render();
    await whenRendered(root);
  } else {
    const served = [...root.querySelectorAll('*')];
    const choices = takeEarlyChoices(root);
    hydrating = true;
    start.hydrate();
    await whenClaimed(root, served, start.claims);
    hydrating = false;
    replayChoices(choices);
  }
  root.setAttribute(HYDRATED_ATTRIBUTE, '');
};
