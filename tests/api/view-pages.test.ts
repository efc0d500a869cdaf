/**
 * Honest statuses of a saved chart's pages through real HTTP (issue 30 item 2): an unknown key
 * answers 404 with a page in the visitor's language; a draft answers with noindex and is not
 * embeddable; a published chart's page carries its title, description and canonical address.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountRoutes } from '../../src/server/api/accounts';
import { validateSavedConfig } from '../../src/server/start';
import { openConfigStore, type ConfigStore } from '../../src/server/store';
import { viewPageRoutes } from '../../src/server/view-pages';
import { WEB_ROOT } from '../../src/server/web';
import { createAgent } from '../support/agent';
import { savedStateFixture } from '../support/fixtures';
import { startServer, type TestServer } from '../support/server';
import { freshConfigStoreDir } from '../support/config-store-template';

let server: TestServer;
let store: ConfigStore;
const keys = { published: '', draft: '' };

beforeAll(async () => {
  store = await openConfigStore({ dataDir: freshConfigStoreDir() });
  server = await startServer({
    files: [],
    webRoot: WEB_ROOT,
    plugins: [
      async (app) => {
        const { mayRead } = await accountRoutes(app, { store, validateData: validateSavedConfig });
        viewPageRoutes(app, { store, validateData: validateSavedConfig, webRoot: WEB_ROOT, mayRead });
      },
    ],
  });
  const agent = createAgent(server.url);
  const data = savedStateFixture('Forest <b>area</b> & **wood**');
  data.chartConfigs[0].meta.description = { de: 'Wald', fr: 'Forêt', it: 'Bosco', en: 'Forest area by zone, in hectares.' };
  for (const state of ['published', 'draft'] as const) {
    const answer = await agent.post('/api/config-create', { data, published_state: state === 'published' ? 'PUBLISHED' : 'DRAFT' });
    expect(answer.status).toBe(200);
    keys[state] = answer.body.data.key;
  }
}, 120_000);
afterAll(async () => {
  await server?.close();
  await store?.close();
});

/** The entry script a built page names: the app's (index.html) or a published chart's page's (view.html, without the router). */
const entryScript = (file: string) => /<script type="module" crossorigin src="([^"]+)"/.exec(readFileSync(join(WEB_ROOT, file), 'utf8'))![1];
const [appEntry, viewEntry] = ['index.html', 'view.html'].map(entryScript);

const page = async (path: string) => {
  const response = await fetch(`${server.url}${path}`);
  return { status: response.status, headers: response.headers, html: await response.text() };
};

describe('the pages of a saved chart', () => {
  it('gives a published chart its title, description and canonical address, in the page’s language', async () => {
    const { status, headers, html } = await page(`/fr/v/${keys.published}`);
    expect(status).toBe(200);
    expect(html).toContain('<html lang="fr">');
    // Markdown read as plain text: the inline HTML is dropped, the rest escaped.
    expect(html).toContain('<title>Forest area &amp; wood – cubeviz</title>');
    expect(html).toContain('<meta name="description" content="Forêt" />');
    expect(html).toContain(`<link rel="canonical" href="${server.url}/fr/v/${keys.published}" />`);
    expect(html).not.toContain('noindex');
    expect(headers.get('x-robots-tag')).toBeNull();
    expect(headers.get('cache-control')).toBe('no-cache');
    expect(html).toContain('<div id="root">');
    expect(html).toContain(`src="${viewEntry}"`);
    expect(html).not.toContain(`src="${appEntry}"`);
  });

  it('answers an unknown or malformed key with 404 and a page in the visitor’s language', async () => {
    for (const [path, title] of [
      ['/de/v/AAAAAAAAAAAA', 'Konfiguration nicht gefunden – cubeviz'],
      ['/en/v/not-a-key', 'Config not found – cubeviz'],
      ['/it/embed/AAAAAAAAAAAA', 'Configurazione non trovata – cubeviz'],
    ]) {
      const { status, headers, html } = await page(path);
      expect(status, path).toBe(404);
      expect(html).toContain(`<title>${title}</title>`);
      expect(html).toContain('<meta name="robots" content="noindex" />');
      expect(headers.get('x-robots-tag')).toBe('noindex');
      // The app draws its page not found.
      expect(html).toContain(`src="${appEntry}"`);
    }
  });

  it('keeps a draft out of search engines and out of other sites’ embeds', async () => {
    const view = await page(`/en/v/${keys.draft}`);
    expect(view.status).toBe(200);
    expect(view.html).toContain('<meta name="robots" content="noindex" />');
    expect(view.headers.get('x-robots-tag')).toBe('noindex');
    const embed = await page(`/en/embed/${keys.draft}`);
    expect(embed.status).toBe(404);
    // The published chart's embed page may be framed by any site.
    const published = await page(`/en/embed/${keys.published}`);
    expect(published.status).toBe(200);
    expect(published.headers.get('x-frame-options')).toBeNull();
  });

  it('answers a language the app has not with 404, and leaves other pages to the app', async () => {
    const unknown = await page(`/xx/v/${keys.published}`);
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain('<title>Konfiguration nicht gefunden – cubeviz</title>');
    expect((await page('/en/browse')).status).toBe(200);
  });
});
