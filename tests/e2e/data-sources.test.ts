/**
 * Configs of the production tool in the browser (issue 28, item 9). A chart whose source this
 * site does not serve tells its visitor so in one sentence of their language, in the chart, the
 * downloads and the metadata panel, on the view page and in the embed; a 1.x config given whole
 * to /create/new?state= opens and draws as the server's migration of it does.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createAgent } from '../support/agent';
import { withBrowserApp } from '../support/browser-app';
import { expectAccessiblePage } from '../support/configurator';
import { hasSharedCubes, SHARED_CUBES } from '../support/server';
import { waitForHydration } from '../support/view';

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
    await waitForHydration(page);
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

  /** Opens a config given whole to /create/new?state=: the configurator takes it under a draft id, or says why not. */
  const openState = async (config: unknown) => {
    const { page, errors } = await open(`/en/create/new?${new URLSearchParams({ state: JSON.stringify(config) })}`);
    const opened = page.waitForURL(/\/create\/[A-Za-z0-9]{12}$/, { timeout: 60_000 }).then(() => undefined);
    // The configurator's refusal of the config itself (a source it cannot read is said otherwise).
    const refusedAlert = page.getByRole('alert').filter({ hasText: 'could not be loaded' }).first();
    const refused = refusedAlert.waitFor({ timeout: 60_000 }).then(() => refusedAlert.textContent());
    return { page, errors, refusal: await Promise.race([opened, refused]) };
  };

  it.each([
    ['column-1.2.0-forest-enterprises-stacked-by-zone', 'column', 'rect.bar'],
    ['line-1.4.2-wood-production-over-years', 'line', 'path.line'],
    ['pie-1.2.0-enterprises-by-size-class', 'pie', 'path.slice'],
    ['map-1.0.0-enterprises-by-canton', 'map', ''],
    ['table-1.2.0-enterprises-by-canton-and-year', 'table', ''],
  ])(
    '%s given to /create/new?state= opens with the ids the server gives it, and its preview draws without an error',
    async (name, type, marks) => {
      const { page, errors, refusal } = await openState(oldConfig(name));
      expect(refusal).toBeUndefined();
      const frame = page.locator('[data-testid="chart-preview"] [data-testid="chart-frame"]');
      await frame.waitFor({ timeout: 60_000 });
      // The marks first: the loading indicator is not there yet either while the preview asks for its data.
      const drawn = frame.locator(`[data-testid="${type}-chart"] ${marks}`);
      if (marks) await drawn.first().waitFor({ timeout: 60_000 });
      await page.waitForFunction(() => !document.querySelector('[data-testid="chart-preview"] .loading'), undefined, { timeout: 60_000 });
      // Refused with "Unknown component" when the browser made other ids than the server.
      expect(await page.getByRole('alert').allTextContents()).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    },
    90_000,
  );

  const FIXTURES = new URL('../../src/domain/config/migrations/fixtures/', import.meta.url);
  const states = readdirSync(FIXTURES).filter((name) => name.startsWith('state-'));

  it.each(states)(
    '%s is accepted by the server and opens through ?state=; a LINDAS source is said not to be served',
    async (name) => {
      const config = JSON.parse(readFileSync(new URL(name, FIXTURES), 'utf8'));
      const created = await createAgent(session.app.url).post('/api/config-create', { data: config, published_state: 'DRAFT' });
      expect(created.status, created.body.message).toBe(200);
      const url: string = (await createAgent(session.app.url).get(`/api/config/${created.body.data.key}`)).body.data.data.dataSource.url;
      const { page, errors, refusal } = await openState(config);
      expect(refusal).toBeUndefined();
      if (url.startsWith('https://')) {
        // Every one of them names a LINDAS address: the configurator says which, in words.
        const alert = page.getByRole('alert').first();
        await alert.waitFor({ timeout: 60_000 });
        expect(await alert.textContent()).toBe(`This chart's data comes from LINDAS (${url}), which this site does not serve.`);
      }
      expect(errors).toEqual([]);
      await page.close();
    },
    90_000,
  );
});
