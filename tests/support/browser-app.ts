/** The whole app and a headless browser for one test file: started before its tests, stopped after. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startFullApp } from './app';
import { launchBrowser } from './browser';

export type BrowserApp = { browser: Browser; app: Awaited<ReturnType<typeof startFullApp>> };

/** Registers the file's setup and teardown; the fields are set once the tests run. */
export const withBrowserApp = (env: Record<string, string> = {}, { webgl = false }: { webgl?: boolean } = {}): BrowserApp => {
  const session = {} as BrowserApp;
  beforeAll(async () => {
    // The browser's own drawing unless a test asks for the server's page: nothing marks a server page
    // as hydrated yet, and a choice made before that is not kept (server-render.test.ts covers those pages).
    session.app = await startFullApp({ SERVER_RENDER_TIMEOUT_MS: '0', ...env });
    session.browser = await launchBrowser({ webgl });
  });
  afterAll(async () => {
    await session.browser?.close();
    await session.app?.close();
  });
  return session;
};
