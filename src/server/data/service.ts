/**
 * The data queries of the API for one source: metadata, components, observations, preview,
 * search. The same code serves the embedded store and remote endpoints.
 */
import { searchWords } from '../../domain/charts/table/page-query';
import { parseComponentId, type DataCubeComponents, type DataCubeMetadata, type Filters, type Locale } from '../../domain/data';
import { isIri } from '../../domain/text';
import { decodeObservations, encodeObservations } from '../../domain/observation-columns';
import type { AggregateRequest } from '../../domain/observations/aggregation';
import { costRefusal, observationCost, type AnswerForm, type CostLimits } from '../../domain/observations/cost';
import { badRequest, contentTooLarge } from '../errors';
import { batchingClient } from './batch';
import { loadComponents } from './components';
import { listedFactsQuery } from './value-facts';
import { stampOf, type CubeVersionCache } from './cube-cache';
import { loadCubesMetadata, loadCubeVersionFacts } from './metadata';
import { joinComponents, joinDimensions, joinObservations, ownFilters } from './join';
import { answerKeys, observationColumns, observationTerms } from './observations';
import { loadPreview } from './preview';
import { loadCubeVersions } from './versions';
import { loadGeoShapes } from './geo-shapes';
import { loadPossibleFilters, resolveMostRecentWithData } from './possible-filters';
import { loadSearchDimensions } from './search-dimensions';
import { loadTablePage, type TablePageRequest } from './table-page';
import { plainPageQueries } from './table-page-query';
import type { CubeSearch, SearchRequest } from './search';
import { aheadClient, type SparqlClient } from './sparql';

export type CubeFilter = {
  iri: string;
  componentIds?: string[];
  filters?: Filters;
  joinBy?: string[];
  loadValues?: boolean;
  /** Sums by a level of a dimension's hierarchy (observations only; observations.ts). */
  aggregate?: AggregateRequest;
};

/** Rows shown by dataCubePreview. */
export const PREVIEW_ROWS = 10;

/** The queries of one request on one source; SPARQL answers are cached below it (cache.ts). */
export class CubeService {
  /** The small queries of this request asked in one tick go as one (batch.ts). */
  private readonly together: SparqlClient;

  constructor(
    readonly client: SparqlClient,
    private readonly editorUrl: (query: string) => string,
    private readonly search: CubeSearch,
    /** Components of published cube versions on disk; a bypassing request reads none and refreshes them. */
    private readonly kept?: { cache: CubeVersionCache; bypass: boolean },
  ) {
    this.together = batchingClient(client);
  }

  async searchCubes(request: SearchRequest) {
    const results = await this.search.search(request);
    if (!request.fetchDimensionTermsets || !results.length) return results;
    const dimensions = await loadSearchDimensions(this.client, results.map((r) => r.cube), request.locale);
    // New cube objects: the search index keeps its own.
    return results.map((r) => ({ ...r, cube: { ...r.cube, dimensions: dimensions.get(r.cube.iri)! } }));
  }

  metadata(iris: string[], locale: Locale): Promise<DataCubeMetadata[]> {
    return loadCubesMetadata(this.client, iris, locale);
  }

  /**
   * All components of a cube. Each query plans what it needs: `values` (labels of IRI values)
   * and `extras` (termsets, limits, hierarchies, unit labels) each cost round trips. The
   * version query (unversioned IRI, stamp; an unknown cube is a 404) runs beside the components' own.
   */
  private async allComponents(
    iri: string,
    locale: Locale,
    need: { values: boolean | 'versioned'; extras: boolean; componentIds?: string[] } = { values: true, extras: true },
  ): Promise<DataCubeComponents> {
    const version = loadCubeVersionFacts(this.together, iri);
    // Settled here too: loading may fail before it awaits the version, which must not go unhandled.
    version.catch(() => {});
    const load = () => {
      // The labels of listed values and units go out beside the shapes (an observation table knows no more of them).
      const paths = need.componentIds?.map((id) => parseComponentId(id).componentIri).filter(isIri);
      const prefetched = need.values && !this.client.observationTable?.(iri) ? this.client.select(listedFactsQuery(iri, locale, paths)) : undefined;
      prefetched?.catch(() => {});
      return loadComponents(this.client, {
        cubeIri: iri,
        together: this.together,
        unversionedCubeIri: version.then((v) => v.unversionedIri),
        locale,
        componentIds: need.componentIds,
        loadValues: need.values,
        loadExtras: need.extras,
        prefetched,
      });
    };
    if (!this.kept) return load();
    const key = `${this.client.url}\n${iri}\n${locale}\n${need.values}\n${need.extras}\n${need.componentIds?.join(' ') ?? ''}`;
    // Only with an entry on disk does the stamp (the version query) come before the components' queries.
    const entry = this.kept.bypass ? undefined : await this.kept.cache.read<DataCubeComponents>(key);
    if (entry && entry.stamp === stampOf(await version)) return entry.value;
    const components = await load();
    const stamp = stampOf(await version);
    // The answer does not wait for the file (cube-cache.ts).
    if (stamp) void this.kept.cache.write(key, stamp, components);
    return components;
  }

