/**
 * Screenshots of table charts (tests/support/table-gallery.ts), published and opened in the view,
 * into docs/screenshots/charts/, and the configurator's table panels with a column grouped by
 * dragging and another styled as bars. Run: npm run screenshots:table
 */
import { createChartKey } from '../src/domain/config';
import { startFullApp } from '../tests/support/app';
import { launchBrowser } from '../tests/support/browser';
import { ensureWebBuild } from '../tests/support/build-web';
import { componentsFrom, GALLERY_CUBES, publish } from '../tests/support/chart-gallery';
import { drag, handleOf, TABLE_GALLERY, TABLE_IDS, tableGalleryConfig } from '../tests/support/table-gallery';

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
  const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
  await page.goto(`${app.url}/en/create/new?${new URLSearchParams({ cube: GALLERY_CUBES.iowa })}`);
  await page.getByTestId('chart-type-table').click();
  await page.waitForSelector('[data-testid="chart-preview"] [data-testid="table-chart-table"] tbody tr');
  await drag(page, handleOf(TABLE_IDS.source), '.table-group-list');
  await page.getByTestId('table-sorting-add').selectOption({ label: 'Year' });
  await page.getByTestId(`field-row-${TABLE_IDS.generation}`).click();
  await page.getByTestId('table-column-style').selectOption('bar');
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${OUT}/table-configurator.png` });
  console.log(`${OUT}/table-configurator.png`);
  await page.close();
} finally {
  await browser.close();
  await app.close();
}
