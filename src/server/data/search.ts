/**
 * searchCubes: an in-memory MiniSearch index over the metadata of a source's cubes in all four
 * languages, rebuilt when older than a few minutes. A search matches every language and boosts
 * the request's own, so "weather" finds the weather cube on the German page, after the cubes
 * that match in German. Title matches rank above description matches; typos and word prefixes
 * are tolerated.
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

type Catalogue = { cubes: Map<string, Record<Locale, DataCubeMetadata>>; index: MiniSearch };

const INDEX_TTL_MS = 5 * 60_000;

/** The searched parts of a cube's metadata; each is indexed once per locale (`title_de` …). */
const PARTS = ['title', 'description', 'themes', 'creator'] as const;
type Part = (typeof PARTS)[number];
const field = (part: Part, locale: Locale) => `${part}_${locale}`;

/** Weights in the request's locale; a match in another language counts a third of that. */
const BOOST: Record<Part, number> = { title: 3, description: 1, themes: 1.5, creator: 1.5 };
const OTHER_LANGUAGE = 1 / 3;

/** Boost per field for a search in `locale`. */
export const searchBoost = (locale: Locale) =>
  Object.fromEntries(LOCALES.flatMap((l) => PARTS.map((p) => [field(p, l), BOOST[p] * (l === locale ? 1 : OTHER_LANGUAGE)])));

const partsOf = (cube: DataCubeMetadata): Record<Part, string> => ({
  title: cube.title,
  description: cube.description,
  themes: [...cube.themes, ...(cube.subthemes ?? [])].map((t) => t.label).join(' '),
  creator: cube.creator?.label ?? '',
});

/** One index over every cube's metadata in all four locales. */
export const buildIndex = (cubes: Record<Locale, DataCubeMetadata>[]) => {
  const index = new MiniSearch<{ iri: string } & Record<string, string>>({
    idField: 'iri',
    fields: LOCALES.flatMap((l) => PARTS.map((p) => field(p, l))),
    searchOptions: { prefix: true, fuzzy: 0.2, combineWith: 'AND' },
  });
  index.addAll(
    cubes.map((byLocale) => ({
      iri: byLocale[LOCALES[0]].iri,
      ...Object.fromEntries(LOCALES.flatMap((l) => Object.entries(partsOf(byLocale[l])).map(([p, text]) => [field(p as Part, l), text]))),
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
        index: buildIndex(all.map((c) => c.byLocale)),
      }));
      // A failed load is not kept: the next search tries again.
      promise.catch(() => (this.catalogue = undefined));
      this.catalogue = { at: Date.now(), promise };
    }
    return this.catalogue.promise;
  }

  async search(request: SearchRequest): Promise<SearchResult[]> {
    const { cubes, index } = await this.load();
    const now = Date.now();
    const query = request.query?.trim();
    const candidates = (cube: DataCubeMetadata) =>
      isSearchable(cube, !!request.includeDrafts, now) && (request.filters ?? []).every((f) => matchesFilter(cube, f));

    let results: SearchResult[];
    if (query) {
      results = index
        .search(query, { boost: searchBoost(request.locale) })
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
