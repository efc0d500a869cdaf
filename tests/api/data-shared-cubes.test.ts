/**
 * The data API through real HTTP on the Swiss cubes of ../shared/data/cubes (LINDAS shape):
 * embedded store, and the remote code path against a second server's /api/sparql endpoint.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { decodeObservations } from '../../src/domain/observation-columns';
import { hasSharedCubes, sharedCubeFiles, startServer, type TestServer } from '../support/server';
import { canonicalJson } from '../support/canonical';
import { expectPreviewOfCube } from '../support/preview';

const FORESTRY = 'https://ld.admin.ch/cube/fso/px-x-0703010000_103';
const FORESTRY_V1 = `${FORESTRY}/1`;
const FORESTRY_V2 = `${FORESTRY}/2`;
const NFI = 'https://environment.ld.admin.ch/foen/nfi/49-19-None-None-44/cube/1';
const id = (path: string) => `${FORESTRY}___${FORESTRY}/${path}`;

describe.runIf(hasSharedCubes)('data API on the shared Swiss cubes', () => {
  let embedded: TestServer;
  let remote: TestServer;
  let remoteUrl: string;
  const source = { sourceType: 'sparql', sourceUrl: '/api/sparql', locale: 'en' };
  const query = async (server: TestServer, name: string, variables: object, sourceUrl = '/api/sparql') =>
    server.post(`/api/data/${name}`, { ...source, sourceUrl, ...variables });

  beforeAll(async () => {
    embedded = await startServer({ files: sharedCubeFiles() });
    remoteUrl = `${embedded.url}/api/sparql`;
    // A second server with no store of its own, reading the first one's endpoint over HTTP.
    remote = await startServer({ endpoints: [remoteUrl] });
  });
  afterAll(async () => {
    await remote?.close();
    await embedded?.close();
  });

  it('lists the embedded source first', async () => {
    const { status, body } = await embedded.get('/api/data/sources');
    expect(status).toBe(200);
    expect(body.data[0]).toMatchObject({ type: 'sparql', url: '/api/sparql' });
  });

  it('searches published, unexpired cubes and adds drafts on request', async () => {
    const published = await query(embedded, 'searchCubes', {});
    expect(published.body.data.searchCubes.map((r: any) => r.cube.iri)).toEqual([FORESTRY_V2]);
    const withDrafts = await query(embedded, 'searchCubes', { includeDrafts: true, order: 'TITLE_ASC' });
    expect(withDrafts.body.data.searchCubes.map((r: any) => r.cube.iri)).toEqual([NFI, FORESTRY_V2]);
    const draft = withDrafts.body.data.searchCubes[0].cube;
    expect(draft.publicationStatus).toBe('DRAFT');
  });

  it('filters the search by termset and by temporal dimension, and lists termsets on results', async () => {
    const search = async (filters: object[]) =>
      (await query(embedded, 'searchCubes', { includeDrafts: true, order: 'TITLE_ASC', filters })).body.data.searchCubes.map((r: any) => r.cube.iri);
    const canton = 'https://ld.admin.ch/dimension/canton';
    const country = 'https://ld.admin.ch/dimension/country';
    expect(await search([{ type: 'DataCubeTermset', value: country }])).toEqual([NFI, FORESTRY_V2]);
    expect(await search([{ type: 'DataCubeTermset', value: `${canton};${country}` }])).toEqual([FORESTRY_V2]);
    expect(await search([{ type: 'TemporalDimension', value: 'Year' }])).toEqual([FORESTRY_V2]);
    expect(await search([{ type: 'TemporalDimension', value: 'Day' }])).toEqual([]);
    expect(await search([{ type: 'DataCubeOrganization', value: 'https://register.ld.admin.ch/opendataswiss/org/bundesamt-fur-umwelt-bafu' }])).toEqual([NFI]);
    const [forestry] = (await query(embedded, 'searchCubes', {})).body.data.searchCubes;
    expect(forestry.cube.termsets.map((t: any) => t.label)).toEqual(['Cantons', 'Countries']);
  });

  it('gives search results their temporal and shared dimensions on request, in one query for all cubes', async () => {
    const search = (variables: object, headers = {}) =>
      embedded.post('/api/data/searchCubes', { ...source, includeDrafts: true, order: 'TITLE_ASC', ...variables }, headers);
    const plain = (await search({})).body.data.searchCubes;
    expect(plain.every((r: any) => r.cube.dimensions === undefined)).toBe(true);
    const storeQuery = vi.spyOn(embedded.pool!, 'run');
    try {
      // Bypassing the cache, so the dimensions query runs (the search index is already built).
      const results = (await search({ fetchDimensionTermsets: true }, { 'cache-control': 'no-cache' })).body.data.searchCubes;
      expect(storeQuery).toHaveBeenCalledTimes(1);
      const countries = { iri: 'https://ld.admin.ch/dimension/country', label: 'Countries' };
      expect(results.map((r: any) => [r.cube.iri, r.cube.dimensions])).toEqual([
        [NFI, [{ id: `${NFI}___https://environment.ld.admin.ch/foen/nfi/prodreg`, label: 'production region', termsets: [countries] }]],
        [
          FORESTRY_V2,
          [
            { id: id('jahr'), label: 'Jahr', timeUnit: 'Year', termsets: [] },
            { id: id('kanton'), label: 'Kanton', termsets: [{ iri: 'https://ld.admin.ch/dimension/canton', label: 'Cantons' }, countries] },
          ],
        ],
      ]);
    } finally {
      storeQuery.mockRestore();
    }
    const filtered = (await search({ fetchDimensionTermsets: true, filters: [{ type: 'TemporalDimension', value: 'Year' }], locale: 'fr' })).body.data
      .searchCubes;
    expect(filtered.map((r: any) => r.cube.dimensions.map((d: any) => d.label))).toEqual([['Année', 'Canton']]);
  });

  it('highlights the matched words of a search, tolerating a typo', async () => {
    const { body } = await query(embedded, 'searchCubes', { query: 'enterprsies', locale: 'en' });
    const [hit] = body.data.searchCubes;
    expect(hit.cube.iri).toBe(FORESTRY_V2);
    expect(hit.highlightedTitle).toContain('<b>enterprises</b>');
  });

  it('answers metadata in the requested locale with fallback', async () => {
    const { body } = await query(embedded, 'dataCubesMetadata', { cubeFilters: [{ iri: FORESTRY_V2 }], locale: 'it' });
    const [cube] = body.data.dataCubesMetadata;
    expect(cube.title).toMatch(/^Aziende forestali/);
    // No Italian description: German comes first in the fallback.
    expect(cube.description).toBe('Forstbetriebe der Schweiz nach Forstzone, Kanton und Grössenklasse, bis 2014');
    expect(cube).toMatchObject({ unversionedIri: FORESTRY, version: '2', publicationStatus: 'PUBLISHED' });
    expect(cube.creator.label).toBe('Ufficio federale di statistica UST');
    expect(cube.themes).toEqual([{ iri: 'https://register.ld.admin.ch/opendataswiss/category/agriculture', label: 'Agricoltura, selvicoltura' }]);
  });

  it('derives dimensions and measures with kinds, units, order and values', async () => {
    const { status, body } = await query(embedded, 'dataCubesComponents', { cubeFilters: [{ iri: FORESTRY_V2 }], locale: 'de' });
    expect(status).toBe(200);
    const { dimensions, measures } = body.data.dataCubesComponents;
    expect(dimensions.map((d: any) => [d.id, d.__typename])).toEqual([
      [id('jahr'), 'TemporalDimension'],
      [id('forstzone'), 'NominalDimension'],
      [id('kanton'), 'GeoShapesDimension'],
      [id('groessenklasse'), 'OrdinalDimension'],
    ]);
    expect(measures).toHaveLength(16);
    expect(new Set(measures.map((m: any) => m.unit))).toEqual(new Set(['Anzahl', 'ha', 'm³']));
    const [year, zone, canton, size] = dimensions;
    expect(year).toMatchObject({ label: 'Jahr', timeUnit: 'Year', timeFormat: '%Y', scaleType: 'Interval', isKeyDimension: true });
    expect(year.values.map((v: any) => v.value)).toEqual(['2004', '2005', '2006', '2007', '2008', '2009', '2010', '2011', '2012', '2013', '2014']);
    expect(zone.values[0]).toMatchObject({ label: 'Schweiz', position: 0 });
    expect(canton.values).toHaveLength(27);
    expect(canton.values.find((v: any) => v.value === 'https://ld.admin.ch/canton/24')).toMatchObject({ label: 'Neuenburg', alternateName: 'NE' });
    expect(size.values.map((v: any) => v.position)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(size.values[7].label).toBe('> 5000 ha');
  });

  it('gives the canton dimension its hierarchy: Switzerland → 7 major regions → 26 cantons', async () => {
    const { body } = await query(embedded, 'dataCubesComponents', { cubeFilters: [{ iri: FORESTRY_V2 }], locale: 'fr' });
    const canton = body.data.dataCubesComponents.dimensions.find((d: any) => d.id === id('kanton'));
    const [root] = canton.hierarchy;
    expect(root).toMatchObject({ value: 'https://ld.admin.ch/country/CHE', label: 'Suisse', depth: 0, hasValue: true });
    expect(root.children).toHaveLength(7);
    expect(root.children[0]).toMatchObject({ label: 'Région lémanique', depth: 1, hasValue: false });
    const leaves = root.children.flatMap((region: any) => region.children);
    expect(leaves).toHaveLength(26);
    expect(leaves.every((leaf: any) => leaf.hasValue && leaf.depth === 2 && leaf.dimensionId === id('kanton'))).toBe(true);
    // The regions' children are the cantons the cantons file puts there.
    expect(root.children[0].children.map((c: any) => c.value).sort()).toEqual([
      'https://ld.admin.ch/canton/22',
      'https://ld.admin.ch/canton/23',
      'https://ld.admin.ch/canton/25',
    ]);
  });

  it('lists the shared termsets the key dimensions use', async () => {
    const forestry = (await query(embedded, 'dataCubeComponentTermsets', { cubeFilter: { iri: FORESTRY_V2 } })).body.data.dataCubeComponentTermsets;
    expect(forestry).toEqual([
      {
        iri: id('kanton'),
        // The dimension has names in de and fr only: English falls back to German.
        label: 'Kanton',
        termsets: [
          { iri: 'https://ld.admin.ch/dimension/canton', label: 'Cantons' },
          { iri: 'https://ld.admin.ch/dimension/country', label: 'Countries' },
        ],
      },
    ]);
    const nfi = (await query(embedded, 'dataCubeComponentTermsets', { cubeFilter: { iri: NFI } })).body.data.dataCubeComponentTermsets;
    expect(nfi.map((d: any) => [d.label, d.termsets.map((t: any) => t.iri)])).toEqual([['production region', ['https://ld.admin.ch/dimension/country']]]);
  });

  it('marks the standard error of the draft cube as related to its measure', async () => {
    const { body } = await query(embedded, 'dataCubesComponents', { cubeFilters: [{ iri: NFI }] });
    const se = body.data.dataCubesComponents.dimensions.find((d: any) => d.__typename === 'StandardErrorDimension');
    expect(se.related).toEqual([{ type: 'StandardError', id: `${NFI}___https://environment.ld.admin.ch/foen/nfi/forestArea` }]);
    expect(se.unit).toBe('%');
  });

  it('filters observations by single and multi filters and resolves labels', async () => {
    const filters = {
      [id('jahr')]: { type: 'single', value: '2010' },
      [id('forstzone')]: { type: 'single', value: `${FORESTRY_V2}/forstzone/0` },
      [id('groessenklasse')]: { type: 'multi', values: { [`${FORESTRY_V2}/groessenklasse/6`]: true, [`${FORESTRY_V2}/groessenklasse/7`]: true } },
    };
    const { status, body } = await query(embedded, 'dataCubesObservations', {
      cubeFilters: [{ iri: FORESTRY_V2, filters, componentIds: [id('kanton'), id('groessenklasse'), id('E012')] }],
    });
    expect(status).toBe(200);
    const { data } = body.data.dataCubesObservations;
    expect(data).toHaveLength(27 * 2);
    // Source spot check (shared cubes README): 2010 / Schweiz / Neuchâtel / 1001 - 5000 ha / total forest area = 4043 ha.
    const cell = data.find((o: any) => o[`${id('kanton')}/__iri__`] === 'https://ld.admin.ch/canton/24' && o[id('groessenklasse')] === '1001 - 5000 ha');
    expect(cell[id('E012')]).toBe(4043);
    expect(Object.keys(cell).sort()).toEqual(
      [id('E012'), id('groessenklasse'), `${id('groessenklasse')}/__iri__`, id('kanton'), `${id('kanton')}/__iri__`].sort(),
    );
  });

  it('serves a whole cube as compact columns on request, decoding to the same rows', async () => {
    const rows = await query(embedded, 'dataCubesObservations', { cubeFilters: [{ iri: FORESTRY_V2 }] });
    const columns = await query(embedded, 'dataCubesObservations', { cubeFilters: [{ iri: FORESTRY_V2 }], format: 'columns' });
    expect(columns.status).toBe(200);
    const { data, sparqlEditorUrls } = columns.body.data.dataCubesObservations;
    expect(data.length).toBe(14_256);
    expect(sparqlEditorUrls).toEqual(rows.body.data.dataCubesObservations.sparqlEditorUrls);
    expect(decodeObservations(data)).toEqual(rows.body.data.dataCubesObservations.data);
    // Measures travel as plain numbers, labels once per column.
    expect(data.values[data.columns.indexOf(id('E012'))].every((v: unknown) => v === null || typeof v === 'number')).toBe(true);
    expect(data.values[data.columns.indexOf(id('kanton'))].dictionary).toContain('Neuchâtel');
    expect(JSON.stringify(columns.body).length).toBeLessThan(JSON.stringify(rows.body).length / 10);
  });

  it('finds possible filters: kept while observations match, else a value with data (the latest year)', async () => {
    const possible = async (filters: object) => (await query(embedded, 'possibleFilters', { cubeIri: FORESTRY_V2, filters })).body.data.possibleFilters;
    // Forest zone values are versioned: asked in the versioned form, answered version-independent.
    const zone = `${FORESTRY_V2}/forstzone/1`;
    const answered = `${FORESTRY}/forstzone/1`;
    // Jura zone, canton Jura (26): there are observations, so the filters stay as they are.
    expect(
      await possible({ [id('forstzone')]: { type: 'single', value: zone }, [id('kanton')]: { type: 'single', value: 'https://ld.admin.ch/canton/26' } }),
    ).toMatchObject([
      { id: id('forstzone'), type: 'single', value: answered },
      { id: id('kanton'), type: 'single', value: 'https://ld.admin.ch/canton/26' },
    ]);
    // A year the cube does not have: the latest year with data under the zone takes its place.
    const [kept, year] = await possible({ [id('forstzone')]: { type: 'single', value: zone }, [id('jahr')]: { type: 'single', value: '1990' } });
    expect(kept).toMatchObject({ id: id('forstzone'), type: 'single', value: answered });
    expect(year).toMatchObject({ value: '2014', above: [{ id: id('forstzone'), value: answered }] });
    const [again] = await possible({ [id('forstzone')]: { type: 'single', value: answered }, [id('jahr')]: { type: 'single', value: '1990' } });
    expect(again).toEqual(kept);
  });

  it('answers versioned values version-independent on both versions, labelled from the versioned value', async () => {
    for (const iri of [FORESTRY_V1, FORESTRY_V2]) {
      for (const server of [embedded, remote]) {
        const sourceUrl = server === remote ? remoteUrl : '/api/sparql';
        const { body } = await query(server, 'dataCubesComponents', { cubeFilters: [{ iri }], locale: 'de' }, sourceUrl);
        const zone = body.data.dataCubesComponents.dimensions.find((d: any) => d.id === id('forstzone'));
        expect(zone.values.map((v: any) => v.value)).toEqual([0, 1, 2, 3, 4, 5].map((n) => `${FORESTRY}/forstzone/${n}`));
        expect(zone.values[1]).toEqual({ value: `${FORESTRY}/forstzone/1`, versionedValue: `${iri}/forstzone/1`, label: 'Jura', position: 1 });
        const size = body.data.dataCubesComponents.dimensions.find((d: any) => d.id === id('groessenklasse'));
        expect(size.values.every((v: any) => v.value.startsWith(`${FORESTRY}/groessenklasse/`))).toBe(true);
      }
    }
  });

  it('filters a versioned dimension by either form of a value, on both versions and both paths', async () => {
    const cells = async (server: TestServer, iri: string, zone: string, size: string) => {
      const filters = {
        [id('jahr')]: { type: 'single', value: '2010' },
        [id('forstzone')]: { type: 'single', value: zone },
        [id('groessenklasse')]: { type: 'multi', values: { [size]: true } },
      };
      const sourceUrl = server === remote ? remoteUrl : '/api/sparql';
      const { body } = await query(
        server,
        'dataCubesObservations',
        { cubeFilters: [{ iri, filters, componentIds: [id('forstzone'), id('kanton'), id('E012')] }] },
        sourceUrl,
      );
      // SPARQL leaves row order open: by canton.
      const key = (o: any) => o[`${id('kanton')}/__iri__`];
      return body.data.dataCubesObservations.data.sort((a: any, b: any) => key(a).localeCompare(key(b)));
    };
    for (const iri of [FORESTRY_V1, FORESTRY_V2]) {
      const independent = await cells(embedded, iri, `${FORESTRY}/forstzone/0`, `${FORESTRY}/groessenklasse/6`);
      expect(independent).toHaveLength(27);
      expect(independent.every((o: any) => o[`${id('forstzone')}/__iri__`] === `${FORESTRY}/forstzone/0` && o[id('forstzone')] === 'Schweiz')).toBe(true);
      expect(await cells(embedded, iri, `${iri}/forstzone/0`, `${iri}/groessenklasse/6`)).toEqual(independent);
      expect(await cells(remote, iri, `${FORESTRY}/forstzone/0`, `${iri}/groessenklasse/6`)).toEqual(independent);
      // A versioned value of the other version (a filter saved on it) selects the same observations.
      const other = iri === FORESTRY_V1 ? FORESTRY_V2 : FORESTRY_V1;
      expect(await cells(embedded, iri, `${other}/forstzone/0`, `${other}/groessenklasse/6`)).toEqual(independent);
      expect(await cells(remote, iri, `${other}/forstzone/0`, `${FORESTRY}/groessenklasse/6`)).toEqual(independent);
    }
    // Source spot check (shared cubes README): 2010 / Schweiz / Neuchâtel / 1001 - 5000 ha / total forest area = 4043 ha.
    const neuchatel = (await cells(remote, FORESTRY_V2, `${FORESTRY}/forstzone/0`, `${FORESTRY}/groessenklasse/6`)).find(
      (o: any) => o[`${id('kanton')}/__iri__`] === 'https://ld.admin.ch/canton/24',
    );
    expect(neuchatel[id('E012')]).toBe(4043);
  });

  it('gives each numerical measure its [min, max] over the observations; the preview the values of its rows', async () => {
    const whole = decodeObservations(
      (await query(embedded, 'dataCubesObservations', { cubeFilters: [{ iri: FORESTRY_V2 }], format: 'columns' })).body.data.dataCubesObservations.data,
    );
    const numbers = whole.map((o: any) => o[id('E012')] as number);
    const [min, max] = [Math.min(...numbers), Math.max(...numbers)];
    expect(max).toBeGreaterThan(min);
    for (const [server, sourceUrl] of [
      [embedded, '/api/sparql'],
      [remote, remoteUrl],
    ] as const) {
      const components = (await query(server, 'dataCubesComponents', { cubeFilters: [{ iri: FORESTRY_V2 }] }, sourceUrl)).body.data.dataCubesComponents;
      const measure = components.measures.find((m: any) => m.id === id('E012'));
      expect(measure.values).toEqual([
        { value: min, label: String(min) },
        { value: max, label: String(max) },
      ]);
      expect(components.measures.every((m: any) => m.values.length === 2)).toBe(true);
      const preview = (await query(server, 'dataCubePreview', { cubeFilter: { iri: FORESTRY_V2 } }, sourceUrl)).body.data.dataCubePreview;
      expect(preview.observations[0][`${id('forstzone')}/__iri__`]).toMatch(new RegExp(`^${FORESTRY}/forstzone/\\d$`));
      // The preview's components are the shapes with the values of its rows (versioned ones version-independent), described as the components describe them.
      expect(preview.measures.every((m: any) => m.values.length === 0)).toBe(true);
      for (const path of ['forstzone', 'kanton', 'groessenklasse']) {
        const shown = new Set(preview.observations.map((o: any) => o[`${id(path)}/__iri__`]));
        const all = components.dimensions.find((d: any) => d.id === id(path)).values;
        expect(preview.dimensions.find((d: any) => d.id === id(path)).values).toEqual(all.filter((v: any) => shown.has(v.value)));
      }
    }
    // The draft cube's decimal measure; its standard error (with cube:Undefined) is an attribute, without a range.
    const nfi = (await query(embedded, 'dataCubesComponents', { cubeFilters: [{ iri: NFI }] })).body.data.dataCubesComponents;
    expect(nfi.measures[0].values.map((v: any) => v.value)).toEqual([0, expect.any(Number)]);
  });

  it('serves the 26 canton shapes of the Kanton dimension', async () => {
    const { body } = await query(embedded, 'dataCubeDimensionGeoShapes', { cubeFilter: { iri: FORESTRY_V2, dimensionId: id('kanton') }, locale: 'de' });
    const shapes = body.data.dataCubeDimensionGeoShapes.objects.shapes.geometries;
    expect(shapes).toHaveLength(26);
    expect(shapes.find((g: any) => g.properties.iri === 'https://ld.admin.ch/canton/2').properties.label).toBe('Bern');
  });

  it('finds the latest version and the unversioned IRI of a cube', async () => {
    const latest = async (iri: string) => (await query(embedded, 'dataCubeLatestIri', { cubeFilter: { iri } })).body.data.dataCubeLatestIri;
    const parent = async (iri: string) => (await query(embedded, 'dataCubeUnversionedIri', { cubeFilter: { iri } })).body.data.dataCubeUnversionedIri;
    // As the shared cubes README lists them.
    expect(await latest(FORESTRY_V1)).toBe(FORESTRY_V2);
    expect(await latest(FORESTRY_V2)).toBe(FORESTRY_V2);
    expect(await latest(FORESTRY)).toBe(FORESTRY_V2);
    expect(await latest(NFI)).toBe(NFI);
    expect(await latest('https://example.org/no-cube')).toBeNull();
    expect(await parent(FORESTRY_V1)).toBe(FORESTRY);
    expect(await parent(NFI)).toBe(NFI);
  });

  it('answers a preview of the first rows', async () => {
    const { body } = await query(embedded, 'dataCubePreview', { cubeFilter: { iri: NFI } });
    const preview = body.data.dataCubePreview;
    expect(preview.observations).toHaveLength(10);
    expect(preview.dimensions.length).toBeGreaterThan(3);
    expect(preview.measures).toHaveLength(1);
  });

  it('gives the same answers through the remote code path', async () => {
    const cases: [string, object][] = [
      ['searchCubes', { includeDrafts: true, order: 'TITLE_ASC', fetchDimensionTermsets: true }],
      ['dataCubesMetadata', { cubeFilters: [{ iri: FORESTRY_V1 }, { iri: NFI }] }],
      ['dataCubesComponents', { cubeFilters: [{ iri: FORESTRY_V2 }] }],
      ['dataCubesComponents', { cubeFilters: [{ iri: NFI }], locale: 'fr' }],
      ['dataCubesObservations', { cubeFilters: [{ iri: NFI }] }],
      ['dataCubesObservations', { cubeFilters: [{ iri: FORESTRY_V1, filters: { [id('jahr')]: { type: 'range', from: '2005', to: '2007' } } }] }],
      ['dataCubeLatestIri', { cubeFilter: { iri: FORESTRY_V1 } }],
      ['dataCubeUnversionedIri', { cubeFilter: { iri: FORESTRY_V2 } }],
      ['possibleFilters', { cubeIri: FORESTRY_V2, filters: { [id('jahr')]: { type: 'single', value: '1990' } } }],
      ['dataCubeDimensionGeoShapes', { cubeFilter: { iri: FORESTRY_V2, dimensionId: id('kanton') } }],
    ];
    for (const [name, variables] of cases) {
      const local = await query(embedded, name, variables);
      const far = await query(remote, name, variables, remoteUrl);
      expect(far.status, name).toBe(200);
      const strip = (b: any) => (name === 'dataCubesObservations' ? { ...b.data[name], sparqlEditorUrls: undefined } : b.data[name]);
      expect(canonicalJson(strip(far.body)), name).toBe(canonicalJson(strip(local.body)));
    }
    // A preview's rows are the ones the engine lists first.
    const preview = await query(remote, 'dataCubePreview', { cubeFilter: { iri: FORESTRY_V2 } }, remoteUrl);
    await expectPreviewOfCube(
      preview.body.data.dataCubePreview,
      FORESTRY_V2,
      async (name, variables) => (await query(embedded, name, variables)).body.data[name],
    );
  });

  describe('refuses bad input with a clear message', () => {
    it.each([
      [
        'an unknown cube IRI',
        'dataCubesComponents',
        { cubeFilters: [{ iri: 'https://example.org/no-such-cube' }] },
        404,
        /Cube not found: https:\/\/example.org\/no-such-cube/,
      ],
      ['a malformed IRI', 'dataCubesMetadata', { cubeFilters: [{ iri: 'not an iri>' }] }, 400, /cubeFilters.0.iri: must be an absolute IRI/],
      ['a malformed filter', 'dataCubesObservations', { cubeFilters: [{ iri: FORESTRY_V2, filters: { [id('jahr')]: { type: 'single' } } }] }, 400, /filters/],
      [
        'a filter on an unknown component',
        'dataCubesObservations',
        { cubeFilters: [{ iri: FORESTRY_V2, filters: { [id('nope')]: { type: 'single', value: '2010' } } }] },
        400,
        /Unknown component in filters: .*\/nope/,
      ],
      [
        'a filter key that is no component id',
        'dataCubesObservations',
        { cubeFilters: [{ iri: FORESTRY_V2, filters: { nope: { type: 'single', value: '2010' } } }] },
        400,
        /filters.nope: key must be a component id/,
      ],
      [
        'a filter value that is not an IRI',
        'dataCubesObservations',
        { cubeFilters: [{ iri: FORESTRY_V2, filters: { [id('kanton')]: { type: 'single', value: 'Bern' } } }] },
        400,
        /is not an IRI/,
      ],
      [
        'an endpoint not on the allow-list',
        'dataCubesComponents',
        { sourceUrl: 'https://example.org/sparql', cubeFilters: [{ iri: FORESTRY_V2 }] },
        400,
        /not allowed/,
      ],
      ['an unknown source type', 'dataCubesComponents', { sourceType: 'sql', cubeFilters: [{ iri: FORESTRY_V2 }] }, 400, /Unsupported sourceType/],
      ['an unknown locale', 'dataCubesComponents', { locale: 'rm', cubeFilters: [{ iri: FORESTRY_V2 }] }, 400, /locale/],
      ['an unknown query', 'dropAllCubes', {}, 400, /Unknown query "dropAllCubes"/],
      ['an unknown observations format', 'dataCubesObservations', { cubeFilters: [{ iri: FORESTRY_V2 }], format: 'csv' }, 400, /format/],
    ])('%s', async (_what, name, variables, status, message) => {
      const response = await query(embedded, name, variables);
      expect(response.status).toBe(status);
      expect(response.body).toMatchObject({ success: false });
      expect(response.body.message).toMatch(message);
    });

    it('an oversized body', async () => {
      const response = await embedded.post('/api/data/searchCubes', { ...source, query: 'x'.repeat(2 * 1024 * 1024) });
      expect(response.status).toBe(413);
      expect(response.body.message).toMatch(/larger than/);
    });

    it('malformed JSON', async () => {
      const response = await embedded.post('/api/data/searchCubes', '{"sourceType":');
      expect(response.status).toBe(400);
      expect(response.body.success).toBe(false);
    });
  });
});
