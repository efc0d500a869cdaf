/** The whole app and a headless browser for one test file: started before its tests, stopped after. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startTestApp } from './app';
import { launchTestBrowser } from './browser';

export type BrowserApp = { browser: Browser; app: Awaited<ReturnType<typeof startTestApp>> };

/** Registers the file's setup and teardown; the fields are set once the tests run. */
export const withBrowserApp = (env: Record<string, string> = {}, { webgl = false }: { webgl?: boolean } = {}): BrowserApp => {
  const session = {} as BrowserApp;
  beforeAll(async () => {
    // Views are the server's pages (or the browser's when their render runs out of time): tests wait for the hydration mark (waitForHydration).
    session.app = await startTestApp(env);
    session.browser = await launchTestBrowser({ webgl });
  });
  afterAll(async () => {
    await session.browser?.close();
    await session.app?.close();
  });
  return session;
};
