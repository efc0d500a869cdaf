/**
 * Every data query on a real Virtuoso (eval "$(bash .ci/virtuoso.sh)") through the remote code
 * path must answer what the embedded store answers for the same cube.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalJson } from '../support/canonical';
import { expectPreviewOfCube } from '../support/preview';
import { NFI, NFI_SPARSE_FILTERS } from '../support/shared';
import { hasSharedCubes, sharedCubeFiles, startServer, type TestServer } from '../support/server';

const virtuoso = process.env.TEST_VIRTUOSO_ENDPOINT;
if (!virtuoso) console.log('TEST_VIRTUOSO_ENDPOINT is not set: the Virtuoso comparison is skipped (eval "$(bash .ci/virtuoso.sh)" starts one)');

const FORESTRY = 'https://ld.admin.ch/cube/fso/px-x-0703010000_103';
const CUBES = [`${FORESTRY}/1`, `${FORESTRY}/2`, NFI];
const id = (path: string) => `${FORESTRY}___${FORESTRY}/${path}`;

describe.runIf(virtuoso && hasSharedCubes)('Virtuoso answers as the embedded store does', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Virtuoso needs several seconds for a whole 14,000-observation cube with all its components.
    server = await startServer({ files: sharedCubeFiles(), endpoints: [virtuoso!], remoteTimeoutMs: 150_000 });
  });
  afterAll(() => server?.close());

  const ask = async (sourceUrl: string, name: string, variables: object, locale = 'de') => {
    const response = await server.post(`/api/data/${name}`, { sourceType: 'sparql', sourceUrl, locale, ...variables });
    expect(response.status, `${name} on ${sourceUrl}: ${response.body.message}`).toBe(200);
    const answer = response.body.data[name];
    return name === 'dataCubesObservations' ? { ...answer, sparqlEditorUrls: undefined } : answer;
  };

  const cases: [string, object, string?][] = [
    ['searchCubes', {}],
    ['searchCubes', { includeDrafts: true, order: 'TITLE_ASC' }],
    ['searchCubes', { query: 'Wald', includeDrafts: true }],
    ['searchCubes', { includeDrafts: true, fetchDimensionTermsets: true }, 'fr'],
    ...CUBES.flatMap((iri): [string, object, string?][] => [
      ['dataCubesMetadata', { cubeFilters: [{ iri }] }, 'en'],
      ['dataCubesComponents', { cubeFilters: [{ iri }] }],
      ['dataCubesComponents', { cubeFilters: [{ iri }] }, 'fr'],
      ['dataCubesObservations', { cubeFilters: [{ iri }] }],
      ['dataCubeLatestIri', { cubeFilter: { iri } }],
      ['dataCubeUnversionedIri', { cubeFilter: { iri } }],
      ['dataCubeComponentTermsets', { cubeFilter: { iri } }],
    ]),
    ['dataCubesComponents', { cubeFilters: [{ iri: `${FORESTRY}/2`, componentIds: [id('kanton'), id('E012')] }] }],
    [
      'dataCubesObservations',
      {
        cubeFilters: [
          {
            iri: `${FORESTRY}/2`,
            componentIds: [id('kanton'), id('E012')],
            filters: {
              [id('jahr')]: { type: 'single', value: '2010' },
              [id('forstzone')]: { type: 'single', value: `${FORESTRY}/2/forstzone/0` },
              [id('groessenklasse')]: { type: 'multi', values: { [`${FORESTRY}/2/groessenklasse/1`]: true, [`${FORESTRY}/2/groessenklasse/2`]: true } },
            },
          },
        ],
      },
    ],
    ['dataCubesObservations', { cubeFilters: [{ iri: `${FORESTRY}/1`, filters: { [id('jahr')]: { type: 'range', from: '2005', to: '2007' } } }] }],
    // Versioned values: a filter in the versioned and in the version-independent form, on both versions, and
    // in the versioned form of the other version.
    ...[`${FORESTRY}/1`, `${FORESTRY}/2`].flatMap((iri): [string, object][] =>
      [iri, FORESTRY].map((form): [string, object] => [
        'dataCubesObservations',
        {
          cubeFilters: [
            {
              iri,
              componentIds: [id('forstzone'), id('groessenklasse'), id('E040')],
              filters: {
                [id('jahr')]: { type: 'single', value: '2008' },
                [id('forstzone')]: { type: 'single', value: `${form}/forstzone/2` },
                [id('groessenklasse')]: { type: 'multi', values: { [`${form}/groessenklasse/3`]: true, [`${FORESTRY}/groessenklasse/4`]: true } },
              },
            },
          ],
        },
      ]),
    ),
    [
      'dataCubesObservations',
      {
        cubeFilters: [
          {
            iri: `${FORESTRY}/2`,
            componentIds: [id('kanton'), id('E040')],
            filters: {
              [id('forstzone')]: { type: 'single', value: `${FORESTRY}/1/forstzone/2` },
              [id('groessenklasse')]: { type: 'multi', values: { [`${FORESTRY}/1/groessenklasse/3`]: true } },
            },
          },
        ],
      },
    ],
    // Measure ranges ([min, max] values) of one measure alone, and possible filters answered version-independent.
    ['dataCubesComponents', { cubeFilters: [{ iri: NFI, componentIds: [`${NFI}___https://environment.ld.admin.ch/foen/nfi/forestArea`] }] }],
    [
      'possibleFilters',
      {
        cubeIri: `${FORESTRY}/1`,
        filters: { [id('forstzone')]: { type: 'single', value: `${FORESTRY}/forstzone/3` }, [id('jahr')]: { type: 'single', value: '2014' } },
      },
    ],
    ['dataCubeDimensionGeoShapes', { cubeFilter: { iri: `${FORESTRY}/2`, dimensionId: id('kanton') } }],
    ['possibleFilters', { cubeIri: `${FORESTRY}/2`, filters: { [id('jahr')]: { type: 'single', value: '1990' } } }],
    // Fields under no filter: listed values asked value by value (NFI), or read where the other version's shape has the path
    // (forestry, versioned values answered version-independent), an unlisted dimension's from its components (jahr).
    [
      'possibleFilters',
      {
        cubeIri: NFI,
        filters: {},
        fieldIds: ['inventory', 'grid', 'evaluationType'].map((path) => `${NFI}___https://environment.ld.admin.ch/foen/nfi/${path}`),
      },
    ],
    ['possibleFilters', { cubeIri: `${FORESTRY}/2`, filters: {}, fieldIds: [id('forstzone'), id('kanton'), id('jahr')] }],
    // IRI filters only: the first query goes ahead of the components, used on NFI and not on a versioned dimension.
    ['possibleFilters', { cubeIri: NFI, filters: NFI_SPARSE_FILTERS }],
    [
      'possibleFilters',
      {
        cubeIri: `${FORESTRY}/2`,
        filters: {
          [id('forstzone')]: { type: 'single', value: `${FORESTRY}/forstzone/0` },
          [id('kanton')]: { type: 'single', value: 'https://ld.admin.ch/country/CHE' },
        },
      },
    ],
    // Table pages (issue 32): the first (sent beside the components' queries), sorted by labels (a window of the
    // first column's values) and by a measure with missing values, searched, under a filter; sorted by the years
    // (a window of xsd:gYear literals, 1,296 rows a year): across two years then by a measure, past the 10,000
    // rows Virtuoso sorts for a LIMIT, searched down to one year.
    ...(
      [
        { offset: 100 },
        {
          sorting: [
            { componentId: id('kanton'), sortingOrder: 'desc' },
            { componentId: id('E012'), sortingOrder: 'asc' },
          ],
          offset: 250,
        },
        { sorting: [{ componentId: id('E040'), sortingOrder: 'desc' }], search: 'zürich 20', offset: 20 },
        { sorting: [{ componentId: id('jahr'), sortingOrder: 'asc' }], filters: { [id('forstzone')]: { type: 'single', value: `${FORESTRY}/2/forstzone/1` } } },
        {
          sorting: [
            { componentId: id('jahr'), sortingOrder: 'desc' },
            { componentId: id('E012'), sortingOrder: 'asc' },
          ],
          offset: 1256,
        },
        { sorting: [{ componentId: id('jahr'), sortingOrder: 'asc' }], offset: 10_050 },
        { sorting: [{ componentId: id('jahr'), sortingOrder: 'desc' }], search: 'zürich 2008', offset: 5 },
      ] as { sorting?: object[]; search?: string; offset?: number; filters?: object }[]
    ).map((page): [string, object] => [
      'dataCubeTablePage',
      {
        cubeFilter: { iri: `${FORESTRY}/2`, ...(page.filters && { filters: page.filters }) },
        componentIds: [id('jahr'), id('forstzone'), id('kanton'), id('groessenklasse'), id('E012'), id('E040')],
        searchIds: [id('jahr'), id('kanton')],
        sorting: page.sorting ?? [],
        search: page.search ?? '',
        offset: page.offset ?? 0,
        limit: 100,
      },
    ]),
  ];

  it.each(cases)(
    '%s %j',
    async (name, variables, locale) => {
      const embedded = await ask('/api/sparql', name, variables, locale);
      const remote = await ask(virtuoso!, name, variables, locale);
      expect(canonicalJson(remote)).toBe(canonicalJson(embedded));
      // Whole cubes take Virtuoso ~20 s alone, a minute on a busy 2-core machine.
    },
    180_000,
  );

  it.each(CUBES)(
    'previews %s with rows of the cube as the embedded store holds them, each dimension with the values of those rows',
    async (iri) => {
      await expectPreviewOfCube(await ask(virtuoso!, 'dataCubePreview', { cubeFilter: { iri } }), iri, (name, variables) =>
        ask('/api/sparql', name, variables),
      );
    },
    180_000,
  );
});
