/**
 * The JavaScript of a published chart's page (issue 30 item 4), read from the build: the scripts
 * the page's HTML names (the entry and its imports) and those the server links for a view it
 * rendered (src/server/render/view-page.ts), as gzipped copies the server sends: the page's own
 * build (vite.view.config.ts). What each kind of page may not load is checked module by module,
 * from the build's source maps; bench/assets.ts measures what Chromium fetches.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageAssets, readManifest } from '../../src/server/render/assets';
import { VIEW_PAGE } from '../../src/server/render/view-page';
import { WEB_ROOT } from '../../src/server/web';
import { scriptModules } from '../support/bundle';

const manifest = readManifest(WEB_ROOT)!;
const entryScripts = [...readFileSync(resolve(WEB_ROOT, VIEW_PAGE), 'utf8').matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
/** The scripts of a view page in English with these parts (source modules from src/web). */
const viewScripts = (...parts: string[]) => [...entryScripts, ...pageAssets(manifest, VIEW_PAGE, ['i18n/en.ts', ...parts]).scripts.map((file) => `/${file}`)];
/** Bytes as the server sends them to a browser that takes gzip: the build's gzipped copy, or the file itself when it is too small to have one. */
const gzipped = (scripts: string[]) =>
  scripts.reduce((sum, script) => {
    const file = resolve(WEB_ROOT, `.${script}`);
    return sum + readFileSync(existsSync(`${file}.gz`) ? `${file}.gz` : file).length;
  }, 0);
const modules = (scripts: string[]) => new Set(scripts.flatMap(scriptModules));

/**
 * The single SVG chart's ceiling: 199.6 KiB when set, 215.8 before the client's router went
 * declarative, 204.4 with the row limit, the table's page query and the hydration's replay of
 * early choices; 178.7 once the view had its own entry without the router (191.3) and its scripts
 * came in a few chunks, not 44. The issue asks 120: React and react-dom alone took 65 of it. The
 * page now runs on Preact through preact/compat (vite.view.config.ts), rendered by the server with
 * Preact too: 117.1, of which i18next and the query cache take 25, Preact 9. 118.7 before round
 * calendar ticks and the one-track time range, 119.5 with them: the ceiling is now the 120.
 */
const SINGLE_CHART_KIB = 120;

/** React's packages: the published chart's page runs on Preact in their place. */
const REACT = ['react', 'react-dom', 'scheduler'];

/** Code that only the app's other pages, an author, a map, a table, a download or another language needs. */
const NOT_IN_A_CHART = [
  'react-router',
  'src/web/routes.tsx',
  'zod',
  'maplibre-gl',
  'topojson-client',
  'exceljs',
  'jspdf',
  'svg2pdf.js',
  'html2canvas',
  '@tanstack/react-table',
  '@tanstack/react-virtual',
  'react-grid-layout',
  '@dnd-kit/core',
  'minisearch',
  'react-markdown',
  'src/web/i18n/de.ts',
  'src/web/i18n/fr.ts',
  'src/web/i18n/it.ts',
  'src/web/configurator/ConfiguratorPage.tsx',
  'src/domain/config/chart-config.ts',
  'src/domain/charts/map/scene.ts',
  'src/domain/charts/table/model.ts',
];

describe("a published chart's JavaScript", () => {
  const single = viewScripts();

  it(`is at most ${SINGLE_CHART_KIB} KiB gzipped for an SVG chart`, () => {
    expect(gzipped(single) / 1024).toBeLessThanOrEqual(SINGLE_CHART_KIB);
  });

  it("holds the page's own catalogue, the chart's scenes and none of the code an SVG chart does not run", () => {
    const loaded = modules(single);
    expect(loaded).toContain('src/web/i18n/en.ts');
    expect(loaded).toContain('src/domain/charts/band/scene.ts');
    expect(NOT_IN_A_CHART.filter((module) => loaded.has(module))).toEqual([]);
  });

  it('runs on Preact, without React, whatever it draws', () => {
    for (const part of ['', 'map/MapPreview.tsx', 'charts/table/TableChart.tsx', 'viewer/DashboardView.tsx']) {
      const loaded = modules(viewScripts(...(part ? [part] : [])));
      expect(loaded, part).toContain('preact');
      expect(
        REACT.filter((module) => loaded.has(module)),
        part,
      ).toEqual([]);
    }
  });

  it('loads a map or a table with their own code, still without a schema library or another language', () => {
    const map = modules(viewScripts('map/MapPreview.tsx'));
    const table = modules(viewScripts('charts/table/TableChart.tsx'));
    expect(map).toContain('src/domain/charts/map/scene.ts');
    expect(table).toContain('@tanstack/react-table');
    for (const kind of [map, table]) expect(['zod', 'exceljs', 'jspdf', 'src/web/i18n/de.ts'].filter((module) => kind.has(module))).toEqual([]);
  });
});
