/**
 * The elements Preact holds, for the hydration of a published chart's page (hydration.ts): Preact
 * marks none, so each element it has diffed (hydrated or rendered) is noted as it is, through its
 * `diffed` hook, and so is an element whose content it set as markup (dangerouslySetInnerHTML).
 * A part that waits for its code while the page hydrates keeps the server's elements unheld until
 * it hydrates.
 */
import { options, type VNode } from 'preact';
import type { Claims } from './hydration';

const held = new WeakSet<Element>();
const setMarkup = new WeakSet<Element>();

/** A vnode's element: Preact's `_dom`, which its build names `__e`. */
const elementOf = (vnode: VNode) => (vnode as unknown as { __e?: Node | null }).__e;

const diffed = options.diffed;
options.diffed = (vnode) => {
  const element = elementOf(vnode);
  if (typeof vnode.type === 'string' && element instanceof Element) {
    held.add(element);
    if ((vnode.props as { dangerouslySetInnerHTML?: unknown }).dangerouslySetInnerHTML) setMarkup.add(element);
  }
  diffed?.(vnode);
};

export const preactClaims: Claims = { held: (element) => held.has(element), setMarkup: (element) => setMarkup.has(element) };
