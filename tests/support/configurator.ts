/** Steps of an authoring session in the configurator, shared by the browser tests. */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { axeViolations, describeViolations } from './axe';

/** Opens the configurator on a cube and waits for the preview's first marks. */
export const createOnCube = async (page: Page, baseUrl: string, cubeIri: string, locale = 'en') => {
  await page.goto(`${baseUrl}/${locale}/create/new?${new URLSearchParams({ cube: cubeIri })}`);
  await page.waitForSelector('[data-testid="chart-preview"] figure.chart svg', { state: 'attached', timeout: 30_000 });
};

/** Opens a field's panel (a row of the chart options), unless it is open already. */
export const openField = async (page: Page, field: string) => {
  const row = page.getByTestId(`field-row-${field}`);
  if ((await row.getAttribute('aria-expanded')) !== 'true') await row.click();
  await page.waitForSelector('#field-panel-title');
};

/** Chooses the component a field shows, by its label. */
export const chooseComponent = async (page: Page, field: string, label: string) => {
  await openField(page, field);
  await page.getByTestId(`field-${field}`).selectOption({ label });
};

/** Publishes (through the layout step when there are several charts) and returns the new key. */
export const publish = async (page: Page) => {
  if (await page.getByTestId('layout').count()) await page.getByTestId('layout').click();
  await page.getByTestId('publish').click();
  await page.waitForURL(/\/v\/[A-Za-z0-9]{12}(\?.*)?$/, { timeout: 30_000 });
  return new URL(page.url()).pathname.split('/').pop()!;
};

/** The page as it is now (configurator, its open panel or dialog, the chart) passes the WCAG 2.1 A/AA rules. */
export const expectAccessiblePage = async (page: Page) => {
  const violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
};

/**
 * Moves a sortable item one place with the keyboard, as dnd-kit's keyboard sensor has it: lifted
 * by its handle with Space, moved by `key`, dropped with Space. Each step waits for what it does
 * (the handle pressed, the move announced, the handle released): dnd-kit measures the items
 * between key presses, and a loaded machine took more than a fixed pause.
 */
export const moveByKeyboard = async (page: Page, handle: Locator, key: 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight') => {
  const announced = () => page.locator('[id^="DndLiveRegion"]').allTextContents();
  // Mid-screen: dnd-kit found no place below an item whose neighbour sat at the viewport's bottom edge.
  await handle.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await handle.focus();
  await page.keyboard.press('Space');
  await expect.poll(() => handle.getAttribute('aria-pressed')).toBe('true');
  const lifted = await announced();
  // A key pressed before dnd-kit has measured the items after the lift is lost: pressed again until the move is announced.
  for (let tries = 1; ; tries++) {
    await page.keyboard.press(key);
    try {
      await expect.poll(announced, { timeout: 1_000 }).not.toEqual(lifted);
      break;
    } catch (error) {
      if (tries === 5) throw error;
    }
  }
  await page.keyboard.press('Space');
  await expect.poll(() => handle.getAttribute('aria-pressed')).toBeNull();
};
