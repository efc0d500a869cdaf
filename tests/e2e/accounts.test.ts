/**
 * Accounts in headless Chromium, the whole path: sign up, build a chart, save a draft, sign out
 * and in, reopen the draft from My charts, publish, update; a second account can view the chart
 * but neither update nor delete it. Every page on the way passes axe's WCAG 2.1 AA rules.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from '../support/axe';
import { withBrowserApp } from '../support/browser-app';
import { waitForHydration } from '../support/view';

const CUBE = 'https://ld.cubeviz.org/cube/eia-iowa-electricity/1';
const PASSWORD = 'a long enough password';

const expectAccessible = async (page: Page, what: string) => {
  const violations = await axeViolations(page);
  expect(violations, `${what}:\n${describeViolations(violations)}`).toEqual([]);
};
const bars = (page: Page) => page.locator('[data-testid="column-chart"] rect.bar').count();
const NEW_CHART = `/en/create/new?${new URLSearchParams({ cube: CUBE })}`;
/** A new column chart of the cube, drawn. */
const newChart = async (page: Page, baseUrl: string) => {
  await page.goto(baseUrl + NEW_CHART);
  await page.waitForSelector('[data-testid="column-chart"] rect.bar', { state: 'attached' });
};
/** Segments the chart by energy source (the field's panel opens). */
/** Saves the new chart's draft: the address moves from the draft's id to the saved config's key. */
const saveDraft = async (page: Page) => {
  const draftUrl = page.url();
  await page.getByTestId('save-draft').click();
  await page.waitForURL((url) => url.href !== draftUrl && /\/en\/create\/[A-Za-z0-9]{12}$/.test(url.pathname));
};

const segmentBySource = async (page: Page) => {
  await page.getByTestId('field-row-segment').click();
  await page.getByTestId('field-segment').selectOption({ label: 'Energy source' });
};

const signUp = async (context: BrowserContext, baseUrl: string, name: string) => {
  const page = await context.newPage();
  await page.goto(`${baseUrl}/en/sign-up`);
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Password').fill(PASSWORD);
  await expectAccessible(page, 'sign-up page');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(/\/en\/my-charts$/);
  await page.getByText('You have no charts yet.').waitFor();
  return page;
};

/** A state-changing call from the page, with the page's own session and CSRF token. */
const callFromPage = (page: Page, path: string, body: object) =>
  page.evaluate(
    async ({ path, body }) => {
      const { data } = await (await fetch('/api/auth/session')).json();
      const response = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': data.csrfToken },
        body: JSON.stringify(body),
      });
      return { status: response.status, message: (await response.json()).message as string };
    },
    { path, body },
  );

