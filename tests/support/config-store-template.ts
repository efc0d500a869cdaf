/**
 * An empty config store (PGlite) made once per test run (the api and browser projects' global
 * setup), which each test copies instead of creating its own: creating one takes a core about 6 s
 * on a slow machine, a copy 0.1 s. The copy is the store as it would be created (migrated, empty).
 */
import { cpSync, existsSync, mkdtempSync, renameSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openConfigStore } from '../../src/server/store';

const template = () => join(tmpdir(), 'config-store-template');

/** A new folder holding an empty config store (a folder PGlite creates one in, outside a test run). */
export const freshConfigStoreDir = (dir = mkdtempSync(join(tmpdir(), 'pglite-'))) => {
  if (existsSync(template())) cpSync(template(), dir, { recursive: true });
  return dir;
};

export default async function setup() {
  if (existsSync(template())) return;
  // Made aside, then renamed: a setup that fails leaves no half store for tests to copy.
  const made = `${template()}.part`;
  const store = await openConfigStore({ dataDir: made });
  await store.close();
  renameSync(made, template());
}
