/**
 * The described public API: an OpenAPI 3.1 document built from the zod schemas the routes check
 * their input with, served at GET /api/openapi.json and as a readable page at GET /api/docs
 * (api-docs.ts).
 *
 * OPERATIONS has one entry per route (method and URL as Fastify registers them): adding a route is
 * adding its entry. The document lists the operations of the routes this server registered (the
 * OpenID Connect routes only with a provider, /api/sparql only with the embedded store);
 * tests/api/openapi.test.ts fails for a registered /api route without an entry, and for an entry
 * of no route.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { customPaletteInputSchema } from '../../domain/charts/custom-palettes';
import { credentialsSchema } from '../../domain/accounts/credentials';
import { savedConfigDataSchema } from '../../domain/config/configurator-state';
import { XLSX_TYPE } from '../../domain/viewer/download';
import { CSRF_HEADER, SESSION_COOKIE } from '../auth/sessions';
import { apiDocsPage, API_DOCS_STYLE } from './api-docs';
import { configInputs } from './configs';
import { queries } from './data';
import { downloadQuery } from './download';
import { capabilitiesQuery, tileQuery } from './map-layers';
import { paletteId } from './palettes';
import { GRAPH_FORMATS, RESULT_FORMATS, SERVICE_DESCRIPTION_FORMATS } from './sparql';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'OPTIONS';

/** A body or an answer by media type; undefined where the content has no schema (files, query results). */
type Content = Record<string, z.ZodType | undefined>;

export type ApiOperation = {
  method: Method;
  /** The URL as Fastify registers it, `:name` for a path parameter. */
  url: string;
  tag: string;
  summary: string;
  description?: string;
  /** Path parameters, then the query string: object schemas of strings. */
  path?: z.ZodObject;
  query?: z.ZodObject;
  body?: Content;
  /**
   * What the call needs: `csrf` the token of GET /api/auth/session, `user` a signed-in session,
   * `owner` either (a signed-out call makes a config nobody owns). Read-only calls need neither.
   */
  needs?: 'csrf' | 'user' | 'user+csrf' | 'owner';
  /** Answers by status (refusals and failures, in the error envelope, are added to every operation). */
  responses: Record<string, { description: string; content?: Content; headers?: Record<string, string> }>;
};

const JSON_TYPE = 'application/json';

/** The {success, data, message} envelope of a successful answer. */
const envelope = (data: z.ZodType) => ({ [JSON_TYPE]: z.object({ success: z.literal(true), data, message: z.null().optional() }) });
const ok = (description: string, data: z.ZodType) => ({ '200': { description, content: envelope(data) } });
const refusal = z
  .object({ success: z.literal(false), data: z.null(), message: z.string().meta({ description: 'What was wrong, for a person to read' }) })
  .meta({ id: 'Refusal' });

const savedConfig = savedConfigDataSchema.meta({
  id: 'SavedConfig',
  description: 'A chart or dashboard as saved (version 5.0.0)',
});
/** What config-create and config-update take: the current version, or an older one, migrated on the way in. */
const writtenConfig = z.union([
  savedConfig,
  z.looseObject({}).meta({ description: 'A config of an older version the tool saved (1.0.0 to 4.x), migrated to 5.0.0 on the way in' }),
]);
const timestamp = z.string().meta({ format: 'date-time' });
const user = z.object({ id: z.number().int(), name: z.string() });
/** The token state-changing calls send in the CSRF header; a new one with each sign-in and sign-out. */
const csrfToken = z.string();
const palette = z.object({ paletteId: z.uuid(), name: z.string(), type: customPaletteInputSchema.shape.type, colors: z.array(z.string()) });
const configView = z.looseObject({
  key: z.string(),
  published_state: z.enum(['DRAFT', 'PUBLISHED']),
  data: savedConfig,
  viewCount: z.number().int(),
  created_at: timestamp,
  updated_at: timestamp,
});
const queryNames = Object.keys(queries) as [keyof typeof queries, ...(keyof typeof queries)[]];

const SPARQL_FORMATS = [...RESULT_FORMATS, ...GRAPH_FORMATS];
const sparqlQuery = z.string().meta({ description: 'A SPARQL 1.1 query (SELECT, ASK, CONSTRUCT or DESCRIBE): updates are refused' });

const health = z.object({
  status: z.enum(['ok', 'failing', 'shutting down']),
  database: z.boolean().meta({ description: 'The database answers' }),
  sparql: z.boolean().meta({ description: 'The embedded store has a worker that answers' }),
});

