import { describe, expect, it } from 'vitest';
import type { DataCubeMetadata } from './data';
import { countFacets } from './search-facets';

const cube = (iri: string, themes: string[], creator: string, termsets: string[] = []): DataCubeMetadata => ({
  iri,
  title: iri,
  description: '',
  publicationStatus: 'PUBLISHED',
  themes: themes.map((t) => ({ iri: `theme/${t}`, label: t })),
  creator: { iri: `org/${creator}`, label: creator },
  termsets: termsets.map((t) => ({ iri: `termset/${t}`, label: t })),
});

describe('countFacets', () => {
  it('counts each theme, organisation and termset once per cube, most used first', () => {
    const facets = countFacets([
      cube('a', ['Energy', 'Environment'], 'EIA', ['Countries']),
      cube('b', ['Environment', 'Environment'], 'NOAA'),
      cube('c', ['Health'], 'NOAA', ['Countries', 'Cantons']),
    ]);
    expect(facets.themes.map((f) => [f.label, f.count])).toEqual([['Environment', 2], ['Energy', 1], ['Health', 1]]);
    expect(facets.organizations.map((f) => [f.iri, f.count])).toEqual([['org/NOAA', 2], ['org/EIA', 1]]);
    expect(facets.termsets.map((f) => [f.label, f.count])).toEqual([['Countries', 2], ['Cantons', 1]]);
  });
});
