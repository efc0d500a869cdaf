/**
 * The described public API: an OpenAPI 3.1 document built from the zod schemas the routes check
 * their input with, served at GET /api/openapi.json and as a readable page at GET /api/docs
 * (api-docs.ts).
 *
 * OPERATIONS has one entry per route (method and URL as Fastify registers them): adding a route is
 * adding its entry, beside its area's (data-operations.ts, config-operations.ts; the service's
 * own here). The document lists the operations of the routes this server registered (the
 * OpenID Connect routes only with a provider, /api/sparql only with the embedded store);
 * tests/api/openapi.test.ts fails for a registered /api route without an entry, and for an entry
 * of no route.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CSRF_HEADER, SESSION_COOKIE } from '../auth/sessions';
import { apiDocsPage, API_DOCS_STYLE } from './api-docs';
import { JSON_TYPE, ok, refusal, type ApiOperation, type Content } from './api-operation';
import { CONFIG_OPERATIONS } from './config-operations';
import { DATA_OPERATIONS, MAP_AND_SPARQL_OPERATIONS } from './data-operations';

const health = z.object({
  status: z.enum(['ok', 'failing', 'shutting down']),
  database: z.boolean().meta({ description: 'The database answers' }),
  sparql: z.boolean().meta({ description: 'The embedded store has a worker that answers' }),
});

/** Every public route, described, in the order of the document's tags. */
export const OPERATIONS: ApiOperation[] = [
  ...DATA_OPERATIONS,
  {
    method: 'GET',
    url: '/api/health',
    tag: 'Settings',
    summary: 'Whether this instance serves: its database and its embedded store answer',
    description: 'For load balancers: 503 while the instance shuts down (SIGTERM) or while a check fails. Sends no SPARQL query.',
    responses: {
      ...ok('The instance serves', health),
      '503': {
        description: 'The instance is shutting down, or a check fails',
        content: { [JSON_TYPE]: z.object({ success: z.literal(false), data: health, message: z.string() }) },
      },
    },
  },
  {
    method: 'GET',
    url: '/api/web-settings',
    tag: 'Settings',
    summary: 'The server settings the web app reads',
    responses: ok(
      'The settings',
      z.object({
        mapStyleUrl: z.string().nullable().meta({ description: 'A MapLibre style URL; null: maps without a base map' }),
        rowLimits: z
          .object({ svg: z.number().int(), map: z.number().int(), table: z.number().int() })
          .meta({ description: 'Most observations a chart of each kind is drawn from (CHART_MAX_ROWS, MAP_MAX_ROWS, TABLE_MAX_ROWS)' }),
      }),
    ),
  },
  ...CONFIG_OPERATIONS,
  ...MAP_AND_SPARQL_OPERATIONS,
  {
    method: 'GET',
    url: '/api/openapi.json',
    tag: 'API description',
    summary: 'This document',
    responses: { '200': { description: 'The OpenAPI 3.1 document of the routes this server has', content: { [JSON_TYPE]: undefined } } },
  },
  {
    method: 'GET',
    url: '/api/docs',
    tag: 'API description',
    summary: 'This document as a web page',
    responses: { '200': { description: 'The page', content: { 'text/html': undefined } } },
  },
  {
    method: 'GET',
    url: '/api/docs.css',
    tag: 'API description',
    summary: 'The style sheet of the page',
    responses: { '200': { description: 'The style sheet', content: { 'text/css': undefined } } },
  },
];

type JsonSchema = Record<string, unknown>;

/**
 * JSON Schema of what a request may send (or, for an answer, what it holds). Schemas named with
 * `.meta({id})` become components, referenced where they are used.
 */
const jsonSchema = (schema: z.ZodType, io: 'input' | 'output', components: Record<string, JsonSchema>): JsonSchema => {
  // Refinements (clean text, IRIs, keys) have no JSON Schema: their messages say what they check.
  const converted = JSON.stringify(z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }));
  const { $schema: _dialect, $defs, ...root } = JSON.parse(converted.replaceAll('"#/$defs/', '"#/components/schemas/')) as JsonSchema;
  Object.assign(components, $defs);
  return root;
};

const SECURITY: Record<NonNullable<ApiOperation['needs']>, Record<string, string[]>[]> = {
  csrf: [{ csrfToken: [] }],
  user: [{ session: [] }],
  'user+csrf': [{ session: [], csrfToken: [] }],
  owner: [{ csrfToken: [] }, { session: [], csrfToken: [] }],
};

