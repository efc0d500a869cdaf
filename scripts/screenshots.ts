/**
 * Screenshots of browse, configurator and view at 1280 and 390 px and at 200 % zoom into docs/screenshots/, and of
 * the browse page's states into docs/screenshots/browse/. Publishes one chart through the UI
 * first. Run: npm run screenshots
 */
import { startFullApp } from '../tests/support/app';
import { launchBrowser } from '../tests/support/browser';
import { ensureWebBuild } from '../tests/support/build-web';
import { chooseComponent, openField } from '../tests/support/configurator';

const CUBE = 'https://ld.cubeviz.org/cube/eia-iowa-electricity/1';
const OUT = 'docs/screenshots';

const BROWSE_SHOTS: [string, string, string][] = [
  ['catalogue-drafts', '/en/browse?includeDrafts=true', '[data-testid="search-result"]'],
  [
    'filtered-de',
    `/de/browse/theme/${encodeURIComponent('https://ld.cubeviz.org/theme/environment')}?includeDrafts=true&search=Temperatur`,
    '[data-testid="search-result"]',
  ],
  ['dataset-draft', `/en/browse?${new URLSearchParams({ dataset: 'https://ld.cubeviz.org/cube/nasa-global-temperature/1' })}`, '[data-testid="preview-table"]'],
  ['drawer', '/en/create/new', '[data-testid="search-result"]'],
  [
    'embed',
    `/fr/browse?${new URLSearchParams({ odsiframe: 'true', dataset: 'https://ld.cubeviz.org/cube/usgs-earthquakes/1' })}`,
    '[data-testid="preview-table"]',
  ],
  ['unknown-filter', '/en/browse/colour/x', '[data-testid="browse-error"]'],
];

ensureWebBuild();
const app = await startFullApp();
const browser = await launchBrowser();
const shoot = async (file: string, path: string, ready: string, width: number, deviceScaleFactor = 1) => {
  const shot = await browser.newPage({ viewport: { width, height: 900 }, deviceScaleFactor });
  await shot.goto(app.url + path);
  await shot.waitForSelector(ready, { state: 'attached' });
  await shot.waitForTimeout(700);
  await shot.screenshot({ path: file, fullPage: true });
  await shot.close();
  console.log(file);
};

try {
  for (const [name, path, ready] of BROWSE_SHOTS) await shoot(`${OUT}/browse/${name}.png`, path, ready, 1280);
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${app.url}/en/create/new?${new URLSearchParams({ cube: CUBE })}`);
  await page.waitForSelector('rect.bar', { state: 'attached' });
  await chooseComponent(page, 'segment', 'Energy source');
  await openField(page, 'meta');
  await page.getByTestId('meta-title-en').fill('Wind power overtakes coal in Iowa');
  await page.getByTestId('publish').click();
  await page.waitForURL(/\/v\//);
  const viewPath = new URL(page.url()).pathname;
  const configuratorUrl = `/en/create/new?${new URLSearchParams({ cube: CUBE })}`;

  // 640 px at twice the pixels is a 1280 px screen at 200 % zoom (WCAG 1.4.4 and 1.4.10).
  for (const [width, scale, suffix] of [
    [1280, 1, '1280'],
    [390, 1, '390'],
    [640, 2, 'zoom200'],
  ] as const) {
    const shots: [string, string, string][] = [
      ['browse', '/en/browse?search=temperature', '[data-testid="search-results"]'],
      ['dataset', `/en/browse?${new URLSearchParams({ dataset: CUBE })}`, '[data-testid="preview-table"]'],
      ['configurator', configuratorUrl, 'rect.bar'],
      ['view', viewPath, 'rect.bar'],
    ];
    for (const [name, path, ready] of shots) await shoot(`${OUT}/${name}-${suffix}.png`, path, ready, width, scale);
  }
} finally {
  await browser.close();
  await app.close();
}
