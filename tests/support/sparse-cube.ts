/**
 * The air-monitoring test cube (tests/fixtures/air-monitoring) in memory, for domain tests: its
 * components as the data API names them (ids, IRI values, labels in English, values in display
 * order) and its observations, and which values have data under some single filters — what the
 * server answers from the same rows (server/data/possible-filters.ts).
 */
import { readFileSync } from 'node:fs';
import { csvParse } from 'd3-dsv';
import type { DataCubeComponents, Dimension, Filters, Measure } from '../../src/domain/data';
import { unitDecidingDimensions } from '../../src/server/data/value-units';
import { AIR_MONITORING } from './test-cubes';

type Name = Parameters<typeof AIR_MONITORING.component>[0];
type Column = {
  id: Name;
  kind: string;
  temporal?: string;
  name: { en: string };
  values?: { iri: string; list: { value: string; code: string; name: { en: string } }[] };
};

const FIXTURE = new URL('../fixtures/air-monitoring/', import.meta.url).pathname;
const description = JSON.parse(readFileSync(`${FIXTURE}description.json`, 'utf8')) as { cube: { iri: string }; columns: Column[] };
const rows = csvParse(readFileSync(`${FIXTURE}rows.csv`, 'utf8'));

const iriOf = (column: Column, value: string) => {
  const listed = column.values?.list.find((v) => v.value === value);
  return listed ? column.values!.iri.replace('{code}', listed.code) : value;
};

/** The unit labels of the values of the dimensions that decide the unit, as the data API gives them (server/data/value-units.ts). */
const unitColumn = description.columns.find((c) => c.id === 'unit')!;
const unitLabel = (value: string) => unitColumn.values!.list.find((v) => v.value === value)!.name.en;
const valueUnits = unitDecidingDimensions(
  description.columns.filter((c) => c.kind === 'key').flatMap((c) => rows.map((r) => ({ path: c.id, value: iriOf(c, r[c.id]!), unit: unitLabel(r.unit!) }))),
);

const dimensionOf = (column: Column): Dimension => {
  const base = { id: AIR_MONITORING.component(column.id), label: column.name.en, cubeIri: description.cube.iri, isNumerical: false };
  if (column.temporal) {
    const years = [...new Set(rows.map((r) => r[column.id]!))].sort();
    return {
      ...base,
      __typename: 'TemporalDimension',
      isKeyDimension: true,
      timeUnit: 'Year',
      timeFormat: '%Y',
      values: years.map((y) => ({ value: y, label: y })),
    } as Dimension;
  }
  return {
    ...base,
    __typename: column.id === 'canton' ? 'GeoShapesDimension' : column.id === 'station' ? 'GeoCoordinatesDimension' : 'NominalDimension',
    isKeyDimension: column.kind === 'key',
    values: column.values!.list.map((v) => {
      const unit = valueUnits.get(column.id)?.get(iriOf(column, v.value));
      return { value: iriOf(column, v.value), label: v.name.en, ...(unit && { unit }) };
    }),
  } as Dimension;
};

export const SPARSE_CUBE = description.cube.iri;

export const sparseComponents = (): DataCubeComponents => ({
  dimensions: description.columns.filter((c) => c.kind !== 'measure').map(dimensionOf),
  measures: [
    {
      __typename: 'NumericalMeasure',
      id: AIR_MONITORING.component('value'),
      label: 'Annual mean',
      cubeIri: description.cube.iri,
      isKeyDimension: false,
      isNumerical: true,
      values: [],
    } as Measure,
  ],
});

/** The observations, each value as the data API answers it (IRI values as IRIs), by component id. */
export const sparseObservations: Record<string, string | number>[] = rows.map((row) =>
  Object.fromEntries(description.columns.map((c) => [AIR_MONITORING.component(c.id), c.kind === 'measure' ? Number(row[c.id]) : iriOf(c, row[c.id]!)])),
);

/** The values of a dimension with observations under single filters. */
export const sparseValuesWithData = (dimensionId: string, filters: Filters): (string | number)[] => {
  const matching = sparseObservations.filter((o) => Object.entries(filters).every(([id, f]) => f.type === 'single' && String(o[id]) === String(f.value)));
  return [...new Set(matching.map((o) => o[dimensionId]).filter((v) => v !== undefined))];
};

/** Component id and value IRIs of the cube, for short tests. */
export const AIR = {
  year: AIR_MONITORING.component('year'),
  station: AIR_MONITORING.component('station'),
  canton: AIR_MONITORING.component('canton'),
  pollutant: AIR_MONITORING.component('pollutant'),
  unit: AIR_MONITORING.component('unit'),
  value: AIR_MONITORING.component('value'),
  stationValue: AIR_MONITORING.station,
  pollutantValue: AIR_MONITORING.pollutant,
  cantonValue: AIR_MONITORING.canton,
};
