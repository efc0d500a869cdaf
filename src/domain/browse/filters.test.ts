import { describe, expect, it } from 'vitest';
import {
  applyTopics,
  BrowsePathError,
  chooseFilter,
  chooseTopic,
  filterPath,
  parseFilterPath,
  removeFilter,
  searchFilters,
  type BrowseFilter,
} from './filters';

const theme = (iri: string): BrowseFilter => ({ type: 'DataCubeTheme', iri });
const org = (iri: string): BrowseFilter => ({ type: 'DataCubeOrganization', iri });
const topic = (iri: string): BrowseFilter => ({ type: 'DataCubeAbout', iri });
const termset = (iri: string): BrowseFilter => ({ type: 'DataCubeTermset', iri });

describe('filter paths', () => {
  it('writes one type/encodedIri pair per filter and reads it back', () => {
    const filters = [theme('https://ld.example/theme/a b'), org('https://ld.example/org/x'), termset('https://ld.example/ts'), topic('https://ld.example/t/1')];
    const path = filterPath(filters);
    expect(path).toBe(
      '/browse/theme/https%3A%2F%2Fld.example%2Ftheme%2Fa%20b/organization/https%3A%2F%2Fld.example%2Forg%2Fx/termset/https%3A%2F%2Fld.example%2Fts/topic/https%3A%2F%2Fld.example%2Ft%2F1',
    );
    expect(parseFilterPath(path.slice('/browse'.length))).toEqual(filters);
    expect(parseFilterPath('')).toEqual([]);
  });

  it('refuses an unknown filter type and a filter without IRI', () => {
    expect(() => parseFilterPath('colour/x')).toThrow(new BrowsePathError('unknown-type', 'colour'));
    expect(() => parseFilterPath('colour/x')).toThrow('Unknown filter type "colour": use theme, organization, topic, termset');
    expect(() => parseFilterPath('theme/x/organization')).toThrow('The filter "organization" has no IRI');
  });
});

describe('choosing and removing filters', () => {
  it('a level-1 choice replaces filters of its type and drops topics', () => {
    expect(chooseFilter([theme('a'), org('o'), topic('t')], theme('b'))).toEqual([org('o'), theme('b')]);
    expect(chooseFilter([theme('a')], org('o'))).toEqual([theme('a'), org('o')]);
  });

  it('a topic keeps the level-1 filters and replaces the topic', () => {
    expect(chooseTopic([org('o'), topic('t1')], 't2')).toEqual([org('o'), topic('t2')]);
  });

  it('removing a filter drops it and the topics', () => {
    expect(removeFilter([theme('a'), org('o'), topic('t')], 'o')).toEqual([theme('a')]);
    expect(removeFilter([org('o'), topic('t')], 't')).toEqual([org('o')]);
  });

  it('sends level-1 filters to the search and applies topics to its results', () => {
    const filters = [org('o'), topic('t')];
    expect(searchFilters(filters)).toEqual([{ type: 'DataCubeOrganization', value: 'o' }]);
    const results = [{ cube: { subthemes: [{ iri: 't' }] } }, { cube: { subthemes: [] } }, { cube: {} }];
    expect(applyTopics(results, filters)).toEqual([results[0]]);
    expect(applyTopics(results, [org('o')])).toBe(results);
  });
});
