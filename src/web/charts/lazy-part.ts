/**
 * A component whose code loads when it is first drawn (React.lazy), and which can be loaded ahead:
 * a page the server rendered loads the parts it holds before it hydrates. A lazy part always
 * waits a moment, even when its code is in; and a part still waiting when the page updates (its
 * measured width, for one) is drawn again from its boundary's fallback: the loading state in
 * place of the server's drawing, and the page below it jumps.
 */
import { createElement, lazy, useState, type ComponentType } from 'react';

export const lazyPart = <P extends object>(load: () => Promise<ComponentType<P>>) => {
  let loaded: ComponentType<P> | undefined;
  const preload = () => load().then((component) => (loaded = component));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  const Part = (props: P) => {
    // Each drawing keeps the kind it started with: a switch would mount the part again.
    const [type] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(type, props);
  };
  return Object.assign(Part, { preload });
};
