/** The browser benches' redraw measure. */
import type { Page } from 'playwright-core';

/** Time from a change to the frame after the chart's marks changed count. */
export const redraw = (page: Page, selector: string, change: () => Promise<void>) =>
  page
    .evaluate((selector) => {
      const before = document.querySelectorAll(selector).length;
      (window as any).__redraw = new Promise<number>((resolve) => {
        const started = performance.now();
        const observer = new MutationObserver(() => {
          if (document.querySelectorAll(selector).length === before) return;
          observer.disconnect();
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - started)));
        });
        observer.observe(document.body, { childList: true, subtree: true });
      });
    }, selector)
    .then(change)
    .then(() => page.evaluate(() => (window as any).__redraw as Promise<number>));
