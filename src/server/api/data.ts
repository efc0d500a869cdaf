/**
 * The data API: POST /api/data/{query} with {sourceType, sourceUrl, locale, …variables},
 * answering {success, data: {[query]: result}} — and GET /api/data/sources.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { filterValueSchemaOf } from '../../domain/config/common';
import { formatZodError } from '../../domain/config/format-error';
import { isComponentId, LOCALES } from '../../domain/data';
import { SEARCH_FILTER_TYPES, SEARCH_ORDERS } from '../../domain/search';
import { rowDecoder } from '../../domain/observation-columns';
import { repeatedCubes, repeatedCubesMessage, type CostLimits } from '../../domain/observations/cost';
import { isCleanText, isIri, MAX_IRI_LENGTH, UNCLEAN_TEXT_MESSAGE } from '../../domain/text';
import { TABLE_PAGE_MAX } from '../../domain/charts/table/page-query';
import { badRequest, HttpError, tooManyRequests } from '../errors';
import type { AnswerCache, CachedAnswer } from './answer-cache';
import type { ClientSlots } from './client-slots';
import { jsonInChunks, LazyArray } from './json-chunks';
import { clientOf } from './rate-limit';
import type { CubeService } from '../data/service';
import type { DataSources } from '../data/sources';

// Every string of a request goes into a query, a cache key or a message: each is checked here.
const text = (max: number) => z.string().max(max).refine(isCleanText, { message: UNCLEAN_TEXT_MESSAGE });
const iri = z.string().refine(isIri, {
  message: `must be an absolute IRI of at most ${MAX_IRI_LENGTH} characters, without spaces, control characters, <>"{}|^\`\\ or noncharacters`,
});
const componentId = z
  .string()
  .max(2 * MAX_IRI_LENGTH + 3)
  .refine(isComponentId, {
    message: 'must be a component id: an IRI, the unversioned cube IRI and the component IRI joined by ___, or joinBy__N',
  });

/** A filter value: an IRI, or a literal in its lexical form. */
const filterText = text(MAX_IRI_LENGTH);
const filters = z.record(componentId, filterValueSchemaOf(filterText, { strict: true }));

const cubeFilter = z
  .object({
    iri,
    componentIds: z.array(componentId).max(500).optional(),
    filters: filters.optional(),
    joinBy: z.array(componentId).max(20).optional(),
    loadValues: z.boolean().optional(),
    /** dataCubesObservations: sums by a level of a dimension's hierarchy (domain/observations/aggregation.ts). */
    aggregate: z
      .object({ componentId, depth: z.number().int().min(0).max(8) })
      .strict()
      .meta({
        description:
          'dataCubesObservations only: one row per node of the hierarchy level at `depth` (0: the root) of the dimension `componentId` and per combination of the other components, each measure summed over the values under the node, with `<measure id>/__count__`, the number of values summed. 400 when the dimension has no such level or a measure is no count or amount',
      })
      .optional(),
  })
  .strict();

/** Cube filters of one request: up to 20 cubes, each named once (a cube named twice is refused, domain/observations/cost.ts). */
const cubeFilters = <T extends { iri: string }>(item: z.ZodType<T>) =>
  z
    .array(item)
    .min(1)
    .max(20)
    .superRefine((list, context) => {
      const repeated = repeatedCubes(list.map((f) => f.iri));
      if (repeated.length) context.addIssue({ code: 'custom', message: repeatedCubesMessage(repeated) });
    });

const source = { sourceType: text(100), sourceUrl: text(MAX_IRI_LENGTH), locale: z.enum(LOCALES) };

