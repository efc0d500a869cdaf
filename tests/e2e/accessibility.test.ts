/**
 * Keyboard, focus, reflow and axe on the pages that no other browser test checks (issue 15,
 * points 1, 3 and 5), in headless Chromium on the bundled catalogue and the shared Swiss cubes:
 * - the skip link, focus on page changes, disabled chart types that say why, the drawer's trap;
 * - a whole chart made with the keyboard alone, from browse to the published view;
 * - no horizontal page scroll at 320 px and at 640 px (200 % zoom of 1280);
 * - WCAG 2.1 A/AA with axe: browse with facets open, preview, not-found and error pages, embed mode.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { de } from '../../src/web/i18n/de';
import { en } from '../../src/web/i18n/en';
import { fr } from '../../src/web/i18n/fr';
import { it as itMessages } from '../../src/web/i18n/it';
import { withBrowserApp } from '../support/browser-app';
import { createOnCube, expectAccessiblePage } from '../support/configurator';
import { arrowToOption, describeFocus, focusIs, focusVisible, tabTo, testId, unringedFocusStops } from '../support/keyboard';
import { hasSharedCubes, SHARED_CUBES } from '../support/server';
import { waitForHydration } from '../support/view';

const IOWA = 'https://ld.cubeviz.org/cube/eia-iowa-electricity/1';
const FOREST = 'https://ld.admin.ch/cube/fso/px-x-0703010000_103/2';
const dataset = (iri: string) => `?${new URLSearchParams({ dataset: iri })}`;

/** Waits until the focused element matches the selector; on failure, says which one has the focus. */
const expectFocusOn = (page: Page, selector: string) =>
  expect.poll(async () => ((await focusIs(page, selector)) ? selector : await describeFocus(page)), { timeout: 15_000 }).toBe(selector);

/** The text of the chart type reason shown on the page (not only to screen readers), if any; none is shown twice. */
const shownReason = async (page: Page) => {
  const shown = await page
    .locator('[data-testid$="-reason"]')
    .evaluateAll((els) => els.filter((e) => e.getBoundingClientRect().height > 10 && e.getBoundingClientRect().width > 100).map((e) => e.textContent));
  expect(shown.length).toBeLessThan(2);
  return shown[0] ?? undefined;
};

