/**
 * The built files a server-rendered page needs at once, from the view's Vite manifest
 * (dist/web/.vite/view-manifest.json: the published chart's page is a build of its own, vite.view.config.ts):
 * the styles of the lazily loaded parts it drew (the view's, a dashboard's, a table's), linked in
 * its head so that the page is styled before any script runs (and without one), and their scripts
 * as module preloads, fetched beside the entry instead of after it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { escapeMarkup } from '../../domain/text';

type ManifestChunk = { file: string; css?: string[]; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

export type PageAssets = { styles: string[]; scripts: string[] };

export const readManifest = (webRoot: string): Manifest | undefined => {
  const file = resolve(webRoot, '.vite/view-manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : undefined;
};

/**
 * The styles and scripts of these source modules (paths from src/web) and of what they import,
 * on the page of `entry` (its HTML: view.html), whose own are in the page already.
 */
export const pageAssets = (manifest: Manifest, entry: string, modules: string[]): PageAssets => {
  const closure = (names: string[], seen = new Set<string>()) => {
    for (const name of names) {
      if (seen.has(name) || !manifest[name]) continue;
      seen.add(name);
      closure(manifest[name].imports ?? [], seen);
    }
    return seen;
  };
  const entries = closure([entry]);
  const needed = [...closure(modules)].filter((name) => !entries.has(name)).map((name) => manifest[name]);
  return { styles: [...new Set(needed.flatMap((chunk) => chunk.css ?? []))], scripts: needed.map((chunk) => chunk.file) };
};

/** The head's links of these assets. */
export const assetLinks = ({ styles, scripts }: PageAssets) =>
  [
    ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${escapeMarkup(file)}">`),
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${escapeMarkup(file)}">`),
  ].join('');
