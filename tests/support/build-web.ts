/** The browser tests need the built web app: build it when its sources are newer (as npm start does). */
import { execFileSync } from 'node:child_process';

export const ensureWebBuild = () => execFileSync(process.execPath, ['scripts/ensure-web-build.mjs'], { stdio: 'inherit' });
