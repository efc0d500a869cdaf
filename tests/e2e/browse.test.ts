/**
 * The browse page in headless Chromium, in English and German (issue 5): 1 search and filters,
 * 2 facets and filter routes, 3 the selected dataset, 4 version redirects, 5 embed mode, 6 loading
 * and error states. On the bundled catalogue, plus the shared Swiss cubes when present (they
 * bring sub-themes, termsets, versions and more than 7 themes and organisations).
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EMBED_RESIZE_MESSAGE } from '../../src/web/embed';
import { de } from '../../src/web/i18n/de';
import { en } from '../../src/web/i18n/en';
import { startTestApp } from '../support/app';
import { launchTestBrowser } from '../support/browser';
import { hasSharedCubes, SHARED_CUBES } from '../support/server';

const LANGS = ['en', 'de'] as const;
type Lang = (typeof LANGS)[number];
const MESSAGES = { en, de };
const text = (lang: Lang, key: keyof typeof en, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce<string>((message, [name, value]) => message.replace(`{{${name}}}`, String(value)), MESSAGES[lang][key]);

const CUBE = 'https://ld.cubeviz.org/cube';
const IOWA = `${CUBE}/eia-iowa-electricity/1`;
const QUAKES = `${CUBE}/usgs-earthquakes/1`;
const WEATHER = `${CUBE}/noaa-seattle-weather/1`;
const NASA_DRAFT = `${CUBE}/nasa-global-temperature/1`;
const ENVIRONMENT = 'https://ld.cubeviz.org/theme/environment';
const HAZARDS = 'https://ld.cubeviz.org/theme/natural-hazards';
const USGS = 'https://ld.cubeviz.org/org/usgs';
const FOEN = 'https://register.ld.admin.ch/opendataswiss/org/bundesamt-fur-umwelt-bafu';
const FOREST_TOPIC = 'https://register.ld.admin.ch/foen/theme/14';
const AGRICULTURE = 'https://register.ld.admin.ch/opendataswiss/category/agriculture';
const enc = encodeURIComponent;

/** Polls up to 15 s: the first answers of a busy machine can take more than the default second. */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

type SearchVariables = { query?: string; order: string; includeDrafts: boolean; filters: { type: string; value: string }[] };
type SearchResult = { cube: { iri: string; title: string; themes: { iri: string; label: string }[]; creator?: { iri: string; label: string } } };

