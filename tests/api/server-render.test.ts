/**
 * Server-rendered pages of published charts through real HTTP (issue 30 items 1 and 7): the first
 * HTML holds the title, the drawn chart (a column chart's bars, a table's first rows as a <table>,
 * a map's shapes as SVG), sources and the data table, a dashboard every block; the view state of
 * the address is applied; the state the browser hydrates travels as inert JSON.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { publishConfig } from '../support/agent';
import { canvasState } from '../support/canvas-dashboard';
import { startTestApp } from '../support/app';
import { publishRenderedCharts, RENDERED_DASHBOARD_TITLE } from '../support/server-render';
import { hasSharedCubes, SHARED_CUBES } from '../support/server';
import { componentsFrom } from '../support/chart-gallery';
import { forestId, forestTabsState, publishState } from '../support/view';

let app: Awaited<ReturnType<typeof startTestApp>>;
let rendered: Awaited<ReturnType<typeof publishRenderedCharts>>;

beforeAll(async () => {
  // The whole budget a loaded test machine may need for a cold cube (production: 2 s, then the browser draws).
  app = await startTestApp({ SERVER_RENDER_TIMEOUT_MS: '60000', ...(hasSharedCubes && { DATA_DIR: SHARED_CUBES }) });
  rendered = await publishRenderedCharts(app.url);
}, 180_000);
afterAll(() => app?.close());

const page = async (path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${app.url}${path}`, { headers });
  expect(response.status, path).toBe(200);
  return response.text();
};
const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;
/** The rendered app, without the state after it. */
const root = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"'));
/** The start tags of an element (`rect`) in the markup, in their order; the renderer's order of their attributes is its own. */
const tags = (html: string, element: string) => html.match(new RegExp(`<${element}[\\s>][^>]*>`, 'g')) ?? [];
/** The first element of each query key in the state the browser hydrates (inert JSON after the root). */
const hydratedQueries = (html: string): unknown[] =>
  JSON.parse(html.match(/<script type="application\/json" id="server-state">(.*?)<\/script>/)![1]).queries.queries.map(
    (q: { queryKey: unknown[] }) => q.queryKey[0],
  );
/** A chart's bars: their start tags. */
const barTags = (html: string) => tags(html, 'rect').filter((tag) => tag.includes(' class="bar"'));

