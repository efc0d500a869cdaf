/**
 * Embed mode (spec 000 §1, §7): inside an iframe the page posts `{type, height}` to its parent
 * window whenever its height changes, so the host can size the iframe to it.
 */
import { useEffect } from 'react';
import { EMBED_RESIZE_MESSAGE } from '../domain/viewer/embed';

/** The `type` of the height message (the spec leaves its value open); the embed code's script checks it. */
export { EMBED_RESIZE_MESSAGE };

export const useEmbedHeight = (enabled: boolean) => {
  useEffect(() => {
    if (!enabled || window.parent === window) return;
    let posted: number | undefined;
    // <html> is as high as its content (nothing sets its height), whatever the iframe's size.
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      const height = Math.ceil(root.getBoundingClientRect().height);
      if (height === posted) return;
      posted = height;
      window.parent.postMessage({ type: EMBED_RESIZE_MESSAGE, height }, '*');
    });
    observer.observe(root);
    return () => observer.disconnect();
  }, [enabled]);
};