describe('accounts, drafts and publishing in the browser', () => {
  const session = withBrowserApp();

  it('signs up, saves a draft, reopens it after signing in again, publishes and updates it; another account only views it', async () => {
    const url = session.app.url;
    const author = await session.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await signUp(author, url, 'Ada Author');
    await expectAccessible(page, 'empty My charts');
    expect(await page.getByTestId('account-menu').textContent()).toContain('Sign out');

    // Build a chart: the Iowa electricity cube, segmented by energy source.
    await newChart(page, url);
    await segmentBySource(page);
    await expect.poll(() => bars(page), { timeout: 15_000 }).toBeGreaterThan(20);
    const segmentedBars = await bars(page);

    // Save a draft: the address becomes /create/{key}, a toast links to it.
    await saveDraft(page);
    const key = page.url().split('/').pop()!;
    await page.getByTestId('save-draft-toast').waitFor();
    expect(await page.getByTestId('save-draft-toast').getByRole('link').getAttribute('href')).toBe(`/en/create/${key}`);
    expect(await page.getByTestId('save-draft').textContent()).toBe('Draft saved');
    await expectAccessible(page, 'configurator with a saved draft');
    // The status resets after 2 s.
    await expect.poll(() => page.getByTestId('save-draft').textContent(), { timeout: 5_000 }).toBe('Save draft');

    // Sign out, and in again.
    await page.getByTestId('sign-out').click();
    await page.waitForURL(/\/en\/browse$/);
    // The configurator's header stays until the browse page has drawn (on a busy machine, after the address changed): its sign-in link returns there.
    await expect.poll(() => page.getByTestId('sign-in-link').getAttribute('href')).toBe(`/en/sign-in?${new URLSearchParams({ returnTo: '/en/browse' })}`);
    await page.getByTestId('sign-in-link').click();
    await page.getByLabel('Name').fill('ada author');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    // Back where the sign-in started, then to My charts from the header.
    await page.waitForURL(/\/en\/browse$/);
    await page.getByTestId('account-menu').getByRole('link', { name: 'My charts' }).click();
    await page.waitForURL(/\/en\/my-charts$/);

    // My charts lists the draft; Edit reopens it as it was saved.
    const row = page.locator(`tr[data-key="${key}"]`);
    await row.waitFor();
    expect(await row.locator('td').allTextContents()).toEqual(expect.arrayContaining(['Column', 'Draft', '0']));
    await expectAccessible(page, 'My charts with a draft');
    // A new browser has no local draft: the chart comes from the server.
    await page.evaluate(() => localStorage.clear());
    await row.getByRole('link', { name: /^Edit/ }).click();
    await page.waitForURL(new RegExp(`/en/create/${key}$`));
    await expect.poll(() => bars(page), { timeout: 15_000 }).toBe(segmentedBars);
    expect(await page.getByTestId('publish').textContent()).toBe('Publish');

    // Publish: the owner's draft is published under its own key.
    await page.getByTestId('publish').click();
    await page.waitForURL(new RegExp(`/en/v/${key}\\?publishSuccess=true$`));
    await page.waitForSelector('[data-testid="column-chart"] rect.bar', { state: 'attached' });

    // Update: editing the published chart offers 'Update' with a warning, and keeps the key.
    await page.goto(`${url}/en/create/new?edit=${key}`);
    await page.waitForSelector('[data-testid="column-chart"] rect.bar', { state: 'attached' });
    const update = page.getByTestId('publish');
    expect(await update.textContent()).toBe('Update');
    expect(await update.getAttribute('title')).toMatch(/This chart is published/);
    // The saved chart reopens with the segment field's panel open, as it was left.
    if (!(await page.getByTestId('field-segment').isVisible())) await page.getByTestId('field-row-segment').click();
    await page.getByTestId('field-segment').selectOption({ label: 'None' });
    // Drawn again without segments: fewer bars, but some (none while the new data is on its way).
    await expect.poll(async () => (await bars(page)) > 0 && (await bars(page)) < segmentedBars, { timeout: 15_000 }).toBe(true);
    const unsegmentedBars = await bars(page);
    await update.click();
    await page.waitForURL(new RegExp(`/en/v/${key}\\?publishSuccess=true$`));
    await expect.poll(() => bars(page), { timeout: 15_000 }).toBe(unsegmentedBars);
    await page.goto(`${url}/en/my-charts`);
    await row.waitFor();
    expect(await row.locator('td').allTextContents()).toContain('Published');

    // A second account views the chart, but may neither update nor delete it.
    const reader = await session.browser.newContext();
    const other = await signUp(reader, url, 'Bob Reader');
    await other.goto(`${url}/en/v/${key}`);
    await waitForHydration(other);
    await expect.poll(() => bars(other), { timeout: 15_000 }).toBe(unsegmentedBars);
    await other.goto(`${url}/en/create/new?edit=${key}`);
    await other.waitForSelector('[data-testid="column-chart"] rect.bar', { state: 'attached' });
    expect(await other.getByTestId('publish').textContent()).toBe('Publish');
    expect(await callFromPage(other, '/api/config-update', { key, data: {}, published_state: 'PUBLISHED' })).toMatchObject({ status: 403 });
    const refused = await callFromPage(other, '/api/config-remove', { key });
    expect(refused).toEqual({ status: 403, message: 'Only the owner of this chart may change or delete it.' });
    // Publishing there makes Bob's own copy under a new key.
    await other.getByTestId('publish').click();
    await other.waitForURL(/\/en\/v\/[A-Za-z0-9]{12}\?publishSuccess=true$/);
    expect(other.url()).not.toContain(key);
    await other.goto(`${url}/en/my-charts`);
    await other.locator('tbody tr').first().waitFor();
    expect(await other.locator(`tr[data-key="${key}"]`).count()).toBe(0);
    expect(await other.locator('tbody tr').count()).toBe(1);

    // The author deletes the chart, after a confirmation.
    await row.getByRole('button', { name: /^Delete/ }).click();
    const dialog = page.getByTestId('delete-dialog');
    await dialog.waitFor();
    await expectAccessible(page, 'delete confirmation');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await row.count()).toBe(1);
    await row.getByRole('button', { name: /^Delete/ }).click();
    await page.getByTestId('confirm-delete').click();
    await page.getByText('You have no charts yet.').waitFor();
    expect((await fetch(`${url}/api/config/${key}`)).status).toBe(404);
    await author.close();
    await reader.close();
  });

  it('keeps the save-draft button from signed-out authors, who still build and publish charts', async () => {
    const context = await session.browser.newContext();
    const page = await context.newPage();
    await newChart(page, session.app.url);
    expect(await page.getByTestId('save-draft').count()).toBe(0);
    expect(await page.getByTestId('sign-in-link').count()).toBe(1);
    // A new chart takes an id in the address at once; browser storage keeps its draft under it.
    await page.waitForURL(/\/en\/create\/[A-Za-z0-9]{12}$/);
    const unsegmented = await bars(page);
    await segmentBySource(page);
    await expect.poll(() => bars(page), { timeout: 15_000 }).toBeGreaterThan(unsegmented);
    const segmented = await bars(page);
    await page.reload();
    await expect.poll(() => bars(page), { timeout: 15_000 }).toBe(segmented);
    await page.getByTestId('publish').click();
    await page.waitForURL(/\/en\/v\/[A-Za-z0-9]{12}\?publishSuccess=true$/);
    await page.waitForSelector('[data-testid="column-chart"] rect.bar', { state: 'attached' });
    await page.goto(`${session.app.url}/en/my-charts`);
    await page.getByText('Sign in to see your charts.').waitFor();
    await expectAccessible(page, 'My charts signed out');
    await context.close();
  });

  it('creates a custom palette in the colours panel when signed in, refuses a taken name, and paints the segments with it', async () => {
    const context = await session.browser.newContext({ viewport: { width: 1440, height: 1200 } });
    const page = await signUp(context, session.app.url, 'Pia Painter');
    await newChart(page, session.app.url);
    await segmentBySource(page);
    await page.getByTestId('colors-panel').waitFor();

    const create = async (name: string, colors: string[]) => {
      await page.getByTestId('custom-palette-create').click();
      const drawer = page.getByTestId('custom-palette-drawer');
      await drawer.waitFor();
      const apply = page.getByTestId('custom-palette-apply');
      expect(await apply.isDisabled()).toBe(true);
      // Add-colour waits for a name.
      expect(await page.getByTestId('custom-palette-add').isDisabled()).toBe(true);
      await page.getByTestId('custom-palette-name').fill(name);
      for (const [i, color] of colors.entries()) {
        await page.getByTestId('custom-palette-add').click();
        // A new colour is black.
        expect(await page.getByTestId(`custom-palette-color-${i}`).inputValue()).toBe('#000000');
        await page.getByTestId(`custom-palette-color-${i}`).fill(color);
      }
      return { drawer, apply };
    };

    const colors = ['#1b9e77', '#d95f02', '#ffff66'];
    const first = await create('Iowa', colors);
    // The pale yellow is too faint on white: warned, the others not.
    expect(await page.getByTestId('custom-palette-contrast-2').count()).toBe(1);
    expect(await page.getByTestId('custom-palette-contrast-0').count()).toBe(0);
    await expectAccessible(page, 'custom palette drawer');
    await first.apply.click();
    await first.drawer.waitFor({ state: 'detached' });
    const fills = () => page.$$eval('[data-testid="column-chart"] rect.bar', (rects) => [...new Set(rects.map((r) => r.getAttribute('fill')))].sort());
    await expect.poll(fills, { timeout: 15_000 }).toEqual([...colors].sort());

    // The saved palette is in the picker, under its name; the same name again is refused and nothing is saved.
    await expect.poll(() => page.locator('.palette-option', { hasText: 'Iowa' }).count()).toBe(1);
    const second = await create(' iowa ', ['#000000']);
    await second.apply.click();
    await page.getByText('This name is taken by another of your palettes').waitFor();
    await second.drawer.getByRole('button', { name: 'Cancel' }).click();
    const saved = await page.evaluate(async () => (await (await fetch('/api/user/color-palette')).json()).data);
    expect(saved).toEqual([expect.objectContaining({ name: 'Iowa', type: 'categorical', colors })]);
    await context.close();
  });

  it('publishes from a popup: the opener receives CHART_ID:{key} and the popup closes', async () => {
    const context = await session.browser.newContext();
    const opener = await context.newPage();
    await opener.goto(`${session.app.url}/en/browse`);
    await opener.evaluate(() => {
      (window as unknown as { received: unknown[] }).received = [];
      window.addEventListener('message', (event) => (window as unknown as { received: unknown[] }).received.push(event.data));
    });
    const [popup] = await Promise.all([opener.waitForEvent('popup'), opener.evaluate((url) => void window.open(url, 'configurator'), NEW_CHART)]);
    await popup.waitForSelector('[data-testid="column-chart"] rect.bar', { state: 'attached' });
    await Promise.all([popup.waitForEvent('close'), popup.getByTestId('publish').click()]);
    await expect
      .poll(() => opener.evaluate(() => (window as unknown as { received: unknown[] }).received))
      .toEqual([expect.stringMatching(/^CHART_ID:[A-Za-z0-9]{12}$/)]);
    const [message] = await opener.evaluate(() => (window as unknown as { received: string[] }).received);
    expect((await fetch(`${session.app.url}/api/config/${message.slice('CHART_ID:'.length)}`)).status).toBe(200);
    await context.close();
  });

  it('keeps the draft in browser storage across a reload, and shows the save-draft error when the save fails', async () => {
    const context = await session.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await signUp(context, session.app.url, 'Dora Drafter');
    await newChart(page, session.app.url);
    await saveDraft(page);
    const key = page.url().split('/').pop()!;
    const unsegmented = await bars(page);

    // A change not saved to the server survives a reload: the draft in browser storage is read first.
    await segmentBySource(page);
    await expect.poll(() => bars(page), { timeout: 15_000 }).toBeGreaterThan(unsegmented);
    const segmented = await bars(page);
    expect(await page.evaluate((k) => Object.keys(localStorage).filter((name) => name.endsWith(k)), key)).toHaveLength(1);
    await page.reload();
    await expect.poll(() => bars(page), { timeout: 15_000 }).toBe(segmented);

    // A stored draft failing the schema is discarded with a warning and removed: the saved config opens.
    const warnings: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    await page.evaluate((k) => {
      const name = Object.keys(localStorage).find((n) => n.endsWith(k))!;
      localStorage.setItem(name, JSON.stringify({ state: 'CONFIGURING_CHART', chartConfigs: 'broken' }));
    }, key);
    await page.reload();
    await expect.poll(() => bars(page), { timeout: 15_000 }).toBe(unsegmented);
    expect(warnings.join('\n')).toMatch(/Invalid stored state/);

    // The session ends behind the page's back: the update is refused, and the button says so.
    await page.evaluate(async () => {
      const { data } = await (await fetch('/api/auth/session')).json();
      await fetch('/api/auth/sign-out', { method: 'POST', headers: { 'content-type': 'application/json', 'x-csrf-token': data.csrfToken }, body: '{}' });
    });
    await page.getByTestId('save-draft').click();
    await page.getByText('The draft could not be saved').waitFor();
    await expectAccessible(page, 'save-draft error');
    await context.close();
  });
});