/** Every public route, described. */
export const OPERATIONS: ApiOperation[] = [
  {
    method: 'GET',
    url: '/api/data/sources',
    tag: 'Data',
    summary: 'The SPARQL sources this server reads cubes from',
    responses: ok('The sources', z.array(z.object({ type: z.literal('sparql'), url: z.string(), label: z.string() }))),
  },
  {
    method: 'POST',
    url: '/api/data/:query',
    tag: 'Data',
    summary: 'One data query on a source: search, metadata, components, observations, …',
    description:
      'The query is named in the URL and takes its variables as the JSON body (the schema of each query is in the components, ' +
      'named after it). The answer holds the result under the query name: `{"success": true, "data": {"searchCubes": …}}`. ' +
      'A request with `Cache-Control: no-cache` asks the source again, within a budget per client.',
    path: z.object({ query: z.enum(queryNames) }),
    body: { [JSON_TYPE]: z.union(queryNames.map((name) => queries[name].meta({ id: name, title: name }))) },
    responses: {
      ...ok('The result under the query name', z.partialRecord(z.enum(queryNames), z.unknown()).meta({ minProperties: 1, maxProperties: 1 })),
      '429': {
        description: 'Too many expensive requests of this client at once',
        content: { [JSON_TYPE]: refusal },
        headers: { 'retry-after': 'Seconds to wait' },
      },
    },
  },
  {
    method: 'GET',
    url: '/api/data/download',
    tag: 'Data',
    summary: 'The whole cube as a CSV or XLSX file, written as its observations are read',
    description:
      'Every component under the chart’s unit conversions, the header in the locale; CSV is UTF-8 with a byte-order mark, XLSX one sheet named ' +
      '`data` (at most 1,048,575 rows: a bigger cube is refused, 413). Checks come before the first byte; a failure after it cuts the file ' +
      'short, and asking again starts it again. One download at a time per client.',
    query: downloadQuery,
    responses: {
      '200': {
        description: 'The file, as an attachment named after the title',
        content: { 'text/csv': undefined, [XLSX_TYPE]: undefined },
        headers: { 'content-disposition': 'attachment; filename="…-full.csv"' },
      },
      '413': { description: 'The cube has more rows than an Excel sheet holds', content: { [JSON_TYPE]: refusal } },
      '429': {
        description: 'This client has a download being written',
        content: { [JSON_TYPE]: refusal },
        headers: { 'retry-after': 'Seconds to wait' },
      },
    },
  },
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
  {
    method: 'POST',
    url: '/api/config-create',
    tag: 'Saved charts',
    summary: 'Publish a chart or dashboard (or save a draft)',
    description: 'Signed in, the user owns the new config; signed out, nobody does, and it can never be changed in place.',
    needs: 'owner',
    body: { [JSON_TYPE]: configInputs.createBody.extend({ data: writtenConfig }) },
    responses: {
      ...ok('The key of the new config', z.object({ key: z.string() })),
      '413': { description: 'The config is larger than the server keeps', content: { [JSON_TYPE]: refusal } },
      '429': { description: 'A quota of this address or user is reached', content: { [JSON_TYPE]: refusal } },
    },
  },
  {
    method: 'POST',
    url: '/api/config-update',
    tag: 'Saved charts',
    summary: 'Change a config of the signed-in user',
    needs: 'user+csrf',
    body: { [JSON_TYPE]: configInputs.updateBody.extend({ data: writtenConfig }) },
    responses: ok('The config as saved', configView),
  },
  {
    method: 'POST',
    url: '/api/config-remove',
    tag: 'Saved charts',
    summary: 'Delete a config of the signed-in user',
    needs: 'user+csrf',
    body: { [JSON_TYPE]: configInputs.removeBody },
    responses: ok('The key of the deleted config', z.object({ key: z.string() })),
  },
  {
    method: 'GET',
    url: '/api/config/list',
    tag: 'Saved charts',
    summary: 'The configs of the signed-in user, with a summary of each',
    needs: 'user',
    responses: ok(
      'The configs',
      z.array(
        z.looseObject({
          key: z.string(),
          published_state: z.enum(['DRAFT', 'PUBLISHED']),
          viewCount: z.number().int(),
          created_at: timestamp,
          updated_at: timestamp,
          title: z.record(z.string(), z.string()),
          chartTypes: z.array(z.string()),
        }),
      ),
    ),
  },
  {
    method: 'GET',
    url: '/api/config/view',
    tag: 'Saved charts',
    summary: 'Count a view of a published chart',
    query: z.object({ id: configInputs.key }),
    responses: ok('The key and its view count', z.object({ key: z.string(), viewCount: z.number().int() })),
  },
  {
    method: 'GET',
    url: '/api/config/:key',
    tag: 'Saved charts',
    summary: 'A saved config, migrated to the current version',
    path: z.object({ key: configInputs.key }),
    responses: ok('The config', configView),
  },
  {
    method: 'GET',
    url: '/api/auth/session',
    tag: 'Accounts',
    summary: 'The signed-in user, a CSRF token and whether OpenID Connect sign-in is offered',
    description: `Send the token in the \`${CSRF_HEADER}\` header of every call that changes something, with the cookies of this answer.`,
    responses: ok('The session', z.object({ user: user.nullable(), csrfToken, oidc: z.boolean() })),
  },
  {
    method: 'POST',
    url: '/api/auth/sign-up',
    tag: 'Accounts',
    summary: 'Create a local account and sign in',
    needs: 'csrf',
    body: { [JSON_TYPE]: credentialsSchema },
    responses: {
      ...ok('The new user, signed in, and the CSRF token of the new session', z.object({ user, csrfToken })),
      '409': { description: 'The name is taken', content: { [JSON_TYPE]: refusal } },
      '429': { description: 'Too many sign-in attempts from this address', content: { [JSON_TYPE]: refusal } },
    },
  },
  {
    method: 'POST',
    url: '/api/auth/sign-in',
    tag: 'Accounts',
    summary: 'Sign in with a local account',
    needs: 'csrf',
    body: { [JSON_TYPE]: credentialsSchema },
    responses: {
      ...ok('The user, signed in, and the CSRF token of the new session', z.object({ user, csrfToken })),
      '429': { description: 'Too many sign-in attempts from this address', content: { [JSON_TYPE]: refusal } },
    },
  },
  {
    method: 'POST',
    url: '/api/auth/sign-out',
    tag: 'Accounts',
    summary: 'Sign out',
    needs: 'csrf',
    body: { [JSON_TYPE]: z.object({}).strict().optional() },
    responses: ok('Signed out, and a new CSRF token', z.object({ user: z.null(), csrfToken })),
  },
  {
    method: 'GET',
    url: '/api/auth/oidc/sign-in',
    tag: 'Accounts',
    summary: 'Start a sign-in with the OpenID Connect provider (a browser navigation)',
    query: z.object({ returnTo: z.string().optional().meta({ description: 'A path of this app to return to after signing in' }) }),
    responses: { '302': { description: 'To the provider' } },
  },
  {
    method: 'GET',
    url: '/api/auth/oidc/callback',
    tag: 'Accounts',
    summary: 'Where the OpenID Connect provider sends the browser back',
    responses: { '302': { description: 'Signed in, to the page the sign-in started from' } },
  },
  {
    method: 'GET',
    url: '/api/user/color-palette',
    tag: 'Palettes',
    summary: 'The custom colour palettes of the signed-in user',
    needs: 'user',
    responses: ok('The palettes', z.array(palette)),
  },
  {
    method: 'POST',
    url: '/api/user/color-palette',
    tag: 'Palettes',
    summary: 'Create a custom colour palette',
    needs: 'user+csrf',
    body: { [JSON_TYPE]: customPaletteInputSchema },
    responses: {
      ...ok('The new palette', palette),
      '409': { description: 'The user has a palette of this name', content: { [JSON_TYPE]: refusal } },
      '429': { description: 'The user has as many palettes as an account may keep', content: { [JSON_TYPE]: refusal } },
    },
  },
  {
    method: 'PUT',
    url: '/api/user/color-palette',
    tag: 'Palettes',
    summary: 'Change a custom colour palette',
    needs: 'user+csrf',
    body: { [JSON_TYPE]: customPaletteInputSchema.and(z.object({ paletteId })) },
    responses: ok('The palette as saved', palette),
  },
  {
    method: 'DELETE',
    url: '/api/user/color-palette',
    tag: 'Palettes',
    summary: 'Delete a custom colour palette',
    needs: 'user+csrf',
    body: { [JSON_TYPE]: z.object({ paletteId }) },
    responses: ok('The id of the deleted palette', z.object({ paletteId: z.uuid() })),
  },
  {
    method: 'GET',
    url: '/api/oembed',
    tag: 'Published charts',
    summary: 'The oEmbed of a published chart: its embed code and a PNG thumbnail, from its address',
    description:
      'For content management systems (oEmbed 1.0, type `rich`). `url` is the address of a published chart of this site ' +
      '(`/{locale}/v/{key}` or `/{locale}/embed/{key}`); a draft or another address is not found. The images themselves are ' +
      '`/{locale}/v/{key}.svg` and `.png` (`?width=` 320 to 2400), the chart drawn on the server.',
    query: z.object({
      url: z.string().meta({ description: 'The address of a published chart of this site' }),
      maxwidth: z
        .string()
        .regex(/^\d{1,6}$/)
        .optional()
        .meta({ description: 'Largest width of the embed, in pixels' }),
      maxheight: z
        .string()
        .regex(/^\d{1,6}$/)
        .optional()
        .meta({ description: 'Largest height of the embed, in pixels' }),
      format: z.enum(['json', 'xml']).optional().meta({ description: 'Only json is offered (xml: 501)' }),
    }),
    responses: {
      '200': {
        description: 'The oEmbed answer',
        content: {
          [JSON_TYPE]: z.looseObject({
            type: z.literal('rich'),
            version: z.literal('1.0'),
            title: z.string(),
            provider_name: z.string(),
            provider_url: z.string(),
            html: z.string().meta({ description: 'The iframe of the chart and the script that sizes it' }),
            width: z.number().int(),
            height: z.number().int(),
            thumbnail_url: z.string().optional(),
            thumbnail_width: z.number().int().optional(),
            thumbnail_height: z.number().int().optional(),
          }),
        },
      },
    },
  },
  {
    method: 'GET',
    url: '/api/map/capabilities',
    tag: 'Maps',
    summary: 'The layers of a WMS or WMTS provider the server allows (MAP_PROVIDERS)',
    query: capabilitiesQuery,
    responses: {
      ...ok(
        'The layers and those skipped',
        z.looseObject({ type: z.enum(['wms', 'wmts']), layers: z.array(z.looseObject({})), skipped: z.array(z.looseObject({})) }),
      ),
      '502': { description: 'The provider failed or answered no capabilities', content: { [JSON_TYPE]: refusal } },
    },
  },
  {
    method: 'GET',
    url: '/api/map/tile',
    tag: 'Maps',
    summary: 'One tile or legend image of an allowed provider',
    query: tileQuery,
    responses: {
      '200': { description: 'The image', content: { 'image/png': undefined, 'image/jpeg': undefined, 'image/gif': undefined, 'image/webp': undefined } },
      '502': { description: 'The provider failed or answered no image', content: { [JSON_TYPE]: refusal } },
    },
  },
  {
    method: 'GET',
    url: '/api/sparql',
    tag: 'SPARQL',
    summary: 'Query the embedded store (SPARQL 1.1 protocol), or read its service description',
    description:
      'Read-only, open to any origin (CORS). Without `query`, the SPARQL 1.1 service description (Turtle unless the Accept header asks ' +
      'for another RDF format). Answers are capped in rows and bytes; one query runs at a time per client, a short queue waits behind it.',
    query: z.object({ query: sparqlQuery.optional() }),
    responses: {
      '200': {
        description: 'The results (by the Accept header), or the service description',
        content: Object.fromEntries([...SPARQL_FORMATS, ...SERVICE_DESCRIPTION_FORMATS].map((format) => [format, undefined])),
      },
      '429': {
        description: 'This client has a query running and the queue is full',
        content: { [JSON_TYPE]: refusal },
        headers: { 'retry-after': 'Seconds to wait' },
      },
    },
  },
  {
    method: 'POST',
    url: '/api/sparql',
    tag: 'SPARQL',
    summary: 'Query the embedded store (SPARQL 1.1 protocol)',
    description: 'As GET, with the query in the body: as it is, form-encoded, or as JSON.',
    body: {
      'application/sparql-query': sparqlQuery,
      'application/x-www-form-urlencoded': z.object({ query: sparqlQuery }),
      [JSON_TYPE]: z.object({ query: sparqlQuery }),
    },
    responses: {
      '200': { description: 'The results, by the Accept header', content: Object.fromEntries(SPARQL_FORMATS.map((format) => [format, undefined])) },
      '429': {
        description: 'This client has a query running and the queue is full',
        content: { [JSON_TYPE]: refusal },
        headers: { 'retry-after': 'Seconds to wait' },
      },
    },
  },
  {
    method: 'OPTIONS',
    url: '/api/sparql',
    tag: 'SPARQL',
    summary: 'CORS preflight: any origin may query, without credentials',
    responses: { '204': { description: 'The methods and headers a cross-origin query may use' } },
  },
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
