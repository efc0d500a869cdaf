import { describe, expect, it } from 'vitest';
import { itemWidth } from '../layout/grid';
import {
  asksAgainWithViewport,
  serverStyles,
  deserializeQueryData,
  readViewportHint,
  requestViewportWidth,
  serializeQueryData,
  serverStateElement,
  serverStateText,
  viewChartWidth,
  viewContentWidth,
} from './server-state';

describe('the server-rendered state', () => {
  it('reads back as the same JSON', () => {
    const state = {
      viewportWidth: 1280,
      queries: { title: 'Forest </script><script>alert(1)</script> <!-- & \u2028' },
      sceneKinds: ['svg' as const],
      parts: ['markdown/SafeMarkdown.tsx'],
    };
    expect(JSON.parse(serverStateText(state))).toEqual(state);
  });

  it('holds no < that could close its script element or open a comment', () => {
    const element = serverStateElement({ viewportWidth: 1280, queries: ['</script><script>alert(1)</script>', '<!--'], sceneKinds: [], parts: [] });
    expect(element.match(/</g)).toHaveLength(2);
    expect(element).toMatch(/^<script type="application\/json" id="server-state">.*<\/script>$/);
    expect(element).toContain('\\u003c/script>');
  });
});

describe('query data in the server-rendered state', () => {
  it('carries observations as columns and reads them back as the same rows', () => {
    const rows = [
      { year: '2001', source: 'Fossil fuels', value: 35361 },
      { year: '2001', source: 'Nuclear energy', value: null },
    ];
    const result = { data: rows, sparqlEditorUrls: [{ cubeIri: 'https://example.org/cube/1', url: 'https://example.org/sparql' }] };
    const serialized = serializeQueryData(result);
    expect(JSON.stringify(serialized)).not.toContain('"year":');
    expect(deserializeQueryData(JSON.parse(JSON.stringify(serialized)))).toEqual(result);
  });

  it('leaves other data as it is', () => {
    const config = { key: 'abc', data: { chartConfigs: [] } };
    expect(serializeQueryData(config)).toBe(config);
    expect(deserializeQueryData(config)).toBe(config);
    expect(deserializeQueryData(null)).toBeNull();
  });
});

