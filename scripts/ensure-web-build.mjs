// Builds the web app when dist is missing or older than its sources (or always, with --force), so
// that `npm start` always serves the current app and a warm start skips the build. Three builds:
// the app's pages with React (vite.config.ts), then a published chart's page with Preact into the
// same dist/web, and that page's server renderer into dist/view-server (vite.view.config.ts).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const sources = ['src/web', 'src/domain', 'src/server/render', 'vite.config.ts', 'vite.view.config.ts', 'scripts/vite-precompress.ts', 'package-lock.json'];
// The last build's output: a build that stopped halfway is built again.
const stamp = 'dist/view-server/view-html.js';
const builds = [[], ['-c', 'vite.view.config.ts'], ['-c', 'vite.view.config.ts', '--ssr']];

const newest = (path) => {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
};

const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
const changed = Math.max(...sources.filter(existsSync).map(newest));
if (process.argv.includes('--force') || changed > built) {
  console.log('[cubeviz] Building the web app…');
  for (const args of builds) {
    execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', ...args, '--logLevel', 'warn'], {
      stdio: 'inherit',
      // A test runner's NODE_ENV=test would otherwise give a development build of React.
      env: { ...process.env, NODE_ENV: 'production' },
    });
  }
}
