/** The described routes that read data: cubes, downloads, map layers and the SPARQL endpoint (openapi.ts). */
import { z } from 'zod';
import { XLSX_TYPE } from '../../domain/viewer/download';
import { JSON_TYPE, ok, refused, retryLater, type ApiOperation } from './api-operation';
import { queries } from './data';
import { downloadQuery } from './download';
import { capabilitiesQuery, tileQuery } from './map-layers';
import { GRAPH_FORMATS, RESULT_FORMATS, SERVICE_DESCRIPTION_FORMATS } from './sparql';

const queryNames = Object.keys(queries) as [keyof typeof queries, ...(keyof typeof queries)[]];

const SPARQL_FORMATS = [...RESULT_FORMATS, ...GRAPH_FORMATS];
const sparqlQuery = z.string().meta({ description: 'A SPARQL 1.1 query (SELECT, ASK, CONSTRUCT or DESCRIBE): updates are refused' });

export const DATA_OPERATIONS: ApiOperation[] = [
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
      '429': retryLater('Too many expensive requests of this client at once'),
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
      '413': refused('The cube has more rows than an Excel sheet holds'),
      '429': retryLater('This client has a download being written'),
    },
  },
];

export const MAP_AND_SPARQL_OPERATIONS: ApiOperation[] = [
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
      '502': refused('The provider failed or answered no capabilities'),
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
      '502': refused('The provider failed or answered no image'),
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
      '429': retryLater('This client has a query running and the queue is full'),
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
      '429': retryLater('This client has a query running and the queue is full'),
    },
  },
  {
    method: 'OPTIONS',
    url: '/api/sparql',
    tag: 'SPARQL',
    summary: 'CORS preflight: any origin may query, without credentials',
    responses: { '204': { description: 'The methods and headers a cross-origin query may use' } },
  },
];