  async components(cubeFilters: CubeFilter[], locale: Locale): Promise<DataCubeComponents> {
    if (isJoin(cubeFilters)) {
      const perCube = await Promise.all(
        cubeFilters.map(async (f) => ({ cubeIri: f.iri, joinBy: f.joinBy!, components: await this.allComponents(f.iri, locale) })),
      );
      return joinComponents(perCube);
    }
    const perCube = await Promise.all(
      cubeFilters.map(async (filter) => {
        const all = await this.allComponents(filter.iri, locale);
        const wanted = (c: { id: string }) => !filter.componentIds || filter.componentIds.includes(c.id);
        const strip = <T extends { values: unknown[] }>(c: T) => (filter.loadValues === false ? { ...c, values: [] } : c);
        return {
          dimensions: all.dimensions.filter(wanted).map(strip),
          measures: all.measures.filter(wanted).map(strip),
        };
      }),
    );
    return {
      dimensions: perCube.flatMap((c) => c.dimensions),
      measures: perCube.flatMap((c) => c.measures),
    };
  }

  /**
   * Observations as columns (domain/observation-columns). With a budget, the request is refused
   * (413) once the matching observations are known and their answer would pass its limits: before
   * any is labelled, joined or written, and on an endpoint before more are read than the limits admit.
   */
  async observations(cubeFilters: CubeFilter[], locale: Locale, budget?: { limits: CostLimits; form: AnswerForm }) {
    const join = isJoin(cubeFilters);
    const terms = await Promise.all(
      cubeFilters.map(async (filter) => {
        // Labels of IRI values, for the label columns; nothing else of the components but the hierarchies that sums follow.
        if (join && filter.aggregate) throw badRequest('aggregate sums one cube: joined cubes cannot be summed by a hierarchy');
        const components = await this.allComponents(filter.iri, locale, { values: true, extras: !!filter.aggregate });
        if (join) joinDimensions({ cubeIri: filter.iri, joinBy: filter.joinBy!, components });
        const own = new Set([...components.dimensions, ...components.measures].map((c) => c.id));
        // In a join each cube is asked only for its own components, always with its join dimensions.
        const componentIds =
          join && filter.componentIds ? [...new Set([...filter.joinBy!, ...filter.componentIds.filter((id) => own.has(id))])] : filter.componentIds;
        const filters = join ? ownFilters(filter.joinBy!, filter.filters) : filter.filters;
        const resolved = filters && (await resolveMostRecentWithData(this.client, filter.iri, components, filters));
        return {
          filter,
          ...(await observationTerms(this.client, {
            cubeIri: filter.iri,
            components,
            componentIds,
            filters: resolved,
            aggregate: filter.aggregate,
            costLimits: budget?.limits,
          })),
        };
      }),
    );
    if (budget) {
      const shares = terms.map(({ selected, termColumns }) => ({ rows: termColumns[0]?.length ?? 0, columns: answerKeys(selected, termColumns) }));
      const refusal = costRefusal(observationCost(shares, budget.form), budget.limits, budget.form);
      if (refusal) throw contentTooLarge(refusal);
    }
    const perCube = await Promise.all(
      terms.map(async ({ filter, selected, termColumns, query }) => ({
        joinBy: filter.joinBy ?? [],
        observations: await observationColumns(selected, termColumns),
        sparqlEditorUrl: { cubeIri: filter.iri, url: this.editorUrl(query) },
      })),
    );
    // One cube's columns travel as they are; several cubes are merged (or joined) as rows.
    const rows = perCube.length > 1 ? perCube.map((c) => ({ joinBy: c.joinBy, observations: decodeObservations(c.observations) })) : [];
    return {
      data: perCube.length === 1 ? perCube[0].observations : encodeObservations(join ? joinObservations(rows) : rows.flatMap((c) => c.observations)),
      sparqlEditorUrls: perCube.map((c) => c.sparqlEditorUrl),
    };
  }

