/** Facet counts of a search result set: themes, organisations and termsets, most used first. */
import type { DataCubeMetadata } from './data';

export type Facet = { iri: string; label: string; count: number };
export type Facets = { themes: Facet[]; organizations: Facet[]; termsets: Facet[] };

/** Entries shown before "show all" (spec 000 §9). */
export const FACET_TOP = 7;

const count = (lists: { iri: string; label: string }[][]): Facet[] => {
  const facets = new Map<string, Facet>();
  for (const list of lists) {
    // A cube counts once per entry, even if it names it twice.
    for (const { iri, label } of new Map(list.map((e) => [e.iri, e])).values()) {
      const facet = facets.get(iri) ?? { iri, label, count: 0 };
      facet.count++;
      facets.set(iri, facet);
    }
  }
  return [...facets.values()].sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
};

export const countFacets = (cubes: DataCubeMetadata[]): Facets => ({
  themes: count(cubes.map((c) => c.themes)),
  organizations: count(cubes.map((c) => (c.creator ? [c.creator] : []))),
  termsets: count(cubes.map((c) => c.termsets ?? [])),
});
