/**
 * Table charts in the browser (issue 16): authored in the configurator — grouped by dragging a
 * column into the groups, sorted by sorting items, styled — then published and read as a
 * visitor: headers sort by mouse and keyboard (aria-sort), the search filters the rows, styles
 * paint the cells, a table of 1,708 rows keeps only the rows in view in the DOM. Every state is
 * checked with axe.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createChartKey } from '../../src/domain/config';
import { withBrowserApp } from '../support/browser-app';
import { componentsFrom, GALLERY_CUBES, publish } from '../support/chart-gallery';
import { createOnCube, expectAccessiblePage, moveByKeyboard } from '../support/configurator';
import { drag, handleOf, TABLE_IDS, tableGalleryConfig } from '../support/table-gallery';
import { waitForHydration } from '../support/view';

const session = withBrowserApp();

const preview = '[data-testid="chart-preview"] [data-testid="table-chart-table"]';
/** The texts of the rows in the DOM: group rows in brackets, data rows as their cells joined by |. */
const rowTexts = (page: Page, table = '[data-testid="table-chart-table"]') =>
  page.$$eval(`${table} tbody tr:not(.table-spacer)`, (rows) =>
    rows.map((r) =>
      r.classList.contains('table-group-row') ? `[${r.textContent?.trim()}]` : [...r.querySelectorAll('td')].map((td) => td.textContent?.trim()).join(' | '),
    ),
  );

/** Publishes a gallery table (changed by `edit`) and opens it in the view, its first rows drawn. */
const openTable = async (name: string, locale = 'en', edit = (config: Awaited<ReturnType<typeof tableGalleryConfig>>) => config) => {
  const key = await publish(session.app.url, edit(await tableGalleryConfig(name, componentsFrom(session.app.url), createChartKey())));
  const page = await session.browser.newPage({ viewport: { width: 1200, height: 900 } });
  await page.goto(`${session.app.url}/${locale}/v/${key}`);
  // The server's first rows are there before the app: the tests use the table once the page is hydrated (the app holds every element).
  await waitForHydration(page);
  await page.waitForSelector('[data-testid="table-chart-table"] tbody tr[aria-rowindex="2"]');
  return page;
};