/** The page's width beyond the viewport (document.documentElement.scrollWidth - width): what a visitor would scroll sideways. */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('accessibility', () => {
  const session = withBrowserApp(hasSharedCubes ? { DATA_DIR: SHARED_CUBES } : {});
  const open = async (
    path: string,
    { width = 1280, height = 800, ...device }: { width?: number; height?: number; hasTouch?: boolean; isMobile?: boolean } = {},
  ) => {
    const page = await session.browser.newPage({ viewport: { width, height }, ...device });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(session.app.url + path);
    await waitForHydration(page);
    return { page, errors };
  };

  it.each([
    ['de', de],
    ['fr', fr],
    ['it', itMessages],
    ['en', en],
  ] as const)('%s: the first Tab reaches the skip link, translated, and Enter moves the focus to main', async (locale, messages) => {
    const { page, errors } = await open(`/${locale}/browse`);
    await page.getByTestId('search-input').waitFor();
    await page.keyboard.press('Tab');
    expect(await focusIs(page, '.skip-link', messages['nav.skip-to-content'])).toBe(true);
    await page.keyboard.press('Enter');
    await expectFocusOn(page, 'main#main');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('moves the focus to the heading of the new page on a page change, not on the first load or a filter route', async () => {
    const { page, errors } = await open('/en/browse');
    await page.getByTestId('search-result').first().waitFor();
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    // A theme of the facets: same page, the focus stays on the link.
    const theme = page.getByTestId('facet-themes').getByRole('link').first();
    await theme.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/en\/browse\/theme\//);
    await page.waitForTimeout(300);
    expect(await focusIs(page, 'h1')).toBe(false);
    expect(await page.getByTestId('route-announcer').textContent()).toBe('');
    // The dataset: its title is focused (and read), and the live region announces it.
    await page.goto(`${session.app.url}/en/browse?search=Iowa`);
    await page.getByRole('link', { name: /Electricity generation in Iowa/ }).click();
    await expectFocusOn(page, 'h1.dataset-title');
    expect(await page.evaluate(() => document.activeElement!.getAttribute('tabindex'))).toBe('-1');
    const title = (await page.locator('h1.dataset-title').textContent())!.trim();
    await expect.poll(() => page.getByTestId('route-announcer').textContent()).toBe(`Page loaded: ${title}`);
    // The configurator: its heading.
    await page.getByTestId('create-visualization').click();
    await expectFocusOn(page, '.configurator-header h1, main h1');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('leaves the focus where the reader moved it while the new page loaded', async () => {
    const { page, errors } = await open('/en/browse?search=Iowa');
    // The dataset's preview is held until the reader has moved on.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/data/dataCubePreview', async (route) => {
      await released;
      await route.continue();
    });
    await page.getByRole('link', { name: /Electricity generation in Iowa/ }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/dataset=/);
    await page.getByTestId('back-to-results').waitFor();
    await page.keyboard.press('Tab');
    const moved = await describeFocus(page);
    expect(moved).not.toMatch(/^body/);
    release();
    await page.locator('h1.dataset-title').waitFor();
    await page.getByTestId('preview-table').waitFor();
    expect(await describeFocus(page)).toBe(moved);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('keeps unavailable chart types focusable, describes them by their reason, and ignores activating them', async () => {
    const { page, errors } = await open('/en/browse');
    await createOnCube(page, session.app.url, IOWA);
    const scatterplot = page.getByTestId('chart-type-scatterplot');
    expect(await scatterplot.getAttribute('aria-disabled')).toBe('true');
    expect(await scatterplot.getAttribute('disabled')).toBeNull();
    const reasonId = (await scatterplot.getAttribute('aria-describedby'))!;
    expect(await page.locator(`[id="${reasonId}"]`).textContent()).toBe('At least two numerical measures are required.');
    // Reached by Tab from the chart types before it; Enter and Space do nothing.
    await page.getByTestId('chart-type-column').focus();
    await tabTo(page, testId('chart-type-scatterplot'), { max: 10 });
    // With the focus, the reason shows below the chart types; it goes with the focus.
    expect(await shownReason(page)).toBe('At least two numerical measures are required.');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Space');
    expect(await page.getByTestId('chart-type-column').getAttribute('aria-pressed')).toBe('true');
    expect(await scatterplot.getAttribute('aria-pressed')).toBe('false');
    await expectAccessiblePage(page);
    await page.keyboard.press('Shift+Tab');
    expect(await shownReason(page)).toBeUndefined();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows the reason of an unavailable chart type on a tap, where no pointer hovers', async () => {
    const { page, errors } = await open('/en/browse', { width: 390, height: 844, hasTouch: true, isMobile: true });
    await createOnCube(page, session.app.url, IOWA);
    expect(await shownReason(page)).toBeUndefined();
    // Playwright counts aria-disabled as disabled: force the real tap a visitor makes.
    await page.getByTestId('chart-type-scatterplot').tap({ force: true });
    expect(await shownReason(page)).toBe('At least two numerical measures are required.');
    expect(await page.getByTestId('chart-type-column').getAttribute('aria-pressed')).toBe('true');
    // A tap on an available type: it is chosen, and no reason shows.
    await page.getByTestId('chart-type-line').tap();
    expect(await shownReason(page)).toBeUndefined();
    expect(await page.getByTestId('chart-type-line').getAttribute('aria-pressed')).toBe('true');
    await expectAccessiblePage(page);
    expect(errors).toEqual([]);
    await page.close();
  });

  it.runIf(hasSharedCubes)(
    'the multi-filter drawer keeps Tab inside and gives the focus back on Escape',
    async () => {
      const { page, errors } = await open('/en/browse', { width: 1400, height: 1000 });
      await createOnCube(page, session.app.url, FOREST);
      const edit = page.locator('[data-testid^="edit-values-"]').first();
      await edit.focus();
      await page.keyboard.press('Enter');
      await page.getByTestId('multi-filter-search').waitFor();
      await expectFocusOn(page, testId('multi-filter-search'));
      // Forwards past the last control and backwards past the first: still in the drawer.
      const inDrawer = () => page.evaluate(() => !!document.activeElement?.closest('[data-testid="multi-filter-drawer"]'));
      for (let i = 0; i < 40; i++) {
        await page.keyboard.press('Tab');
        expect(await inDrawer(), await describeFocus(page)).toBe(true);
      }
      await page.getByTestId('multi-filter-search').focus();
      for (let i = 0; i < 3; i++) {
        await page.keyboard.press('Shift+Tab');
        expect(await inDrawer(), await describeFocus(page)).toBe(true);
      }
      await page.keyboard.press('Escape');
      expect(await page.getByRole('dialog').count()).toBe(0);
      expect(await edit.evaluate((button) => button === document.activeElement)).toBe(true);
      expect(errors).toEqual([]);
      await page.close();
    },
    60_000,
  );

  it.runIf(hasSharedCubes)(
    'makes a whole chart with the keyboard alone: browse, preview, create, type, field, filter, publish, view',
    async () => {
      const { page, errors } = await open('/en/browse', { width: 1280, height: 900 });
      /** Tabs to a control, which must show its focus ring. */
      const tab = async (...args: Parameters<typeof tabTo>) => {
        await tabTo(...args);
        expect(await focusVisible(page), await describeFocus(page)).toBe(true);
      };
      await page.getByTestId('search-input').waitFor();
      await tab(page, testId('search-input'), { max: 20 });
      await page.keyboard.type('forest enterprises');
      const result = `[data-testid="search-result"] a[href*="${encodeURIComponent(FOREST)}"]`;
      await page.waitForSelector(result);
      await tab(page, result, { max: 60 });
      await page.keyboard.press('Enter');
      await expectFocusOn(page, 'h1.dataset-title');
      await tab(page, testId('create-visualization'), { max: 40 });
      await page.keyboard.press('Enter');
      await page.waitForSelector('[data-testid="chart-preview"] figure.chart svg', { state: 'attached', timeout: 30_000 });
      await expectFocusOn(page, 'main h1');

      // Chart type: bar.
      await tab(page, testId('chart-type-bar'));
      await page.keyboard.press('Enter');
      await page.waitForSelector('[data-testid="bar-chart"] rect.bar', { state: 'attached', timeout: 15_000 });
      // A field's component: the segment shows the size classes.
      await tab(page, testId('field-row-segment'));
      await page.keyboard.press('Enter');
      await expectFocusOn(page, '#field-panel-title');
      await tab(page, testId('field-segment'));
      // The cube names the size class and the canton in German and French only: English falls back to German.
      await arrowToOption(page, 'Grössenklasse');
      await expect.poll(() => page.locator('[data-testid="legend"] li').count(), { timeout: 15_000 }).toBeGreaterThan(1);
      await page.keyboard.press('Escape');
      await expectFocusOn(page, testId('field-row-segment'));
      // A filter: the canton, searched by typing.
      await tab(page, testId('filter-Kanton'));
      await page.keyboard.press('Enter');
      await page.keyboard.type('Bern');
      await tab(page, '.tree-option', { text: 'Bern', max: 20 });
      await page.keyboard.press('Enter');
      await expect.poll(() => page.getByTestId('chart-filters').textContent(), { timeout: 15_000 }).toContain('Kanton: Bern');

      // Publish, and land on the view with its heading focused.
      await tab(page, testId('publish'), { back: true });
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/en\/v\/[A-Za-z0-9]{12}(\?.*)?$/, { timeout: 30_000 });
      await page.waitForSelector('[data-testid="bar-chart"] rect.bar', { state: 'attached', timeout: 30_000 });
      await expectFocusOn(page, 'main h2.chart-title, main h1');
      const key = new URL(page.url()).pathname.split('/').pop();
      const config = (await (await fetch(`${session.app.url}/api/config/${key}`)).json()).data.data.chartConfigs[0];
      expect(config.chartType).toBe('bar');
      expect(config.fields.segment.componentId).toMatch(/groessenklasse$/);
      expect(Object.values(config.cubes[0].filters)).toContainEqual({ type: 'single', value: 'https://ld.admin.ch/canton/2' });
      await expectAccessiblePage(page);
      expect(errors).toEqual([]);
      await page.close();
    },
    90_000,
  );

  it.each([
    ['browse', '/en/browse', '[data-testid="search-result"]'],
    ['preview', `/en/browse${dataset(IOWA)}`, '[data-testid="preview-table"]'],
    ['configurator', `/en/create/new?${new URLSearchParams({ cube: IOWA })}`, '[data-testid="chart-preview"] figure.chart svg'],
  ])(
    '%s: every control Tab reaches shows a focus ring',
    async (_, path, ready) => {
      const { page } = await open(path);
      await page.waitForSelector(ready, { state: 'attached', timeout: 30_000 });
      expect(await unringedFocusStops(page, 80)).toEqual([]);
      await page.close();
    },
    60_000,
  );

  describe('reflow', () => {
    /** Browse, preview, configurator and a published view, each ready when its selector is. */
    const pages = async (): Promise<[string, string, string][]> => {
      const key = await publishedKey();
      return [
        ['browse', '/en/browse', '[data-testid="search-result"]'],
        ['preview', `/en/browse${dataset(IOWA)}`, '[data-testid="preview-table"]'],
        ['configurator', `/en/create/new?${new URLSearchParams({ cube: IOWA })}`, '[data-testid="chart-preview"] figure.chart svg'],
        ['view', `/en/v/${key}`, 'figure.chart svg'],
      ];
    };
    let key: string | undefined;
    const publishedKey = async () => {
      if (key) return key;
      const { page } = await open('/en/browse');
      await createOnCube(page, session.app.url, IOWA);
      await page.getByTestId('publish').click();
      await page.waitForURL(/\/v\/[A-Za-z0-9]{12}/, { timeout: 30_000 });
      key = new URL(page.url()).pathname.split('/').pop()!;
      await page.close();
      return key;
    };

    it.each([320, 640])(
      'at %i px wide no page scrolls sideways (charts and tables scroll in their own box)',
      async (width) => {
        const wide: string[] = [];
        for (const [name, path, ready] of await pages()) {
          const { page, errors } = await open(path, { width, height: 800 });
          await page.waitForSelector(ready, { state: 'attached', timeout: 30_000 });
          await page.waitForTimeout(700);
          const beyond = await overflow(page);
          if (beyond > 0) {
            const culprits = await page.evaluate(() =>
              [...document.querySelectorAll<HTMLElement>('body *')]
                .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
                .slice(0, 5)
                .map((el) => `${el.tagName.toLowerCase()}.${el.className}`),
            );
            wide.push(`${name}: ${beyond}px (${culprits.join(', ')})`);
          }
          expect(errors).toEqual([]);
          await page.close();
        }
        expect(wide).toEqual([]);
      },
      90_000,
    );
  });

  describe('axe on pages no other test checks', () => {
    const checks: [string, string, (page: Page) => Promise<unknown>][] = [
      [
        'browse with every facet expanded',
        '/en/browse',
        async (page) => {
          await page.getByTestId('search-result').first().waitFor();
          for (const toggle of await page.locator('.facet-toggle[aria-expanded="false"]').all()) await toggle.click();
        },
      ],
      [
        'browse filtered by a theme, in German',
        `/de/browse/theme/${encodeURIComponent('https://ld.cubeviz.org/theme/environment')}`,
        (page) => page.getByTestId('search-result').first().waitFor(),
      ],
      ['dataset preview', `/en/browse${dataset(IOWA)}`, (page) => page.getByTestId('preview-table').waitFor()],
      ['dataset preview, embed mode', `/fr/browse${dataset(IOWA)}&odsiframe=true`, (page) => page.getByTestId('preview-table').waitFor()],
      ['browse, embed mode', '/en/browse?odsiframe=true', (page) => page.getByTestId('search-result').first().waitFor()],
      ['configurator without a dataset (the dataset drawer)', '/en/create/new', (page) => page.getByTestId('search-result').first().waitFor()],
      ['not found', '/en/no/such/page', (page) => page.getByTestId('not-found').waitFor()],
      ['unknown locale', '/xx/browse', (page) => page.getByTestId('not-found').waitFor()],
      [
        'cannot find cube',
        `/en/?${new URLSearchParams({ errorId: 'CANNOT_FIND_CUBE', iri: 'https://example.org/cube' })}`,
        (page) => page.getByTestId('cannot-find-cube').waitFor(),
      ],
      ['unknown browse filter', '/en/browse/colour/x', (page) => page.getByTestId('browse-error').waitFor()],
      ['unknown published key', '/en/v/AAAAAAAAAAAA', (page) => page.locator('.page-message h1').waitFor()],
    ];
    it.each(checks)('%s', async (_, path, ready) => {
      const { page } = await open(path);
      await ready(page);
      await expectAccessiblePage(page);
      await page.close();
    });

    it('the configurator with each field panel open, as column, line, area and pie chart', async () => {
      const { page } = await open('/en/browse', { width: 1400, height: 1000 });
      await createOnCube(page, session.app.url, IOWA);
      const checked: string[] = [];
      for (const type of ['column', 'line', 'area', 'pie']) {
        await page.getByTestId(`chart-type-${type}`).click();
        await expect.poll(() => page.getByTestId(`chart-type-${type}`).getAttribute('aria-pressed')).toBe('true');
        await page.waitForSelector('[data-testid="chart-preview"] figure.chart svg', { state: 'attached', timeout: 15_000 });
        for (const row of await page.locator('[data-testid^="field-row-"]').all()) {
          await row.click();
          await page.waitForSelector('#field-panel-title');
          await expectAccessiblePage(page);
          checked.push(`${type} ${await row.getAttribute('data-testid')}`);
          await page.keyboard.press('Escape');
        }
      }
      expect(checked.length).toBeGreaterThan(8);
      await page.close();
    }, 90_000);

    it('a published view in embed mode', async () => {
      const { page } = await open('/en/browse');
      await createOnCube(page, session.app.url, IOWA);
      await page.getByTestId('publish').click();
      await page.waitForURL(/\/v\/[A-Za-z0-9]{12}/, { timeout: 30_000 });
      const path = new URL(page.url()).pathname;
      await page.goto(`${session.app.url}${path}?odsiframe=true`);
      await waitForHydration(page);
      await page.waitForSelector('figure.chart svg', { state: 'attached', timeout: 30_000 });
      await expectAccessiblePage(page);
      await page.close();
    }, 60_000);
  });
});
