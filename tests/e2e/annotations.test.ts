/**
 * Annotations in headless Chromium (issue 21 item 1): an author points at a bar by clicking it
 * and at a line point by keyboard or from the list, writes markdown (HTML and scripts in it do
 * nothing), fills the target, opens it by default and publishes; a visitor opens and closes the
 * texts and switches all annotations off. Every state passes axe; screenshots go to
 * docs/screenshots/annotations/.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { withBrowserApp } from '../support/browser-app';
import { GALLERY_CUBES } from '../support/chart-gallery';
import { createOnCube, expectAccessiblePage, publish } from '../support/configurator';

const session = withBrowserApp();
const SCREENSHOTS = 'docs/screenshots/annotations';
const HOSTILE = '**Record** year <script>window.__hacked = 1</script><img src="x" onerror="window.__hacked = 2"> [link](javascript:window.__hacked=3)';

/** The configurator on the Iowa electricity cube, its chart of this type drawn. */
const configure = async (type: 'bar' | 'line') => {
  const page = await session.browser.newPage({ viewport: { width: 1400, height: 1000 } });
  await createOnCube(page, session.app.url, GALLERY_CUBES.iowa);
  await page.getByTestId(`chart-type-${type}`).click();
  await page.waitForSelector(`[data-testid="chart-preview"] [data-testid="${type}-chart"]`);
  return page;
};
const preview = (page: Page, selector: string) => page.locator(`[data-testid="chart-preview"] ${selector}`);
const shoot = async (page: Page, selector: string, name: string) => {
  const box = (await page.locator(selector).first().boundingBox())!;
  await page.screenshot({
    path: `${SCREENSHOTS}/${name}.png`,
    clip: { x: Math.max(0, box.x - 8), y: Math.max(0, box.y - 8), width: box.width + 16, height: box.height + 16 },
  });
};

