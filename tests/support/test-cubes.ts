/**
 * Test cubes made by the importer from the descriptions in tests/fixtures/<name>/description.json:
 * sparse cases the bundled catalogue does not have (series ending in different years, categories
 * missing in some years, a shape dimension without shapes, units that differ by a dimension), and a
 * hierarchy of dimension values (Switzerland → canton → station); and the data shapes that break
 * charts (issue 29): 26 long names, negative values, twenty series, a total beside its parts, one value;
 * and months, with values labelled in German only (monthly-stays); ordinal age classes whose codes
 * sort otherwise than their positions ("100+" before "15-19"), a total beside its parts (age-classes);
 * a number as a key dimension, 101 years of age (age-years).
 * Each call writes the Turtle into a fresh folder, usable as DATA_DIR or as startServer files.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importDescriptionFile } from '../../src/server/import/catalogue';

const FIXTURES = new URL('../fixtures/', import.meta.url).pathname;

/** The air-monitoring cube: stations × pollutants × years, see its description. */
export const AIR_MONITORING = {
  cube: 'https://example.org/cube/air-monitoring/1',
  /** A component id as the data API names it (unversioned cube IRI, ___, dimension IRI). */
  component: (name: 'year' | 'station' | 'canton' | 'pollutant' | 'value' | 'unit') =>
    `https://example.org/cube/air-monitoring___https://example.org/cube/air-monitoring/${name}`,
  station: (code: string) => `https://example.org/air-monitoring/station/${code}`,
  pollutant: (code: string) => `https://example.org/air-monitoring/pollutant/${code}`,
  canton: (code: string) => `https://example.org/air-monitoring/canton/${code}`,
};

/** Overnight stays by month (2022-01 to 2024-06), major region and origin; see its description. */
export const MONTHLY_STAYS = {
  cube: 'https://example.org/cube/monthly-stays/1',
  component: (name: 'month' | 'region' | 'origin' | 'stays' | 'occupancy') =>
    `https://example.org/cube/monthly-stays___https://example.org/cube/monthly-stays/${name}`,
};

/** Persons by year (2021–2023), canton (Zurich, Appenzell Inner Rhodes, Jura from 2022), age class and sex; see its description. */
export const AGE_CLASSES = {
  cube: 'https://example.org/cube/age-classes/1',
  component: (name: 'year' | 'canton' | 'age' | 'sex' | 'persons' | 'share') =>
    `https://example.org/cube/age-classes___https://example.org/cube/age-classes/${name}`,
};

/** Persons by year (2022, 2023), year of age (0 to 100, integers) and sex; see its description. */
export const AGE_YEARS = {
  cube: 'https://example.org/cube/age-years/1',
  component: (name: 'year' | 'age' | 'sex' | 'persons') => `https://example.org/cube/age-years___https://example.org/cube/age-years/${name}`,
};

/** Cantons declared shapes that the source lacks, and no coordinates: a map cannot be drawn. */
export const SHAPELESS_CANTONS = { cube: 'https://example.org/cube/shapeless-cantons/1' };

const TEST_CUBES = [
  'air-monitoring',
  'shapeless-cantons',
  'canton-emissions',
  'trade-balance',
  'main-languages',
  'energy-sectors',
  'single-value',
  'monthly-stays',
  'age-classes',
  'age-years',
] as const;

/** Imports the test cubes into a new folder; returns it and the Turtle files in it. */
export const importTestCubes = (): { dir: string; files: string[] } => {
  const dir = mkdtempSync(join(tmpdir(), 'test-cubes-'));
  const files = TEST_CUBES.map((name) => {
    const file = join(dir, `${name}.ttl`);
    writeFileSync(file, importDescriptionFile(join(FIXTURES, name, 'description.json')).turtle);
    return file;
  });
  return { dir, files };
};
