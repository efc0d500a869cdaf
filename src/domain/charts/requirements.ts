/**
 * What a chart type needs of a cube (spec 000 §5), with the exact message keys: each chart folder
 * lists its requirements with these, `availability.ts` checks them.
 */
import {
  hasDrawablePlaces,
  isCategoricalDimension,
  isGeoDimension,
  isNumericalMeasure,
  isOrdinalMeasure,
  isTemporalDimension,
  type DataCubeComponents,
} from '../data';
import type { MessageKey } from '../messages';

/** The map's message is a sentence in the spec, not a key: this is its key, the sentence its English text. */
export const MAP_DISABLED_MESSAGE: MessageKey = 'controls.chart.disabled.map';

export type Facts = {
  numerical: number;
  ordinalMeasures: number;
  categorical: boolean;
  temporal: boolean;
  geo: boolean;
  /** A geographic dimension a map can draw: with shapes from the source, or coordinates. */
  mapPlaces: boolean;
  /** Largest number of numerical measures sharing one unit, and the number of distinct units. */
  sameUnit: number;
  units: number;
};

export const factsOf = ({ dimensions, measures }: DataCubeComponents): Facts => {
  const numerical = measures.filter(isNumericalMeasure);
  // Measures without a unit neither share a unit nor differ in one (spec 000 §5).
  const perUnit = new Map<string, number>();
  for (const m of numerical) if (m.unit) perUnit.set(m.unit, (perUnit.get(m.unit) ?? 0) + 1);
  return {
    numerical: numerical.length,
    ordinalMeasures: measures.filter(isOrdinalMeasure).length,
    categorical: dimensions.some(isCategoricalDimension),
    temporal: dimensions.some(isTemporalDimension),
    geo: dimensions.some(isGeoDimension),
    mapPlaces: dimensions.some(hasDrawablePlaces),
    sameUnit: Math.max(0, ...perUnit.values()),
    units: perUnit.size,
  };
};

/** A requirement: undefined when met, else the message key. */
export type Requirement = (f: Facts) => MessageKey | undefined;
export const need =
  (ok: (f: Facts) => boolean, messageKey: MessageKey): Requirement =>
  (f) =>
    ok(f) ? undefined : messageKey;

export const numerical = need((f) => f.numerical > 0, 'controls.chart.disabled.numerical');
export const xDimension = need((f) => f.categorical || f.temporal || f.geo, 'controls.chart.disabled.categorical');
export const categories = need((f) => f.categorical || f.geo, 'controls.chart.disabled.categorical');
export const temporal = need((f) => f.temporal, 'controls.chart.disabled.temporal');
export const multipleMeasures = need((f) => f.numerical > 1, 'controls.chart.disabled.multiple-measures');
export const differentUnits = need((f) => f.units > 1, 'controls.chart.disabled.different-unit');
export const sameUnit = need((f) => f.sameUnit > 1, 'controls.chart.disabled.same-unit');
export const geo = need((f) => f.geo && (f.numerical > 0 || f.ordinalMeasures > 0), MAP_DISABLED_MESSAGE);
/** A map draws areas where the source has shapes, circles at coordinates or shape centroids: without either it would be empty. */
export const mapPlaces = need((f) => f.mapPlaces, 'controls.chart.disabled.map-places');
