/**
 * Focus on a page change: the new page's main heading takes the focus (tabIndex -1), so a screen
 * reader reads it and the next Tab starts from there, instead of the focus falling to <body>; and
 * the change is announced in a live region, for readers that do not read a focused heading.
 * Not on the first load, and not on changes within a page (see domain `isPageChange`).
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation } from '../navigation';
import { isPageChange } from '../../domain/navigation/page';

/**
 * The page's main heading: its h1, else, once nothing on the page says it is loading, its first
 * h2 (a published chart's title; embed mode has no h1).
 */
const headingIn = (main: HTMLElement) =>
  main.querySelector<HTMLElement>('h1') ?? (main.querySelector('[role=status]') ? null : main.querySelector<HTMLElement>('h2'));

/** The heading focused, or null while the page has none yet. */
const focusHeading = (main: HTMLElement) => {
  const heading = headingIn(main);
  if (!heading) return null;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus();
  return heading;
};

/**
 * Focuses the page's heading once it shows, and the new one when it is drawn again (its data came)
 * and the old one's focus fell to <body>, until the reader moves on: focuses something else, or
 * points. Answers how to stop waiting.
 */
const focusOnArrival = (main: HTMLElement, onArrive: (title: string) => void) => {
  const before = document.activeElement;
  let heading: HTMLElement | null = null;
  const movedOn = () => {
    const active = document.activeElement;
    return !!active && active !== document.body && active !== before && active !== heading;
  };
  const arrive = () => {
    heading = focusHeading(main);
    if (heading) onArrive(heading.textContent?.trim() ?? '');
  };
  const observer = new MutationObserver(() => {
    if (movedOn()) stop();
    else if (!heading?.isConnected) arrive();
  });
  const stop = () => {
    observer.disconnect();
    document.removeEventListener('pointerdown', stop);
  };
  arrive();
  observer.observe(main, { childList: true, subtree: true });
  document.addEventListener('pointerdown', stop);
  return stop;
};

/**
 * Moves the focus on page changes; answers the title of the page arrived at, for a live region.
 * A change within the page (its address rewritten while it loads) does not stop the wait.
 */
export const useRouteFocus = (mainId: string) => {
  const location = useLocation();
  const previous = useRef(location);
  const stopWaiting = useRef<() => void>(undefined);
  const [arrived, setArrived] = useState('');
  useEffect(() => {
    const from = previous.current;
    previous.current = location;
    if (!isPageChange(from, location)) return;
    stopWaiting.current?.();
    const main = document.getElementById(mainId);
    stopWaiting.current = main ? focusOnArrival(main, setArrived) : undefined;
  }, [location, mainId]);
  useEffect(() => () => stopWaiting.current?.(), []);
  return arrived;
};
