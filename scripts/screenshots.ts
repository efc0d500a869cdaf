/**
 * Screenshots of browse, configurator and view at 1280 and 390 px into docs/screenshots/.
 * Publishes one chart through the UI first. Run: npm run screenshots
 */
import { startFullApp } from '../tests/support/app';
import { launchBrowser } from '../tests/support/browser';
import { ensureWebBuild } from '../tests/support/build-web';

const CUBE = 'https://ld.cubeviz.org/cube/eia-iowa-electricity/1';
const OUT = 'docs/screenshots';

ensureWebBuild();
const app = await startFullApp();
const browser = await launchBrowser();
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${app.url}/en/create/new?${new URLSearchParams({ cube: CUBE })}`);
  await page.waitForSelector('rect.bar', { state: 'attached' });
  await page.getByTestId('field-segment').selectOption({ label: 'Energy source' });
  await page.getByTestId('meta-title').fill('Wind power overtakes coal in Iowa');
  await page.getByTestId('publish').click();
  await page.waitForURL(/\/v\//);
  const viewPath = new URL(page.url()).pathname;
  const configuratorUrl = `/en/create/new?${new URLSearchParams({ cube: CUBE })}`;

  for (const width of [1280, 390]) {
    const shots: [string, string, string][] = [
      ['browse', '/en/browse?search=temperature', '[data-testid="search-results"]'],
      ['dataset', `/en/browse?${new URLSearchParams({ dataset: CUBE })}`, '[data-testid="preview-table"]'],
      ['configurator', configuratorUrl, 'rect.bar'],
      ['view', viewPath, 'rect.bar'],
    ];
    for (const [name, path, ready] of shots) {
      const shot = await browser.newPage({ viewport: { width, height: 900 } });
      await shot.goto(app.url + path);
      await shot.waitForSelector(ready, { state: 'attached' });
      await shot.waitForTimeout(700);
      await shot.screenshot({ path: `${OUT}/${name}-${width}.png`, fullPage: true });
      await shot.close();
      console.log(`${OUT}/${name}-${width}.png`);
    }
  }
} finally {
  await browser.close();
  await app.close();
}