/** The variables of each query, named in the URL (openapi.ts describes them). */
export const queries = {
  searchCubes: z.object({
    ...source,
    query: text(500).optional(),
    order: z.enum(SEARCH_ORDERS).optional(),
    includeDrafts: z.boolean().optional(),
    fetchDimensionTermsets: z.boolean().optional(),
    filters: z
      .array(
        z.object({
          type: z.enum(SEARCH_FILTER_TYPES),
          value: text(4000).min(1),
          label: text(1000).optional(),
        }),
      )
      .max(50)
      .optional(),
  }),
  dataCubeMetadata: z.object({ ...source, cubeFilter: z.object({ iri }) }),
  dataCubesMetadata: z.object({ ...source, cubeFilters: cubeFilters(z.object({ iri })) }),
  dataCubesComponents: z.object({ ...source, cubeFilters: cubeFilters(cubeFilter) }),
  dataCubesObservations: z.object({
    ...source,
    cubeFilters: cubeFilters(cubeFilter),
    /** rows (the spec's form, the default) or columns (compact, see domain/observation-columns). */
    format: z.enum(['rows', 'columns']).optional(),
  }),
  dataCubePreview: z.object({ ...source, cubeFilter: z.object({ iri }) }),
  dataCubeLatestIri: z.object({ ...source, cubeFilter: z.object({ iri }) }),
  dataCubeUnversionedIri: z.object({ ...source, cubeFilter: z.object({ iri }) }),
  dataCubeDimensionGeoShapes: z.object({ ...source, cubeFilter: z.object({ iri, dimensionId: componentId }) }),
  dataCubeComponentTermsets: z.object({ ...source, cubeFilter: z.object({ iri }) }),
  possibleFilters: z.object({ ...source, cubeIri: iri, filters, fieldIds: z.array(componentId).max(100).optional() }),
  /** One page of a table chart's rows, sorted and searched by the server (domain/charts/table/page.ts). */
  dataCubeTablePage: z.object({
    ...source,
    cubeFilter: z.object({ iri, filters: filters.optional() }).strict(),
    componentIds: z.array(componentId).min(1).max(100),
    searchIds: z.array(componentId).max(100),
    sorting: z.array(z.object({ componentId, sortingOrder: z.enum(['asc', 'desc']) }).strict()).max(100),
    search: text(500),
    offset: z.number().int().min(0).max(1e9),
    limit: z.number().int().min(1).max(TABLE_PAGE_MAX),
  }),
};
type QueryName = keyof typeof queries;

/** JSON with object keys sorted, so requests that differ only in key order share an answer. */
const canonicalJson = (value: unknown) =>
  JSON.stringify(value, (_, v) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1))) : v,
  );

export const dataRoutes = (
  app: FastifyInstance,
  opts: {
    sources: DataSources;
    serviceFor: (url: string, bypassCache: boolean) => CubeService;
    answers: AnswerCache;
    /** Whether the request asks past the caches (`Cache-Control: no-cache`) and may (see rate-limit.ts). */
    bypassCache: (request: FastifyRequest) => boolean;
    /** What one request's observations may cost (DATA_MAX_CELLS, DATA_MAX_ANSWER_BYTES). */
    costLimits: CostLimits;
    /** Answers a client has built at once (DATA_CLIENT_CONCURRENCY, DATA_CLIENT_QUEUE). */
    slots: ClientSlots;
  },
) => {
  app.get('/api/data/sources', async () => ({ success: true, data: opts.sources.list() }));

  /**
   * Answers being built, by key: a request like one being built waits for that answer instead of
   * building its own, and takes no slot (a dashboard opening twenty charts of one cube at once asks
   * twenty times for the same components).
   */
  const building = new Map<string, Promise<CachedAnswer>>();

  app.post<{ Params: { query: string } }>('/api/data/:query', async (request, reply) => {
    const name = request.params.query;
    if (!Object.hasOwn(queries, name)) {
      throw badRequest(`Unknown query "${name}". Known queries: ${Object.keys(queries).join(', ')}`);
    }
    const parsed = queries[name as QueryName].safeParse(request.body);
    if (!parsed.success) throw badRequest(`Invalid variables for ${name}: ${formatZodError(parsed.error, { root: 'body' })}`);
    // Every address of a served LINDAS environment reads from the one served: one cache for them all.
    const variables = { ...parsed.data, sourceUrl: opts.sources.servedUrl(parsed.data.sourceType, parsed.data.sourceUrl) };
    // `Cache-Control: no-cache` asks the source again instead of answering from the caches; the
    // fresh answer replaces the cached one.
    const bypassCache = opts.bypassCache(request);
    // The variables name the source and the locale.
    const key = `${name}\n${canonicalJson(variables)}`;
    const cached = () => (bypassCache ? undefined : opts.answers.get(key));
    let answer = cached();
    // For operators and tests: hit (a cached answer), miss (built, from cached SPARQL answers
    // where there are some), bypass (built from fresh SPARQL answers).
    reply.header('x-cache', answer ? 'hit' : bypassCache ? 'bypass' : 'miss');
    const buildAnswer = async (): Promise<CachedAnswer> => {
      // Building an answer is the expensive part: a client builds a few at a time.
      const slot = opts.slots.enter(clientOf(request));
      if (!slot) {
        const { running, waiting } = opts.slots.rules;
        throw tooManyRequests(
          `Too many data requests at once from this client (at most ${running} built at a time and ${waiting} waiting: DATA_CLIENT_CONCURRENCY, DATA_CLIENT_QUEUE); send the next when one has been answered`,
          1000,
        );
      }
      const release = await slot;
      try {
        // A client that hung up while its request waited is owed no answer: the next one's turn.
        if (request.socket.destroyed) throw new HttpError(499, 'The client has gone');
        // A request like it may have been answered while this one waited.
        const answered = cached();
        if (answered) return answered;
        const handler = handlers[name as QueryName] as Handler<QueryName>;
        const result = await handler(opts.serviceFor(variables.sourceUrl, bypassCache), variables as Variables<QueryName>, opts.costLimits);
        // Only answers are cached: an error has thrown before this line.
        return opts.answers.set(key, await jsonInChunks({ success: true, data: { [name]: result } }));
      } finally {
        release();
      }
    };
    // A request like it being built: its answer or its error, unless the error was its client's own
    // (gone, or past its slots): then this one builds.
    const pending = bypassCache ? undefined : building.get(key);
    if (!answer && pending) answer = await pending.catch(passClientErrors);
    if (!answer) {
      const build = buildAnswer();
      if (!bypassCache) {
        building.set(key, build);
        const done = () => void (building.get(key) === build && building.delete(key));
        build.then(done, done);
      }
      answer = await build;
    }
    return opts.answers.send(answer, request, reply);
  });
};

