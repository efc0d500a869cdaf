/**
 * Builds the web app when its sources are newer than the build (as npm start does). Tests get it
 * from the api and browser projects' global setup, once before any worker starts: built in each test
 * file, two workers of a clean clone built into one dist/web at once and one of them failed.
 */
import { execFileSync } from 'node:child_process';

export const ensureWebBuild = () => execFileSync(process.execPath, ['scripts/ensure-web-build.mjs'], { stdio: 'inherit' });

export default ensureWebBuild;
