/**
 * The settings the web app reads from /api/web-settings through real HTTP: the base map
 * (MAP_STYLE_URL), whose origin the Content-Security-Policy lets answer only when it is set, and
 * the charts' row limits (CHART_MAX_ROWS, MAP_MAX_ROWS, TABLE_MAX_ROWS).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_ROW_LIMITS } from '../../src/domain/charts/row-limit';
import { readSettings } from '../../src/server/settings';
import { startServer, type TestServer } from '../support/server';

/** A remote source that is never asked: these tests read no data. */
const ENDPOINT = 'http://127.0.0.1:9/query';
const policyOf = (header: string | null) => Object.fromEntries((header ?? '').split(';').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

describe('base map setting', () => {
  let server: TestServer | undefined;
  afterEach(() => server?.close());
  const settings = async (path = '/api/web-settings') => {
    const response = await fetch(server!.url + path);
    return { body: await response.json(), policy: policyOf(response.headers.get('content-security-policy')) };
  };

  it('without MAP_STYLE_URL: no base map, and the policy allows no other origin', async () => {
    server = await startServer({ endpoints: [ENDPOINT] });
    const { body, policy } = await settings();
    expect(body).toEqual({ success: true, data: { mapStyleUrl: null, rowLimits: DEFAULT_ROW_LIMITS } });
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(policy['worker-src']).toEqual(["'self'", 'blob:']);
  });

  it('with MAP_STYLE_URL: the web app gets it and the policy allows its origin for fetches and images only', async () => {
    const url = 'https://tiles.example.org/styles/light/style.json';
    server = await startServer({ endpoints: [ENDPOINT], settings: { MAP_STYLE_URL: url } });
    const { body, policy } = await settings();
    expect(body.data.mapStyleUrl).toBe(url);
    expect(policy['connect-src']).toEqual(["'self'", 'https://tiles.example.org']);
    expect(policy['img-src']).toContain('https://tiles.example.org');
    expect(policy['script-src']).toEqual(["'self'"]);
    // Every answer carries the same policy.
    expect((await settings('/api/data/sources')).policy['connect-src']).toEqual(["'self'", 'https://tiles.example.org']);
  });

  it('refuses a MAP_STYLE_URL that is no http(s) URL at start', () => {
    expect(() => readSettings({ MAP_STYLE_URL: 'javascript:alert(1)' })).toThrow(/MAP_STYLE_URL/);
    expect(() => readSettings({ MAP_STYLE_URL: 'not a url' })).toThrow(/MAP_STYLE_URL/);
  });
});

describe('row limits', () => {
  let server: TestServer | undefined;
  afterEach(() => server?.close());

  it('tells the web app the limits the server is set to, per kind of chart', async () => {
    server = await startServer({ endpoints: [ENDPOINT], settings: { CHART_MAX_ROWS: 5000, MAP_MAX_ROWS: 6000, TABLE_MAX_ROWS: 7000 } });
    const body = await (await fetch(`${server.url}/api/web-settings`)).json();
    expect(body.data.rowLimits).toEqual({ svg: 5000, map: 6000, table: 7000 });
  });

  it('refuses a limit below 100 or no whole number at start', () => {
    expect(readSettings({}).CHART_MAX_ROWS).toBe(DEFAULT_ROW_LIMITS.svg);
    expect(() => readSettings({ CHART_MAX_ROWS: '10' })).toThrow(/CHART_MAX_ROWS/);
    expect(() => readSettings({ TABLE_MAX_ROWS: 'many' })).toThrow(/TABLE_MAX_ROWS/);
  });
});
