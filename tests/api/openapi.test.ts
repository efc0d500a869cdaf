/**
 * The API description against the routes of the whole app (OpenID Connect configured, so that
 * every route is there): every route registered under /api has an operation in
 * /api/openapi.json, every operation is a registered route, the document is valid OpenAPI 3.1,
 * and /api/docs shows it under the strict Content-Security-Policy.
 */
import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../../src/server/security';
import { startTestApp } from '../support/app';
import { registeredRoutes } from '../security/http';

type Document = { openapi: string; paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>> };
type Route = { method: string; url: string };

const pathOf = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/** The routes under /api the document does not describe; HEAD is described by its GET. */
const undescribed = (routes: Route[], document: Document) =>
  routes
    .filter((route) => route.url.startsWith('/api/'))
    .filter((route) => !document.paths[pathOf(route.url)]?.[(route.method === 'HEAD' ? 'GET' : route.method).toLowerCase()]);

let app: Awaited<ReturnType<typeof startTestApp>>;
let document: Document;
let routes: Route[];

beforeAll(async () => {
  app = await startTestApp({ OIDC_ISSUER: 'http://127.0.0.1:9/', OIDC_CLIENT_ID: 'cubeviz', OIDC_CLIENT_SECRET: 'secret' });
  const response = await fetch(`${app.url}/api/openapi.json`);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  document = await response.json();
  routes = registeredRoutes(app.app);
});
afterAll(() => app?.close());

describe('/api/openapi.json', () => {
  it('describes every route registered under /api', () => {
    expect(routes.filter((route) => route.url.startsWith('/api/')).length).toBeGreaterThan(25);
    expect(undescribed(routes, document), 'routes without an operation (add them to OPERATIONS: src/server/api/*-operations.ts or openapi.ts)').toEqual([]);
  });

  it('fails for a route without a description', () => {
    expect(undescribed([...routes, { method: 'GET', url: '/api/undescribed/:id' }], document)).toEqual([{ method: 'GET', url: '/api/undescribed/:id' }]);
  });

  it('describes only registered routes, each path parameter declared', () => {
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        expect(routes, `${method} ${path}`).toContainEqual({ method: method.toUpperCase(), url: path.replace(/\{(\w+)\}/g, ':$1') });
        const declared = (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
        expect(declared, `${method} ${path}`).toEqual([...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]));
      }
    }
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    // validate() dereferences the document it is given.
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
  });

  it('gives the schemas the routes check: the query names, the variables of each query, limits', () => {
    const data = document.paths['/api/data/{query}'].post as any;
    expect(data.parameters[0].schema.enum).toContain('dataCubesObservations');
    const variables = (document as any).components.schemas.searchCubes;
    expect(variables.properties.query).toMatchObject({ type: 'string', maxLength: 500 });
    expect(variables.required).toEqual(expect.arrayContaining(['sourceType', 'sourceUrl', 'locale']));
    const create = (document.paths['/api/config-create'].post as any).requestBody.content['application/json'].schema;
    expect(create.properties.data.anyOf[0]).toEqual({ $ref: '#/components/schemas/SavedConfig' });
    expect((document.paths['/api/user/color-palette'].post as any).security).toEqual([{ session: [], csrfToken: [] }]);
    expect((document.paths['/api/auth/sign-out'].post as any).requestBody.required).toBe(false);
  });
});

describe('/api/docs', () => {
  it('lists every operation on a page without script or inline style, under the strict policy', async () => {
    const response = await fetch(`${app.url}/api/docs`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    const html = await response.text();
    expect(html).not.toMatch(/<script|<style|\sstyle=|\son\w+=/i);
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const method of Object.keys(operations)) expect(html, `${method} ${path}`).toContain(`${method.toUpperCase()} ${path}</a>`);
    }
    expect(html).toContain('<details id="schema-SavedConfig">');
    const style = await fetch(`${app.url}/api/docs.css`);
    expect(style.headers.get('content-type')).toMatch(/^text\/css/);
  });
});