const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

const parametersOf = (operation: ApiOperation, components: Record<string, JsonSchema>) =>
  (['path', 'query'] as const).flatMap((where) =>
    Object.entries(operation[where]?.shape ?? {}).map(([name, schema]) => {
      const type = schema as z.ZodType;
      return {
        name,
        in: where,
        required: where === 'path' || !type.safeParse(undefined).success,
        ...(type.description && { description: type.description }),
        schema: jsonSchema(type, 'input', components),
      };
    }),
  );

const contentOf = (content: Content, io: 'input' | 'output', components: Record<string, JsonSchema>) =>
  Object.fromEntries(Object.entries(content).map(([type, schema]) => [type, schema ? { schema: jsonSchema(schema, io, components) } : {}]));

/** The OpenAPI 3.1 document of the operations whose routes are registered. */
export const openApiDocument = (operations: ApiOperation[], registered: (method: string, url: string) => boolean) => {
  const components: Record<string, JsonSchema> = {};
  const refused = { [JSON_TYPE]: { schema: jsonSchema(refusal, 'output', components) } };
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of operations.filter((o) => registered(o.method, o.url))) {
    const responses = Object.fromEntries(
      Object.entries(operation.responses).map(([status, { description, content, headers }]) => [
        status,
        {
          description,
          ...(content && { content: contentOf(content, 'output', components) }),
          ...(headers && {
            headers: Object.fromEntries(Object.entries(headers).map(([name, text]) => [name, { description: text, schema: { type: 'string' } }])),
          }),
        },
      ]),
    );
    const parameters = parametersOf(operation, components);
    (paths[openApiPath(operation.url)] ??= {})[operation.method.toLowerCase()] = {
      tags: [operation.tag],
      summary: operation.summary,
      ...(operation.description && { description: operation.description }),
      operationId: `${operation.method.toLowerCase()}${openApiPath(operation.url).replace(/[^A-Za-z0-9]+(\w?)/g, (_, c: string) => c.toUpperCase())}`,
      ...(parameters.length > 0 && { parameters }),
      ...(operation.body && {
        requestBody: {
          required: !Object.values(operation.body).every((schema) => schema?.safeParse(undefined).success),
          content: contentOf(operation.body, 'input', components),
        },
      }),
      ...(operation.needs && { security: SECURITY[operation.needs] }),
      responses: {
        ...responses,
        '4XX': { description: 'Refused: what was wrong is in the message', content: refused },
        '5XX': { description: 'A source or provider failed (502) or took too long (504), or the server failed (500)', content: refused },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'cubeviz API',
      version: '1',
      description:
        'Browse linked-data statistical cubes, chart them, publish and embed the charts. Answers are JSON in the ' +
        '`{success, data, message}` envelope unless said otherwise; every GET also answers HEAD.',
    },
    tags: [...new Set(operations.map((o) => o.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas: components,
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'The session of a signed-in user (sign-in, sign-up or OpenID Connect)' },
        csrfToken: {
          type: 'apiKey',
          in: 'header',
          name: CSRF_HEADER,
          description: 'The token of GET /api/auth/session, sent with the cookies of that answer',
        },
      },
    },
  };
};

export type OpenApiDocument = ReturnType<typeof openApiDocument>;

/** Collects the routes the app registers from now on (method and URL), for the document. */
export const collectRoutes = (app: FastifyInstance) => {
  const routes = new Set<string>();
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.add(`${method} ${route.url}`);
  });
  return (method: string, url: string) => routes.has(`${method} ${url}`);
};

/** GET /api/openapi.json, /api/docs and its style sheet; the document is built at the first request, when every route is registered. */
export const openApiRoutes = (app: FastifyInstance, registered: (method: string, url: string) => boolean) => {
  let built: { json: string; page: string } | undefined;
  const document = () => {
    if (!built) {
      const described = openApiDocument(OPERATIONS, registered);
      built = { json: JSON.stringify(described), page: apiDocsPage(described) };
    }
    return built;
  };
  app.get('/api/openapi.json', (_request, reply) => reply.type('application/json; charset=utf-8').send(document().json));
  app.get('/api/docs', (_request, reply) => reply.type('text/html; charset=utf-8').send(document().page));
  app.get('/api/docs.css', (_request, reply) => reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(API_DOCS_STYLE));
};
