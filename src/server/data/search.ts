/**
 * searchCubes: an in-memory MiniSearch index over the metadata of a source's cubes, one per
 * locale, rebuilt when older than a few minutes. Title matches rank above description matches;
 * typos and word prefixes are tolerated.
 */
import MiniSearch from 'minisearch';
import { LOCALES, type DataCubeMetadata, type Locale, type TimeUnit } from '../../domain/data';
import type { SearchFilterType, SearchOrder } from '../../domain/search';
import { loadAllCubesMetadata } from './metadata';
import { VISUALIZE_APPLICATION } from './rdf';
import type { SparqlClient } from './sparql';

/**
 * A search filter. DataCubeTermset values are termset IRIs joined by ';' (all must be used);
 * TemporalDimension values are time units (Year, Month, Day, …).
 */
export type SearchFilter = { type: SearchFilterType; value: string };

export type SearchRequest = {
  query?: string;
  order?: SearchOrder;
  includeDrafts?: boolean;
  filters?: SearchFilter[];
  /** Give each result cube its temporal and shared dimensions (see search-dimensions.ts). */
  fetchDimensionTermsets?: boolean;
  locale: Locale;
};

export type SearchResult = {
  cube: DataCubeMetadata;
  highlightedTitle: string;
  highlightedDescription: string;
  score?: number;
};

type Catalogue = { cubes: Map<string, Record<Locale, DataCubeMetadata>>; indexes: Record<Locale, MiniSearch> };

const INDEX_TTL_MS = 5 * 60_000;

const buildIndex = (cubes: DataCubeMetadata[]) => {
  const index = new MiniSearch<DataCubeMetadata & { themeLabels: string; creatorLabel: string }>({
    idField: 'iri',
    fields: ['title', 'description', 'themeLabels', 'creatorLabel'],
    searchOptions: { boost: { title: 3, themeLabels: 1.5, creatorLabel: 1.5 }, prefix: true, fuzzy: 0.2, combineWith: 'AND' },
  });
  index.addAll(
    cubes.map((cube) => ({
      ...cube,
      themeLabels: [...cube.themes, ...(cube.subthemes ?? [])].map((t) => t.label).join(' '),
      creatorLabel: cube.creator?.label ?? '',
    })),
  );
  return index;
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Wraps each matched word in <b>…</b> (the markers the browse page renders bold). */
export const highlight = (text: string, terms: string[]) => {
  if (!terms.length || !text) return text;
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(${terms.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}])`, 'giu');
  return text.replace(pattern, '<b>$1</b>');
};

const isSearchable = (cube: DataCubeMetadata, includeDrafts: boolean, now: number) =>
  (cube.workExamples ?? []).includes(VISUALIZE_APPLICATION) &&
  !(cube.expires && Date.parse(cube.expires) <= now) &&
  (includeDrafts || cube.publicationStatus === 'PUBLISHED');

const matchesFilter = (cube: DataCubeMetadata, filter: SearchFilter) => {
  switch (filter.type) {
    case 'DataCubeTheme':
      return cube.themes.some((t) => t.iri === filter.value);
    case 'DataCubeOrganization':
      return cube.creator?.iri === filter.value;
    case 'DataCubeAbout':
      return (cube.subthemes ?? []).some((t) => t.iri === filter.value);
    case 'DataCubeTermset':
      return filter.value.split(';').every((iri) => (cube.termsets ?? []).some((t) => t.iri === iri));
    case 'TemporalDimension':
      return (cube.timeUnits ?? []).includes(filter.value as TimeUnit);
  }
};

export class CubeSearch {
  private catalogue?: { at: number; promise: Promise<Catalogue> };

  constructor(private readonly client: SparqlClient) {}

  private load(): Promise<Catalogue> {
    if (!this.catalogue || Date.now() - this.catalogue.at > INDEX_TTL_MS) {
      const promise = loadAllCubesMetadata(this.client, LOCALES).then((all) => ({
        cubes: new Map(all.map((c) => [c.iri, c.byLocale])),
        indexes: Object.fromEntries(LOCALES.map((l) => [l, buildIndex(all.map((c) => c.byLocale[l]))])) as Record<Locale, MiniSearch>,
      }));
      // A failed load is not kept: the next search tries again.
      promise.catch(() => (this.catalogue = undefined));
      this.catalogue = { at: Date.now(), promise };
    }
    return this.catalogue.promise;
  }

  async search(request: SearchRequest): Promise<SearchResult[]> {
    const { cubes, indexes } = await this.load();
    const now = Date.now();
    const query = request.query?.trim();
    const candidates = (cube: DataCubeMetadata) =>
      isSearchable(cube, !!request.includeDrafts, now) && (request.filters ?? []).every((f) => matchesFilter(cube, f));

    let results: SearchResult[];
    if (query) {
      results = indexes[request.locale]
        .search(query)
        .map((hit) => ({ hit, cube: cubes.get(hit.id)![request.locale] }))
        .filter(({ cube }) => candidates(cube))
        .map(({ hit, cube }) => ({
          cube,
          highlightedTitle: highlight(cube.title, hit.terms),
          highlightedDescription: highlight(cube.description, hit.terms),
          score: hit.score,
        }));
    } else {
      results = [...cubes.values()]
        .map((c) => c[request.locale])
        .filter(candidates)
        .map((cube) => ({ cube, highlightedTitle: cube.title, highlightedDescription: cube.description }));
    }
    return sortResults(results, request.order ?? (query ? 'SCORE' : 'CREATED_DESC'), request.locale);
  }
}

export const sortResults = (results: SearchResult[], order: SearchOrder, locale: Locale) => {
  const byTitle = (a: SearchResult, b: SearchResult) => a.cube.title.localeCompare(b.cube.title, locale);
  const compare: Record<SearchOrder, (a: SearchResult, b: SearchResult) => number> = {
    SCORE: (a, b) => (b.score ?? 0) - (a.score ?? 0) || byTitle(a, b),
    TITLE_ASC: byTitle,
    CREATED_DESC: (a, b) => (b.cube.datePublished ?? '').localeCompare(a.cube.datePublished ?? '') || byTitle(a, b),
  };
  return [...results].sort(compare[order]);
};