describe('browse page', () => {
  let browser: Browser;
  let app: Awaited<ReturnType<typeof startTestApp>>;
  let pageErrors: string[] = [];

  const api = async <T>(name: string, variables: object): Promise<T> => {
    const response = await fetch(`${app.url}/api/data/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sourceType: 'sparql', sourceUrl: '/api/sparql', ...variables }),
    });
    return (await response.json()).data[name];
  };
  const search = (locale: Lang, variables: Partial<SearchVariables>) => api<SearchResult[]>('searchCubes', { locale, order: 'CREATED_DESC', ...variables });
  const titleOf = async (locale: Lang, iri: string) => (await api<{ title: string }>('dataCubeMetadata', { locale, cubeFilter: { iri } })).title;

  /** A fresh page on the app; `searches` collects the variables of every searchCubes request. */
  const open = async (path: string, { clock = false } = {}) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    // A clock the test can stop and move (Playwright's page.clock), installed before the page's scripts run.
    if (clock) await page.clock.install();
    const searches: (SearchVariables & { at: number })[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/data/searchCubes')) searches.push({ ...request.postDataJSON(), at: Date.now() });
    });
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(app.url + path);
    return { page, searches };
  };
  const titles = (page: Page) => page.locator('[data-testid="search-result"] .result-title').allTextContents();
  /**
   * The English list with `text` typed in its search box on a clock that stands still, however slowly a busy machine types
   * it: its first letter is searched (the debounce's leading call), the rest waits for the clock (searches counts from there).
   */
  const typedOnStillClock = async (text: string) => {
    const { page, searches } = await open('/en/browse', { clock: true });
    await poll(() => titles(page).then((t) => t.length)).toBeGreaterThan(0);
    searches.length = 0;
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await page.getByTestId('search-input').pressSequentially(text);
    await poll(() => searches.map((s) => s.query)).toEqual([text[0]]);
    return { page, searches };
  };
  const pathAndQuery = (page: Page) => page.url().slice(app.url.length);
  /** Waits for exactly this path and query (a string URL would be read as a glob). */
  const waitForPath = (page: Page, path: string) => page.waitForURL((url) => url.href === app.url + path);

  beforeAll(async () => {
    app = await startTestApp(hasSharedCubes ? { DATA_DIR: SHARED_CUBES } : {});
    browser = await launchTestBrowser();
    // The first search builds the search index.
    await search('en', {});
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });
  afterEach(() => {
    expect(pageErrors).toEqual([]);
    pageErrors = [];
  });

  describe('1 search and filters', () => {
    it.each(LANGS)('%s: the page variant has a banner with title, description and search, filters left of the results, newest first', async (lang) => {
      const { page } = await open(`/${lang}/browse`);
      const expected = (await search(lang, {})).map((r) => r.cube.title);
      await poll(() => titles(page)).toEqual(expected);
      expect(await page.locator('.banner h1').textContent()).toBe(text(lang, 'browse.title'));
      expect(await page.locator('.banner p').textContent()).toBe(text(lang, 'browse.description'));
      expect(await page.getByTestId('search-input').getAttribute('placeholder')).toBe(text(lang, 'browse.search.placeholder'));
      const filters = (await page.locator('.browse-filters').boundingBox())!;
      const results = (await page.locator('.browse-results').boundingBox())!;
      expect(filters.x + filters.width).toBeLessThanOrEqual(results.x);
      // Without search text relevance is not offered; newest first is the default.
      const order = page.getByTestId('search-order');
      expect(await order.locator('option').allTextContents()).toEqual([text(lang, 'browse.order.TITLE_ASC'), text(lang, 'browse.order.CREATED_DESC')]);
      expect(await order.inputValue()).toBe('CREATED_DESC');
      expect(await page.getByTestId('results-count').textContent()).toBe(
        text(lang, expected.length === 1 ? 'browse.results.count_one' : 'browse.results.count_other', { count: expected.length }),
      );
      expect(await page.title()).toBe('cubeviz');
      await page.close();
    });

    it('en: the search is debounced 500 ms with a leading call, then offers and uses relevance', async () => {
      const { page, searches } = await typedOnStillClock('temp');
      await page.clock.runFor(499);
      expect(searches.map((s) => s.query)).toEqual(['t']);
      await page.clock.runFor(1);
      await poll(() => searches.map((s) => s.query)).toEqual(['t', 'temp']);
      await page.clock.resume();
      await page.waitForTimeout(700);
      expect(searches.map((s) => [s.query, s.order])).toEqual([
        ['t', 'SCORE'],
        ['temp', 'SCORE'],
      ]);
      const order = page.getByTestId('search-order');
      expect(await order.locator('option').allTextContents()).toEqual(['Relevance', 'Title', 'Newest first']);
      expect(await order.inputValue()).toBe('SCORE');
      expect(new URL(page.url()).searchParams.get('search')).toBe('temp');
      await poll(() => titles(page)).toEqual((await search('en', { query: 'temp', order: 'SCORE' })).map((r) => r.cube.title));
      await page.close();
    });

    it('de: sorting by title', async () => {
      const { page } = await open('/de/browse');
      await poll(() => titles(page).then((t) => t.length)).toBeGreaterThan(0);
      await page.getByTestId('search-order').selectOption({ label: 'Titel' });
      const expected = (await search('de', { order: 'TITLE_ASC' })).map((r) => r.cube.title);
      expect(expected).toEqual([...expected].sort((a, b) => a.localeCompare(b, 'de')));
      await poll(() => titles(page)).toEqual(expected);
      expect(new URL(page.url()).searchParams.get('order')).toBe('TITLE_ASC');
      await page.close();
    });

    it.each(LANGS)('%s: the include-drafts switch (off by default) re-submits the typed search after 200 ms; drafts carry a tag', async (lang) => {
      const { page, searches } = await open(`/${lang}/browse`);
      const input = page.getByTestId('search-input');
      const drafts = page.getByTestId('include-drafts');
      expect(await drafts.isChecked()).toBe(false);
      await input.fill('glob');
      await poll(() => searches.some((s) => s.query === 'glob')).toBe(true);
      expect(await page.locator('.tag-draft').count()).toBe(0);
      // "al" is still waiting for the debounce when the switch is toggled.
      await input.pressSequentially('al', { delay: 20 });
      const toggled = Date.now();
      await drafts.click();
      await poll(() => searches.find((s) => s.query === 'global' && s.includeDrafts)).toBeTruthy();
      expect(searches.find((s) => s.query === 'global' && s.includeDrafts)!.at - toggled).toBeGreaterThanOrEqual(200);
      expect(searches.filter((s) => s.query === 'global' && !s.includeDrafts)).toEqual([]);
      const nasa = await titleOf(lang, NASA_DRAFT);
      await poll(() => titles(page)).toContain(nasa);
      const card = page.getByTestId('search-result').filter({ hasText: nasa });
      expect(await card.locator('.tag-draft').textContent()).toBe(text(lang, 'browse.draft'));
      expect(new URL(page.url()).searchParams.get('includeDrafts')).toBe('true');
      await page.close();
    });

    it('de: the drawer variant has its own title and search field; its navigation links are disabled and a callback replaces the create link', async () => {
      const { page } = await open('/de/create/new');
      const drawer = page.getByRole('dialog', { name: 'Datensatz auswählen' });
      await poll(() => drawer.locator('[data-testid="search-result"]').count()).toBeGreaterThan(0);
      expect(await drawer.locator('.drawer-search h2').textContent()).toBe('Datensatz auswählen');
      expect(await drawer.getByTestId('search-input').count()).toBe(1);
      expect(await page.locator('.banner').count()).toBe(0);
      // Facets, tags and titles are buttons: choosing them changes the drawer, not the address.
      expect(await drawer.locator('a').count()).toBe(0);
      await drawer.getByTestId('facet-themes').getByRole('button', { name: 'Energie' }).click();
      const iowa = await titleOf('de', IOWA);
      await poll(() => titles(page)).toEqual([iowa]);
      expect(pathAndQuery(page)).toBe('/de/create/new');
      await drawer.getByRole('button', { name: iowa }).click();
      await poll(() => drawer.getByTestId('preview-table').locator('tbody tr').count()).toBe(10);
      await drawer.getByTestId('back-to-results').click();
      await poll(() => titles(page)).toEqual([iowa]);
      await drawer.getByRole('button', { name: iowa }).click();
      const create = drawer.getByTestId('create-visualization');
      expect(await create.evaluate((el) => el.tagName)).toBe('BUTTON');
      expect(await create.textContent()).toBe('Visualisierung erstellen');
      await create.click();
      await page.waitForSelector('[data-testid="publish"]');
      // The new chart's id replaces ?cube= in the address; its draft in browser storage is of that cube.
      await page.waitForURL(/\/de\/create\/[A-Za-z0-9]{12}$/);
      expect(await page.evaluate((iri) => Object.values(localStorage).some((draft) => draft.includes(`"iri":"${iri}"`)), IOWA)).toBe(true);
      await page.close();
    });
  });

  describe('2 facets and filter routes', () => {
    it.each(LANGS)('%s: facet lists show the 7 most-counted entries, with show all / show less', async (lang) => {
      const { page } = await open(`/${lang}/browse?includeDrafts=true`);
      const results = await search(lang, { includeDrafts: true });
      await poll(() => titles(page)).toHaveLength(results.length);
      const lists = [
        ['facet-themes', results.flatMap((r) => r.cube.themes)],
        ['facet-organizations', results.flatMap((r) => (r.cube.creator ? [r.cube.creator] : []))],
      ] as const;
      for (const [testId, entries] of lists) {
        const counts = new Map<string, number>();
        for (const { label } of entries) counts.set(label, (counts.get(label) ?? 0) + 1);
        const facet = page.getByTestId(testId);
        const shown = async () =>
          Object.fromEntries(
            await facet
              .locator('.facet-entry')
              .evaluateAll((items) => items.map((li) => [li.querySelector('.facet-link')!.textContent, Number(li.querySelector('.facet-count')!.textContent)])),
          );
        const top = await shown();
        expect(Object.keys(top)).toHaveLength(Math.min(counts.size, 7));
        for (const [label, count] of Object.entries(top)) expect(counts.get(label)).toBe(count);
        const hidden = [...counts.entries()].filter(([label]) => !(label in top));
        for (const [, count] of hidden) expect(count).toBeLessThanOrEqual(Math.min(...Object.values(top)));
        const toggle = facet.locator('.facet-toggle');
        expect(await toggle.count()).toBe(counts.size > 7 ? 1 : 0);
        if (counts.size > 7) {
          expect(await toggle.textContent()).toBe(text(lang, 'browse.facets.show-all'));
          await toggle.click();
          expect(await shown()).toEqual(Object.fromEntries(counts));
          expect(await toggle.textContent()).toBe(text(lang, 'browse.facets.show-less'));
          await toggle.click();
          expect(await shown()).toEqual(top);
        }
      }
      await page.close();
    });

    it.each(LANGS)('%s: a level-1 choice replaces filters of its type; remove buttons clear them; the list opens when its filter is active', async (lang) => {
      const { page } = await open(`/${lang}/browse`);
      const themes = page.getByTestId('facet-themes');
      await poll(() => themes.locator('.facet-entry').count()).toBeGreaterThan(0);
      expect(await themes.getAttribute('data-expanded')).toBe('false');
      const label = async (iri: string) =>
        (await search(lang, { filters: [{ type: 'DataCubeTheme', value: iri }] }))[0].cube.themes.find((t) => t.iri === iri)!.label;
      const [environment, hazards] = [await label(ENVIRONMENT), await label(HAZARDS)];

      await themes.getByRole('link', { name: environment }).click();
      await waitForPath(page, `/${lang}/browse/theme/${enc(ENVIRONMENT)}`);
      const inEnvironment = (await search(lang, { filters: [{ type: 'DataCubeTheme', value: ENVIRONMENT }] })).map((r) => r.cube.title);
      await poll(() => titles(page)).toEqual(inEnvironment);
      expect(await themes.getAttribute('data-expanded')).toBe('true');
      expect(await themes.locator('[aria-current="page"]').textContent()).toBe(environment);
      await poll(() => page.title()).toBe(`${environment} – cubeviz`);
      expect(await page.locator('.filters-title').textContent()).toBe(environment);

      // Another theme replaces the first; an organisation adds to it.
      await themes.getByRole('link', { name: hazards }).click();
      await waitForPath(page, `/${lang}/browse/theme/${enc(HAZARDS)}`);
      const usgs = (await search(lang, { filters: [{ type: 'DataCubeOrganization', value: USGS }] }))[0].cube.creator!.label;
      await page.getByTestId('facet-organizations').getByRole('link', { name: usgs }).click();
      await waitForPath(page, `/${lang}/browse/theme/${enc(HAZARDS)}/organization/${enc(USGS)}`);
      await poll(() => page.title()).toBe(`${hazards}, ${usgs} – cubeviz`);

      await page.getByRole('link', { name: text(lang, 'browse.filter.remove', { label: usgs }) }).click();
      await waitForPath(page, `/${lang}/browse/theme/${enc(HAZARDS)}`);
      await page.getByRole('link', { name: text(lang, 'browse.filter.remove', { label: hazards }) }).click();
      await waitForPath(page, `/${lang}/browse`);
      await poll(() => titles(page)).toEqual((await search(lang, {})).map((r) => r.cube.title));
      await page.close();
    });

    it('en: filter links keep only truthy includeDrafts and search (no order)', async () => {
      const { page } = await open(`/en/browse?includeDrafts=true&search=weather&order=TITLE_ASC`);
      await poll(() => titles(page).then((t) => t.length)).toBeGreaterThan(0);
      const link = page.getByTestId('facet-themes').locator('.facet-link').first();
      expect(await link.getAttribute('href')).toMatch(/^\/en\/browse\/theme\/[^/?]+\?includeDrafts=true&search=weather$/);
      const plain = await open('/en/browse');
      await poll(() => plain.page.getByTestId('facet-themes').locator('.facet-link').count()).toBeGreaterThan(0);
      expect(await plain.page.getByTestId('facet-themes').locator('.facet-link').first().getAttribute('href')).toMatch(/^\/en\/browse\/theme\/[^/?]+$/);
      await page.close();
      await plain.page.close();
    });

    it.runIf(hasSharedCubes).each(LANGS)('%s: an organisation reveals its sub-themes; a topic goes in ?topic= and a level-1 choice drops it', async (lang) => {
      const { page } = await open(`/${lang}/browse/theme/${enc(AGRICULTURE)}?includeDrafts=true`);
      await poll(() => titles(page).then((t) => t.length)).toBe(2);
      expect(await page.getByTestId('facet-topics').count()).toBe(0);
      const foen = (await search(lang, { includeDrafts: true, filters: [{ type: 'DataCubeOrganization', value: FOEN }] }))[0].cube;
      await page.getByTestId('facet-organizations').getByRole('link', { name: foen.creator!.label }).click();
      const topics = page.getByTestId('facet-topics');
      const forest = lang === 'en' ? 'Forest and wood' : 'Wald und Holz';
      await poll(() => topics.locator('.facet-link').allTextContents()).toEqual([forest]);
      await topics.getByRole('link', { name: forest }).click();
      await waitForPath(page, `/${lang}/browse/theme/${enc(AGRICULTURE)}/organization/${enc(FOEN)}?includeDrafts=true&topic=${enc(FOREST_TOPIC)}`);
      await poll(() => titles(page)).toEqual([foen.title]);
      expect(await topics.locator('[aria-current="page"]').textContent()).toBe(forest);
      // A level-1 choice drops the topic.
      const territory = foen.themes.find((t) => t.iri !== AGRICULTURE)!;
      await page.getByTestId('facet-themes').getByRole('link', { name: territory.label }).click();
      await waitForPath(page, `/${lang}/browse/organization/${enc(FOEN)}/theme/${enc(territory.iri)}?includeDrafts=true`);
      // Removing the topic keeps the organisation.
      await page.goto(`${app.url}/${lang}/browse/organization/${enc(FOEN)}?includeDrafts=true&topic=${enc(FOREST_TOPIC)}`);
      await page.getByRole('link', { name: text(lang, 'browse.filter.remove', { label: forest }) }).click();
      await waitForPath(page, `/${lang}/browse/organization/${enc(FOEN)}?includeDrafts=true`);
      await page.close();
    });

    it.each(LANGS)('%s: theme and organisation tags on the result cards link to their filter routes', async (lang) => {
      const word = lang === 'en' ? 'earthquakes' : 'Erdbeben';
      const { page } = await open(`/${lang}/browse?search=${word}`);
      const card = page.getByTestId('search-result').first();
      await poll(() => card.locator('.tag-theme').count()).toBe(2);
      const quakes = (await search(lang, { query: word, order: 'SCORE' }))[0].cube;
      expect(quakes.iri).toBe(QUAKES);
      expect(await card.locator('.tag-theme').evaluateAll((tags) => tags.map((t) => t.getAttribute('href')))).toEqual(
        [...quakes.themes].sort((a, b) => a.label.localeCompare(b.label)).map((t) => `/${lang}/browse/theme/${enc(t.iri)}`),
      );
      await card.locator('.tag-organization').click();
      await waitForPath(page, `/${lang}/browse/organization/${enc(USGS)}`);
      await poll(() => titles(page)).toEqual([quakes.title]);
      await page.close();
    });

    it.each(LANGS)('%s: an unknown filter type in the route is an error page, not a crash', async (lang) => {
      const { page } = await open(`/${lang}/browse/colour/${enc(ENVIRONMENT)}`);
      const error = page.getByTestId('browse-error');
      await error.waitFor();
      expect(await error.locator('h1').textContent()).toBe(text(lang, 'browse.error.title'));
      expect(await error.locator('p').textContent()).toBe(text(lang, 'browse.error.unknown-type', { type: 'colour' }));
      await page.goto(`${app.url}/${lang}/browse/theme`);
      expect(await error.locator('p').textContent()).toBe(text(lang, 'browse.error.missing-iri', { type: 'theme' }));
      await error.getByRole('link').click();
      await poll(() => titles(page).then((t) => t.length)).toBeGreaterThan(0);
      await page.close();
    });
  });

  describe('3 dataset selected', () => {
    const columnTexts = (page: Page, index: number) =>
      page.$$eval(`[data-testid="preview-table"] tbody tr td:nth-child(${index + 1})`, (cells) => cells.map((c) => c.textContent ?? ''));

    it.each(LANGS)('%s: metadata and the first rows, scrolled to the top, titled after the dataset; headers sort numbers and dates', async (lang) => {
      const { page } = await open(`/${lang}/browse`);
      const weather = await titleOf(lang, WEATHER);
      await poll(() => titles(page)).toContain(weather);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      await page.getByRole('link', { name: weather }).click();
      const table = page.getByTestId('preview-table');
      await poll(() => table.locator('tbody tr').count()).toBe(10);
      expect(new URL(page.url()).searchParams.get('dataset')).toBe(WEATHER);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      expect(await page.locator('.dataset-title').textContent()).toBe(weather);
      await poll(() => page.title()).toBe(`${weather} – cubeviz`);
      expect(await page.locator('.table-note').textContent()).toBe(text(lang, 'datatable.showing.first.rows', { count: 10 }));
      expect(await page.getByTestId('metadata-panel').locator('dt').first().textContent()).toBe(text(lang, 'metadata.creator'));

      // Precipitation: numerically (as text "10.9" would come before "2.5"), then descending.
      const headers = await table.locator('thead th').allTextContents();
      const precipitation = headers.findIndex((h) => h.startsWith(lang === 'en' ? 'Precipitation' : 'Niederschlag'));
      const numbers = async () => (await columnTexts(page, precipitation)).map((v) => Number(v.replace(/[’,]/g, '').replace('−', '-')));
      const before = await numbers();
      await table.locator('thead th').nth(precipitation).getByRole('button').click();
      expect(await numbers()).toEqual([...before].sort((a, b) => a - b));
      expect(await table.locator('thead th').nth(precipitation).getAttribute('aria-sort')).toBe('ascending');
      await table.locator('thead th').nth(precipitation).getByRole('button').click();
      expect(await numbers()).toEqual([...before].sort((a, b) => b - a));
      // Dates (dd.MM.yyyy) by time: descending after two clicks.
      const dates = async () => (await columnTexts(page, 0)).map((d) => d.split('.').reverse().join('-'));
      await table.locator('thead th').first().getByRole('button').click();
      await table.locator('thead th').first().getByRole('button').click();
      const descending = await dates();
      expect(descending).toEqual([...descending].sort().reverse());
      expect(descending[0]).toBe('2012-01-10');
      await page.close();
    });

    it.runIf(hasSharedCubes)('de: other columns sort by the position of their values', async () => {
      const { page } = await open(`/de/browse?${new URLSearchParams({ dataset: 'https://ld.admin.ch/cube/fso/px-x-0703010000_103/2' })}`);
      const table = page.getByTestId('preview-table');
      await poll(() => table.locator('tbody tr').count()).toBe(10);
      const sizeClass = (await table.locator('thead th').allTextContents()).findIndex((h) => h.startsWith('Grössenklasse'));
      await table.locator('thead th').nth(sizeClass).getByRole('button').click();
      expect(await columnTexts(page, sizeClass)).toEqual([
        'Grössenklasse - Total',
        'Grössenklasse - Total',
        '< 50 ha',
        '< 50 ha',
        '50 - 100 ha',
        '101 - 200 ha',
        '201 - 500 ha',
        '501 - 1000 ha',
        '1001 - 5000 ha',
        '> 5000 ha',
      ]);
      await table.locator('thead th').nth(sizeClass).getByRole('button').click();
      expect((await columnTexts(page, sizeClass))[0]).toBe('> 5000 ha');
      await page.close();
    });

    it('en: a result chosen before the typed search is sent stays chosen, and its title takes the focus', async () => {
      // "t" is searched at once; "temp" waits for the debounce.
      const { page, searches } = await typedOnStillClock('temp');
      // The dataset's link once the list is the one of "t".
      const result = page.locator(`a.result-title[href*="${enc(IOWA)}"]`);
      const previousOf = (href: string | null) => JSON.parse(new URL(app.url + href).searchParams.get('previous')!);
      await poll(async () => previousOf(await result.getAttribute('href')).search).toBe('t');
      // A slow machine: the address changes at once, and the dataset's page is still to be drawn when the
      // debounce ends (the click's handler stays busy past it). The clock runs again just before the click.
      await page.evaluate(() => {
        const push = history.pushState.bind(history);
        history.pushState = (...args: Parameters<History['pushState']>) => {
          push(...args);
          for (const end = performance.now() + 600; performance.now() < end;);
        };
      });
      await page.clock.resume();
      await result.evaluate((link: HTMLElement) => link.click());
      await poll(() => page.evaluate(() => document.activeElement?.matches('h1.dataset-title'))).toBe(true);
      const query = new URL(page.url()).searchParams;
      expect([query.get('dataset'), query.get('search'), previousOf(`/?${query}`).search]).toEqual([IOWA, null, 't']);
      expect(searches.map((s) => s.query)).toEqual(['t']);
      await page.close();
    });

    it.each(LANGS)('%s: a draft dataset shows the draft warning', async (lang) => {
      const { page } = await open(`/${lang}/browse?${new URLSearchParams({ dataset: NASA_DRAFT })}`);
      await page.getByTestId('draft-warning').waitFor();
      expect(await page.getByTestId('draft-warning').textContent()).toBe(text(lang, 'dataset.publicationStatus.draft.warning'));
      await page.close();
    });

    it.each(LANGS)('%s: back to the results restores the previous query', async (lang) => {
      const word = lang === 'en' ? 'temperature' : 'Temperatur';
      const start = `/${lang}/browse/theme/${enc(ENVIRONMENT)}?includeDrafts=true&search=${word}&order=TITLE_ASC`;
      const { page } = await open(start);
      const expected = (
        await search(lang, { query: word, order: 'TITLE_ASC', includeDrafts: true, filters: [{ type: 'DataCubeTheme', value: ENVIRONMENT }] })
      ).map((r) => r.cube.title);
      await poll(() => titles(page)).toEqual(expected);
      await page.getByRole('link', { name: expected[0] }).click();
      await page.getByTestId('preview-table').waitFor();
      expect(JSON.parse(new URL(page.url()).searchParams.get('previous')!)).toEqual({
        filters: [{ type: 'DataCubeTheme', iri: ENVIRONMENT }],
        search: word,
        includeDrafts: true,
        order: 'TITLE_ASC',
      });
      await page.getByTestId('back-to-results').click();
      await waitForPath(page, start);
      await poll(() => titles(page)).toEqual(expected);
      expect(await page.getByTestId('search-input').inputValue()).toBe(word);
      expect(await page.getByTestId('include-drafts').isChecked()).toBe(true);
      expect(await page.getByTestId('search-order').inputValue()).toBe('TITLE_ASC');
      await page.close();
    });
  });

  describe('4 versions', () => {
    it('en: an unversioned cube IRI in ?dataset= redirects to its latest version', async () => {
      const { page } = await open(`/en/browse?${new URLSearchParams({ dataset: `${CUBE}/gapminder` })}`);
      await waitForPath(page, `/en/browse?dataset=${enc(`${CUBE}/gapminder/2`)}`);
      await poll(() => page.getByTestId('preview-table').locator('tbody tr').count()).toBe(10);
      await page.close();
    });

    it('de: an outdated version in ?iri= is replaced in ?iri=', async () => {
      const { page } = await open(`/de/browse?${new URLSearchParams({ iri: `${CUBE}/gapminder/1` })}`);
      await waitForPath(page, `/de/browse?iri=${enc(`${CUBE}/gapminder/2`)}`);
      await poll(() => page.locator('.dataset-title').textContent()).toBe(await titleOf('de', `${CUBE}/gapminder/2`));
      await page.close();
    });

    it.each(LANGS)('%s: a cube without versions redirects to / with CANNOT_FIND_CUBE, naming the iri and the endpoint', async (lang) => {
      const iri = 'https://ld.cubeviz.org/cube/no-such-cube';
      const { page } = await open(`/${lang}/browse?${new URLSearchParams({ dataset: iri })}`);
      const endpointUrl = `${app.url}/api/sparql`;
      await waitForPath(page, `/${lang}/?${new URLSearchParams({ errorId: 'CANNOT_FIND_CUBE', iri, endpointUrl })}`);
      const message = page.getByTestId('cannot-find-cube');
      expect(await message.locator('h1').textContent()).toBe(text(lang, 'flashes.cannot-find-cube.title'));
      expect(await message.locator('p').textContent()).toBe(text(lang, 'flashes.cannot-find-cube.text', { iri, endpointUrl }));
      await page.close();
    });
  });

  describe('5 embed mode', () => {
    // The test page of the repo, served from another origin (another port) to host the browse page.
    let host: Server;
    beforeAll(async () => {
      host = createServer((_, response) => response.writeHead(200, { 'content-type': 'text/html' }).end(readFileSync('tests/e2e/embed-host.html')));
      await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
    });
    afterAll(() => new Promise<void>((resolve) => host?.close(() => resolve())));

    const openHost = async (lang: Lang) => {
      const page = await browser.newPage({ viewport: { width: 1024, height: 700 } });
      page.on('pageerror', (error) => pageErrors.push(error.message));
      await page.goto(`http://127.0.0.1:${(host.address() as AddressInfo).port}/?src=${enc(`${app.url}/${lang}/browse?odsiframe=true`)}`);
      const frame = page.frameLocator('#embed');
      const messages = () => page.evaluate(() => (window as unknown as { embedMessages: { type: string; height: number }[] }).embedMessages);
      /** The embedded document's own height, and whether it fits the iframe the host sized. */
      const measure = () =>
        frame.locator('html').evaluate(() => ({
          height: Math.ceil(document.documentElement.getBoundingClientRect().height),
          fits: document.documentElement.scrollHeight <= window.innerHeight,
        }));
      return { page, frame, messages, measure };
    };

    it.each(LANGS)('%s: hides title, back link and description, posts {type, height} with the real height on every change', async (lang) => {
      const { page, frame, messages, measure } = await openHost(lang);
      await poll(() => frame.locator('[data-testid="search-result"]').count()).toBeGreaterThan(0);
      expect(await frame.locator('.header').count()).toBe(0);
      expect(await frame.locator('.banner h1, .banner p').count()).toBe(0);
      expect(await frame.getByTestId('search-input').count()).toBe(1);
      expect(await frame.locator('.facet-link').first().getAttribute('href')).toContain('odsiframe=true');
      await poll(async () => (await messages()).at(-1)).toEqual({ type: EMBED_RESIZE_MESSAGE, height: (await measure()).height });
      await poll(() => measure().then((m) => m.fits)).toBe(true);
      const listHeight = (await messages()).at(-1)!.height;

      await frame.locator('.result-title').first().click();
      await poll(() => frame.getByTestId('preview-table').locator('tbody tr').count()).toBe(10);
      expect(await frame.getByTestId('back-to-results').count()).toBe(0);
      expect(await frame.locator('.dataset-title, .dataset-description').count()).toBe(0);
      await poll(async () => (await messages()).at(-1)).toEqual({ type: EMBED_RESIZE_MESSAGE, height: (await measure()).height });
      expect((await messages()).at(-1)!.height).not.toBe(listHeight);
      await poll(() => measure().then((m) => m.fits)).toBe(true);

      const create = frame.getByTestId('create-visualization');
      expect(await create.textContent()).toBe(`${text(lang, 'browse.create.main-site', { site: 'cubeviz' })} ↗`);
      expect(await create.getAttribute('target')).toBe('_blank');
      const [tab] = await Promise.all([page.context().waitForEvent('page'), create.click()]);
      // The configurator opens on the cube, then gives the new chart its id in the address.
      await tab.waitForURL(new RegExp(`/${lang}/create/(new\\?cube=|[A-Za-z0-9]{12}$)`));
      await tab.close();
      await page.close();
    });
  });

  describe('6 states', () => {
    it.each(LANGS)('%s: loading indicators while the search and the preview load', async (lang) => {
      const page = await browser.newPage();
      /** Holds the requests of one query until released. */
      const hold = async (query: string) => {
        let release = () => {};
        const held = new Promise<void>((resolve) => (release = resolve));
        await page.route(`**/api/data/${query}`, async (route) => {
          await held;
          await route.continue();
        });
        return release;
      };
      const releaseSearch = await hold('searchCubes');
      await page.goto(`${app.url}/${lang}/browse`);
      await poll(() => page.locator('.browse-results [role="status"]').textContent()).toBe(text(lang, 'browse.loading'));
      releaseSearch();
      await poll(() => titles(page).then((t) => t.length)).toBeGreaterThan(0);
      const releasePreview = await hold('dataCubePreview');
      await page.goto(`${app.url}/${lang}/browse?${new URLSearchParams({ dataset: IOWA })}`);
      await poll(() => page.locator('.dataset-view [role="status"]').textContent()).toBe(text(lang, 'browse.loading'));
      releasePreview();
      await page.getByTestId('preview-table').waitFor();
      await page.close();
    });

    it.each(LANGS)('%s: a search error is told in the page language by its status; an empty search shows "No results"', async (lang) => {
      const { page } = await open(`/${lang}/browse?search=qqxzzyv`);
      await poll(() => page.locator('.no-results').textContent()).toBe(text(lang, 'browse.no-results'));
      expect(await page.locator('h2.no-results').count()).toBe(1);
      const message = 'The SPARQL endpoint did not answer in time';
      await page.route('**/api/data/searchCubes', (route) =>
        route.fulfill({ status: 502, contentType: 'application/json', body: JSON.stringify({ success: false, data: null, message }) }),
      );
      await page.getByTestId('search-input').fill('anything else');
      // A 502 is the data source's failure: its English message is not for the reader.
      await poll(() => page.getByTestId('search-error').textContent()).toBe(
        text(lang, 'browse.search.error', { message: text(lang, 'error.source-unavailable') }),
      );
      await page.close();
    });

    it.each(LANGS)('%s: a failing preview names the query that failed', async (lang) => {
      for (const query of ['dataCubePreview', 'dataCubeMetadata']) {
        const page = await browser.newPage();
        const message = `${query} broke`;
        await page.route(`**/api/data/${query}`, (route) =>
          route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, data: null, message }) }),
        );
        await page.goto(`${app.url}/${lang}/browse?${new URLSearchParams({ dataset: QUAKES })}`);
        await poll(() => page.getByTestId('preview-error').textContent()).toBe(
          text(lang, 'browse.preview.error', { query, message: text(lang, 'error.server') }),
        );
        await page.close();
      }
    });
  });
});
