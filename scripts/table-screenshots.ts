/**
 * Screenshots of table charts (tests/support/table-gallery.ts), published and opened in the view,
 * into docs/screenshots/charts/. Run: npm run screenshots:table
 */
import { createChartKey } from '../src/domain/config';
import { startFullApp } from '../tests/support/app';
import { launchBrowser } from '../tests/support/browser';
import { ensureWebBuild } from '../tests/support/build-web';
import { componentsFrom, publish } from '../tests/support/chart-gallery';
import { TABLE_GALLERY, tableGalleryConfig } from '../tests/support/table-gallery';

const OUT = 'docs/screenshots/charts';

ensureWebBuild();
const app = await startFullApp();
const browser = await launchBrowser();
try {
  for (const name of Object.keys(TABLE_GALLERY)) {
    const key = await publish(app.url, await tableGalleryConfig(name, componentsFrom(app.url), createChartKey()));
    const page = await browser.newPage({ viewport: { width: 1100, height: 1000 } });
    page.on('pageerror', (error) => console.error(`${name}: ${error.message}`));
    await page.goto(`${app.url}/en/v/${key}`);
    await page.waitForSelector('[data-testid="table-chart-table"] tbody tr', { state: 'attached' });
    await page.waitForTimeout(300);
    await page.locator('[data-testid="chart-frame"]').screenshot({ path: `${OUT}/${name}.png` });
    await page.close();
    console.log(`${OUT}/${name}.png`);
  }
} finally {
  await browser.close();
  await app.close();
}
