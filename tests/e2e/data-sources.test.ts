/**
 * Configs of the production tool in the browser (issue 28, item 9). A chart whose source this
 * site does not serve tells its visitor so in one sentence of their language, in the chart, the
 * downloads and the metadata panel, on the view page and in the embed; a 1.x config given whole
 * to /create/new?state= opens and draws as the server's migration of it does.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createAgent } from '../support/agent';
import { withBrowserApp } from '../support/browser-app';
import { expectAccessiblePage } from '../support/configurator';
import { hasSharedCubes, SHARED_CUBES } from '../support/server';

const oldConfig = (name: string) => JSON.parse(readFileSync(new URL(`../fixtures/configs/${name}.json`, import.meta.url), 'utf8'));
const COLUMN = 'column-1.2.0-forest-enterprises-stacked-by-zone';

describe.skipIf(!hasSharedCubes)('configs of the production tool', () => {
  const session = withBrowserApp({ DATA_DIR: SHARED_CUBES });

  /** Publishes the 1.x column config on `url` (migrated by config-create) and answers its key. */
  const publishOn = async (url: string) => {
    const { status, body } = await createAgent(session.app.url).post('/api/config-create', {
      data: { ...oldConfig(COLUMN), dataSource: { type: 'sparql', url } },
      published_state: 'PUBLISHED',
    });
    expect(status, body.message).toBe(200);
    return body.data.key as string;
  };

  const open = async (path: string) => {
    const page = await session.browser.newPage({ viewport: { width: 1100, height: 1000 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${session.app.url}${path}`);
    return { page, errors };
  };

  const chartAlert = (page: Page) => page.locator('[data-testid="chart-frame"] [role="alert"]');

  it('a chart of LINDAS says, in the chart, the downloads and the metadata panel, that this site does not serve it', async () => {
    const source = 'https://cached.lindas.admin.ch/query';
    const sentence = `This chart's data comes from LINDAS (${source}), which this site does not serve.`;
    const key = await publishOn(source);
    const { page, errors } = await open(`/en/v/${key}`);
    await chartAlert(page).waitFor({ timeout: 30_000 });
    expect(await chartAlert(page).textContent()).toBe(sentence);
    expect(await page.locator('.chart-title').textContent()).toBe('Forest enterprises by forest zone');

    await page.getByTestId('download-button').click();
    expect(await page.getByTestId('download-unavailable').textContent()).toBe(sentence);
    // No choice that cannot work: the menu holds the sentence alone.
    expect(await page.getByTestId('download-button-panel').locator('button').count()).toBe(0);
    await page.keyboard.press('Escape');

    await page.getByTestId('metadata-button').click();
    const panel = page.getByTestId('view-metadata-general').getByRole('alert');
    await panel.waitFor();
    expect(await panel.textContent()).toBe(sentence);
    expect(await page.locator('body').textContent()).not.toContain('/api/data/sources');
    await page.screenshot({ path: '/tmp/h-sources-shots/unserved-view-1100.png' });
    await expectAccessiblePage(page);
    expect(errors).toEqual([]);
    await page.close();
  });

  it.each([
    [
      'de',
      'Die Daten dieses Diagramms stammen aus LINDAS INT (https://lindas-cached.int.cluster.ldbar.ch/query), einer Quelle, die diese Website nicht anbietet.',
    ],
    ['fr', 'Les données de ce graphique proviennent de LINDAS INT (https://lindas-cached.int.cluster.ldbar.ch/query), une source que ce site ne propose pas.'],
    [
      'it',
      'I dati di questo grafico provengono da LINDAS INT (https://lindas-cached.int.cluster.ldbar.ch/query), una fonte che questo sito non mette a disposizione.',
    ],
  ])('the embed says it in the visitor’s language (%s)', async (locale, sentence) => {
    const key = await publishOn('https://lindas-cached.int.cluster.ldbar.ch/query');
    const { page, errors } = await open(`/${locale}/embed/${key}`);
    await chartAlert(page).waitFor({ timeout: 30_000 });
    expect(await chartAlert(page).textContent()).toBe(sentence);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a 1.x config given to /create/new?state= opens and draws with the ids the server gives it', async () => {
    const state = JSON.stringify(oldConfig(COLUMN));
    const { page, errors } = await open(`/en/create/new?${new URLSearchParams({ state })}`);
    const bars = page.locator('[data-testid="chart-preview"] [data-testid="column-chart"] rect.bar');
    // Drawn, or refused ("Unknown component" when the browser made other ids than the server).
    await bars.first().or(page.getByRole('alert')).first().waitFor({ timeout: 60_000 });
    expect(await page.getByRole('alert').allTextContents()).toEqual([]);
    expect(await bars.count()).toBeGreaterThan(0);
    await page.screenshot({ path: '/tmp/h-sources-shots/state-param-1100.png' });
    expect(errors).toEqual([]);
    await page.close();
  }, 90_000);
});
