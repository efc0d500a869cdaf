/**
 * Markup in user text and in cube data, rendered in headless Chromium: a published config whose
 * every free text (titles, descriptions and labels in four locales, text blocks, annotations,
 * unit labels) is an XSS payload, and a cube whose labels, descriptions, values and metadata are
 * too. On the search page, the dataset preview, the configurator and the published view no
 * payload runs (`window.__xss` stays unset, no dialog opens, no element of a payload exists,
 * no link leads anywhere but to http(s) and mailto addresses) and the payloads are visible as
 * text — but in titles, descriptions, annotations and text blocks, which are markdown, where raw
 * HTML is dropped.
 */
import { XMLValidator } from 'fast-xml-parser';
import { publishConfig } from '../support/agent';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { getInitialChartConfig, type ChartConfig, type SavedConfigData } from '../../src/domain/config';
import { escapeMarkup } from '../../src/domain/text';
import { withBrowserApp } from '../support/browser-app';
import { componentsFrom } from '../support/chart-gallery';
import { HOSTILE, hostileDataDir } from './hostile-app';
import { MARKDOWN_XSS, XSS } from './payloads';

// The server-rendered pages too: payloads must stay text in the server's HTML and its state.
const session = withBrowserApp({ DATA_DIR: hostileDataDir(), SERVER_RENDER_TIMEOUT_MS: '60000' });
const enc = encodeURIComponent;

const localized = (a: string, b: string, c: string, d: string) => ({ de: a, fr: b, it: c, en: d });
const CHART_TITLE = localized(XSS.script, XSS.svg, XSS.iframe, XSS.img);

/** The hostile cube as a stacked column chart (places as segments) with every free text a payload. */
const hostileConfig = async (): Promise<SavedConfigData> => {
  const components = await componentsFrom(session.app.url)(HOSTILE.iri);
  const initial = getInitialChartConfig({ cubes: [{ iri: HOSTILE.iri }], ...components, chartType: 'column' });
  const place = HOSTILE.id('place');
  const chart = {
    ...initial,
    meta: { title: CHART_TITLE, description: localized(XSS.link, XSS.template, XSS.img, XSS.svg), label: localized(XSS.iframe, XSS.script, XSS.svg, XSS.link) },
    cubes: [{ ...initial.cubes[0], filters: { [HOSTILE.id('category')]: { type: 'single', value: HOSTILE.categories[1] } } }],
    fields: {
      ...initial.fields,
      segment: { componentId: place, type: 'stacked', sorting: { sortingType: 'byAuto', sortingOrder: 'asc' } },
      color: { type: 'segment', paletteId: 'category10', colorMapping: {} },
    },
    interactiveFiltersConfig: { ...initial.interactiveFiltersConfig, legend: { active: true, componentId: place } },
    annotations: [
      {
        key: 'annotation:highlight:1',
        type: 'highlight',
        targets: [{ componentId: HOSTILE.id('year'), value: '2020' }],
        text: localized(XSS.img, XSS.script, XSS.svg, XSS.link),
        highlightType: 'filled',
        defaultOpen: true,
      },
    ],
    conversionUnitsByComponentId: { [HOSTILE.id('value')]: { multiplier: 2, labels: localized(XSS.svg, XSS.svg, XSS.svg, XSS.img) } },
  } as ChartConfig;
  return {
    version: '5.0.0',
    dataSource: { type: 'sparql', url: '/api/sparql' },
    layout: {
      type: 'tab',
      meta: {
        title: localized(XSS.svg, XSS.img, XSS.script, XSS.template),
        description: localized(XSS.iframe, XSS.link, XSS.img, XSS.script),
        label: localized(XSS.img, XSS.img, XSS.img, XSS.img),
      },
      blocks: [
        { type: 'chart', key: chart.key, initialized: true },
        { type: 'text', key: 'textBlock001', text: localized(XSS.script, XSS.img, XSS.svg, XSS.iframe), initialized: true },
      ],
    },
    chartConfigs: [chart],
    activeChartKey: chart.key,
  };
};