describe('table charts', () => {
  it('are authored in the configurator: groups by dragging, sorting items, column styles, settings', async () => {
    const page = await session.browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await createOnCube(page, session.app.url, GALLERY_CUBES.iowa);
    const asked: string[] = [];
    page.on('request', (request) => void asked.push(new URL(request.url()).pathname));
    await page.getByTestId('chart-type-table').click();
    await page.waitForSelector(`${preview} tbody tr`);
    // Iowa's 51 rows are all in the table's first page: they are not asked for a second time.
    expect(asked).toContain('/api/data/dataCubeTablePage');
    expect(asked).not.toContain('/api/data/dataCubesObservations');
    // Every component a column, in order, and no interactive filters for tables.
    expect(await page.$$eval(`${preview} thead th`, (ths) => ths.map((th) => th.textContent?.replace(/[↕▲▼△▽]/g, '').trim()))).toEqual([
      'Year',
      'Energy source',
      'Net generation (GWh)',
    ]);
    expect(await page.getByTestId('interactive-filters').count()).toBe(0);
    expect((await rowTexts(page, preview))[0]).toBe('2001 | Fossil fuels | 35,361');
    // No sorting item: the author is told the columns the rows are in the order of.
    expect(await page.getByTestId('table-sorting-section').locator('.hint-text').textContent()).toBe(
      'No sorting item: the rows are sorted by Year and Energy source, in this order.',
    );
    await expectAccessiblePage(page);

    // Energy source dragged from the columns into the groups: a group row per source, before its rows.
    await drag(page, handleOf(TABLE_IDS.source), '.table-group-list');
    await expect.poll(() => page.$$eval('.table-group-list .field-row-value', (items) => items.map((i) => i.textContent))).toEqual(['Energy source']);
    await expect.poll(async () => (await rowTexts(page, preview)).slice(0, 2)).toEqual(['[Energy source: Fossil fuels 17 rows]', '2001 | 35,361']);
    // A numerical measure cannot be grouped: dropped on the groups, it stays a column.
    await drag(page, handleOf(TABLE_IDS.generation), '.table-group-list');
    expect(await page.$$eval('.table-group-list .field-row-value', (items) => items.map((i) => i.textContent))).toEqual(['Energy source']);

    // The keyboard reorders columns: Year lifted by its handle, moved down one, dropped.
    await moveByKeyboard(page, page.locator(handleOf(TABLE_IDS.year)), 'ArrowDown');
    await expect
      .poll(() => page.$$eval(`${preview} thead th`, (ths) => ths.map((th) => th.textContent?.replace(/[↕▲▼△▽]/g, '').trim())))
      .toEqual(['Net generation (GWh)', 'Year']);
    // And groups without a drag: the column panel's checkbox groups Year after Energy source, and ungroups it.
    await page.getByTestId(`field-row-${TABLE_IDS.year}`).click();
    await page.getByTestId('table-column-group').check();
    await expect.poll(() => page.$$eval('.table-group-list .field-row-value', (items) => items.map((i) => i.textContent))).toEqual(['Energy source', 'Year']);
    await expect
      .poll(async () => (await rowTexts(page, preview)).slice(0, 3))
      .toEqual(['[Energy source: Fossil fuels 17 rows]', '[Year: 2001 1 row]', '35,361']);
    await page.getByTestId('table-column-group').uncheck();
    await expect.poll(() => page.$$eval(`${preview} thead th`, (ths) => ths.length)).toBe(2);

    // Sorting items: year, then turned descending.
    await page.getByTestId('table-sorting-add').selectOption({ label: 'Year' });
    await page.locator('[data-testid="table-sorting-0"] select').nth(1).selectOption('desc');
    await expect
      .poll(async () => (await rowTexts(page, preview)).slice(0, 3))
      .toEqual(['[Energy source: Fossil fuels 17 rows]', '2017 | 29,329', '2016 | 28,437']);
    // Year is in use: the add menu no longer offers it.
    expect(await page.$$eval('[data-testid="table-sorting-add"] option', (os) => os.map((o) => o.textContent))).not.toContain('Year');
    // A second item, moved first by the keyboard, then removed again.
    await page.getByTestId('table-sorting-add').selectOption({ label: 'Net generation' });
    const sortedBy = () =>
      page.$$eval('.table-sorting-controls label:first-child select', (selects) => selects.map((s) => (s as HTMLSelectElement).selectedOptions[0].textContent));
    expect(await sortedBy()).toEqual(['Year', 'Net generation']);
    await moveByKeyboard(page, page.getByRole('button', { name: 'Move sorting by Net generation', exact: true }), 'ArrowUp');
    await expect.poll(sortedBy).toEqual(['Net generation', 'Year']);
    await page.getByRole('button', { name: 'Remove sorting by Net generation', exact: true }).click();
    expect(await sortedBy()).toEqual(['Year']);

    // Net generation as bars, with their background.
    await page.getByTestId(`field-row-${TABLE_IDS.generation}`).click();
    await page.getByTestId('table-column-style').selectOption('bar');
    await page.getByTestId('table-bar-show-background').check();
    await page.waitForSelector(`${preview} .table-bar`);
    expect(
      await page
        .locator(`${preview} .table-bar-track`)
        .first()
        .evaluate((el) => getComputedStyle(el).backgroundColor),
    ).toBe('rgb(230, 230, 230)');
    // The grouped column's panel: ungrouping is a checkbox too; a measure's group box is disabled with its reason.
    expect(await page.getByTestId('table-column-group').isDisabled()).toBe(true);
    await expectAccessiblePage(page);

    // Year as category tags, in the palette chosen, each value its colour.
    await page.getByTestId(`field-row-${TABLE_IDS.year}`).click();
    await page.getByTestId('table-column-style').selectOption('category');
    await page.waitForSelector(`${preview} .table-tag`);
    // The first row is 2017 (sorted descending), the 17th year: category10's 7th colour, then set2's 1st.
    expect(
      await page
        .locator(`${preview} .table-tag`)
        .first()
        .evaluate((el) => getComputedStyle(el).backgroundColor),
    ).toBe('rgb(227, 119, 194)');
    await page.getByTestId('palette-set2').click();
    await expect
      .poll(() =>
        page
          .locator(`${preview} .table-tag`)
          .first()
          .evaluate((el) => getComputedStyle(el).backgroundColor),
      )
      .toBe('rgb(102, 194, 165)');
    expect(await page.getByTestId('color-list').locator('li').count()).toBe(17);
    await expectAccessiblePage(page);

    // Search off: the box goes from the preview.
    await page.getByTestId('table-setting-showSearch').uncheck();
    expect(await page.locator('[data-testid="chart-preview"] [data-testid="table-search"]').count()).toBe(0);
    await page.getByTestId('table-setting-showSearch').check();

    // The published config holds what the author did.
    await page.getByTestId('publish').click();
    await page.waitForURL(/\/v\/[A-Za-z0-9]{12}(\?.*)?$/, { timeout: 30_000 });
    const key = new URL(page.url()).pathname.split('/').pop();
    const saved = (await (await fetch(`${session.app.url}/api/config/${key}`)).json()).data.data.chartConfigs[0];
    expect(saved.chartType).toBe('table');
    expect(saved.fields[TABLE_IDS.source]).toMatchObject({ isGroup: true, index: 0 });
    expect(saved.fields[TABLE_IDS.generation].columnStyle).toMatchObject({ type: 'bar', barShowBackground: true });
    expect(saved.sorting).toEqual([{ componentId: TABLE_IDS.year, componentType: 'TemporalDimension', sortingOrder: 'desc' }]);
    await page.waitForSelector('[data-testid="table-chart-table"] tbody tr');
    expect((await rowTexts(page)).slice(0, 2)).toEqual(['[Energy source: Fossil fuels 17 rows]', '2017 | 29,329']);
    await page.close();
  });

  it('are read by a visitor: headers sort by mouse and keyboard, the search filters, styles paint, rows are virtual', async () => {
    const page = await openTable('table-styled');
    const headers = page.locator('[data-testid="table-chart-table"] thead th');
    const sortOf = () => headers.evaluateAll((ths) => ths.map((th) => th.getAttribute('aria-sort')));

    // The author's sorting (highest rate first) is announced on its header.
    expect(await sortOf()).toEqual([null, null, null, 'descending']);
    expect(await page.getByTestId('table-count').textContent()).toBe('Total number of rows: 1,708');
    // The table spans the frame, below the view's actions (a float beside it once narrowed it).
    const width = (selector: string) => page.locator(selector).evaluate((el) => el.getBoundingClientRect().width);
    const frame = await page
      .getByTestId('chart-frame')
      .evaluate((el) => el.clientWidth - parseFloat(getComputedStyle(el).paddingLeft) - parseFloat(getComputedStyle(el).paddingRight));
    expect(await width('[data-testid="table-chart-table"]')).toBeGreaterThan(frame - 4);
    const first = (await rowTexts(page))[0].split(' | ');
    expect(first).toEqual(['02.2010', 'Construction', '2,440', '27.1']);

    // 1,708 rows, but only those in view (and a few more) are in the DOM; scrolling brings the last.
    const domRows = () => page.locator('[data-testid="table-chart-table"] tbody tr:not(.table-spacer)').count();
    expect(await domRows()).toBeLessThan(60);
    await page.locator('.table-scroll-area').evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await expect.poll(async () => (await rowTexts(page)).at(-1)?.split(' | ')[3]).toBe('0.3');
    expect(await page.locator('[data-testid="table-chart-table"] tbody tr[aria-rowindex="1709"]').count()).toBe(1);

    // Styles as the cells show them: a tag per industry, a heat map on the rate, bars for the count.
    const rateCell = page.locator('[data-testid="table-chart-table"] tbody tr:not(.table-spacer) td:nth-child(4)').last();
    expect(await rateCell.evaluate((td) => [getComputedStyle(td).backgroundColor, getComputedStyle(td).fontWeight])).toEqual(['rgb(255, 245, 235)', '700']);
    expect(
      await page
        .locator('.table-tag')
        .first()
        .evaluate((el) => getComputedStyle(el).backgroundColor),
    ).not.toBe('rgba(0, 0, 0, 0)');
    expect(await page.locator('.table-bar').count()).toBeGreaterThan(10);

    // A click on Month sorts by it ascending, a second click descending: the visitor's sort leads.
    await page.locator('.table-scroll-area').evaluate((el) => el.scrollTo(0, 0));
    await page.getByTestId('table-sort-0').click();
    expect(await sortOf()).toEqual(['ascending', null, null, null]);
    // Within a month the author's sorting still applies: highest rate first.
    expect((await rowTexts(page)).slice(0, 2).map((r) => r.split(' | ').slice(0, 2).join(' '))).toEqual(['01.2000 Agriculture', '01.2000 Construction']);
    // The keyboard sorts as well: Enter on the focused header button.
    await page.getByTestId('table-sort-0').focus();
    await page.keyboard.press('Enter');
    // Focused from the keyboard, the header shows its ring (inside the cell, which clips).
    expect(await page.getByTestId('table-sort-0').evaluate((el) => getComputedStyle(el).boxShadow)).toContain('inset');
    expect(await sortOf()).toEqual(['descending', null, null, null]);
    expect((await rowTexts(page))[0].split(' | ')[0]).toBe('02.2010');
    await expectAccessiblePage(page);

    // The search keeps the rows whose cells say every word; the sorting stays.
    await page.getByTestId('table-search').fill('construction 2009');
    await expect.poll(() => page.getByTestId('table-count').textContent()).toBe('12 of 1,708 rows match the search');
    const found = await rowTexts(page);
    expect(found).toHaveLength(12);
    expect(found.every((r) => r.includes('Construction') && r.includes('.2009'))).toBe(true);
    expect(found[0].split(' | ')[0]).toBe('12.2009');
    expect(await sortOf()).toEqual(['descending', null, null, null]);
    await page.getByTestId('table-search').fill('no such industry');
    await page.waitForSelector('.table-empty');
    await expectAccessiblePage(page);
    await page.close();
  });

  it('groups rows in the view, group rows heading their values', async () => {
    const page = await openTable('table-grouped', 'de');
    const rows = await rowTexts(page);
    // Grouped by source, the year descending within; numbers in the Swiss German format.
    // Sources sort by label in the page's language: Erneuerbare, Fossile, Kernenergie.
    expect(rows.slice(0, 3)).toEqual(['[Energiequelle: Erneuerbare Energien 17 Zeilen]', '2017 | 21’933', '2016 | 21’241']);
    expect(await page.locator('[data-testid="table-chart-table"] thead th').evaluateAll((ths) => ths.map((th) => th.getAttribute('scope')))).toEqual([
      'col',
      'col',
    ]);
    await page.getByTestId('table-search').fill('kernenergie');
    await expect.poll(async () => (await rowTexts(page))[0]).toBe('[Energiequelle: Kernenergie 17 Zeilen]');
    expect(await page.getByTestId('table-count').textContent()).toBe('17 von 51 Zeilen entsprechen der Suche');
    expect(await rowTexts(page)).toHaveLength(18);
    await expectAccessiblePage(page);
    await page.close();
  });

  it('show all rows: the page scrolls through every row, still only those in view in the DOM', async () => {
    const page = await openTable('table-styled', 'en', (config) => ({ ...config, settings: { ...config.settings, showAllRows: true } }));
    // No scroll box of its own: the table is as tall as its 1,708 rows and the header.
    const area = page.locator('.table-scroll-area');
    expect(await area.evaluate((el) => el.getAttribute('tabindex'))).toBeNull();
    expect(await area.evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThan(1709 * 36 - 1);
    expect(await page.locator('[data-testid="table-chart-table"] tbody tr:not(.table-spacer)').count()).toBeLessThan(60);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForSelector('[data-testid="table-chart-table"] tbody tr[aria-rowindex="1709"]');
    expect(await page.locator('[data-testid="table-chart-table"] tbody tr:not(.table-spacer)').count()).toBeLessThan(60);
    await expectAccessiblePage(page);
    await page.close();
  });
});
