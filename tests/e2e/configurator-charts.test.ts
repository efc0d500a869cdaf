/**
 * Several charts in one configurator (spec 001 §4): the chart tabs add a copy of the active chart,
 * switch, reorder by keyboard and remove; with two charts the next step is the layout step, whose
 * tab bar is the published view's, and whose publish stores both charts in the tab order. A tab is
 * named alike in the editor, the layout step and the view.
 */
import { describe, expect, it } from 'vitest';
import { withBrowserApp } from '../support/browser-app';
import { GALLERY_CUBES } from '../support/chart-gallery';
import { chooseComponent, createOnCube, expectAccessiblePage, moveByKeyboard, openField, publish } from '../support/configurator';

const session = withBrowserApp();

describe('configurator chart tabs', () => {
  it('adds, switches, reorders by keyboard and removes charts, then publishes both from the layout step', async () => {
    const page = await session.browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await createOnCube(page, session.app.url, GALLERY_CUBES.iowa);
    const tabs = () => page.locator('.chart-tab-button').allTextContents();
    expect(await tabs()).toEqual(['Column 1']);
    expect(await page.getByTestId('chart-tab-remove-0').count()).toBe(0);

    // The copy becomes the active chart; making it a line changes only the copy.
    await page.getByTestId('chart-add').click();
    expect(await page.getByTestId('chart-tab-1').getAttribute('aria-current')).toBe('true');
    await page.getByTestId('chart-type-line').click();
    await page.waitForSelector('[data-testid="chart-preview"] [data-testid="line-chart"]');
    expect(await tabs()).toEqual(['Column 1', 'Line 2']);
    await page.getByTestId('chart-tab-0').click();
    await page.waitForSelector('[data-testid="chart-preview"] [data-testid="column-chart"]');

    // The keyboard lifts the first tab by its handle and drops it one place to the right.
    await moveByKeyboard(page, page.locator('.chart-tab .drag-handle').first(), 'ArrowRight');
    await expect.poll(tabs).toEqual(['Line 1', 'Column 2']);
    await expectAccessiblePage(page);

    // A third chart comes and goes again; the one before it becomes active.
    await page.getByTestId('chart-add').click();
    expect(await tabs()).toHaveLength(3);
    await page.getByTestId('chart-tab-remove-2').click();
    expect(await tabs()).toEqual(['Line 1', 'Column 2']);
    expect(await page.getByTestId('chart-tab-1').getAttribute('aria-current')).toBe('true');

    // A title names its tab; the untitled chart keeps the placeholder: its type and place.
    await openField(page, 'meta');
    await page.getByTestId('meta-title-en').fill('Electricity by source');
    await expect.poll(tabs).toEqual(['Line 1', 'Electricity by source']);

    // Two charts: the next step is the layout, whose tab preview is the visitors' tab bar: the
    // same names in the same order, open on the first tab.
    await page.getByTestId('layout').click();
    await page.waitForSelector('[data-testid="back-to-configurator"]');
    const viewTabs = page.getByTestId('view-tabs').getByRole('tab');
    expect(await viewTabs.allTextContents()).toEqual(['Line 1', 'Electricity by source']);
    expect(await viewTabs.nth(0).getAttribute('aria-selected')).toBe('true');
    expect(await viewTabs.nth(0).getAttribute('class')).toContain('view-tab-placeholder');
    await page.waitForSelector('[role="tabpanel"] [data-testid="line-chart"]');
    expect(await page.locator('.layout-chart [data-testid="chart-frame"]').count()).toBe(1);
    await expectAccessiblePage(page);
    await viewTabs.nth(1).click();
    await page.waitForSelector('[role="tabpanel"] [data-testid="column-chart"]');
    expect(await viewTabs.nth(1).getAttribute('aria-selected')).toBe('true');
    await expectAccessiblePage(page);

    await page.getByTestId('publish').click();
    await page.waitForURL(/\/v\/[A-Za-z0-9]{12}(\?.*)?$/, { timeout: 30_000 });
    const key = new URL(page.url()).pathname.split('/').pop();
    const saved = (await (await fetch(`${session.app.url}/api/config/${key}`)).json()).data.data;
    expect(saved.chartConfigs.map((c: { chartType: string }) => c.chartType)).toEqual(['line', 'column']);
    expect(saved.layout.blocks.map((b: { key: string }) => b.key)).toEqual(saved.chartConfigs.map((c: { key: string }) => c.key));
    // The published view names its tabs as the editor and the layout step did.
    await page.waitForSelector('[data-testid="view-tabs"]');
    expect(await viewTabs.allTextContents()).toEqual(['Line 1', 'Electricity by source']);
    await page.close();
  });
});

describe('configurator field options in the preview', () => {
  it('legend title, custom scale domain with its checks, percent and the calculation toggle reach the chart and the view', async () => {
    const page = await session.browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await createOnCube(page, session.app.url, GALLERY_CUBES.iowa);
    const topTick = () => page.locator('[data-testid="chart-preview"] [data-testid="axis-left"] .tick text').last().textContent();
    await chooseComponent(page, 'segment', 'Energy source');
    await page.getByTestId('option-showTitle').check();
    await expect.poll(() => page.getByTestId('legend-title').textContent()).toBe('Energy source');

    // A custom domain on the value axis: checked on blur, only a valid pair reaches the chart.
    await openField(page, 'y');
    await page.getByTestId('option-customDomain').check();
    await page.getByTestId('domain-min').fill('100000');
    await page.getByTestId('domain-max').fill('5');
    await page.getByTestId('domain-max').blur();
    expect(await page.getByTestId('panel-right').getByText('The maximum must be above the minimum.').count()).toBe(1);
    expect(await page.getByTestId('domain-max').getAttribute('aria-invalid')).toBe('true');
    await page.getByTestId('domain-min').fill('0');
    await page.getByTestId('domain-max').fill('120000');
    await page.getByTestId('domain-max').press('Enter');
    await expect.poll(topTick).toBe('120,000');
    await expectAccessiblePage(page);

    // Percent: the axis ends at 100 % and the custom domain cannot be set.
    await openField(page, 'segment');
    await page.getByTestId('option-calculation').getByLabel('Percent').check();
    await expect.poll(topTick).toBe('100 %');
    await openField(page, 'y');
    expect(await page.getByTestId('option-customDomain').isDisabled()).toBe(true);

    // What the author switches on is what the view offers: the calculation toggle.
    await page.getByTestId('interactive-calculation').check();
    const key = await publish(page);
    await page.waitForSelector('[data-testid="column-chart"] rect.bar', { state: 'attached' });
    await page.getByTestId('calculation-toggle').getByLabel('Absolute').check();
    await expect.poll(() => page.locator('[data-testid="axis-left"] .tick text').last().textContent()).not.toContain('%');
    expect(key).toMatch(/^[A-Za-z0-9]{12}$/);
    await expectAccessiblePage(page);
    await page.close();
  });
});
