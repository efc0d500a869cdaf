/**
 * The published view in headless Chromium (spec 002): the chart title as page heading, chart
 * tabs, the metadata side panel on a real cube, the table view against the drawn chart, and the
 * view state in the address (a shared link reopens the same view; nonsense in it falls back to
 * the defaults). Every state passes axe.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DataCubeComponents, DataCubeMetadata } from '../../src/domain/data';
import { truncateDescription } from '../../src/domain/viewer/view-parts';
import { axeViolations, describeViolations } from '../support/axe';
import { withBrowserApp } from '../support/browser-app';
import { componentsFrom } from '../support/chart-gallery';
import { hasSharedCubes, SHARED_CUBES } from '../support/server';
import { FOREST, forestId, forestTabsState, publishState, readBars, waitForBars, waitForHydration, withoutServerRender } from '../support/view';

const SCREENSHOTS = 'docs/screenshots/view';
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000 });
const expectAccessible = async (page: Page) => expect(describeViolations(await axeViolations(page))).toBe('');
const barsSum = (bars: number[]) => bars.reduce((a, b) => a + b, 0);

describe.runIf(hasSharedCubes)('published view', () => {
  const session = withBrowserApp({ DATA_DIR: SHARED_CUBES });
  let key = '';
  let metadata: DataCubeMetadata;
  let components: DataCubeComponents;
  const errors: string[] = [];

  beforeAll(async () => {
    const componentsOf = componentsFrom(session.app.url);
    key = await publishState(session.app.url, await forestTabsState(componentsOf));
    const response = await fetch(`${session.app.url}/api/data/dataCubeMetadata`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sourceType: 'sparql', sourceUrl: '/api/sparql', locale: 'en', cubeFilter: { iri: FOREST } }),
    });
    metadata = (await response.json()).data.dataCubeMetadata;
    components = await componentsOf(FOREST);
  });

  const open = async (path = `/en/v/${key}`, width = 1280) => {
    const page = await session.browser.newPage({ viewport: { width, height: 900 } });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${session.app.url}${path}`);
    await waitForHydration(page);
    return page;
  };

  it('opens on the first tab though the author last edited another, and on the tab the address names', async () => {
    const state = await forestTabsState(componentsFrom(session.app.url));
    const lastEdited = await publishState(session.app.url, { ...state, activeChartKey: state.chartConfigs[1].key });
    const page = await open(`/en/v/${lastEdited}`);
    await waitForBars(page);
    expect(await page.getByRole('tab', { selected: true }).textContent()).toBe('Enterprises');
    await page.goto(`${session.app.url}/en/v/${lastEdited}?tab=${state.chartConfigs[1].key}`);
    await waitForHydration(page);
    await page.waitForSelector('[data-testid="line-chart"] path.line', { state: 'attached' });
    expect(await page.locator('h1').textContent()).toBe('Total forest area');
    await page.close();
  });

  it('names the page after the chart and shows a tab per chart', async () => {
    const before = (await (await fetch(`${session.app.url}/api/config/${key}`)).json()).data.viewCount;
    const page = await open();
    await waitForBars(page);
    expect(await page.locator('h1').allTextContents()).toEqual(['Forest enterprises by size class']);
    expect(await page.title()).toBe('Forest enterprises by size class – cubeviz');
    const tabs = page.getByRole('tab');
    // A tab is named by its label, else by the chart's title (an untitled chart's placeholder: configurator-charts.test).
    expect(await tabs.allTextContents()).toEqual(['Enterprises', 'Total forest area']);
    expect(await tabs.nth(0).getAttribute('aria-selected')).toBe('true');
    expect(await tabs.nth(1).getAttribute('class')).not.toContain('view-tab-placeholder');
    await expectAccessible(page);
    await page.screenshot({ path: `${SCREENSHOTS}/tabs.png` });

    await tabs.nth(1).click();
    await page.waitForSelector('[data-testid="line-chart"] path.line', { state: 'attached' });
    expect(await page.locator('h1').textContent()).toBe('Total forest area');
    expect(new URL(page.url()).searchParams.get('tab')).toBe('viewTabs0002');
    // The arrow keys move between tabs, as the tabs pattern has it.
    await tabs.nth(1).focus();
    await page.keyboard.press('ArrowLeft');
    await waitForBars(page);
    expect(await tabs.nth(0).getAttribute('aria-selected')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Enterprises');
    // Each visit is counted.
    await poll(async () => (await (await fetch(`${session.app.url}/api/config/${key}`)).json()).data.viewCount).toBe(before + 1);
    await page.close();
  });

  it('cuts long tab labels at 400 px', async () => {
    const state = await forestTabsState(componentsFrom(session.app.url));
    const long = 'Forest enterprises of every size class in every canton of Switzerland, year by year, from the first survey on';
    state.chartConfigs[1].meta.label = { de: long, fr: long, it: long, en: long };
    const page = await open(`/en/v/${await publishState(session.app.url, state)}`);
    await waitForBars(page);
    const tab = page.getByRole('tab').nth(1);
    const size = await tab.evaluate((el) => ({
      width: el.getBoundingClientRect().width,
      cut: el.scrollWidth > el.clientWidth,
      title: el.getAttribute('title'),
    }));
    expect(size.width).toBeLessThanOrEqual(400);
    expect(size).toMatchObject({ cut: true, title: long });
    await page.close();
  });

  it('shows the cube metadata, and the component of an axis title', async () => {
    const page = await open();
    await waitForBars(page);
    await page.getByTestId('metadata-button').click();
    const panel = page.getByTestId('view-metadata');
    await poll(() => panel.getByTestId('view-metadata-title').textContent()).toBe(metadata.title);
    const description = truncateDescription(metadata.description);
    expect(await panel.getByTestId('view-metadata-description').textContent()).toBe(description.cut ? `${description.text} Show more` : `${description.text} `);
    const general = await panel.locator('dl').innerText();
    for (const text of [metadata.publisher!, metadata.version!, metadata.identifier!, '23.07.2015']) expect(general).toContain(text);
    expect(await panel.getByTestId('view-metadata-contact').locator('a').getAttribute('href')).toBe(`mailto:${metadata.contactPoint!.email}`);
    expect(await panel.getByTestId('view-metadata-creator').locator('a').getAttribute('href')).toBe(
      `/en/browse/organization/${encodeURIComponent(metadata.creator!.iri)}`,
    );
    expect(
      await panel
        .getByTestId('view-metadata-themes')
        .locator('a')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
    ).toEqual(metadata.themes.map((theme) => `/en/browse/theme/${encodeURIComponent(theme.iri)}`));
    await expectAccessible(page);
    await page.screenshot({ path: `${SCREENSHOTS}/metadata-general.png` });

    await panel.getByTestId('view-metadata-tab-data').click();
    const listed = panel.getByTestId('view-metadata-component');
    await poll(() => listed.count()).toBe(components.dimensions.length + components.measures.length);
    const area = listed.filter({ hasText: 'Gesamte Waldflächen in ha' });
    expect(await area.innerText()).toContain('Unit\nha');
    await expectAccessible(page);

    // The y axis title opens the data tab at its measure.
    await page.getByTestId('view-metadata-close').click();
    await page.getByTestId('y-axis-label').click();
    const selected = page.locator('[data-testid="view-metadata-component"][aria-current="true"]');
    await poll(() => selected.locator('h3').textContent()).toBe('Anzahl Betriebe Measure');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-current'))).toBe('true');
    expect(await page.getByTestId('view-metadata-tab-data').getAttribute('aria-selected')).toBe('true');
    await page.screenshot({ path: `${SCREENSHOTS}/metadata-data.png` });
    // A new route hash closes the panel.
    await page.evaluate(() => (window.location.hash = 'elsewhere'));
    await poll(() => page.getByTestId('view-metadata').count()).toBe(0);
    await page.close();
  });

  it('says when the metadata is loading and when it failed', async () => {
    const page = await session.browser.newPage({ viewport: { width: 1280, height: 900 } });
    // The browser loads the metadata (a server-rendered page brings it along).
    await withoutServerRender(page);
    // The metadata answers late: the chart is drawn, the panel says it is loading.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/data/dataCubeMetadata', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${session.app.url}/en/v/${key}`);
    await waitForHydration(page);
    await waitForBars(page);
    await page.getByTestId('metadata-button').click();
    await poll(() => page.getByTestId('view-metadata').getByRole('status').textContent()).toBe('Loading the metadata…');
    release();
    await poll(() => page.getByTestId('view-metadata-title').textContent()).toBe(metadata.title);
    await page.close();

    // The metadata query fails (here in French): the panel says so in the page's language.
    const failing = await session.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await withoutServerRender(failing);
    await failing.route('**/api/data/dataCubeMetadata', (route) => route.abort());
    await failing.goto(`${session.app.url}/fr/v/${key}`);
    await waitForHydration(failing);
    await failing.getByTestId('metadata-button').click();
    await poll(() => failing.getByTestId('view-metadata').getByRole('alert').textContent()).toBe(
      'Les métadonnées n’ont pas pu être chargées : Le serveur est injoignable.',
    );
    await failing.close();
  });

  it('opens the menus with the keyboard and closes them with Escape', async () => {
    const page = await open();
    await waitForBars(page);
    const more = page.getByTestId('more-button');
    await more.focus();
    await page.keyboard.press('Enter');
    expect(await more.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('more-table');
    await page.keyboard.press('Escape');
    expect(await more.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('more-button');
    await more.press('Enter');
    await page.getByTestId('more-table').press('Enter');
    await page.getByTestId('chart-table-view').waitFor();
    await page.close();
  });

  it('shows exactly the chart data as a sortable table, and the chart again for another chart type', async () => {
    const page = await open();
    await waitForBars(page);
    // The legend hides a size class: the chart and the table lose it alike.
    await page.getByTestId('legend-toggle').first().uncheck();
    await poll(() => readBars(page).then((bars) => bars.length)).toBe(11 * 6);
    const bars = await readBars(page);
    await page.getByTestId('more-button').click();
    await page.getByTestId('more-table').click();
    const table = page.getByTestId('chart-table-view');
    await table.waitFor();
    expect(await page.locator('[data-testid="column-chart"]').count()).toBe(0);
    expect(await table.locator('thead th').allTextContents()).toEqual(['Jahr↕', 'Grössenklasse↕', 'Kanton↕', 'Anzahl Betriebe (Number)↕']);
    const rows = await table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')));
    expect(rows).toHaveLength(bars.length);
    expect(rows.some((row) => row[1] === '< 50 ha')).toBe(false);
    const values = rows.map((row) => Number(row[3].replace(/,/g, '')));
    expect(barsSum(values)).toBe(barsSum(bars));
    expect([...values].sort((a, b) => a - b)).toEqual([...bars].sort((a, b) => a - b));
    await expectAccessible(page);
    await page.screenshot({ path: `${SCREENSHOTS}/table-view.png` });

    await table.getByRole('button', { name: /Anzahl Betriebe/ }).click();
    const sorted = await table.locator('tbody tr td:last-child').allTextContents();
    expect(sorted.map((v) => Number(v.replace(/,/g, '')))).toEqual([...values].sort((a, b) => a - b));

    // Another chart type: back to the chart.
    await page.getByRole('tab').nth(1).click();
    await page.waitForSelector('[data-testid="line-chart"] path.line', { state: 'attached' });
    expect(await page.getByTestId('chart-table-view').count()).toBe(0);
    await page.close();
  });

  it('keeps the visitor’s choices in the address, and a shared address reopens them', async () => {
    const page = await open();
    await waitForBars(page);
    const defaults = await readBars(page);
    const kanton = page.getByTestId(`data-filter-${forestId('kanton')}`).locator('select');
    await kanton.selectOption({ label: 'Bern' });
    await poll(() => readBars(page).then((bars) => barsSum(bars) !== barsSum(defaults))).toBe(true);
    await page.getByTestId('legend-toggle').last().uncheck();
    await page.getByTestId('time-range-from').focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.getByRole('radio', { name: 'Percent' }).check();
    await poll(() => page.getByTestId('time-range-value').textContent()).toBe('2006 – 2014');
    await poll(() => readBars(page).then((bars) => bars.length)).toBe(9 * 6);
    await page.waitForTimeout(300);
    const shown = await readBars(page);
    const url = page.url();
    const query = new URL(url).searchParams;
    // The hidden size class by its value: the link works in every language.
    const largest = components.dimensions.find((d) => d.id === forestId('groessenklasse'))!.values.find((v) => v.label === '> 5000 ha')!;
    expect(Object.fromEntries([...query].filter(([name]) => !name.startsWith('filter:')))).toEqual({
      tab: 'viewTabs0001',
      hide: String(largest.value),
      from: '2006',
      to: '2014',
      calculation: 'percent',
    });
    expect(query.get(`filter:${forestId('kanton')}`)).toBe('https://ld.admin.ch/canton/2');
    await page.close();

    const shared = await open(new URL(url).pathname + new URL(url).search);
    await poll(() => readBars(shared).then((bars) => bars.length)).toBe(9 * 6);
    await poll(() => readBars(shared)).toEqual(shown);
    expect(
      await shared
        .getByTestId(`data-filter-${forestId('kanton')}`)
        .locator('select option:checked')
        .textContent(),
    ).toBe('Bern');
    expect(await shared.getByTestId('legend-toggle').last().isChecked()).toBe(false);
    expect(await shared.getByTestId('time-range-value').textContent()).toBe('2006 – 2014');
    expect(await shared.getByRole('radio', { name: 'Percent' }).isChecked()).toBe(true);
    await expectAccessible(shared);
    await shared.screenshot({ path: `${SCREENSHOTS}/shared-state.png` });
    await shared.close();

    // In another language the same size class stays hidden.
    const german = await open(`/de/v/${key}${new URL(url).search}`);
    await poll(() => readBars(german)).toEqual(shown);
    expect(await german.getByTestId('legend-toggle').last().isChecked()).toBe(false);
    await german.close();

    // The active tab travels too.
    const second = await open(`/en/v/${key}?tab=viewTabs0002`);
    await second.waitForSelector('[data-testid="line-chart"] path.line', { state: 'attached' });
    expect(await second.getByRole('tab', { selected: true }).textContent()).toBe('Total forest area');
    await second.close();
  });

  it('falls back to the defaults for values in the address that do not fit, without an error', async () => {
    const reference = await open();
    await waitForBars(reference);
    const defaults = await readBars(reference);
    await reference.close();
    const query = new URLSearchParams([
      ['tab', 'noSuchChart1'],
      ['hide', 'no such class'],
      ['from', '2030'],
      ['to', '2001'],
      ['calculation', 'median'],
      [`filter:${forestId('kanton')}`, 'https://ld.admin.ch/canton/999'],
      [`filter:${forestId('nothing')}`, 'x'],
    ]);
    const page = await open(`/en/v/${key}?${query}`);
    await waitForBars(page);
    await poll(() => readBars(page)).toEqual(defaults);
    expect(await page.getByRole('tab', { selected: true }).textContent()).toBe('Enterprises');
    expect(await page.getByRole('alert').count()).toBe(0);
    // Every category hidden: none is.
    const allHidden = new URLSearchParams(components.dimensions.find((d) => d.id === forestId('groessenklasse'))!.values.map((v) => ['hide', String(v.value)]));
    const hidden = await open(`/en/v/${key}?${allHidden}`);
    await waitForBars(hidden);
    await poll(() => readBars(hidden)).toEqual(defaults);
    expect(errors).toEqual([]);
    await page.close();
    await hidden.close();
  });
});
