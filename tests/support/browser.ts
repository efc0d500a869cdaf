/** Headless Debian Chromium driven by playwright-core; no browser download, no network. */
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { onTestFinished } from 'vitest';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** WebGL in software, for maps (MapLibre draws with WebGL; the headless browser has no GPU). */
export const WEBGL_FLAGS = ['--use-angle=swiftshader', '--enable-unsafe-swiftshader'];

/** What a browser is launched with: WebGL (WEBGL_FLAGS) and further Chromium flags. */
type LaunchOptions = { webgl?: boolean; args?: string[] };

export const launchBrowser = ({ webgl = false, args = [] }: LaunchOptions = {}): Promise<Browser> =>
  chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      // The GPU process's work (software compositing, SwiftShader's WebGL) on a thread of the browser
      // process: a process and its messages less per browser. Six browser test files, run alternately:
      // 182 s without, 160 s with (2 cores).
      '--in-process-gpu',
      ...(webgl ? WEBGL_FLAGS : []),
      ...args,
    ],
  });

/** Playwright's viewport for a page opened without one. */
const DEFAULT_VIEWPORT = { width: 1280, height: 720 };

/** The pages closed that a browser keeps to hand out again: as many as a test opens at once. */
const KEPT_PAGES = 6;

/** Page and context methods that leave state no reset undoes: a page that used one, or whose context did, is closed for real. */
const LASTING_PAGE = [
  'addInitScript',
  'exposeFunction',
  'exposeBinding',
  'setExtraHTTPHeaders',
  'emulateMedia',
  'setDefaultTimeout',
  'setDefaultNavigationTimeout',
];
const LASTING_CONTEXT = ['addInitScript', 'exposeFunction', 'exposeBinding', 'setExtraHTTPHeaders', 'setGeolocation', 'setOffline', 'setHTTPCredentials'];

/** Replaces the named methods of `target` with ones that call `onCall` first. */
const onCalls = (target: object, names: string[], onCall: () => void) => {
  const methods = target as Record<string, (...args: unknown[]) => unknown>;
  for (const name of names) {
    const method = methods[name].bind(target);
    methods[name] = (...args) => {
      onCall();
      return method(...args);
    };
  }
};

/**
 * A browser whose pages are used again: a page opened in a test is closed when the test ends, and
 * newPage hands out again the pages closed (the last closed first).
 * A new page is a new context and renderer: the browse page loaded in one costs ~3 s of
 * Chromium's CPU (1.7 s wall on a 2-core machine), against ~0.3 s in a page that has drawn it
 * before, its renderer and compiled scripts kept. A closed page comes back as a new one would
 * be: on about:blank, with no history, cookies, local storage, permissions, routes or listeners,
 * and the viewport asked for. One with lasting state (init scripts, exposed functions, the clock,
 * emulation, extra headers) is closed for real. Each page keeps its own context, so pages open at
 * once share nothing, as before.
 */
const launchPooling = async (launch: LaunchOptions): Promise<Browser> => {
  const browser = await launchBrowser(launch);
  /** Pages closed, by their context's options (all but the viewport). */
  const closed: { page: Page; options: string }[] = [];
  const handedOut = new Set<Page>();
  const open = async (options: BrowserContextOptions, viewport: BrowserContextOptions['viewport']): Promise<Page> => {
    const context = await browser.newContext({ ...options, viewport });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    let lasting = viewport === null;
    onCalls(page, LASTING_PAGE, () => (lasting = true));
    onCalls(context, LASTING_CONTEXT, () => (lasting = true));
    const clock = page.clock;
    Object.defineProperty(page, 'clock', { get: () => ((lasting = true), clock) });
    const reset = async () => {
      await page.removeAllListeners();
      await Promise.all([page.unrouteAll({ behavior: 'ignoreErrors' }), context.unrouteAll({ behavior: 'ignoreErrors' })]);
      const popups = context.pages().filter((other) => other !== page);
      await Promise.all(popups.map((popup) => popup.close()));
      const { entries } = await cdp.send('Page.getNavigationHistory');
      await page.goto('about:blank');
      await cdp.send('Page.resetNavigationHistory');
      // The app keeps drafts and the language in local storage; it uses no other.
      const origins = new Set(entries.flatMap((entry) => URL.parse(entry.url)?.origin ?? []).filter((origin) => origin.startsWith('http')));
      await Promise.all([...origins].map((origin) => cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'local_storage,indexeddb' })));
      await Promise.all([context.clearCookies(), context.clearPermissions()]);
    };
    page.close = async () => {
      if (!handedOut.delete(page)) return;
      const kept =
        !lasting &&
        !page.isClosed() &&
        (await reset().then(
          () => true,
          () => false,
        ));
      if (kept) closed.push({ page, options: JSON.stringify(options) });
      else await context.close();
      // The files a worker runs ask for pages with many options: the oldest closed go for real.
      if (closed.length > KEPT_PAGES) await closed.shift()!.page.context().close();
    };
    return page;
  };
  browser.newPage = async ({ viewport = DEFAULT_VIEWPORT, ...options } = {}) => {
    const i = viewport ? closed.findLastIndex((c) => c.options === JSON.stringify(options)) : -1;
    const page = i === -1 ? await open(options, viewport) : closed.splice(i, 1)[0].page;
    if (i !== -1) await page.setViewportSize(viewport!);
    handedOut.add(page);
    try {
      onTestFinished(() => page.close());
    } catch {
      // Opened outside a test (a file's beforeAll): open until the file closes it or the browser.
    }
    return page;
  };
  browser.close = async () => {
    await Promise.all([...handedOut].map((page) => page.close()));
    const pooled = new Set(closed.map((c) => c.page.context()));
    await Promise.all(browser.contexts().flatMap((context) => (pooled.has(context) ? [] : [context.close()])));
  };
  return browser;
};

/** This worker's test browsers, by launch options. */
const testBrowsers = new Map<string, Promise<Browser>>();

/**
 * The browser of a test file (launchBrowser's for benches, which measure first visits), which
 * uses its pages again (launchPooling). The test files a worker runs share one browser per launch
 * options (the browser project runs them in one process, isolate: false): launching one costs
 * ~1 s and its first page ~2.5 s. Its close() closes what the file left open (the pages it was
 * handed, contexts it opened itself); Playwright closes the browser when the worker exits.
 */
export const launchTestBrowser = (launch: LaunchOptions = {}): Promise<Browser> => {
  const key = JSON.stringify({ webgl: launch.webgl ?? false, args: launch.args ?? [] });
  let browser = testBrowsers.get(key);
  if (!browser) {
    browser = launchPooling(launch);
    testBrowsers.set(key, browser);
    browser.then(
      (launched) => launched.on('disconnected', () => testBrowsers.delete(key)),
      () => testBrowsers.delete(key),
    );
  }
  return browser;
};

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
