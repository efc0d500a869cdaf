/** Steps of an authoring session in the configurator, shared by the browser tests. */
import type { Page } from 'playwright-core';
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
