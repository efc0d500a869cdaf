/**
 * A screenshot of every drawn chart type, published from the chart gallery (tests/support) and
 * opened in the view, into docs/screenshots/charts/. Run: npm run screenshots:charts
 */
import { CHART_DEFINITIONS } from '../src/domain/charts/registry';
import type { DrawnChartType } from '../src/domain/charts/definition';
import { createChartKey } from '../src/domain/config';
import { startFullApp } from '../tests/support/app';
import { launchBrowser } from '../tests/support/browser';
import { ensureWebBuild } from '../tests/support/build-web';
import { componentsFrom, galleryConfig, publish } from '../tests/support/chart-gallery';

const OUT = 'docs/screenshots/charts';
const only = process.argv.slice(2);

ensureWebBuild();
const app = await startFullApp();
const browser = await launchBrowser();
try {
  const types = (Object.keys(CHART_DEFINITIONS) as DrawnChartType[]).filter((t) => !only.length || only.includes(t));
  for (const type of types) {
    const key = await publish(app.url, await galleryConfig(type, componentsFrom(app.url), createChartKey()));
    const page = await browser.newPage({ viewport: { width: 1100, height: 1400 } });
    page.on('pageerror', (error) => console.error(`${type}: ${error.message}`));
    await page.goto(`${app.url}/en/v/${key}`);
    await page.waitForSelector(`[data-testid="${type}-chart"] svg`, { state: 'attached' });
    await page.waitForTimeout(300);
    await page.locator('[data-testid="chart-frame"]').screenshot({ path: `${OUT}/${type}.png` });
    await page.close();
    console.log(`${OUT}/${type}.png`);
  }
} finally {
  await browser.close();
  await app.close();
}
