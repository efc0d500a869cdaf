import oxigraph from 'oxigraph';
import { describe, expect, it } from 'vitest';
import { importDescriptionFile } from '../import/catalogue';
import { buildObservationTables } from './observation-table';
import { EmbeddedSparqlClient } from './sparql';
import { onThisThread } from './store-query';
import { isUnitAttribute, loadValueUnits, unitDecidingDimensions } from './value-units';

const UG = 'http://qudt.org/vocab/unit/MicroGM-PER-M3';
const MG = 'http://qudt.org/vocab/unit/MilliGM-PER-M3';

describe('unitDecidingDimensions', () => {
  it('names the dimensions each of whose values has one unit, of at least two', () => {
    const pairs = [
      { path: 'pollutant', value: 'no2', unit: UG },
      { path: 'pollutant', value: 'co', unit: MG },
      { path: 'station', value: 'bern', unit: UG },
      { path: 'station', value: 'bern', unit: MG },
      { path: 'year', value: '2020', unit: UG },
    ];
    expect(unitDecidingDimensions(pairs)).toEqual(
      new Map([
        [
          'pollutant',
          new Map([
            ['no2', UG],
            ['co', MG],
          ]),
        ],
      ]),
    );
  });
});

describe('isUnitAttribute', () => {
  const iri = (value: string) => ({ type: 'uri' as const, value });
  it('knows a unit attribute by its path or by values that are all QUDT units', () => {
    expect(isUnitAttribute('http://purl.org/linked-data/sdmx/2009/attribute#unitMeasure', [])).toBe(true);
    expect(isUnitAttribute('https://example.org/unit', [iri(UG), iri(MG)])).toBe(true);
    expect(isUnitAttribute('https://example.org/unit', [iri(UG), iri('https://example.org/other')])).toBe(false);
    expect(isUnitAttribute('https://example.org/unit', [])).toBe(false);
  });
});

describe('loadValueUnits on the air-monitoring test cube', () => {
  const FIXTURE = new URL('../../../tests/fixtures/air-monitoring/description.json', import.meta.url).pathname;
  const CUBE = 'https://example.org/cube/air-monitoring/1';
  const path = (name: string) => `https://example.org/cube/air-monitoring/${name}`;
  const store = new oxigraph.Store();
  store.load(importDescriptionFile(FIXTURE).turtle, { format: 'text/turtle' });

  it('finds the pollutant deciding the unit, from the observation table and by query alike', async () => {
    const clients = [
      new EmbeddedSparqlClient(onThisThread(store), '/api/sparql', await buildObservationTables(onThisThread(store))),
      new EmbeddedSparqlClient(onThisThread(store), '/api/sparql'),
    ];
    const keys = ['year', 'station', 'canton', 'pollutant'].map(path);
    for (const client of clients) {
      const units = await loadValueUnits(client, CUBE, path('unit'), keys);
      expect([...units.keys()]).toEqual([path('pollutant')]);
      const pollutant = (code: string) => `https://example.org/air-monitoring/pollutant/${code}`;
      expect(units.get(path('pollutant'))!.get(pollutant('co'))).toBe(MG);
      expect(units.get(path('pollutant'))!.get(pollutant('no2'))).toBe(UG);
    }
  });
});
