/** The width of an element, following resizes (debounced: spec 002 §9, 500 ms). */
import { useEffect, useRef, useState } from 'react';

export const RESIZE_DEBOUNCE_MS = 500;

export const useWidth = <T extends HTMLElement>(initial = 640) => {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(initial);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
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
  }, [initial]);
  return [ref, width] as const;
};
