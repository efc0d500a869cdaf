import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import { pageChunks, webBuild, webPlugins } from './vite.config.ts';

/**
 * A published chart's page (view.html, web/view-main.tsx) runs on Preact, through preact/compat,
 * where the app's pages (vite.config.ts) run on React: the same component sources, another
 * renderer. Issue 30 gives a published SVG chart 120 KiB of gzipped JavaScript; react-dom alone
 * is 62 KiB of it, Preact 4 (a deviation from DESIGN.md's React, for this page only).
 *
 * The server renders the page with the renderer that hydrates it (useId's ids, the markers of a
 * part that waited for its code): `--ssr` builds src/server/render/view-html.tsx, with Preact in
 * React's place and every package bundled in (a package left to Node would import React), into
 * dist/view-server, which the server loads (render/view-page.ts). Built after the app's pages,
 * into the same dist/web; its manifest is its own (render/assets.ts reads it).
 */
const PREACT = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

export const VIEW_SERVER_DIR = resolve(import.meta.dirname, 'dist/view-server');

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  resolve: { alias: PREACT },
  plugins: webPlugins({ compressed: !isSsrBuild }),
  ...(isSsrBuild
    ? {
        ssr: { noExternal: true },
        build: {
          outDir: VIEW_SERVER_DIR,
          emptyOutDir: true,
          rolldownOptions: { input: resolve(import.meta.dirname, 'src/server/render/view-html.tsx') },
        },
      }
    : {
        build: {
          ...webBuild,
          manifest: '.vite/view-manifest.json',
          emptyOutDir: false,
          rolldownOptions: {
            input: resolve(import.meta.dirname, 'src/web/view.html'),
            output: { codeSplitting: { groups: [{ name: pageChunks('view-main.tsx') }] } },
          },
        },
      }),
}));
