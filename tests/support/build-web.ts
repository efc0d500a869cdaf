/**
 * Vitest global setup of the api and browser projects: builds the web app once, before any test
 * worker starts, when its sources are newer (as npm start does). Built in each test file instead,
 * two workers of a clean clone built into one dist/web at once and one of them failed.
 */
import { execFileSync } from 'node:child_process';

export default function buildWeb() {
  execFileSync(process.execPath, ['scripts/ensure-web-build.mjs'], { stdio: 'inherit' });
}
