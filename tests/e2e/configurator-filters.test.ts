/**
 * The configurator's data filters in headless Chromium on the forest enterprises cube (v2): a
 * single filter, the Kanton tree select's search, a multi filter on the x axis through the
 * drawer, and a keyboard reorder. After each step the bars must be the values the cube has for
 * the filters, as the data API answers them.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { de } from '../../src/web/i18n/de';
import { withBrowserApp } from '../support/browser-app';
import { expectAccessiblePage } from '../support/configurator';
import { hasSharedCubes, SHARED_CUBES } from '../support/server';

const CUBE = 'https://ld.admin.ch/cube/fso/px-x-0703010000_103/2';
const UNVERSIONED = 'https://ld.admin.ch/cube/fso/px-x-0703010000_103';
const id = (path: string) => `${UNVERSIONED}___${UNVERSIONED}/${path}`;
const SCREENSHOTS = 'docs/screenshots/configurator';

const readBars = (page: Page) =>
  page.$$eval('[data-testid="column-chart"] rect.bar', (rects) => rects.map((r) => Number(r.getAttribute('data-value'))).sort((a, b) => a - b));

const rowLabels = (page: Page) => page.locator('[data-testid="data-filters-section"] .filter-row .filter-label').allTextContents();

describe.runIf(hasSharedCubes)('configurator: data filters', () => {
  const session = withBrowserApp({ DATA_DIR: SHARED_CUBES });

  /** The number of enterprises per year the cube has for these filters, sorted. */
  const expectedBars = async (filters: Record<string, object>) => {
    const response = await fetch(`${session.app.url}/api/data/dataCubesObservations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        sourceType: 'sparql',
        sourceUrl: '/api/sparql',
        locale: 'de',
        cubeFilters: [{ iri: CUBE, componentIds: [id('jahr'), id('Betriebe')], filters }],
      }),
    });
    const rows: Record<string, number>[] = (await response.json()).data.dataCubesObservations.data;
    return rows.map((o) => o[id('Betriebe')]).sort((a, b) => a - b);
  };
  const single = (value: string) => ({ type: 'single', value });

  it('filters the chart with a select, the tree select search and the multi-filter drawer, and reorders by keyboard', async () => {
    const page = await session.browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await page.goto(`${session.app.url}/de/create/new?${new URLSearchParams({ cube: CUBE })}`);
    await page.waitForSelector('[data-testid="column-chart"] rect.bar', { state: 'attached', timeout: 30_000 });
    const section = page.getByTestId('data-filters-section');
    expect(await rowLabels(page)).toEqual(['Forstzone', 'Kanton', 'Grössenklasse']);
    expect(await page.getByTestId('filter-count').textContent()).toBe('3');
    const filters: Record<string, object> = {
      [id('forstzone')]: single(`${CUBE}/forstzone/0`),
      [id('kanton')]: single('https://ld.admin.ch/canton/1'),
      [id('groessenklasse')]: single(`${CUBE}/groessenklasse/0`),
    };
    expect(await readBars(page)).toEqual(await expectedBars(filters));

    // A single filter: the size class.
    await page.getByTestId('filter-Grössenklasse').selectOption({ label: '< 50 ha' });
    filters[id('groessenklasse')] = single(`${CUBE}/groessenklasse/1`);
    const small = await expectedBars(filters);
    await expect.poll(() => readBars(page), { timeout: 15_000 }).toEqual(small);
    expect(await page.getByTestId('chart-filters').textContent()).toContain('Grössenklasse: < 50 ha');

    // The tree select: search, choose Bern, then "Zür" finds Zürich (canton under its region).
    await page.getByTestId('filter-Kanton').click();
    const search = page.getByTestId('filter-search-Kanton');
    expect(await search.evaluate((input) => input === document.activeElement)).toBe(true);
    await search.fill('xyz');
    await expect.poll(() => section.getByText('Keine Ergebnisse').count()).toBe(1);
    await search.fill('Bern');
    await section.locator('.tree-option', { hasText: /^Bern$/ }).click();
    expect(await page.getByTestId('filter-value-Kanton').textContent()).toBe('Bern');
    filters[id('kanton')] = single('https://ld.admin.ch/canton/2');
    await expect.poll(() => readBars(page), { timeout: 15_000 }).toEqual(await expectedBars(filters));
    await page.getByTestId('filter-Kanton').click();
    await page.getByTestId('filter-search-Kanton').fill('Zür');
    const options = await section.locator('.tree-panel').locator('.tree-option, .tree-group').allTextContents();
    expect(options).toContain('Zürich');
    expect(options).not.toContain('Bern');
    await section.screenshot({ path: `${SCREENSHOTS}/filters-tree-search.png` });
    await expectAccessiblePage(page);
    await section
      .locator('.tree-option', { hasText: /^Zürich$/ })
      .last()
      .click();
    filters[id('kanton')] = single('https://ld.admin.ch/canton/1');
    await expect.poll(() => readBars(page), { timeout: 15_000 }).toEqual(small);

    // The drawer: a multi filter on the years drawn, applied; Escape closes without a change.
    const edit = page.getByTestId('edit-values-Jahr');
    await edit.click();
    const drawer = page.getByRole('dialog');
    expect(await drawer.getAttribute('aria-modal')).toBe('true');
    expect(await page.getByTestId('multi-filter-search').evaluate((input) => input === document.activeElement)).toBe(true);
    await drawer.getByRole('button', { name: 'Keine auswählen' }).click();
    expect(await page.getByTestId('multi-filter-apply').isDisabled()).toBe(true);
    await page.getByTestId('multi-filter-search').fill('201');
    await drawer.getByRole('button', { name: 'Alle auswählen' }).click();
    await drawer.getByRole('checkbox', { name: '2014' }).uncheck();
    await page.getByTestId('multi-filter-search').fill('');
    await drawer.getByRole('checkbox', { name: '2004' }).check();
    await page.screenshot({ path: `${SCREENSHOTS}/filters-drawer.png` });
    await expectAccessiblePage(page);
    await page.getByTestId('multi-filter-apply').click();
    expect(await drawer.count()).toBe(0);
    expect(await edit.evaluate((button) => button === document.activeElement)).toBe(true);
    const years = ['2004', '2010', '2011', '2012', '2013'];
    filters[id('jahr')] = { type: 'multi', values: Object.fromEntries(years.map((y) => [y, true])) };
    const someYears = await expectedBars(filters);
    expect(someYears).toHaveLength(5);
    await expect.poll(() => readBars(page), { timeout: 15_000 }).toEqual(someYears);
    expect(await page.getByTestId('shown-values-Jahr').textContent()).toBe('5 von 11 Werten');
    await edit.click();
    await page.keyboard.press('Escape');
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await edit.evaluate((button) => button === document.activeElement)).toBe(true);

    // Keyboard reorder: lift Forstzone with space, move it down one, drop it. A screen reader
    // hears German instructions, then each step, naming the filter by its label (never its IRI).
    const handle = section.getByRole('button', { name: 'Filter Forstzone verschieben' });
    const instructions = await handle.evaluate((el) => document.getElementById(el.getAttribute('aria-describedby')!)!.textContent);
    expect(instructions).toBe(de['drag.instructions']);
    expect(await handle.getAttribute('aria-roledescription')).toBe('verschiebbar');
    // Each list has its live region (dnd-kit's); only the one of the list dragged in speaks.
    const announced = () => page.locator('[id^="DndLiveRegion"]').evaluateAll((els) => els.map((e) => e.textContent).join(''));
    await handle.focus();
    const heard: string[] = [];
    for (const [key, said] of [
      ['Space', 'Forstzone aufgenommen.'],
      ['ArrowDown', 'Forstzone ist an Position 2 von 3.'],
      ['Space', 'Forstzone an Position 2 von 3 abgelegt.'],
    ]) {
      await page.keyboard.press(key);
      await expect.poll(announced).toBe(said);
      heard.push(await announced());
    }
    expect(heard.join(' ')).not.toMatch(/https?:|draggable|droppable/i);
    await expect.poll(() => rowLabels(page)).toEqual(['Kanton', 'Forstzone', 'Grössenklasse']);
    // The order is the author's; the chart, drawn again, shows the same values.
    await expect.poll(() => readBars(page)).toEqual(someYears);
    expect(await page.getByTestId('filter-count').textContent()).toBe('3');
    await section.screenshot({ path: `${SCREENSHOTS}/filters-section.png` });
    await expectAccessiblePage(page);
    await page.close();
  }, 120_000);

  it("picks a year with the date picker, only among the cube's years, and follows the most recent one", async () => {
    const page = await session.browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await page.goto(`${session.app.url}/de/create/new?${new URLSearchParams({ cube: CUBE })}`);
    await page.waitForSelector('[data-testid="column-chart"] rect.bar', { state: 'attached', timeout: 30_000 });
    // With Forstzone on the x axis, Jahr becomes a filter: a date picker of years.
    await page.getByTestId('field-row-x').click();
    await page.getByTestId('field-x').selectOption({ label: 'Forstzone' });
    const year = page.getByTestId('filter-Jahr');
    await expect.poll(() => year.count()).toBe(1);
    await year.fill('1999');
    await year.press('Enter');
    expect(await year.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByTestId('data-filters-section').getByRole('alert').textContent()).toBe('Für dieses Datum gibt es keine Daten.');
    await year.fill('2010');
    await year.press('Enter');
    await expect.poll(() => page.getByTestId('chart-filters').textContent(), { timeout: 15_000 }).toContain('Jahr: 2010');
    expect(await year.getAttribute('aria-invalid')).toBeNull();

    await page.getByTestId('most-recent-Jahr').check();
    await expect.poll(() => page.getByTestId('chart-filters').textContent(), { timeout: 15_000 }).toContain('Jahr: 2014');
    expect(await year.isDisabled()).toBe(true);
    expect(await year.inputValue()).toBe('2014');
    await page.getByTestId('data-filters-section').screenshot({ path: `${SCREENSHOTS}/filters-date-picker.png` });

    // Kanton as the segment: its shown values are chosen in the drawer's tree of the hierarchy.
    await page.getByTestId('field-row-segment').click();
    await page.getByTestId('field-segment').selectOption({ label: 'Kanton' });
    await page.getByTestId('edit-values-Kanton').click();
    const drawer = page.getByRole('dialog');
    expect(await drawer.locator('.tree .tree .tree input[type=checkbox]').count()).toBe(26);
    await page.getByTestId('multi-filter-search').fill('Zür');
    expect(await drawer.locator('.tree-list').innerText()).not.toContain('Bern');
    expect(await drawer.getByRole('checkbox', { name: 'Zürich' }).count()).toBeGreaterThan(0);
    await page.screenshot({ path: `${SCREENSHOTS}/filters-drawer-hierarchy.png` });
    await page.keyboard.press('Escape');
    expect(await drawer.count()).toBe(0);
    await page.close();
  }, 120_000);

  it('says so in the section when the possible filters cannot be fetched', async () => {
    const page = await session.browser.newPage();
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.route('**/api/data/possibleFilters', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'down' }) }),
    );
    await page.goto(`${session.app.url}/en/create/new?${new URLSearchParams({ cube: CUBE })}`);
    const alert = page.getByTestId('data-filters-section').getByRole('alert');
    await expect.poll(() => alert.count(), { timeout: 30_000 }).toBe(1);
    expect(await alert.textContent()).toBe('Could not fetch possible filters');
    expect(errors.some((e) => e.includes(`Could not fetch possible filters for ${CUBE}`))).toBe(true);
    await page.close();
  }, 120_000);
});
