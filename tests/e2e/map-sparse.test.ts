/**
 * Maps on the sparse air-monitoring test cube in headless Chromium (issue 28, item 4): its canton
 * dimension is declared a shape dimension but the source has no shapes for it, its stations have
 * coordinates. The default map puts circles at the stations; a map saved with an area layer on
 * the cantons says, in the visitor's language, why no area is drawn.
 */
import { describe, expect, it } from 'vitest';
import { getInitialChartConfig } from '../../src/domain/charts/initial-config';
import { createChartKey, type ChartConfigOf } from '../../src/domain/config';
import { withBrowserApp } from '../support/browser-app';
import { componentsFrom, publish } from '../support/chart-gallery';
import { expectAccessiblePage } from '../support/configurator';
import { AIR_MONITORING, importTestCubes } from '../support/test-cubes';
import { waitForHydration } from '../support/view';

const session = withBrowserApp({ DATA_DIR: importTestCubes().dir }, { webgl: true });

const mapConfig = async () => {
  const components = await componentsFrom(session.app.url)(AIR_MONITORING.cube);
  return getInitialChartConfig({ cubes: [{ iri: AIR_MONITORING.cube }], ...components, chartType: 'map', key: createChartKey() }) as ChartConfigOf<'map'>;
};

const open = async (config: ChartConfigOf<'map'>, locale = 'en') => {
  const key = await publish(session.app.url, config);
  const page = await session.browser.newPage({ viewport: { width: 1100, height: 1000 } });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${session.app.url}/${locale}/v/${key}`);
  await waitForHydration(page);
  await page.waitForSelector('[data-testid="map-canvas"][data-state="ready"]', { timeout: 60_000 });
  return { page, errors };
};

describe('maps on a cube whose cantons have no shapes', () => {
  it('the default map draws circles at the stations and no area layer', async () => {
    const config = await mapConfig();
    expect(config.fields.areaLayer).toBeUndefined();
    expect(config.fields.symbolLayer?.componentId).toBe(AIR_MONITORING.component('station'));
    const { page, errors } = await open(config);
    expect(await page.locator('p.warning').count()).toBe(0);
    await expectAccessiblePage(page);
    expect(errors).toEqual([]);
    await page.close();
  }, 90_000);

  it('a map saved with the cantons as its area layer says why no area is drawn, in the visitor’s language', async () => {
    const initial = await mapConfig();
    const canton = AIR_MONITORING.component('canton');
    const filters = Object.fromEntries(Object.entries(initial.cubes[0].filters).filter(([id]) => id !== canton));
    const config = {
      ...initial,
      cubes: [{ ...initial.cubes[0], filters }],
      fields: { ...initial.fields, areaLayer: { componentId: canton, color: { type: 'fixed', value: '#336699', opacity: 80 } } },
    } as ChartConfigOf<'map'>;
    for (const [locale, text] of [
      ['en', 'The data source has no shapes for Canton: its areas cannot be drawn.'],
      ['de', 'Die Datenquelle hat keine Flächen für Kanton: Sie können nicht gezeichnet werden.'],
    ]) {
      const { page, errors } = await open(config, locale);
      await expect.poll(() => page.getByRole('status').filter({ hasText: text }).count()).toBe(1);
      await expectAccessiblePage(page);
      if (locale === 'en') {
        for (const width of [390, 640, 1280]) {
          await page.setViewportSize({ width, height: 1000 });
          await page.screenshot({ path: `docs/screenshots/view/map-no-shapes-${width}.png`, fullPage: true });
        }
      }
      expect(errors).toEqual([]);
      await page.close();
    }
  }, 120_000);
});