/** A build's error as the answer to a request like it, undefined when it was its own client's (499 gone, 429 past its slots). */
const passClientErrors = (error: unknown): undefined => {
  if (error instanceof HttpError && (error.statusCode === 499 || error.statusCode === 429)) return undefined;
  throw error;
};

type Variables<K extends QueryName> = z.infer<(typeof queries)[K]>;
type Handler<K extends QueryName> = (service: CubeService, v: Variables<K>, costLimits: CostLimits) => Promise<unknown>;

const handlers: { [K in QueryName]: Handler<K> } = {
  searchCubes: (service, v) =>
    service.searchCubes({
      query: v.query,
      order: v.order,
      includeDrafts: v.includeDrafts,
      fetchDimensionTermsets: v.fetchDimensionTermsets,
      filters: v.filters,
      locale: v.locale,
    }),
  dataCubeMetadata: async (service, v) => (await service.metadata([v.cubeFilter.iri], v.locale))[0],
  dataCubesMetadata: (service, v) =>
    service.metadata(
      v.cubeFilters.map((f) => f.iri),
      v.locale,
    ),
  dataCubesComponents: (service, v) => service.components(v.cubeFilters, v.locale),
  dataCubesObservations: async (service, v, limits) => {
    const form = v.format ?? 'rows';
    const result = await service.observations(v.cubeFilters, v.locale, { limits, form });
    // The row form is made a slice of rows at a time as the answer is written (json-chunks.ts).
    return form === 'columns' ? result : { ...result, data: new LazyArray(result.data.length, rowDecoder(result.data)) };
  },
  dataCubePreview: (service, v) => service.preview(v.cubeFilter.iri, v.locale),
  dataCubeLatestIri: async (service, v) => (await service.versions(v.cubeFilter.iri)).latestIri,
  dataCubeUnversionedIri: async (service, v) => (await service.versions(v.cubeFilter.iri)).unversionedIri,
  dataCubeDimensionGeoShapes: (service, v) => service.geoShapes(v.cubeFilter.iri, v.cubeFilter.dimensionId, v.locale),
  dataCubeComponentTermsets: (service, v) => service.componentTermsets(v.cubeFilter.iri, v.locale),
  possibleFilters: (service, v) => service.possibleFilters(v.cubeIri, v.filters, v.locale, v.fieldIds),
  dataCubeTablePage: (service, v) =>
    service.tablePage({
      cubeIri: v.cubeFilter.iri,
      filters: v.cubeFilter.filters,
      componentIds: v.componentIds,
      searchIds: v.searchIds,
      sorting: v.sorting,
      search: v.search,
      offset: v.offset,
      limit: v.limit,
      locale: v.locale,
    }),
};