  /** One page of a table's rows, sorted and searched, and how many rows there are (table-page.ts). */
  async tablePage(request: Omit<TablePageRequest, 'components' | 'filters'> & { filters?: Filters }) {
    const { send, ahead } = aheadClient(this.client);
    // A table's first look (no sorting, search or filter) needs no component: its page and count go out beside the components' queries.
    const plain = !request.sorting.length && !searchWords(request.search).length && !Object.keys(request.filters ?? {}).length;
    if (plain && !this.client.observationTable?.(request.cubeIri)) for (const query of plainPageQueries(request.cubeIri, request.offset, request.limit)) send(query);
    const components = await this.allComponents(request.cubeIri, request.locale, { values: true, extras: false });
    const filters = await resolveMostRecentWithData(this.client, request.cubeIri, components, request.filters ?? {});
    return loadTablePage(ahead, { ...request, components, filters });
  }

  /** The key dimensions that use shared termsets, with those termsets. */
  async componentTermsets(iri: string, locale: Locale) {
    const { dimensions } = await this.allComponents(iri, locale);
    return dimensions
      .filter((d) => 'termsets' in d && d.termsets?.length)
      .map((d) => ({ iri: d.id, label: d.label, termsets: 'termsets' in d ? d.termsets : [] }));
  }

  /** Per single filter, the values with data under the filters above it and the value it resolves to (possible-filters.ts). */
  async possibleFilters(iri: string, filters: Filters, locale: Locale, fieldIds?: string[]) {
    // The values' display order decides the default. An observation table holds every value: the chart's observations load the
    // same components (cached). A remote endpoint is asked for the named dimensions only: listed values need no query after the shapes.
    const table = this.client.observationTable?.(iri);
    const componentIds = table ? undefined : [...new Set([...Object.keys(filters), ...(fieldIds ?? [])])];
    const components = this.allComponents(iri, locale, { values: true, extras: false, componentIds });
    // The shapes (their queries shared with the components') let the steps' queries go ahead.
    const shapes = table ? undefined : this.allComponents(iri, locale, { values: false, extras: false });
    // Settled here too: the filters may be refused before the components are awaited.
    components.catch(() => {});
    shapes?.catch(() => {});
    return loadPossibleFilters(this.client, { cubeIri: iri, components, shapes, together: this.together, filters, fieldIds });
  }

  /** TopoJSON of the shapes of a geo-shapes dimension. */
  async geoShapes(iri: string, dimensionId: string, locale: Locale) {
    const { dimensions } = await this.allComponents(iri, locale);
    const dimension = dimensions.find((d) => d.id === dimensionId);
    if (!dimension) throw badRequest(`Unknown dimension ${dimensionId} in ${iri}`);
    return loadGeoShapes(this.client, dimension);
  }

  /** The unversioned parent and the latest version of a cube (null when the IRI is no cube). */
  versions(iri: string) {
    return loadCubeVersions(this.client, iri);
  }

  /** The first rows of a cube with the components that describe them, in one request (preview.ts). */
  preview(iri: string, locale: Locale) {
    return loadPreview(this.client, iri, locale, PREVIEW_ROWS);
  }
}

/** Cubes are joined when they name join dimensions; then every cube must, as many, and there must be two or more. */
const isJoin = (cubeFilters: CubeFilter[]) => {
  const joining = cubeFilters.filter((f) => f.joinBy?.length).length;
  if (joining === 0) return false;
  if (joining < cubeFilters.length || cubeFilters.length < 2) throw badRequest('joinBy needs two or more cubes, each with its join dimensions');
  if (cubeFilters.some((f) => f.joinBy!.length !== cubeFilters[0].joinBy!.length)) {
    throw badRequest('Every joined cube needs the same number of joinBy dimensions');
  }
  return true;
};