/** The same with markdown payloads in the title, description, annotation and text block (each locale another). */
const MARKDOWN_TEXT = localized(...MARKDOWN_XSS);
const markdownConfig = (state: SavedConfigData): SavedConfigData => {
  const [chart] = state.chartConfigs;
  const marked = {
    ...chart,
    meta: { ...chart.meta, title: MARKDOWN_TEXT, description: localized(MARKDOWN_XSS[3], MARKDOWN_XSS[2], MARKDOWN_XSS[1], MARKDOWN_XSS[0]) },
    annotations: chart.annotations.map((a) => ({ ...a, text: MARKDOWN_TEXT })),
  } as ChartConfig;
  const blocks = state.layout.blocks.map((block) => (block.type === 'text' ? { ...block, text: MARKDOWN_TEXT } : block));
  return {
    ...state,
    chartConfigs: [marked],
    layout: { ...state.layout, meta: { ...state.layout.meta, description: MARKDOWN_TEXT }, blocks } as SavedConfigData['layout'],
  };
};

let key = '';
let markdownKey = '';
beforeAll(async () => {
  const state = await hostileConfig();
  key = await publishConfig(session.app.url, state);
  markdownKey = await publishConfig(session.app.url, markdownConfig(state));
});

/** Elements a payload would have made, and javascript: links React did not block. */
const injectedElements = (page: Page) =>
  page.evaluate(() =>
    [
      ...document.querySelectorAll('[onerror], [onload], [onmouseover], img[src="x"], iframe, svg[onload]'),
      // The server-rendered page's state is a JSON data block, which no browser runs: only scripts that run count.
      ...[...document.querySelectorAll('script:not([type="application/json"])')].filter((s) => s.textContent?.includes('__xss')),
      ...[...document.querySelectorAll('a[href^="javascript:" i]')].filter((a) => !a.getAttribute('href')!.includes('React has blocked')),
    ].map((element) => element.outerHTML.slice(0, 120)),
  );

/**
 * Opens a page, waits for what it draws, clicks every javascript: link it has, and checks that no
 * payload ran and that the expected payloads are on the page as text.
 */
const expectInert = async (path: string, ready: string, visible: string[], more?: (page: Page) => Promise<void>) => {
  const page = await session.browser.newPage({ viewport: { width: 1200, height: 1000 } });
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  try {
    await page.goto(session.app.url + path);
    await page.waitForSelector(ready, { state: 'attached', timeout: 30_000 });
    // Lazy parts (the data table, details) open, and blocked javascript: links are followed.
    for (const summary of await page.locator('details:not([open]) > summary').all()) await summary.click().catch(() => undefined);
    for (const link of await page.locator('a[href^="javascript:" i]').all()) await link.click({ timeout: 2_000 }).catch(() => undefined);
    await page.waitForTimeout(200);
    const text = await page.evaluate(() => document.body.innerText);
    expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss), `${path}: a payload ran`).toBeUndefined();
    expect(dialogs, `${path}: dialogs`).toEqual([]);
    expect(await injectedElements(page), `${path}: elements of payloads`).toEqual([]);
    // Links from cube data (landing page, contact) are links only to http(s) and mailto addresses.
    const links = await page.evaluate(() => [...document.querySelectorAll('a[href]')].map((a) => [(a as HTMLAnchorElement).protocol, a.getAttribute('href')]));
    expect(
      links.filter(([protocol]) => !['http:', 'https:', 'mailto:'].includes(protocol!)),
      `${path}: links of other schemes`,
    ).toEqual([]);
    for (const payload of visible) expect(text, `${path}: shows ${payload} as text`).toContain(payload);
    await more?.(page);
  } finally {
    await page.close();
  }
};

const CHART = '[data-testid="column-chart"] rect.bar';

