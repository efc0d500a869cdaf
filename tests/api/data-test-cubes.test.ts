/**
 * The data API through real HTTP on the cubes the importer makes from tests/fixtures: what the
 * importer writes (here a hierarchy of dimension values) is what the components answer reads.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../support/server';
import { AIR_MONITORING, importTestCubes } from '../support/test-cubes';

describe('data API on the imported test cubes', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ files: importTestCubes().files });
  });
  afterAll(async () => {
    await server?.close();
  });

  const dimensions = async (locale: string) => {
    const { status, body } = await server.post('/api/data/dataCubesComponents', {
      sourceType: 'sparql',
      sourceUrl: '/api/sparql',
      locale,
      cubeFilters: [{ iri: AIR_MONITORING.cube }],
    });
    expect(status).toBe(200);
    return body.data.dataCubesComponents.dimensions as any[];
  };

  it('gives the station dimension its hierarchy: Switzerland → 5 cantons → 6 stations', async () => {
    const station = (await dimensions('fr')).find((d) => d.id === AIR_MONITORING.component('station'));
    const [root, ...others] = station.hierarchy;
    expect(others).toEqual([]);
    expect(root).toMatchObject({ value: 'https://example.org/air-monitoring/country/ch', label: 'Suisse', depth: 0, hasValue: false });
    // Cantons by label: the hierarchy's nodes are the canton dimension's values, with their names.
    expect(root.children.map((c: any) => [c.label, c.depth, c.hasValue])).toEqual([
      ['Bâle-Ville', 1, false],
      ['Berne', 1, false],
      ['Tessin', 1, false],
      ['Vaud', 1, false],
      ['Zurich', 1, false],
    ]);
    expect(root.children[1]).toMatchObject({ value: AIR_MONITORING.canton('be'), dimensionId: AIR_MONITORING.component('station') });
    expect(root.children[1].children.map((s: any) => s.value)).toEqual([AIR_MONITORING.station('bern-bollwerk'), AIR_MONITORING.station('jungfraujoch')]);
    const leaves = root.children.flatMap((canton: any) => canton.children);
    expect(leaves.map((s: any) => s.label)).toEqual(['Basel-Binningen', 'Bern-Bollwerk', 'Jungfraujoch', 'Lugano-Università', 'Payerne', 'Zürich-Kaserne']);
    expect(leaves.every((s: any) => s.hasValue && s.depth === 2 && !s.children)).toBe(true);
  });

  it('names the hierarchy nodes in the asked language and leaves the canton dimension flat', async () => {
    const found = await dimensions('it');
    const station = found.find((d) => d.id === AIR_MONITORING.component('station'));
    expect(station.hierarchy[0].label).toBe('Svizzera');
    expect(station.hierarchy[0].children.map((c: any) => c.label)).toContain('Ticino');
    const canton = found.find((d) => d.id === AIR_MONITORING.component('canton'));
    expect(canton.hierarchy).toBeUndefined();
    expect(canton.values.map((v: any) => v.label)).toEqual(['Berna', 'Basilea Città', 'Ticino', 'Vaud', 'Zurigo']);
  });

  it('gives each pollutant the unit its observations are measured in, and no other dimension units', async () => {
    const found = await dimensions('en');
    const pollutant = found.find((d) => d.id === AIR_MONITORING.component('pollutant'));
    expect(pollutant.values.map((v: any) => [v.label, v.unit])).toEqual([
      ['Carbon monoxide (CO)', 'mg/m³'],
      ['Nitrogen dioxide (NO2)', 'µg/m³'],
      ['Ozone (O3)', 'µg/m³'],
      ['Particulate matter (PM10)', 'µg/m³'],
      ['Sulphur dioxide (SO2)', 'µg/m³'],
    ]);
    // A station measures pollutants in both units: it decides none.
    const others = found.filter((d) => d.id !== AIR_MONITORING.component('pollutant'));
    expect(others.flatMap((d) => d.values.filter((v: any) => v.unit))).toEqual([]);
  });
});
