/**
 * Languages in headless Chromium: `/` forwards to the browser's language (navigator.languages)
 * and to a remembered choice; author text missing in the page's language shows in another one,
 * marked and with `lang`; the publish step names the languages without a title.
 */
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createChartKey } from '../../src/domain/config';
import { componentsFrom, galleryConfig, GALLERY_CUBES, publish } from '../support/chart-gallery';
import { withBrowserApp } from '../support/browser-app';
import { createOnCube, expectAccessiblePage, openField } from '../support/configurator';
import { it as it_ } from '../../src/web/i18n/it';
import { waitForHydration } from '../support/view';

/** A page in a browser whose language is `locale` (navigator.languages and Accept-Language). */
const pageIn = async (browser: Browser, locale: string) => {
  const context = await browser.newContext({ locale });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
};

describe('languages', () => {
  const session = withBrowserApp();

  it.each([
    ['en-US', 'en'],
    ['fr-CH', 'fr'],
    ['ja', 'de'],
  ])('a %s browser opening / lands on /%s/browse', async (browserLocale, locale) => {
    const { context, page, errors } = await pageIn(session.browser, browserLocale);
    await page.goto(`${session.app.url}/`);
    await page.waitForURL(`${session.app.url}/${locale}/browse`);
    await page.getByTestId('search-input').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe(locale);
    await expectAccessiblePage(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('remembers the language chosen in the switcher for the next visit to /', async () => {
    const { context, page, errors } = await pageIn(session.browser, 'en-US');
    // Each catalogue is a chunk of its own (en-….js): a page loads its locale's, the switcher the next.
    const catalogues: string[] = [];
    page.on('response', (r) => {
      const name = /\/assets\/(de|fr|it|en)-[\w-]+\.js$/.exec(r.url());
      if (name) catalogues.push(name[1]);
    });
    await page.goto(`${session.app.url}/`);
    await page.waitForURL(/\/en\/browse$/);
    await page.getByTestId('search-input').waitFor();
    expect(catalogues).toEqual(['en']);
    await page.getByTestId('language-switcher').selectOption('it');
    await page.waitForURL(/\/it\/browse$/);
    await expect.poll(() => page.getByTestId('search-input').getAttribute('placeholder')).toBe(it_['browse.search.placeholder']);
    expect(catalogues).toEqual(['en', 'it']);
    await page.goto(`${session.app.url}/`);
    await page.waitForURL(`${session.app.url}/it/browse`);
    await page.getByTestId('search-input').waitFor();
    await expectAccessiblePage(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a published title that exists only in English on the German view, marked as English', async () => {
    const chart = await galleryConfig('column', componentsFrom(session.app.url), createChartKey());
    const english = 'Electricity generation in Iowa by source';
    chart.meta.title = { de: '', fr: '', it: '', en: english };
    chart.meta.description = { de: '', fr: 'Production annuelle', it: '', en: 'Yearly generation' };
    const key = await publish(session.app.url, chart);
    const { context, page, errors } = await pageIn(session.browser, 'de-CH');
    await page.goto(`${session.app.url}/de/v/${key}`);
    await waitForHydration(page);
    const title = page.locator('h1.chart-title');
    await title.waitFor();
    expect(await title.getAttribute('lang')).toBe('en');
    expect(await title.locator('[data-testid="lang-marker"]').getAttribute('lang')).toBe('de');
    expect(await title.innerText()).toMatch(new RegExp(`^${english}\\s+EN`));
    expect(await title.locator('.visually-hidden').textContent()).toBe('(Text auf Englisch)');
    // The description falls back in the stated order: French comes before English.
    expect(await page.locator('.chart-description').getAttribute('lang')).toBe('fr');
    expect(await page.title()).toBe(`${english} – cubeviz`);
    await page.waitForSelector('[data-testid="column-chart"] rect.bar', { state: 'attached' });
    if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/german-view-english-title.png`, fullPage: true });
    await expectAccessiblePage(page);
    // In English the same title is the page's own: no marker, no lang.
    await page.goto(`${session.app.url}/en/v/${key}`);
    await waitForHydration(page);
    await title.waitFor();
    expect(await title.getAttribute('lang')).toBeNull();
    expect(await title.locator('[data-testid="lang-marker"]').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says at the publish step that the chart has no title, then names the languages without one, and previews the English title on the German page', async () => {
    const { context, page, errors } = await pageIn(session.browser, 'de-CH');
    await createOnCube(page, session.app.url, GALLERY_CUBES.iowa, 'de');
    const warning = page.getByTestId('publish-missing-title');
    // No title in any language: readers see the dataset's title, not one in another language.
    expect(await warning.textContent()).toBe('Ein Diagramm hat in keiner Sprache einen Titel: Wer es liest, sieht stattdessen den Titel des Datensatzes.');
    await openField(page, 'meta');
    await page.getByTestId('meta-title-en').fill('Electricity in Iowa');
    await expect
      .poll(() => warning.textContent())
      .toBe('Der Titel ist leer auf Deutsch, Französisch, Italienisch: Wer diese Sprachen liest, sieht ihn in einer anderen Sprache.');
    const title = page.getByTestId('chart-preview').locator('h2.chart-title');
    await expect.poll(() => title.getAttribute('lang')).toBe('en');
    expect(await title.getByTestId('lang-marker').count()).toBe(1);
    await expectAccessiblePage(page);
    // Publishing is not blocked.
    await page.getByTestId('publish').click();
    await page.waitForURL(/\/de\/v\/[A-Za-z0-9]{12}/, { timeout: 30_000 });
    expect(errors).toEqual([]);
    await context.close();
  });
});
