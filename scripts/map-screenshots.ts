/**
 * A screenshot of each gallery map (tests/support/map-gallery) on the shared forestry cube,
 * published and opened in the view, drawn by MapLibre in software WebGL, into
 * docs/screenshots/charts/. Run: npm run screenshots:maps
 */
import { createChartKey } from '../src/domain/config';
import { startFullApp } from '../tests/support/app';
import { launchBrowser } from '../tests/support/browser';
import { ensureWebBuild } from '../tests/support/build-web';
import { componentsFrom, publish } from '../tests/support/chart-gallery';
import { MAP_GALLERY, mapGalleryConfig, worldMapConfig, type MapGalleryName } from '../tests/support/map-gallery';
import { hasSharedCubes, SHARED_CUBES } from '../tests/support/server';

const OUT = 'docs/screenshots/charts';
if (!hasSharedCubes) throw new Error(`The maps need the shared cubes at ${SHARED_CUBES}`);

ensureWebBuild();
const app = await startFullApp({ DATA_DIR: SHARED_CUBES });
const browser = await launchBrowser({ webgl: true });
try {
  const maps = [
    ...(Object.keys(MAP_GALLERY) as MapGalleryName[]).map((name) => ({
      name,
      config: () => mapGalleryConfig(name, componentsFrom(app.url), createChartKey()),
    })),
    { name: 'map-world', config: () => worldMapConfig(componentsFrom(app.url), createChartKey()) },
  ];
  for (const { name, config } of maps) {
    const key = await publish(app.url, await config());
    const page = await browser.newPage({ viewport: { width: 1100, height: 1100 } });
    page.on('pageerror', (error) => console.error(`${name}: ${error.message}`));
    page.on('console', (message) => message.type() === 'error' && console.error(`${name}: ${message.text()}`));
    await page.goto(`${app.url}/en/v/${key}`);
    await page.waitForSelector('[data-testid="map-canvas"][data-state="ready"]', { timeout: 60_000 });
    await page.locator('[data-testid="chart-frame"]').screenshot({ path: `${OUT}/${name}.png` });
    await page.close();
    console.log(`${OUT}/${name}.png`);
  }
} finally {
  await browser.close();
  await app.close();
}
