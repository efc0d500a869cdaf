/**
 * The width of an element, following resizes (debounced: spec 002 §9, 500 ms). Measured as soon
 * as the element is in the page, before it is painted: a callback ref, as the element can come
 * after the component (a chart's frame while it loads; a part of the server's page hydrating later).
 */
import { useCallback, useState } from 'react';

export const RESIZE_DEBOUNCE_MS = 500;

export const useWidth = <T extends HTMLElement>(initial = 640) => {
  const [width, setWidth] = useState(initial);
  const ref = useCallback(
    (element: T | null) => {
      if (!element) return undefined;
      setWidth(element.clientWidth || initial);
      let timer: ReturnType<typeof setTimeout> | undefined;
      const observer = new ResizeObserver(() => {
        clearTimeout(timer);
        timer = setTimeout(() => setWidth(element.clientWidth || initial), RESIZE_DEBOUNCE_MS);
      });
      observer.observe(element);
      return () => {
        clearTimeout(timer);
        observer.disconnect();
      };
    },
    [initial],
  );
  return [ref, width] as const;
};