describe('server-rendered pages of published charts', () => {
  it('draws a column chart with its title, source and data table in the first HTML', async () => {
    const html = await page(`/en/v/${rendered.keys.column}`);
    const body = root(html);
    // Whole: no part of it waits for a script to put it in place (the CSP allows none inline).
    expect(html).not.toContain('<script>');
    const title = rendered.charts.column.meta.title.en;
    expect(body).toContain(`<h1 class="chart-title"`);
    expect(body).toContain(title);
    expect(body).toContain('data-testid="column-chart"');
    expect(barTags(body).length).toBeGreaterThan(5);
    expect(body).toMatch(/<p>Source(<!-- -->)?: (<!-- -->)?[^<]+<\/p>/);
    expect(body).toContain('data-testid="chart-data-table"');
    // Styled before any script runs: the view's own styles are linked.
    expect(html).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/view-page-[\w-]+\.css">/);
    // Painted once the root has all been parsed: the head holds rendering until the state after it.
    expect(html.slice(0, html.indexOf('</head>'))).toContain('<link rel="expect" href="#server-state" blocking="render">');
    // The state the browser hydrates: inert JSON, with the page's config in it.
    expect(hydratedQueries(html)).toContain('config');
  });

  it('draws a table’s first rows as a real table', async () => {
    const body = root(await page(`/en/v/${rendered.keys.table}`));
    expect(body).toContain('data-testid="table-chart-table"');
    const rows = count(body.slice(body.indexOf('data-testid="table-chart-table"')), /<tr aria-rowindex="/g);
    expect(rows).toBeGreaterThan(10);
    expect(body).toContain('<th scope="col"');
  });

  it('draws a table of no more rows than a page from its first page, asking for its rows once', async () => {
    const html = await page(`/en/v/${rendered.keys.table}`);
    const asked = hydratedQueries(html);
    // Iowa's 51 rows: the first page holds them all, and the browser hydrates the table with them.
    expect(asked).toContain('dataCubeTablePage');
    expect(asked).not.toContain('dataCubesObservations');
    expect(count(root(html), /<tr aria-rowindex="/g)).toBeGreaterThan(10);
  });

  it('tells its render’s time and passes: config, components, data, drawing, for every kind of page', async () => {
    for (const [kind, key] of Object.entries(rendered.keys)) {
      // Warm: a first render may wait once more for a part's code (a table's, a map's).
      await page(`/en/v/${key}`);
      const response = await fetch(`${app.url}/en/v/${key}`);
      await response.text();
      expect(response.headers.get('server-timing'), kind).toMatch(/^render;dur=\d+(\.\d)?;desc="4 passes"$/);
    }
  });

  it('draws a map’s shapes and symbols as SVG', async () => {
    const body = root(await page(`/en/v/${rendered.keys.map}`));
    expect(body).toContain('data-testid="map-preview"');
    const svg = body.slice(body.indexOf('data-testid="map-preview"'));
    expect(count(svg, /<path d="/g)).toBeGreaterThan(50);
    expect(count(svg, /<circle /g)).toBeGreaterThan(50);
  });

  it('draws every block of a dashboard, asking once for the components its charts share', async () => {
    // The app runs in this process: its render's warnings are this console's (TanStack's of a query asked twice among them).
    const warn = vi.spyOn(console, 'warn');
    const body = root(await page(`/en/v/${rendered.keys.dashboard}`));
    expect(warn.mock.calls.flat().join('\n')).not.toContain('Duplicate Queries');
    warn.mockRestore();
    expect(body).toContain(RENDERED_DASHBOARD_TITLE);
    for (const chart of Object.values(rendered.charts)) expect(body).toContain(chart.meta.title.en);
    expect(body).toContain('data-testid="column-chart"');
    expect(body).toContain('data-testid="line-chart"');
    expect(body).toContain('data-testid="table-chart-table"');
    expect(body).toContain('data-testid="map-preview"');
    expect(body).not.toContain('class="loading"');
  });

  it('draws each dashboard chart for its block’s width: a tall dashboard’s narrow blocks half a row', async () => {
    const widths = async (viewport: string) => {
      const response = await fetch(`${app.url}/en/v/${rendered.keys.dashboard}`, { headers: { 'Sec-CH-Viewport-Width': viewport } });
      const body = root(await response.text());
      // The chart's own drawing, the first <svg> after its test id that is not a legend's swatch.
      const width = (testId: string) =>
        Number(
          tags(body.slice(body.indexOf(`data-testid="${testId}"`)), 'svg')
            .find((tag) => !tag.includes('legend-swatch'))
            ?.match(/ width="(\d+)"/)?.[1],
        );
      return { column: width('column-chart'), line: width('line-chart') };
    };
    // The wide block's chart and the narrow one's beside the table, as Chromium lays them out at 1280 and 800 px.
    expect(await widths('1280')).toEqual({ column: 1132, line: 516 });
    expect(await widths('800')).toEqual({ column: 668, line: 284 });
    // One column below 768 px: every block as wide as the others.
    const phone = await widths('390');
    expect(phone.line).toBe(phone.column);
  });

  it('lays a canvas dashboard out for the viewport before any script runs: its blocks’ places in a stylesheet its policy allows', async () => {
    const key = await publishConfig(app.url, await canvasState(app.url));
    const layout = async (viewport: string) => {
      const response = await fetch(`${app.url}/en/v/${key}`, { headers: { 'Sec-CH-Viewport-Width': viewport } });
      const html = await response.text();
      const css = html.match(/<style>(.*?)<\/style>/)![1];
      // The page's one inline stylesheet applies by its hash; no other inline style does.
      const policy = response.headers.get('content-security-policy')!;
      expect(policy).toContain(`style-src 'self' 'sha256-${createHash('sha256').update(css).digest('base64')}';`);
      expect(policy).not.toContain('unsafe-inline');
      const rules = new Map([...css.matchAll(/\[data-server-rule="(\d+)"\]\{([^}]*)\}/g)].map((m) => [m[1], m[2]]));
      const block = (testId: string) => {
        const tag = tags(root(html), 'div').find((t) => t.includes(`data-testid="${testId}"`))!;
        const style = rules.get(tag.match(/ data-server-rule="(\d+)"/)![1])!;
        const chart = tags(root(html).slice(root(html).indexOf(tag)), 'svg').find((t) => !t.includes('legend-swatch'));
        return {
          width: Number(style.match(/;width:(\d+)px/)?.[1]),
          absolute: style.includes('position:absolute'),
          chart: Number(chart?.match(/ width="(\d+)"/)?.[1]),
        };
      };
      return { column: block('block-fitcolumn001'), text: block('block-fittext00001').width };
    };
    // As Chromium lays it out: two of four columns at 1280 px (1216 px of content, xl), one column at 390 px; the chart as wide as the block lets it.
    expect(await layout('1280')).toEqual({ column: { width: 600, absolute: true, chart: 516 }, text: 292 });
    expect(await layout('390')).toEqual({ column: { width: 361, absolute: true, chart: 293 }, text: 361 });
  });

  it('asks for the viewport’s width, critically on a chart’s page, and guesses a phone’s until it is told', async () => {
    const chart = await fetch(`${app.url}/en/v/${rendered.keys.column}`);
    expect(chart.headers.get('accept-ch')).toBe('Sec-CH-Viewport-Width');
    expect(chart.headers.get('critical-ch')).toBe('Sec-CH-Viewport-Width');
    expect(chart.headers.get('vary')).toMatch(/Sec-CH-Viewport-Width, Sec-CH-UA,/);
    const missing = await fetch(`${app.url}/en/v/unknownKey01`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('critical-ch')).toBeNull();
    const drawnFor = async (headers: Record<string, string>) => {
      const body = await (await fetch(`${app.url}/en/v/${rendered.keys.column}`, { headers })).text();
      return Number(body.match(/"viewportWidth":(\d+)/)?.[1]);
    };
    expect(await drawnFor({ 'sec-ch-ua-mobile': '?1' })).toBe(390);
    expect(await drawnFor({ 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148 Safari/604.1' })).toBe(390);
    expect(await drawnFor({ 'sec-ch-ua-mobile': '?1', 'sec-ch-viewport-width': '412' })).toBe(412);
    expect(await drawnFor({})).toBe(1280);
  });

  it('draws nothing for a first visit Chromium will ask again for with its viewport: the answer it throws away costs no render', async () => {
    const chromium = {
      'sec-ch-ua': '"Chromium";v="156", "Not-A.Brand";v="24"',
      'sec-ch-ua-mobile': '?0',
      'sec-ch-ua-platform': '"Linux"',
      'sec-fetch-dest': 'document',
    };
    const first = await fetch(`${app.url}/en/v/${rendered.keys.dashboard}`, { headers: chromium });
    expect(first.headers.get('critical-ch')).toBe('Sec-CH-Viewport-Width');
    const html = await first.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('id="server-state"');
    // Asked again with its viewport, it is drawn for it.
    const again = await page(`/en/v/${rendered.keys.dashboard}`, { ...chromium, 'sec-ch-viewport-width': '1280' });
    expect(again).toContain('"viewportWidth":1280');
    expect(root(again)).toContain('data-testid="map-preview"');
    // An embed page in a frame is not asked again (its viewport is the top page's to give): drawn at once.
    const framed = await page(`/en/embed/${rendered.keys.column}`, { ...chromium, 'sec-fetch-dest': 'iframe' });
    expect(barTags(root(framed)).length).toBeGreaterThan(5);
  });

  it('renders the embed page in the page’s language', async () => {
    const html = await page(`/de/embed/${rendered.keys.column}`);
    expect(html).toContain('<html lang="de">');
    expect(root(html)).toMatch(/<p>Quelle(<!-- -->)?: (<!-- -->)?[^<]+<\/p>/);
    expect(barTags(root(html)).length).toBeGreaterThan(5);
  });

  it.runIf(hasSharedCubes)('applies the view state of the address: data filter, hidden category, time range, calculation, tab', async () => {
    const key = await publishState(app.url, await forestTabsState(componentsFrom(app.url)));
    const bars = (html: string) => barTags(root(html)).map((tag) => Number(tag.match(/ data-value="([^"]+)"/)?.[1]));
    const defaults = bars(await page(`/en/v/${key}`));
    expect(defaults.length).toBeGreaterThan(9 * 6);
    const components = await componentsFrom(app.url)('https://ld.admin.ch/cube/fso/px-x-0703010000_103/2');
    const largest = components.dimensions.find((d) => d.id === forestId('groessenklasse'))!.values.find((v) => v.label === '> 5000 ha')!;
    const query = new URLSearchParams({
      tab: 'viewTabs0001',
      hide: String(largest.value),
      from: '2006',
      to: '2014',
      calculation: 'percent',
      [`filter:${forestId('kanton')}`]: 'https://ld.admin.ch/canton/2',
    });
    const html = await page(`/en/v/${key}?${query}`);
    const shown = bars(html);
    expect(shown.length).toBe(9 * 6);
    expect(shown.every((value) => value >= 0 && value <= 100)).toBe(true);
    expect(tags(root(html), 'option').filter((tag) => / selected(="")?[ >]/.test(tag))).toContainEqual(
      expect.stringContaining('value="https://ld.admin.ch/canton/2"'),
    );
    const second = root(await page(`/en/v/${key}?tab=viewTabs0002`));
    expect(second).toContain('data-testid="line-chart"');
    expect(second).toContain('Total forest area');
  });
});
