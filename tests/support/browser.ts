/** Headless Debian Chromium driven by playwright-core; no browser download, no network. */
import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** WebGL in software, for maps (MapLibre draws with WebGL; the headless browser has no GPU). */
export const WEBGL_FLAGS = ['--use-angle=swiftshader', '--enable-unsafe-swiftshader'];

export const launchBrowser = ({ webgl = false, args = [] }: { webgl?: boolean; args?: string[] } = {}): Promise<Browser> =>
  chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      ...(webgl ? WEBGL_FLAGS : []),
      ...args,
    ],
  });

/**
 * The page's Content-Security-Policy violations from now on: Chromium's console reports and the
 * securitypolicyviolation events (logged by an init script, which the policy does not govern).
 */
export const watchCspViolations = async (page: Page) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`Content Security Policy violation: ${event.violatedDirective} blocked ${event.blockedURI}`),
    ),
  );
  return violations;
};