describe('XSS payloads in user text and cube data', () => {
  it('stay text on the search page', async () => {
    await expectInert(`/en/browse?${new URLSearchParams({ search: 'hostile' })}`, '[data-testid="search-result"]', [HOSTILE.title.en, `Theme ${XSS.img}`]);
    await expectInert(`/de/browse?${new URLSearchParams({ search: 'feindlich' })}`, '[data-testid="search-result"]', [HOSTILE.title.de]);
    await expectInert(`/en/browse/theme/${enc('https://example.org/hostile/theme')}`, '[data-testid="search-result"]', [HOSTILE.title.en]);
    // A search text is an attack too: it is shown in the field and in the answer, as text.
    await expectInert(`/en/browse?${new URLSearchParams({ search: XSS.img })}`, '[data-testid="browse-page"], .results, .no-results', []);
  });

  it('stay text in the dataset preview and its metadata', async () => {
    await expectInert(`/en/browse?${new URLSearchParams({ dataset: HOSTILE.iri })}`, '[data-testid="metadata-panel"]', [
      HOSTILE.title.en,
      HOSTILE.placeLabels.a,
      HOSTILE.categories[0],
      `Organisation ${XSS.script}`,
    ]);
  });

  it('stay text in the configurator, on the cube and on the saved config', async () => {
    await expectInert(`/en/create/new?${new URLSearchParams({ cube: HOSTILE.iri })}`, '[data-testid="chart-preview"] figure.chart svg', [HOSTILE.title.en]);
    await expectInert(`/en/create/${key}`, '[data-testid="chart-preview"] figure.chart svg', [HOSTILE.placeLabels.a]);
  });

  it.each(['de', 'fr', 'it', 'en'] as const)('stay text in the published view (%s)', async (locale) => {
    await expectInert(`/${locale}/v/${key}`, CHART, [HOSTILE.placeLabels.a, HOSTILE.placeLabels.b]);
  });

  it.each(['de', 'fr', 'it', 'en'] as const)('stay text in the chart’s SVG image and its oEmbed, opened on their own (%s)', async (locale) => {
    const path = `/${locale}/v/${key}.svg`;
    const svg = await (await fetch(session.app.url + path)).text();
    expect(XMLValidator.validate(svg)).toBe(true);
    expect(svg).toContain(escapeMarkup(HOSTILE.placeLabels.a));
    // Opened as a document: it parses, no payload runs, and none made an element or an event attribute.
    const page = await session.browser.newPage();
    try {
      await page.goto(session.app.url + path);
      await page.waitForTimeout(200);
      expect(await page.evaluate(() => document.documentElement.localName)).toBe('svg');
      expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
      const injected = await page.evaluate(() => [
        ...[...document.querySelectorAll('script, img, iframe, foreignObject, a')].map((e) => e.localName),
        ...[...document.querySelectorAll('*')].flatMap((e) => [...e.attributes].map((a) => a.name)).filter((name) => name.startsWith('on')),
      ]);
      expect(injected).toEqual([]);
    } finally {
      await page.close();
    }
    const oembed = await (await fetch(`${session.app.url}/api/oembed?url=${enc(`${session.app.url}/${locale}/v/${key}`)}`)).json();
    // One script, the embed code's own; the title only inside the iframe's attribute.
    expect(oembed.html.match(/<script>/g)).toHaveLength(1);
    expect(oembed.html).not.toMatch(/<(img|iframe src="javascript|svg)\b/i);
  });

  it.each(['de', 'fr', 'it', 'en'] as const)('stay inert as markdown in the published view (%s): links only to http(s) and mailto', async (locale) => {
    await expectInert(`/${locale}/v/${markdownKey}`, CHART, ['hostile'], async (page) => {
      await page.waitForSelector('.chart-title strong, .chart-title em, .chart-title a', { timeout: 10_000 });
      const links = await page.evaluate(() => [...document.querySelectorAll('a[href]')].map((a) => (a as HTMLAnchorElement).protocol));
      expect(links.filter((p) => !['http:', 'https:', 'mailto:'].includes(p))).toEqual([]);
      // Legend swatches are the app's own data: images (domain/charts/legend-swatch.ts); an image never runs scripts.
      const sources = await page.evaluate(() =>
        [...document.querySelectorAll('img[src]:not(.legend-swatch)')].map((i) => new URL((i as HTMLImageElement).src).protocol),
      );
      expect(sources.filter((p) => !['http:', 'https:'].includes(p))).toEqual([]);
    });
  });
});
