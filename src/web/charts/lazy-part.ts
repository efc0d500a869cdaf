/**
 * A component whose code loads when it is first drawn (React.lazy), and which can be loaded ahead:
 * a page the server rendered loads the parts it holds before it hydrates. A lazy part always
 * waits a moment, even when its code is in; and a part still waiting when the page updates (its
 * measured width, for one) is drawn again from its boundary's fallback: the loading state in
 * place of the server's drawing, and the page below it jumps. Preact, which hydrates the
 * published chart's page, keeps only the first element of a part that waits while it hydrates.
 *
 * Each part is named by its source module (from src/web, as the build's manifest names its chunk):
 * a server render notes the parts it drew (DrawnParts), links their chunks in the page's head and
 * names them in its state; the browser loads them (preloadParts) before it hydrates.
 */
import { createContext, createElement, lazy, useContext, useState, type ComponentType } from 'react';

/** Where a server render notes the parts it drew (server/render/view-html.tsx provides it). */
export const DrawnParts = createContext<Set<string> | undefined>(undefined);

const preloads = new Map<string, () => Promise<unknown>>();

export const lazyPart = <P extends object>(module: string, load: () => Promise<ComponentType<P>>) => {
  let loaded: ComponentType<P> | undefined;
  const preload = () => load().then((component) => (loaded = component));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  const Part = (props: P) => {
    useContext(DrawnParts)?.add(module);
    // Each drawing keeps the kind it started with: a switch would mount the part again.
    const [type] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(type, props);
  };
  preloads.set(module, preload);
  return Part;
};

/**
 * Loads the code of these parts, and of those among them that a part loaded defines (a
 * dashboard's canvas); a part that fails to load is drawn when its code comes, as any lazy one.
 */
export const preloadParts = async (modules: string[]) => {
  const started = new Set<string>();
  for (;;) {
    const ready = modules.filter((module) => !started.has(module) && preloads.has(module));
    if (!ready.length) return;
    for (const module of ready) started.add(module);
    await Promise.all(ready.map((module) => preloads.get(module)!().catch(() => undefined)));
  }
};
