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

const WEB = resolve(import.meta.dirname, 'src/web');
const FRAMEWORK = /node_modules[\\/](react|react-dom|scheduler|preact|@tanstack[\\/](react-query|query-core))[\\/]/;

/** Per chunking pass and module, the modules it imports statically (at once or through others), but itself. */
const staticClosures = new WeakMap<ChunkingContext, Map<string, Set<string>>>();
const staticImports = (context: ChunkingContext, from: string) => {
  let closures = staticClosures.get(context);
  if (!closures) staticClosures.set(context, (closures = new Map()));
  let seen = closures.get(from);
  if (seen) return seen;
  closures.set(from, (seen = new Set()));
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    for (const next of context.getModuleInfo(id)?.importedIds ?? []) visit(next);
  };
  visit(from);
  seen.delete(from);
  return seen;
};

/**
 * The chunk of a module a page loads at once: few files, as each is compressed on its own (issue
 * 30). The framework (React or Preact) and the query cache, which every page runs, as one file;
 * the modules that `page` (a source module of src/web: an entry, or the view's page, which the
 * app loads lazily) imports statically as another, but those `entry` imports already. Other
 * modules (lazily loaded parts) are chunked by the bundler.
 */
export const pageChunks =
  (page: string, entry?: string) =>
  (id: string, context: ChunkingContext): string | null => {
    if (FRAMEWORK.test(id)) return 'framework';
    if (entry && staticImports(context, resolve(WEB, entry)).has(id)) return null;
    return staticImports(context, resolve(WEB, page)).has(id) ? 'view-page' : null;
  };

/** The build options both builds of the web app share: its pages and the published chart's (vite.view.config.ts). */
export const webBuild = {
  outDir: '../../dist/web',
  sourcemap: 'hidden',
  // Which chunks and styles each page part needs: the server's renderer links them (src/server/render/assets.ts).
  manifest: true,
} as const;

/** The plugins of the web app's sources (JSX, its virtual modules); the files of a browser's build get compressed copies too. */
export const webPlugins = ({ compressed }: { compressed: boolean }) => [react(), baseLayers(), ...(compressed ? [precompress()] : [])];

// The web app lives in src/web; `npm run dev` serves it with hot reload and sends /api to the server.
// Source maps are 'hidden': built next to the bundles, which do not name them; the server serves
// them only with SERVE_SOURCE_MAPS=true. Text files get brotli and gzip copies (scripts/vite-precompress.ts).
// This build is the app's pages (index.html), with React; a published chart's page (view.html) is
// built after it into the same folder, with Preact (vite.view.config.ts, issue 30).
export default defineConfig({
  root: 'src/web',
  plugins: webPlugins({ compressed: true }),
  build: {
    ...webBuild,
    emptyOutDir: true,
    rolldownOptions: {
      input: resolve(WEB, 'index.html'),
      // The view's page, which the app loads with its /v route, in one chunk beside the app's entry.
      output: { codeSplitting: { groups: [{ name: pageChunks('viewer/ViewPage.tsx', 'main.tsx') }] } },
    },
  },
  server: { port: 5173, proxy: { '/api': 'http://127.0.0.1:3000' } },
});
