/**
 * Real 1.x configs of the production tool (column, line, pie, map, table), re-pointed to the shared
 * forestry cube, published through config-create (which migrates them to 5.0.0) and opened in
 * headless Chromium: each chart draws from the migrated config. Map and table are being built
 * elsewhere: for those the migrated config loads and the chart frame renders without an error.
 */
import { createAgent } from '../support/agent';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from '../support/axe';
import { withBrowserApp } from '../support/browser-app';
import { hasSharedCubes, SHARED_CUBES } from '../support/server';
import { waitForHydration } from '../support/view';

const oldConfig = (name: string) => JSON.parse(readFileSync(new URL(`../fixtures/configs/${name}.json`, import.meta.url), 'utf8'));

describe.skipIf(!hasSharedCubes)('1.x configs in the browser after migration', () => {
  const session = withBrowserApp({ DATA_DIR: SHARED_CUBES });

  const open = async (name: string, change: (config: any) => void = () => {}) => {
    const config = oldConfig(name);
    change(config);
    const { status, body } = await createAgent(session.app.url).post('/api/config-create', { data: config, published_state: 'PUBLISHED' });
    expect(status, body.message).toBe(200);
    const page = await session.browser.newPage({ viewport: { width: 1100, height: 1000 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${session.app.url}/en/v/${body.data.key}`);
    await waitForHydration(page);
    return { page, errors };
  };

  /** The page as a person sees it (a screenshot to look at), accessible, without script errors. */
  const finish = async (page: Page, errors: string[], name: string) => {
    await page.screenshot({ path: join(tmpdir(), `migrated-${name}.png`) });
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  };

  it.each([
    ['column-1.2.0-forest-enterprises-stacked-by-zone', 'column', 'rect.bar', 'Forest enterprises by forest zone'],
    ['line-1.4.2-wood-production-over-years', 'line', 'path.line', 'Wood production'],
    ['pie-1.2.0-enterprises-by-size-class', 'pie', 'path.slice', 'Forest enterprises by size class'],
  ])('%s draws as a %s chart', async (name, type, marks, title) => {
    const { page, errors } = await open(name);
    await page.waitForSelector(`[data-testid="${type}-chart"] ${marks}`, { timeout: 30_000 });
    expect(await page.locator(`[data-testid="${type}-chart"] ${marks}`).count()).toBeGreaterThan(0);
    expect(await page.locator('.chart-title').textContent()).toBe(title);
    expect(await page.locator('[data-testid="chart-frame"] [role="alert"]').count()).toBe(0);
    await finish(page, errors, name);
  });

  it('column: the stacked segments are the five forest zones, in the colours the 1.x config gave them', async () => {
    const { page } = await open('column-1.2.0-forest-enterprises-stacked-by-zone');
    await page.waitForSelector('[data-testid="column-chart"] rect.bar', { timeout: 30_000 });
    const fills = await page.$$eval('[data-testid="column-chart"] rect.bar', (bars) => [...new Set(bars.map((b) => b.getAttribute('fill')))].sort());
    expect(fills).toEqual(['#1f77b4', '#2ca02c', '#9467bd', '#d62728', '#ff7f0e']);
    // The size class is saved as a versioned IRI: the line of fixed filters still names it.
    expect(await page.getByTestId('chart-filters').textContent()).toMatch(/Grössenklasse: /);
    await page.close();
  });

  it.each([
    ['map-1.0.0-enterprises-by-canton', 'Forest enterprises by canton'],
    ['table-1.2.0-enterprises-by-canton-and-year', 'Forest enterprises and forest area'],
  ])('%s loads and its chart frame renders without an error', async (name, title) => {
    const { page, errors } = await open(name);
    await page.waitForSelector('[data-testid="chart-frame"]', { timeout: 30_000 });
    // Drawn or not yet: the frame is there, and says nothing failed.
    await page.waitForFunction(() => !document.querySelector('[data-testid="chart-frame"] .loading'), undefined, { timeout: 30_000 });
    expect(await page.locator('[data-testid="chart-frame"] [role="alert"]').count()).toBe(0);
    expect(await page.locator('.page-message').count()).toBe(0);
    const heading = page.locator('.chart-title');
    if (await heading.count()) expect(await heading.textContent()).toBe(title);
    await finish(page, errors, name);
  });

  it('an old config of a cube that no longer exists opens, and its chart says the cube was not found', async () => {
    const gone = 'https://ld.admin.ch/cube/fso/px-x-0703010000_999/1';
    const { page, errors } = await open('pie-1.2.0-enterprises-by-size-class', (config) => (config.dataSet = gone));
    const alert = page.locator('[data-testid="chart-frame"] [role="alert"]');
    await alert.waitFor({ timeout: 30_000 });
    expect(await alert.textContent()).toContain(`Cube not found: ${gone}`);
    await finish(page, errors, 'cube-gone');
  });
});
