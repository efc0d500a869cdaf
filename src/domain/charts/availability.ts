/**
 * Which chart types a cube allows (spec 000 §5), with the exact message keys.
 *
 * The spec's list reads as if column, bar and pie needed a geographic dimension too; the reference
 * tool enables column and bar with any dimension usable as x (categorical, temporal or geographic)
 * and pie with a categorical or geographic segment, and only the map strictly needs a geographic
 * dimension. That reading is implemented here.
 */
import {
  isCategoricalDimension,
  isGeoDimension,
  isNumericalMeasure,
  isOrdinalMeasure,
  isTemporalDimension,
  type DataCubeComponents,
} from '../data';
import { CHART_TYPES, type ChartType } from '../config/chart-types';
import type { MessageKey } from '../messages';

export type Availability = { enabled: boolean; messageKey?: MessageKey };

/** The map's message is a sentence in the spec, not a key: this is its key, the sentence its English text. */
export const MAP_DISABLED_MESSAGE: MessageKey = 'controls.chart.disabled.map';

type Facts = {
  numerical: number;
  ordinalMeasures: number;
  categorical: boolean;
  temporal: boolean;
  geo: boolean;
  /** Largest number of numerical measures sharing one unit, and the number of distinct units. */
  sameUnit: number;
  units: number;
};

const factsOf = ({ dimensions, measures }: DataCubeComponents): Facts => {
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
    sameUnit: Math.max(0, ...perUnit.values()),
    units: perUnit.size,
  };
};

/** A requirement: undefined when met, else the message key. */
type Rule = (f: Facts) => MessageKey | undefined;
const need = (ok: (f: Facts) => boolean, messageKey: MessageKey): Rule => (f) => (ok(f) ? undefined : messageKey);

const numerical = need((f) => f.numerical > 0, 'controls.chart.disabled.numerical');
const xDimension = need((f) => f.categorical || f.temporal || f.geo, 'controls.chart.disabled.categorical');
const temporal = need((f) => f.temporal, 'controls.chart.disabled.temporal');
const multipleMeasures = need((f) => f.numerical > 1, 'controls.chart.disabled.multiple-measures');
const differentUnits = need((f) => f.units > 1, 'controls.chart.disabled.different-unit');

/** Requirements per chart type, checked in order; the first unmet one gives the message. */
export const CHART_RULES: Record<ChartType, Rule[]> = {
  table: [],
  column: [numerical, xDimension],
  bar: [numerical, xDimension],
  line: [numerical, temporal],
  area: [numerical, temporal],
  scatterplot: [numerical, multipleMeasures],
  pie: [numerical, need((f) => f.categorical || f.geo, 'controls.chart.disabled.categorical')],
  map: [need((f) => f.geo && (f.numerical > 0 || f.ordinalMeasures > 0), MAP_DISABLED_MESSAGE)],
  comboLineSingle: [numerical, multipleMeasures, temporal, need((f) => f.sameUnit > 1, 'controls.chart.disabled.same-unit')],
  comboLineDual: [numerical, multipleMeasures, temporal, differentUnits],
  comboLineColumn: [numerical, multipleMeasures, temporal, differentUnits],
};

export const getChartTypeAvailability = (components: DataCubeComponents): Record<ChartType, Availability> => {
  const facts = factsOf(components);
  return Object.fromEntries(
    CHART_TYPES.map((type) => {
      const messageKey = CHART_RULES[type].map((rule) => rule(facts)).find(Boolean);
      return [type, messageKey ? { enabled: false, messageKey } : { enabled: true }];
    }),
  ) as Record<ChartType, Availability>;
};

/** Enabled chart types in the spec's order. */
export const getEnabledChartTypes = (components: DataCubeComponents): ChartType[] => {
  const availability = getChartTypeAvailability(components);
  return CHART_TYPES.filter((type) => availability[type].enabled);
};