describe('serverStyles', () => {
  it('moves style attributes where the CSP does not look, text untouched, and writes them as a stylesheet too', () => {
    expect(
      serverStyles(
        '<span class="swatch" style="background:#1f77b4">a style=&quot;x&quot;</span><div style="width:632px;height:796px;position:absolute;"></div>',
      ),
    ).toEqual({
      html:
        '<span class="swatch" data-server-style="background:#1f77b4" data-server-rule="0">a style=&quot;x&quot;</span>' +
        '<div data-server-style="width:632px;height:796px;position:absolute;" data-server-rule="1"></div>',
      css: '[data-server-rule="0"]{background:#1f77b4}[data-server-rule="1"]{width:632px;height:796px;position:absolute;}',
    });
  });

  it('leaves a style that could close its rule or the <style> element to the script alone', () => {
    for (const style of [
      'background:red}body{display:none',
      'background:url(&quot;x&quot;)',
      'color:red&lt;/style&gt;',
      'background:url(//evil.example/x)',
      'color:\\7d',
    ]) {
      const { html, css } = serverStyles(`<b style="${style}">x</b>`);
      expect(html).toBe(`<b data-server-style="${style}">x</b>`);
      expect(css).toBe('');
    }
  });

  it('takes a viewport width hint only when it is a plausible width', () => {
    expect(readViewportHint('390')).toBe(390);
    expect(readViewportHint(' 1280 ')).toBe(1280);
    for (const bad of [undefined, '', '12', '99999', '390.5', '-390', '1e3', ['390', '1280']]) expect(readViewportHint(bad)).toBeUndefined();
  });

  it('draws for the viewport the browser told, else for a phone’s where it says it is one, else for a desktop’s', () => {
    expect(requestViewportWidth({ 'sec-ch-viewport-width': '412', 'sec-ch-ua-mobile': '?1' })).toBe(412);
    expect(requestViewportWidth({ 'sec-ch-ua-mobile': '?1' })).toBe(390);
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
    expect(requestViewportWidth({ 'user-agent': iphone })).toBe(390);
    const firefoxAndroid = 'Mozilla/5.0 (Android 14; Mobile; rv:132.0) Gecko/132.0 Firefox/132.0';
    expect(requestViewportWidth({ 'user-agent': firefoxAndroid })).toBe(390);
    expect(requestViewportWidth({ 'sec-ch-ua-mobile': '?0', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36' })).toBe(1280);
    // A hint that is no plausible width is no hint.
    expect(requestViewportWidth({ 'sec-ch-viewport-width': '9' })).toBe(1280);
  });

  it('knows the browser that will ask again with its viewport: one sending client hints, but not that one yet', () => {
    const chromium = { 'sec-ch-ua': '"Chromium";v="156"', 'sec-ch-ua-mobile': '?0', 'sec-fetch-dest': 'document' };
    expect(asksAgainWithViewport(chromium)).toBe(true);
    // An embed page in another site's frame: the hint is not its own to ask for.
    expect(asksAgainWithViewport({ ...chromium, 'sec-fetch-dest': 'iframe' })).toBe(false);
    expect(asksAgainWithViewport({ ...chromium, 'sec-ch-viewport-width': '1280' })).toBe(false);
    // A hint it sent, however implausible, it will not send again.
    expect(asksAgainWithViewport({ ...chromium, 'sec-ch-viewport-width': '9' })).toBe(false);
    // Firefox and Safari send no client hints (nor Chromium to a plain-HTTP origin): they ask once.
    expect(asksAgainWithViewport({ 'user-agent': 'Mozilla/5.0 (Android 14; Mobile; rv:132.0) Gecko/132.0 Firefox/132.0' })).toBe(false);
  });

  it('guesses a view chart’s width from the viewport as the page lays it out', () => {
    // Up to 420 px the page is padded 0.9rem.
    expect(viewChartWidth(390)).toBe(327);
    expect(viewChartWidth(640)).toBe(561);
    expect(viewChartWidth(1280)).toBe(1166);
    // The page is at most 1280 px wide.
    expect(viewChartWidth(1920)).toBe(1166);
  });

  it('guesses the width of a dashboard block’s chart, a tall dashboard’s narrow ones half a row from 768 px', () => {
    // As Chromium lays out the four-chart dashboard (tests/support/server-render.ts).
    expect(viewChartWidth(1280, 'block')).toBe(1132);
    expect(viewChartWidth(1280, 'narrow block')).toBe(516);
    expect(viewChartWidth(800, 'narrow block')).toBe(284);
    expect(viewChartWidth(767, 'narrow block')).toBe(viewChartWidth(767, 'block'));
  });

  it('guesses a chart’s width on the embed page, whose content is the whole viewport, and in the frame its flags make', () => {
    expect(viewContentWidth(1280, { embedded: true })).toBe(1280);
    expect(viewChartWidth(1280, 'page', { embedded: true })).toBe(1230);
    expect(viewChartWidth(390, 'page', { embedded: true })).toBe(356);
    // optimizeSpace pads the frame 0.5rem; removeBorder takes its border away.
    expect(viewChartWidth(1280, 'page', { embedded: true, optimizeSpace: true })).toBe(1262);
    expect(viewChartWidth(1280, 'page', { embedded: true, optimizeSpace: true, removeBorder: true })).toBe(1264);
  });

  it('guesses the width of a canvas block’s chart from the block’s width', () => {
    // As Chromium lays out tests/support/canvas-dashboard.ts: a block two of three columns wide at 1280 px, one column at 390 px.
    expect(viewContentWidth(1280)).toBe(1216);
    expect(viewChartWidth(1280, itemWidth(viewContentWidth(1280), 3, 2))).toBe(721);
    expect(viewContentWidth(390)).toBeCloseTo(361.2);
    expect(viewChartWidth(390, itemWidth(viewContentWidth(390), 1, 1))).toBe(293);
  });
});
