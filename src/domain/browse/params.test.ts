import { describe, expect, it } from 'vitest';
import {
  browseUrl,
  cannotFindCubeUrl,
  latestVersionQuery,
  parseBrowseParams,
  parsePrevious,
  searchOrder,
  searchOrderOptions,
  stringifyPrevious,
} from './params';

const THEME = 'https://ld.cubeviz.org/theme/energy';
const ORG = 'https://ld.cubeviz.org/org/eia';
const TOPIC = 'https://register.ld.admin.ch/foen/theme/14';

describe('browse URLs', () => {
  it('writes filters in the path, the topic and only truthy values in the query', () => {
    expect(browseUrl({ filters: [] })).toBe('/browse');
    expect(browseUrl({ filters: [], includeDrafts: false, search: '', odsiframe: false })).toBe('/browse');
    expect(
      browseUrl({
        filters: [
          { type: 'DataCubeTheme', iri: THEME },
          { type: 'DataCubeOrganization', iri: ORG },
          { type: 'DataCubeAbout', iri: TOPIC },
        ],
        includeDrafts: true,
        search: 'wind power',
      }),
    ).toBe(
      `/browse/theme/${encodeURIComponent(THEME)}/organization/${encodeURIComponent(ORG)}?includeDrafts=true&search=wind+power&topic=${encodeURIComponent(TOPIC)}`,
    );
  });

  it('reads back what it writes', () => {
    const params = {
      filters: [{ type: 'DataCubeOrganization', iri: ORG } as const, { type: 'DataCubeAbout', iri: TOPIC } as const],
      search: 'forest',
      includeDrafts: true,
      order: 'TITLE_ASC' as const,
      dataset: 'https://ld.cubeviz.org/cube/x/1',
      previous: '{"filters":[]}',
      odsiframe: true,
    };
    const [path, query] = browseUrl(params).slice('/browse'.length).split('?');
    expect(parseBrowseParams(path, new URLSearchParams(query))).toEqual(params);
  });

  it('takes the dataset from ?iri= too, ignores unknown orders, reads topics from the path', () => {
    const params = parseBrowseParams(`topic/${encodeURIComponent(TOPIC)}`, new URLSearchParams({ iri: 'https://x/1', order: 'RANDOM', includeDrafts: 'yes' }));
    expect(params).toEqual({ filters: [{ type: 'DataCubeAbout', iri: TOPIC }], dataset: 'https://x/1', includeDrafts: false, odsiframe: false });
  });

  it('throws on an unknown filter type', () => {
    expect(() => parseBrowseParams('dataset/x', new URLSearchParams())).toThrow('Unknown filter type "dataset"');
  });
});

describe('previous', () => {
  it('keeps the query a dataset was chosen from', () => {
    const query = { filters: [{ type: 'DataCubeTheme' as const, iri: THEME }], search: 'wind', includeDrafts: true, order: 'TITLE_ASC' as const };
    expect(parsePrevious(stringifyPrevious(query))).toEqual(query);
    expect(parsePrevious(stringifyPrevious({ filters: [], includeDrafts: false }))).toEqual({ filters: [] });
  });

  it('is undefined when missing, not JSON or not a query', () => {
    expect(parsePrevious(undefined)).toBeUndefined();
    expect(parsePrevious('{oops')).toBeUndefined();
    expect(parsePrevious('{"filters":[{"type":"Colour","iri":"x"}]}')).toBeUndefined();
  });
});

describe('search order', () => {
  it('defaults to relevance while searching, newest first otherwise', () => {
    expect(searchOrder(undefined, 'wind')).toBe('SCORE');
    expect(searchOrder(undefined, undefined)).toBe('CREATED_DESC');
    expect(searchOrder('SCORE', undefined)).toBe('CREATED_DESC');
    expect(searchOrder('TITLE_ASC', 'wind')).toBe('TITLE_ASC');
  });

  it('offers relevance only with search text', () => {
    expect(searchOrderOptions('wind')).toEqual(['SCORE', 'TITLE_ASC', 'CREATED_DESC']);
    expect(searchOrderOptions('')).toEqual(['TITLE_ASC', 'CREATED_DESC']);
  });
});

describe('version redirect', () => {
  it('replaces dataset or iri, whichever was given', () => {
    expect(latestVersionQuery(new URLSearchParams({ dataset: 'a', search: 's' }), 'a/2').toString()).toBe('dataset=a%2F2&search=s');
    expect(latestVersionQuery(new URLSearchParams({ iri: 'a' }), 'a/2').toString()).toBe('iri=a%2F2');
  });

  it('sends an unknown cube to / with CANNOT_FIND_CUBE, its iri and the endpoint', () => {
    expect(cannotFindCubeUrl('https://x/cube', 'http://127.0.0.1/api/sparql')).toBe(
      '/?errorId=CANNOT_FIND_CUBE&iri=https%3A%2F%2Fx%2Fcube&endpointUrl=http%3A%2F%2F127.0.0.1%2Fapi%2Fsparql',
    );
  });
});
