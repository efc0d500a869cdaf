// Builds the web app (vite build) when dist/web is missing or older than its sources, so that
// `npm start` always serves the current app and a warm start skips the build.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const sources = ['src/web', 'src/domain', 'vite.config.ts', 'scripts/vite-precompress.ts', 'package-lock.json'];
const stamp = 'dist/web/index.html';

const newest = (path) => {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
};

const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
const changed = Math.max(...sources.filter(existsSync).map(newest));
if (changed > built) {
  console.log('[cubeviz] Building the web app…');
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
    // A test runner's NODE_ENV=test would otherwise give a development build of React.
    env: { ...process.env, NODE_ENV: 'production' },
  });
}
