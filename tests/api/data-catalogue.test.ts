/**
 * The data API through real HTTP on the bundled catalogue, checked against the source data the
 * catalogue was imported from (vega-datasets), not against numbers copied into the test.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeObservations } from '../../src/domain/observation-columns';
import { buildCatalogue } from '../../src/server/import/catalogue';
import { resolveDataPath } from '../../src/server/import/resolve';
import { startServer, type TestServer } from '../support/server';

const GAPMINDER = 'https://ld.cubeviz.org/cube/gapminder';
const id = (path: string) => `${GAPMINDER}___${GAPMINDER}/${path}`;
const source = JSON.parse(readFileSync(resolveDataPath('vega-datasets/data/gapminder.json', '.'), 'utf8')) as {
  year: number;
  country: string;
  pop: number;
  life_expect: number;
}[];

describe('data API on the bundled catalogue', () => {
  let server: TestServer;
  const query = async (name: string, variables: object) =>
    (await server.post(`/api/data/${name}`, { sourceType: 'sparql', sourceUrl: '/api/sparql', locale: 'en', ...variables })).body;

  beforeAll(async () => {
    const { files } = await buildCatalogue({ cacheDir: mkdtempSync(join(tmpdir(), 'catalogue-')) });
    server = await startServer({ files });
  });
  afterAll(() => server?.close());

  it('finds the published cubes, hides the draft and the expired version', async () => {
    const published = (await query('searchCubes', {})).data.searchCubes;
    const iris = published.map((r: any) => r.cube.iri);
    expect(iris).toContain(`${GAPMINDER}/2`);
    expect(iris).not.toContain(`${GAPMINDER}/1`);
    expect(published.every((r: any) => r.cube.publicationStatus === 'PUBLISHED')).toBe(true);
    // Newest first by default.
    const dates = published.map((r: any) => r.cube.datePublished);
    expect(dates).toEqual([...dates].sort().reverse());
    const withDrafts = (await query('searchCubes', { includeDrafts: true })).data.searchCubes;
    expect(withDrafts.filter((r: any) => r.cube.publicationStatus === 'DRAFT')).toHaveLength(1);
    expect(withDrafts).toHaveLength(published.length + 1);
  });

  it('searches in each language, matching word prefixes', async () => {
    const hits = async (locale: string, text: string) => (await query('searchCubes', { query: text, locale })).data.searchCubes.map((r: any) => r.cube.iri);
    expect(await hits('de', 'Erdbeb')).toEqual(['https://ld.cubeviz.org/cube/usgs-earthquakes/1']);
    expect(await hits('fr', 'séismes')).toEqual(['https://ld.cubeviz.org/cube/usgs-earthquakes/1']);
    expect(await hits('it', 'terremoti')).toEqual(['https://ld.cubeviz.org/cube/usgs-earthquakes/1']);
    expect(await hits('en', 'life expectancy')).toEqual([`${GAPMINDER}/2`]);
  });

  it('finds a cube by its title in another language, ranked after matches in the page language', async () => {
    const search = async (locale: string, text: string) => (await query('searchCubes', { query: text, locale })).data.searchCubes;
    // The German page, an English word: the weather cube, answered in German.
    const weather = await search('de', 'weather');
    expect(weather.map((r: any) => r.cube.iri)).toEqual(['https://ld.cubeviz.org/cube/noaa-seattle-weather/1']);
    expect(weather[0].cube.title).toMatch(/^Tageswetter/);
    // "Seattle" is in every language: no difference there. "Tageswetter" is only German.
    expect((await search('en', 'Tageswetter')).map((r: any) => r.cube.iri)).toEqual(['https://ld.cubeviz.org/cube/noaa-seattle-weather/1']);
    // A German match outranks an English one: "temperatur" begins a word of the German title of
    // the global temperature cube (a draft) and only of the English description of the weather cube.
    const temperature = (await query('searchCubes', { query: 'temperatur', locale: 'de', includeDrafts: true })).data.searchCubes;
    expect(temperature.map((r: any) => r.cube.iri)).toEqual([
      expect.stringContaining('nasa-global-temperature'),
      expect.stringContaining('noaa-seattle-weather'),
    ]);
  });

  it('knows both versions of a cube and their unversioned parent', async () => {
    const [v1, v2] = (await query('dataCubesMetadata', { cubeFilters: [{ iri: `${GAPMINDER}/1` }, { iri: `${GAPMINDER}/2` }], locale: 'it' })).data
      .dataCubesMetadata;
    expect(v1).toMatchObject({ unversionedIri: GAPMINDER, version: '1' });
    expect(v1.expires).toBeTruthy();
    expect(v2).toMatchObject({ unversionedIri: GAPMINDER, version: '2', publicationStatus: 'PUBLISHED' });
    expect(v2.title).toMatch(/^Popolazione/);
  });

  it('derives temporal, geo-shapes and nominal dimensions and measures in three units', async () => {
    const { dimensions, measures } = (await query('dataCubesComponents', { cubeFilters: [{ iri: `${GAPMINDER}/2` }], locale: 'de' })).data.dataCubesComponents;
    expect(dimensions.map((d: any) => [d.id, d.__typename])).toEqual([
      [id('year'), 'TemporalDimension'],
      [id('country'), 'GeoShapesDimension'],
      [id('region'), 'NominalDimension'],
    ]);
    const years = [...new Set(source.map((r) => String(r.year)))].sort();
    expect(dimensions[0].values.map((v: any) => v.value)).toEqual(years);
    expect(dimensions[1].values.find((v: any) => v.value === 'https://ld.cubeviz.org/country/CHE')?.label).toBe('Schweiz');
    expect(measures.map((m: any) => m.id)).toEqual([id('population'), id('life-expectancy'), id('fertility')]);
    expect(measures.every((m: any) => m.__typename === 'NumericalMeasure' && m.unit)).toBe(true);
  });

  it('returns the observations of the source data for a year', async () => {
    const { data } = (
      await query('dataCubesObservations', {
        cubeFilters: [
          {
            iri: `${GAPMINDER}/2`,
            componentIds: [id('country'), id('population'), id('life-expectancy')],
            filters: { [id('year')]: { type: 'single', value: '2005' } },
          },
        ],
      })
    ).data.dataCubesObservations;
    const expected = source.filter((r) => r.year === 2005);
    expect(data).toHaveLength(expected.length);
    const switzerland = data.find((o: any) => o[`${id('country')}/__iri__`] === 'https://ld.cubeviz.org/country/CHE');
    const row = expected.find((r) => r.country === 'Switzerland')!;
    expect(switzerland[id('population')]).toBe(row.pop);
    expect(switzerland[id('life-expectancy')]).toBe(row.life_expect);
    expect(switzerland[id('country')]).toBe('Switzerland');
  });

  it('gives day dimensions, ordinal classes and coordinates for the earthquakes', async () => {
    const cube = 'https://ld.cubeviz.org/cube/usgs-earthquakes/1';
    const { dimensions } = (await query('dataCubesComponents', { cubeFilters: [{ iri: cube }] })).data.dataCubesComponents;
    const byType = Object.fromEntries(dimensions.map((d: any) => [d.__typename, d]));
    expect(byType.TemporalDimension.timeUnit).toBe('Day');
    expect(byType.OrdinalDimension.values.map((v: any) => v.position)).toEqual([...byType.OrdinalDimension.values.keys()]);
    const event = byType.GeoCoordinatesDimension.values[0];
    expect(Math.abs(event.latitude)).toBeLessThanOrEqual(90);
    expect(Math.abs(event.longitude)).toBeLessThanOrEqual(180);
    const day = byType.TemporalDimension;
    const { data } = (
      await query('dataCubesObservations', {
        cubeFilters: [{ iri: cube, componentIds: [day.id], filters: { [day.id]: { type: 'range', from: day.values[1].value, to: day.values[2].value } } }],
      })
    ).data.dataCubesObservations;
    expect(data.length).toBeGreaterThan(0);
    expect(new Set(data.map((o: any) => o[day.id]))).toEqual(new Set([day.values[1].value, day.values[2].value]));
  });

  it('serves the country shapes of the geo-shapes dimension as TopoJSON', async () => {
    const topology = (await query('dataCubeDimensionGeoShapes', { cubeFilter: { iri: `${GAPMINDER}/2`, dimensionId: id('country') }, locale: 'fr' })).data
      .dataCubeDimensionGeoShapes;
    expect(topology.type).toBe('Topology');
    const shapes = topology.objects.shapes.geometries;
    // Every shape belongs to a country of the cube; Switzerland is one of them, labelled in French.
    const { dimensions } = (await query('dataCubesComponents', { cubeFilters: [{ iri: `${GAPMINDER}/2` }], locale: 'fr' })).data.dataCubesComponents;
    const countries = new Set(dimensions[1].values.map((v: any) => v.value));
    expect(shapes.length).toBeGreaterThan(countries.size / 2);
    expect(shapes.every((g: any) => countries.has(g.properties.iri) && ['Polygon', 'MultiPolygon'].includes(g.type))).toBe(true);
    expect(shapes.find((g: any) => g.properties.iri === 'https://ld.cubeviz.org/country/CHE')?.properties.label).toBe('Suisse');
    const notShapes = await server.post('/api/data/dataCubeDimensionGeoShapes', {
      sourceType: 'sparql',
      sourceUrl: '/api/sparql',
      locale: 'en',
      cubeFilter: { iri: `${GAPMINDER}/2`, dimensionId: id('year') },
    });
    expect(notShapes.status).toBe(400);
    expect(notShapes.body.message).toMatch(/not a geo-shapes dimension/);
  });

  it('joins two cubes on their month dimensions (full outer join)', async () => {
    const co2 = 'https://ld.cubeviz.org/cube/scripps-co2-mauna-loa/1';
    const jobs = 'https://ld.cubeviz.org/cube/bls-unemployment-industries/1';
    const componentsOf = async (iri: string) => (await query('dataCubesComponents', { cubeFilters: [{ iri }] })).data.dataCubesComponents;
    const [co2c, jobsc] = [await componentsOf(co2), await componentsOf(jobs)];
    const month = (c: any) => c.dimensions.find((d: any) => d.__typename === 'TemporalDimension').id;
    const industry = jobsc.dimensions.find((d: any) => d.__typename === 'NominalDimension');
    const filters = { [industry.id]: { type: 'single', value: industry.values[0].value } };
    const cubeFilters = [
      { iri: co2, joinBy: [month(co2c)] },
      { iri: jobs, joinBy: [month(jobsc)], filters },
    ];

    const joined = (await query('dataCubesComponents', { cubeFilters })).data.dataCubesComponents;
    expect(joined.dimensions[0]).toMatchObject({ id: 'joinBy__0', isJoinByDimension: true, timeUnit: 'Month' });
    expect(joined.dimensions[0].originalIds.map((o: any) => o.dimensionId)).toEqual([month(co2c), month(jobsc)]);
    expect(joined.measures).toHaveLength(co2c.measures.length + jobsc.measures.length);

    const rows = (await query('dataCubesObservations', { cubeFilters })).data.dataCubesObservations.data;
    const single = async (cubeFilter: object) => (await query('dataCubesObservations', { cubeFilters: [cubeFilter] })).data.dataCubesObservations.data;
    const co2Rows = await single({ iri: co2 });
    const jobsRows = await single({ iri: jobs, filters });
    const months = new Set([...co2Rows.map((o: any) => o[month(co2c)]), ...jobsRows.map((o: any) => o[month(jobsc)])]);
    expect(rows).toHaveLength(months.size);
    const co2Measure = co2c.measures[0].id;
    const rate = jobsc.measures.find((m: any) => m.unit === '%').id;
    const both = rows.filter((r: any) => r[co2Measure] !== undefined && r[rate] !== undefined);
    expect(both.length).toBeGreaterThan(0);
    for (const row of both.slice(0, 20)) {
      expect(row[co2Measure]).toBe(co2Rows.find((o: any) => o[month(co2c)] === row.joinBy__0)[co2Measure]);
      expect(row[rate]).toBe(jobsRows.find((o: any) => o[month(jobsc)] === row.joinBy__0)[rate]);
    }
    // The compact form keeps the keys a joined row lacks apart from null values.
    const columns = (await query('dataCubesObservations', { cubeFilters, format: 'columns' })).data.dataCubesObservations.data;
    expect(decodeObservations(columns)).toEqual(rows);
    const bad = await server.post('/api/data/dataCubesObservations', {
      sourceType: 'sparql',
      sourceUrl: '/api/sparql',
      locale: 'en',
      cubeFilters: [{ iri: co2, joinBy: [month(co2c)] }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/joinBy needs two or more cubes/);
  });

  it('previews the first rows of a cube', async () => {
    const preview = (await query('dataCubePreview', { cubeFilter: { iri: 'https://ld.cubeviz.org/cube/eia-iowa-electricity/1' } })).data.dataCubePreview;
    expect(preview.observations).toHaveLength(10);
    expect(preview.measures[0].unit).toBe('GWh');
  });
});
