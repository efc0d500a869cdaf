import { describe, expect, it } from 'vitest';
import type { DataCubeMetadata } from '../data';
import { browsePageTitle, countFacets, FACET_TOP, facetEntries, filterLabels, type Facet } from './facets';

const cube = (iri: string, themes: string[], creator: string, termsets: string[] = [], subthemes: string[] = []): DataCubeMetadata => ({
  iri,
  title: iri,
  description: '',
  publicationStatus: 'PUBLISHED',
  themes: themes.map((t) => ({ iri: `theme/${t}`, label: t })),
  creator: { iri: `org/${creator}`, label: creator },
  termsets: termsets.map((t) => ({ iri: `termset/${t}`, label: t })),
  subthemes: subthemes.map((t) => ({ iri: `topic/${t}`, label: t })),
});

const facets = (n: number): Facet[] => Array.from({ length: n }, (_, i) => ({ iri: `t${i}`, label: `T${i}`, count: n - i }));

describe('countFacets', () => {
  it('counts each theme, organisation, termset and sub-theme once per cube, most used first', () => {
    const counted = countFacets([
      cube('a', ['Energy', 'Environment'], 'EIA', ['Countries'], ['Forest']),
      cube('b', ['Environment', 'Environment'], 'NOAA'),
      cube('c', ['Health'], 'NOAA', ['Countries', 'Cantons'], ['Forest', 'Water']),
    ]);
    expect(counted.themes.map((f) => [f.label, f.count])).toEqual([
      ['Environment', 2],
      ['Energy', 1],
      ['Health', 1],
    ]);
    expect(counted.organizations.map((f) => [f.iri, f.count])).toEqual([
      ['org/NOAA', 2],
      ['org/EIA', 1],
    ]);
    expect(counted.termsets.map((f) => [f.label, f.count])).toEqual([
      ['Countries', 2],
      ['Cantons', 1],
    ]);
    expect(counted.subthemes.map((f) => [f.label, f.count])).toEqual([
      ['Forest', 2],
      ['Water', 1],
    ]);
  });
});

describe('facetEntries', () => {
  it(`shows the ${FACET_TOP} most-counted entries, all of them when expanded`, () => {
    expect(facetEntries(facets(9), undefined, false)).toEqual({ entries: facets(9).slice(0, 7), canExpand: true });
    expect(facetEntries(facets(9), undefined, true).entries).toHaveLength(9);
    expect(facetEntries(facets(7), undefined, false)).toEqual({ entries: facets(7), canExpand: false });
  });

  it('keeps the active entry visible when collapsed, and lists an active filter no result carries', () => {
    expect(facetEntries(facets(9), { type: 'DataCubeTheme', iri: 't8' }, false).entries.map((f) => f.iri)).toEqual([
      't0',
      't1',
      't2',
      't3',
      't4',
      't5',
      't6',
      't8',
    ]);
    expect(facetEntries(facets(2), { type: 'DataCubeTheme', iri: 'gone' }, false).entries.at(-1)).toEqual({ iri: 'gone', label: 'gone', count: 0 });
  });
});

describe('page title', () => {
  const counted = countFacets([cube('a', ['Energy'], 'EIA', [], ['Forest'])]);

  it('labels filters from the results, falling back to the IRI', () => {
    expect(
      filterLabels(
        [
          { type: 'DataCubeTheme', iri: 'theme/Energy' },
          { type: 'DataCubeOrganization', iri: 'org/EIA' },
          { type: 'DataCubeAbout', iri: 'topic/Forest' },
          { type: 'DataCubeTermset', iri: 'termset/none' },
        ],
        counted,
      ),
    ).toEqual(['Energy', 'EIA', 'Forest', 'termset/none']);
  });

  it('is the dataset title, else the filter labels, then the site name', () => {
    expect(browsePageTitle({ datasetTitle: 'Iowa', labels: ['Energy'], siteName: 'cubeviz' })).toBe('Iowa – cubeviz');
    expect(browsePageTitle({ labels: ['Energy', 'EIA'], siteName: 'cubeviz' })).toBe('Energy, EIA – cubeviz');
    expect(browsePageTitle({ labels: [], siteName: 'cubeviz' })).toBe('cubeviz');
  });
});
