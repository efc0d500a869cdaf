/**
 * The visual regression gallery (issue 29 item 9): every chart of tests/support/visual-gallery —
 * each drawn chart type on the test cubes' shapes that break charts (26 long names, sparse series
 * and frames, negative values, twenty series, a total beside its parts, one value; the matrix is at
 * the top of that file) — published, opened in the view at 390, 640 and 1280 px and screenshot
 * (the chart's figure only: legend, axis titles, svg), compared pixel by pixel (pixelmatch) with
 * the committed PNGs in tests/visual/<shape>-<type>-<width>.png.
 *
 * Deterministic: DejaVu Sans set on every element (the font of font-metrics.ts, installed with
 * Debian's fonts-dejavu-core), time zone UTC, locale en, reduced motion and no animations or caret,
 * device scale factor 1. A change fails, writing the new and the diff PNGs to a temp folder named in
 * the failure, until the images are regenerated and looked at:
 *
 *   UPDATE_VISUAL=1 npx vitest run --project browser tests/e2e/visual-gallery.test.ts
 *
 * A missing image fails too, unless updating. Up to MAX_DIFF_PIXELS pixels may differ beyond
 * pixelmatch's colour threshold (its anti-aliasing detection ignores smoothed edges), for Chromium
 * builds that smooth text a little differently.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pixelmatch from 'pixelmatch';
import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { withBrowserApp } from '../support/browser-app';
import { componentsFrom, publish } from '../support/chart-gallery';
import { importTestCubes } from '../support/test-cubes';
import { chartName, VISUAL_GALLERY, VISUAL_WIDTHS, visualConfig, type GalleryChart } from '../support/visual-gallery';
import { waitForHydration } from '../support/view';
import { RESIZE_DEBOUNCE_MS } from '../../src/web/charts/useWidth';

const BASELINES = new URL('../visual/', import.meta.url).pathname;
const UPDATE = process.env.UPDATE_VISUAL === '1';
/** Pixels allowed to differ beyond pixelmatch's colour threshold. */
const MAX_DIFF_PIXELS = 20;
/** Tall enough for the tallest figure: a screenshot that scrolled would get the page's sticky header over the chart. */
const VIEWPORT_HEIGHT = 2400;
const FONT = `*, *::before, *::after { font-family: 'DejaVu Sans' !important; }`;

// The browser's own drawing: the gallery is about how charts look, and the server's page redraws at the
// frame's measured width after hydration (server-render.test.ts covers those pages).
const session = withBrowserApp({ DATA_DIR: importTestCubes().dir, SERVER_RENDER_TIMEOUT_MS: '0' });
const keys = new Map<string, string>();
let out: string;

beforeAll(async () => {
  out = mkdtempSync(join(tmpdir(), 'visual-gallery-'));
  mkdirSync(BASELINES, { recursive: true });
  const componentsOf = componentsFrom(session.app.url);
  for (const chart of VISUAL_GALLERY) keys.set(chartName(chart), await publish(session.app.url, await visualConfig(chart, componentsOf)));
});

/** Compares a screenshot with its committed image: undefined when it matches, else what differs and where the new and diff images are. */
const compare = (name: string, actual: Buffer): string | undefined => {
  const file = join(BASELINES, `${name}.png`);
  const keep = () => {
    writeFileSync(join(out, `${name}.png`), actual);
    return join(out, `${name}.png`);
  };
  if (!existsSync(file)) {
    if (UPDATE) return void writeFileSync(file, actual);
    return `${name}: no committed image tests/visual/${name}.png (new: ${keep()}; UPDATE_VISUAL=1 writes it)`;
  }
  const [expected, shot] = [PNG.sync.read(readFileSync(file)), PNG.sync.read(actual)];
  const { width, height } = expected;
  if (shot.width !== width || shot.height !== height) {
    if (UPDATE) return void writeFileSync(file, actual);
    return `${name}: ${shot.width}×${shot.height} px, was ${width}×${height} (new: ${keep()})`;
  }
  const diff = new PNG({ width, height });
  const pixels = pixelmatch(expected.data, shot.data, diff.data, width, height, { threshold: 0.1 });
  if (pixels <= MAX_DIFF_PIXELS) return undefined;
  if (UPDATE) return void writeFileSync(file, actual);
  writeFileSync(join(out, `${name}.diff.png`), PNG.sync.write(diff));
  return `${name}: ${pixels} pixels differ (new: ${keep()}, diff: ${join(out, `${name}.diff.png`)})`;
};

/** A browser context per width, each with one page the charts open in turn; the three widths are drawn side by side. */
const pages = new Map<number, Page>();
const errors: string[] = [];
beforeAll(async () => {
  for (const width of VISUAL_WIDTHS) {
    const context = await session.browser.newContext({
      viewport: { width, height: VIEWPORT_HEIGHT },
      deviceScaleFactor: 1,
      locale: 'en-US',
      timezoneId: 'UTC',
      reducedMotion: 'reduce',
      colorScheme: 'light',
      // The font rule is a style element the app's Content-Security-Policy would refuse.
      bypassCSP: true,
    });
    await context.addInitScript((css) => {
      document.addEventListener('DOMContentLoaded', () => document.head.append(Object.assign(document.createElement('style'), { textContent: css })));
    }, FONT);
    const page = await context.newPage();
    page.on('pageerror', (error) => errors.push(`${width} px: ${error.message}`));
    pages.set(width, page);
  }
});

/** The chart's figure in the view at a width, as a PNG. */
const screenshot = async (chart: GalleryChart, width: number) => {
  const page = pages.get(width)!;
  await page.goto(`${session.app.url}/en/v/${keys.get(chartName(chart))}`);
  await waitForHydration(page);
  const figure = page.getByTestId(`${chart.type}-chart`);
  await figure.locator('.chart-canvas > svg').waitFor({ timeout: 20_000 });
  // The fonts, then the drawing at the frame's measured width: the first one after hydration is for the
  // width guessed from the viewport (useChart), redrawn once measured (useWidth, debounced).
  await page.evaluate(() => document.fonts.ready);
  let box = (await figure.boundingBox())!;
  for (let previous = ''; previous !== JSON.stringify(box); box = (await figure.boundingBox())!) {
    previous = JSON.stringify(box);
    await page.waitForTimeout(RESIZE_DEBOUNCE_MS + 100);
  }
  if (box.y + box.height > VIEWPORT_HEIGHT) throw new Error(`${chartName(chart)} at ${width} px reaches ${box.y + box.height} px, past the viewport`);
  return figure.screenshot({ animations: 'disabled', caret: 'hide', scale: 'css' });
};

describe('the visual gallery (issue 29)', () => {
  for (const chart of VISUAL_GALLERY)
    it(`${chartName(chart)} matches tests/visual/${chartName(chart)}-{${VISUAL_WIDTHS.join(',')}}.png`, async () => {
      const shots = await Promise.all(VISUAL_WIDTHS.map((width) => screenshot(chart, width)));
      expect(VISUAL_WIDTHS.flatMap((width, i) => compare(`${chartName(chart)}-${width}`, shots[i]) ?? [])).toEqual([]);
      expect(errors).toEqual([]);
    });
});
