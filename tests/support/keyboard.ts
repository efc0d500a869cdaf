/** Reaching and operating controls the way a keyboard user does: Tab, Shift+Tab, arrows. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** A short description of the focused element, for failure messages. */
export const describeFocus = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return el
      ? `${el.tagName.toLowerCase()}[${el.getAttribute('data-testid') ?? el.getAttribute('aria-label') ?? ''}] ${el.textContent?.trim().slice(0, 30) ?? ''}`
      : 'none';
  });

/** Whether the focused element matches a CSS selector (and, if given, has this exact text). */
export const focusIs = (page: Page, selector: string, text?: string) =>
  page.evaluate(
    ([selector, text]) => {
      const el = document.activeElement;
      return !!el && el.matches(selector) && (text === undefined || el.textContent?.trim() === text);
    },
    [selector, text] as const,
  );

/** Presses Tab (or Shift+Tab) until the focus is on the element; fails after `max` presses. */
export const tabTo = async (page: Page, selector: string, { back = false, text, max = 400 }: { back?: boolean; text?: string; max?: number } = {}) => {
  for (let i = 0; i < max; i++) {
    if (await focusIs(page, selector, text)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${selector}${text ? ` "${text}"` : ''} not reached by ${back ? 'Shift+Tab' : 'Tab'}; focus on ${await describeFocus(page)}`);
};
export const testId = (value: string) => `[data-testid="${value}"]`;

/** In the focused select, moves with the arrow keys to the option with this label. */
export const arrowToOption = async (page: Page, label: string) => {
  const steps = await page.evaluate((label) => {
    const select = document.activeElement as HTMLSelectElement;
    const options = [...select.options].filter((o) => !o.disabled);
    return options.findIndex((o) => o.textContent === label) - options.findIndex((o) => o.selected);
  }, label);
  for (let i = 0; i < Math.abs(steps); i++) await page.keyboard.press(steps > 0 ? 'ArrowDown' : 'ArrowUp');
  expect(await page.evaluate(() => (document.activeElement as HTMLSelectElement).selectedOptions[0]?.textContent)).toBe(label);
};

/** Whether the focused element shows its focus: an outline or a box shadow (the app's focus ring). */
export const focusVisible = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return false;
    const style = getComputedStyle(el);
    return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
  });

/**
 * Tabs through the page from its top, `presses` times, and lists the focused elements that show
 * no focus ring; SVG chart marks are left out (they show focus by their stroke).
 */
export const unringedFocusStops = async (page: Page, presses: number) => {
  const unringed = new Set<string>();
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press('Tab');
    // Past the last control the focus leaves for the browser's toolbar (body here): not a stop.
    const skipped = await page.evaluate(() => document.activeElement instanceof SVGElement || document.activeElement === document.body);
    if (!skipped && !(await focusVisible(page))) unringed.add(await describeFocus(page));
  }
  return [...unringed];
};