describe('annotations', () => {
  it('an author annotates a bar by clicking it; the visitor opens, closes and hides annotations', async () => {
    const page = await configure('bar');

    // A new annotation opens its panel; style, text and default-open wait for a target.
    await page.getByTestId('annotation-add').click();
    await page.waitForSelector('[data-testid="annotation-panel"]');
    expect(await page.getByTestId('annotation-highlight-filled').isDisabled()).toBe(true);
    expect(await page.getByTestId('annotation-text-en').isDisabled()).toBe(true);
    expect(await page.getByTestId('annotation-default-open').isDisabled()).toBe(true);
    await expectAccessiblePage(page);

    // Clicking a bar in the preview makes it the element: it is ringed, a marker stands beside it.
    const bar = preview(page, 'rect.bar').nth(2);
    const label = (await bar.getAttribute('data-label'))!;
    await bar.click();
    await expect.poll(() => page.getByTestId('annotation-targets').locator('li').count()).toBe(1);
    expect(await page.getByTestId('annotation-targets').textContent()).toContain(label.split(' – ')[0]);
    expect(await preview(page, '[data-testid="annotation-highlight"]').count()).toBe(1);
    expect(await preview(page, '[data-testid="annotation-marker"]').count()).toBe(1);

    // Markdown with HTML and a script: the text shows, nothing runs, no element comes from the HTML.
    expect(await page.getByTestId('annotation-default-open').isDisabled()).toBe(true);
    await page.getByTestId('annotation-text-en').fill(HOSTILE);
    expect(await page.getByTestId('annotation-text-en').getAttribute('maxlength')).toBe('500');
    await page.getByTestId('annotation-default-open').check();
    await page.getByTestId('annotation-highlight-filled').check();
    expect(await page.getByTestId('annotation-color').inputValue()).toBe('#c2185b');
    const popover = preview(page, '[data-testid="annotation-text"]');
    await expect.poll(() => popover.locator('strong').textContent()).toBe('Record');
    expect(await popover.locator('script, img, [onerror]').count()).toBe(0);
    expect(await popover.locator('a').count()).toBeLessThanOrEqual(1);
    expect(
      (await popover
        .locator('a')
        .getAttribute('href')
        .catch(() => null)) ?? '',
    ).not.toContain('javascript');
    expect(await page.evaluate(() => (window as { __hacked?: number }).__hacked)).toBeUndefined();
    expect(await preview(page, '.annotation-filled').getAttribute('fill')).toBe('#c2185b');
    await expectAccessiblePage(page);
    await shoot(page, '.configurator', 'configurator-bar-annotated');

    // Closing the panel keeps the annotation, listed in the left panel with its text.
    await page.getByTestId('field-panel-close').click();
    expect(await page.getByTestId('annotation-row').textContent()).toContain('**Record** year');

    // The visitor: the text is open by default, the marker closes and opens it, the switch hides all.
    await publish(page);
    await page.waitForSelector('[data-testid="bar-chart"] rect.bar', { state: 'attached' });
    const marker = page.getByTestId('annotation-marker');
    await expect.poll(() => page.getByTestId('annotation-text').locator('strong').textContent()).toBe('Record');
    expect(await marker.getAttribute('aria-expanded')).toBe('true');
    expect(await marker.getAttribute('aria-label')).toContain('Annotation 1');
    expect(await page.evaluate(() => (window as { __hacked?: number }).__hacked)).toBeUndefined();
    await expectAccessiblePage(page);
    await shoot(page, '[data-testid="bar-chart"]', 'view-bar-open');
    await marker.focus();
    await page.keyboard.press('Enter');
    expect(await page.getByTestId('annotation-text').count()).toBe(0);
    expect(await marker.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('Enter');
    expect(await page.getByTestId('annotation-text').count()).toBe(1);
    await page.getByTestId('annotations-toggle').uncheck();
    expect(await page.getByTestId('annotation-marker').count()).toBe(0);
    expect(await page.getByTestId('annotation-highlight').count()).toBe(0);
    await page.getByTestId('annotations-toggle').check();
    expect(await page.getByTestId('annotation-highlight').count()).toBe(1);
    await expectAccessiblePage(page);
    await page.close();
  });

  it('an author annotates a line point by keyboard and a year from the list; the published view opens it by default', async () => {
    const page = await configure('line');
    await page.getByTestId('annotation-add').click();

    // The keyboard reads the preview's points; Enter makes the one read the element.
    await preview(page, 'figure.chart svg').focus();
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
    const read = (await page.getByTestId('chart-announcement').textContent())!;
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('annotation-targets').locator('li').count()).toBeGreaterThan(0);
    expect(read).toContain((await page.getByTestId('annotation-targets').locator('li span').first().textContent())!.split(': ')[1]);
    expect(await preview(page, '[data-testid="annotation-highlight"]').count()).toBe(1);

    // A second annotation on a year chosen from the list: the point of that year.
    await page.getByTestId('annotation-text-en').fill('Peak of *wind* power');
    await page.getByTestId('annotation-text-de').fill('Höchststand der Windkraft');
    await page.getByTestId('annotation-default-open').check();
    await page.getByTestId('annotation-add').click();
    await page.getByTestId('annotation-target-value').selectOption({ label: '2005' });
    await page.getByTestId('annotation-target-add').click();
    await expect.poll(() => page.getByTestId('annotation-targets').textContent()).toContain('2005');
    await expect.poll(() => preview(page, '[data-testid="annotation-marker"]').count()).toBe(2);
    await page.getByTestId('annotation-text-en').fill('A year to remember');
    // At most 3: the add button goes at the third.
    await page.getByTestId('annotation-add').click();
    expect(await page.getByTestId('annotation-add').count()).toBe(0);
    await page.getByTestId('annotation-delete').click();
    expect(await page.getByTestId('annotation-row').count()).toBe(2);
    expect(await page.getByTestId('annotation-add').count()).toBe(1);
    await expectAccessiblePage(page);
    await shoot(page, '.configurator', 'configurator-line-annotated');

    const key = await publish(page);
    const saved = (await (await fetch(`${session.app.url}/api/config/${key}`)).json()).data.data.chartConfigs[0];
    expect(saved.annotations.map((a: { key: string }) => a.key)).toEqual([
      expect.stringMatching(/^annotation:highlight:/),
      expect.stringMatching(/^annotation:highlight:/),
    ]);
    expect(saved.annotations[0]).toMatchObject({ defaultOpen: true, text: { en: 'Peak of *wind* power', de: 'Höchststand der Windkraft' } });

    // In the view: the first is open in the reader's language, the second opens on its marker.
    await page.waitForSelector('[data-testid="line-chart"]');
    await expect.poll(() => page.getByTestId('annotation-text').count()).toBe(1);
    expect(await page.getByTestId('annotation-text').locator('em').textContent()).toBe('wind');
    await page.getByTestId('annotation-marker').nth(1).click();
    expect(await page.getByTestId('annotation-text').count()).toBe(2);
    await expectAccessiblePage(page);
    await shoot(page, '[data-testid="line-chart"]', 'view-line-open');
    await page.goto(page.url().replace('/en/', '/de/'));
    await page.waitForSelector('[data-testid="line-chart"]');
    await expect.poll(() => page.getByTestId('annotation-text').first().textContent()).toBe('Höchststand der Windkraft');
    expect(await page.getByTestId('annotation-text').first().getAttribute('lang')).toBe('de');
    await page.close();
  });
});
