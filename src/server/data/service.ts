/**
 * The data queries of the API for one source: metadata, components, observations, preview,
 * search. The same code serves the embedded store and remote endpoints.
 */
import type { DataCubeComponents, DataCubeMetadata, Filters, Locale, Observation } from '../../domain/data';
import { badRequest } from '../errors';
import { loadComponents } from './components';
import { loadCubesMetadata, unversionedIriOf } from './metadata';
import { loadObservations } from './observations';
import { loadCubeVersions } from './versions';
import { loadGeoShapes } from './geo-shapes';
import { loadPossibleFilters } from './possible-filters';
import type { CubeSearch, SearchRequest } from './search';
import type { SparqlClient } from './sparql';

export type CubeFilter = {
  iri: string;
  componentIds?: string[];
  filters?: Filters;
  joinBy?: string[];
  loadValues?: boolean;
};

/** Rows shown by dataCubePreview. */
export const PREVIEW_ROWS = 10;

/** The queries of one request on one source; SPARQL answers are cached below it (cache.ts). */
export class CubeService {
  constructor(
    readonly client: SparqlClient,
    private readonly editorUrl: (query: string) => string,
    private readonly search: CubeSearch,
  ) {}

  searchCubes(request: SearchRequest) {
    return this.search.search(request);
  }

  metadata(iris: string[], locale: Locale): Promise<DataCubeMetadata[]> {
    return loadCubesMetadata(this.client, iris, locale);
  }

  /** All components of a cube with their values. */
  private async allComponents(iri: string, locale: Locale): Promise<DataCubeComponents> {
    const [cube] = await this.metadata([iri], locale);
    return loadComponents(this.client, { cubeIri: iri, unversionedCubeIri: unversionedIriOf(cube), locale });
  }

  async components(cubeFilters: CubeFilter[], locale: Locale): Promise<DataCubeComponents> {
    rejectJoins(cubeFilters);
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

  async observations(cubeFilters: CubeFilter[], locale: Locale) {
    rejectJoins(cubeFilters);
    const perCube = await Promise.all(
      cubeFilters.map(async (filter) => {
        const components = await this.allComponents(filter.iri, locale);
        const { data, query } = await loadObservations(this.client, {
          cubeIri: filter.iri,
          components,
          componentIds: filter.componentIds,
          filters: filter.filters,
        });
        return { data, sparqlEditorUrl: { cubeIri: filter.iri, url: this.editorUrl(query) } };
      }),
    );
    return {
      data: perCube.flatMap((c) => c.data) as Observation[],
      sparqlEditorUrls: perCube.map((c) => c.sparqlEditorUrl),
    };
  }

  /** The key dimensions that use shared termsets, with those termsets. */
  async componentTermsets(iri: string, locale: Locale) {
    const { dimensions } = await this.allComponents(iri, locale);
    return dimensions
      .filter((d) => 'termsets' in d && d.termsets?.length)
      .map((d) => ({ iri: d.id, label: d.label, termsets: 'termsets' in d ? d.termsets : [] }));
  }

  /** The first combination of the given single filters' values that has observations. */
  async possibleFilters(iri: string, filters: Filters, locale: Locale) {
    return loadPossibleFilters(this.client, { cubeIri: iri, components: await this.allComponents(iri, locale), filters });
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

  async preview(iri: string, locale: Locale) {
    const components = await this.allComponents(iri, locale);
    const { data } = await loadObservations(this.client, { cubeIri: iri, components, limit: PREVIEW_ROWS });
    return { ...components, observations: data };
  }
}

/** Joining cubes (joinBy) merges observations across cubes; it is not served yet, so it is refused, not ignored. */
const rejectJoins = (cubeFilters: CubeFilter[]) => {
  if (cubeFilters.some((f) => f.joinBy?.length)) throw badRequest('joinBy is not supported yet');
};
