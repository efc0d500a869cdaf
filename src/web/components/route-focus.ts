/**
 * Focus on a page change: the new page's main heading takes the focus (tabIndex -1), so a screen
 * reader reads it and the next Tab starts from there, instead of the focus falling to <body>; and
 * the change is announced in a live region, for readers that do not read a focused heading.
 * Not on the first load, and not on changes within a page (see domain `isPageChange`).
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation } from '../navigation';
import { isPageChange } from '../../domain/navigation/page';

/** How long a page may take to show its heading (a lazy chunk, then its data). */
const WAIT_MS = 15_000;

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

/** Moves the focus on page changes; answers the title of the page arrived at, for a live region. */
export const useRouteFocus = (mainId: string) => {
  const location = useLocation();
  const previous = useRef(location);
  const [arrived, setArrived] = useState('');
  useEffect(() => {
    const from = previous.current;
    previous.current = location;
    if (!isPageChange(from, location)) return;
    const main = document.getElementById(mainId);
    if (!main) return;
    const arrive = () => {
      const heading = focusHeading(main);
      if (heading) setArrived(heading.textContent?.trim() ?? '');
      return heading;
    };
    // The page may still be loading: wait for its heading to appear. A heading focused then
    // replaced (the page drawn again once its data came) has lost the focus to <body>: the new one
    // takes it, unless the reader has moved on.
    let heading = arrive();
    const observer = new MutationObserver(() => {
      if (heading?.isConnected || (heading && document.activeElement !== document.body)) return;
      heading = arrive();
    });
    const timer = setTimeout(() => stop(), WAIT_MS);
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
    };
    observer.observe(main, { childList: true, subtree: true });
    return stop;
  }, [location, mainId]);
  return arrived;
};
