/**
 * Gives a test run its own temporary folder and removes it at the end. Test servers, stores, cubes
 * and browser profiles all make folders under os.tmpdir(), and a run left ~80 of them (40 MB each
 * for a config store) behind: enough runs filled the disk. Workers and the processes they start
 * inherit TMPDIR, so everything lands here; a nested setup (one per project) reuses the first.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const MARK = 'CUBEVIZ_TEST_TMPDIR';

export default function setup() {
  if (process.env[MARK]) return undefined;
  const root = mkdtempSync(join(tmpdir(), 'cubeviz-tests-'));
  process.env[MARK] = root;
  process.env.TMPDIR = root;
  // Retried: the browser a worker's test files share is killed as the worker exits, and may still write its profile as the folder goes.
  return () => rmSync(root, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
}
