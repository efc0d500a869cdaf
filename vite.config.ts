import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import type { ChunkingContext } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';
import { BASE_LAYER_FILES, baseLayerTopology } from './src/domain/charts/map/base-layer-sources.ts';
import type { OfflineBaseLayer } from './src/domain/charts/map/base-layers.ts';
import { precompress } from './scripts/vite-precompress.ts';

const BASE_LAYER = 'virtual:base-layer/';
const resolvePackageFile = createRequire(import.meta.url).resolve;

/**
 * The offline base layers' geodata as modules `virtual:base-layer/<layer>`, each from its npm
 * package (base-layer-sources.ts): a map imports them when it draws them, so each is a chunk of
 * its own, not part of the page's scripts.
 */
const baseLayers = (): Plugin => ({
  name: 'cubeviz-base-layers',
  resolveId: (id) => (id.startsWith(BASE_LAYER) ? `\0${id}` : undefined),
  load(id) {
    if (!id.startsWith(`\0${BASE_LAYER}`)) return undefined;
    const layer = id.slice(BASE_LAYER.length + 1) as OfflineBaseLayer;
    const file = resolvePackageFile(BASE_LAYER_FILES[layer]);
    this.addWatchFile(file);
    const topology = baseLayerTopology(layer, JSON.parse(readFileSync(file, 'utf8')));
    // Parsed as JSON, not JavaScript: faster for data this size.
    return `export default JSON.parse(${JSON.stringify(JSON.stringify(topology))});`;
  },
});

const PAGES = { index: resolve(import.meta.dirname, 'src/web/index.html'), view: resolve(import.meta.dirname, 'src/web/view.html') };
const FRAMEWORK = /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](react-query|query-core))[\\/]/;

/** Per page, the modules it imports statically (at once or through others), but its own script; per chunking pass. */
const pageModules = new WeakMap<ChunkingContext, Record<keyof typeof PAGES, Set<string>>>();
const staticImports = (context: ChunkingContext, page: string) => {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    for (const next of context.getModuleInfo(id)?.importedIds ?? []) visit(next);
  };
  const scripts = context.getModuleInfo(page)?.importedIds ?? [];
  for (const script of scripts) visit(script);
  // The entry's own module stays the entry's chunk: the app, loading the view's route, must not run the view's entry.
  for (const own of [page, ...scripts]) seen.delete(own);
  return seen;
};

/**
 * The chunk of a module the pages load at once, by the pages that do: few files, as each is
 * compressed on its own (issue 30). React and the query cache, which every page runs, as one
 * file; the app's modules that both pages import as one; those that only the published chart's
 * page imports as one (the app loads them with the view's route). Other modules (the pages'
 * lazily loaded parts) are chunked by the bundler.
 */
const pageChunk = (id: string, context: ChunkingContext) => {
  if (FRAMEWORK.test(id)) return 'framework';
  let pages = pageModules.get(context);
  if (!pages) pageModules.set(context, (pages = { index: staticImports(context, PAGES.index), view: staticImports(context, PAGES.view) }));
  if (!pages.view.has(id)) return null;
  return pages.index.has(id) ? 'shared' : 'view-page';
};

// The web app lives in src/web; `npm run dev` serves it with hot reload and sends /api to the server.
// Source maps are 'hidden': built next to the bundles, which do not name them; the server serves
// them only with SERVE_SOURCE_MAPS=true. Text files get brotli and gzip copies (scripts/vite-precompress.ts).
export default defineConfig({
  root: 'src/web',
  plugins: [react(), baseLayers(), precompress()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: 'hidden',
    // Which chunks and styles each page part needs: the server's renderer links them (src/server/render/assets.ts).
    manifest: true,
    rolldownOptions: {
      // Two pages: the app (index.html) and a published chart's (view.html: its own entry, without the router; issue 30).
      input: PAGES,
      output: {
        codeSplitting: { groups: [{ name: pageChunk }] },
      },
    },
  },
  server: { port: 5173, proxy: { '/api': 'http://127.0.0.1:3000' } },
});
