/**
 * axe-core's WCAG 2.1 A/AA violations (rules failed, and nodes) on each kind of page: browse,
 * dataset preview, configurator, the published view of every drawn chart type, a not-found page
 * and embed mode. Only uses what every version of the app has, so the same script measures an
 * older checkout (issue 15's before/after table). Run: npm run bench:axe
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { CHART_DEFINITIONS } from '../src/domain/charts/registry';
import type { DrawnChartType } from '../src/domain/charts/definition';
import { createChartKey } from '../src/domain/config';
import { startFullApp } from '../tests/support/app';
import { launchBrowser } from '../tests/support/browser';
import { ensureWebBuild } from '../tests/support/build-web';
import { componentsFrom, galleryConfig, publish } from '../tests/support/chart-gallery';

const CUBE = 'https://ld.cubeviz.org/cube/eia-iowa-electricity/1';
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Rules violated and nodes in violation; evaluated, not a <script>: the app's CSP refuses inline scripts. */
const violations = async (page: Page) => {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (d: Document, o: object) => Promise<{ violations: { id: string; nodes: unknown[] }[] }> } }).axe;
    const { violations } = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return violations.map((v) => ({ id: v.id, nodes: v.nodes.length }));
  });
};

ensureWebBuild();
const app = await startFullApp();
const browser = await launchBrowser();
try {
  const pages: [string, string, string][] = [
    ['browse', '/en/browse', '[data-testid="search-result"]'],
    ['dataset preview', `/en/browse?${new URLSearchParams({ dataset: CUBE })}`, '[data-testid="preview-table"]'],
    ['embed mode', `/en/browse?${new URLSearchParams({ odsiframe: 'true', dataset: CUBE })}`, '[data-testid="preview-table"]'],
    ['configurator', `/en/create/new?${new URLSearchParams({ cube: CUBE })}`, 'rect.bar'],
    ['not found', '/en/v/nokeyofthis', 'h1'],
  ];
  for (const type of Object.keys(CHART_DEFINITIONS) as DrawnChartType[]) {
    const key = await publish(app.url, await galleryConfig(type, componentsFrom(app.url), createChartKey()));
    pages.push([`view: ${type}`, `/en/v/${key}`, `[data-testid="${type}-chart"] svg`]);
  }
  console.log('| page | rules violated | nodes |\n|---|---|---|');
  for (const [name, path, ready] of pages) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(app.url + path);
    await page.waitForSelector(ready, { state: 'attached', timeout: 30_000 });
    await page.waitForTimeout(500);
    const found = await violations(page);
    const nodes = found.reduce((n, v) => n + v.nodes, 0);
    console.log(`| ${name} | ${found.length}${found.length ? ` (${found.map((v) => `${v.id} ×${v.nodes}`).join(', ')})` : ''} | ${nodes} |`);
    await page.close();
  }
} finally {
  await browser.close();
  await app.close();
}
