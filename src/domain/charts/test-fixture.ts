/**
 * Hand-made components and the config fields every chart test shares: tests build small cubes
 * from these and vary only what they check.
 */
import { defaultInteractiveFilters, emptyMeta } from '../config/defaults';
import type { Dimension, Measure } from '../data';

/** A nominal dimension `cube___{name}` whose values are `https://ld.example/{name}/{label}`. */
export const dimension = (name: string, labels: string[], extra: Record<string, unknown> = {}) =>
  ({
    __typename: 'NominalDimension',
    id: `cube___${name}`,
    label: name,
    cubeIri: 'cube/1',
    isKeyDimension: true,
    isNumerical: false,
    values: labels.map((label) => ({ value: `https://ld.example/${name}/${label}`, label })),
    ...extra,
  }) as Dimension;

/** `cube___year`, a temporal dimension of years whose values are the years themselves. */
export const yearDimension = (years: string[]) =>
  dimension('year', years, {
    __typename: 'TemporalDimension',
    label: 'Year',
    timeUnit: 'Year',
    timeFormat: '%Y',
    values: years.map((y) => ({ value: y, label: y })),
  });

export const measure = (name: string, extra: Partial<Measure> = {}): Measure => ({
  __typename: 'NumericalMeasure',
  id: `cube___${name}`,
  label: name,
  cubeIri: 'cube/1',
  isKeyDimension: false,
  isNumerical: true,
  values: [],
  ...extra,
});

/** Every config field but chartType and fields, for one cube without filters. */
export const configBase = () => ({
  key: 'abcdefghijkl',
  version: '5.0.0',
  meta: emptyMeta(),
  cubes: [{ iri: 'cube/1', filters: {} }],
  interactiveFiltersConfig: defaultInteractiveFilters(),
  annotations: [],
  limits: {},
  conversionUnitsByComponentId: {},
});
