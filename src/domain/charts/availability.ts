/**
 * Which chart types a cube allows (spec 000 §5), with the exact message keys.
 *
 * The spec's list reads as if column, bar and pie needed a geographic dimension too; the reference
 * tool enables column and bar with any dimension usable as x (categorical, temporal or geographic)
 * and pie with a categorical or geographic segment, and only the map strictly needs a geographic
 * dimension. That reading is implemented here.
 */
import type { DataCubeComponents } from '../data';
import type { MessageKey } from '../messages';
import { CHART_TYPES, type ChartType } from '../config/chart-types';
import { CHART_REGISTRY } from './registry';
import { factsOf, type Requirement } from './requirements';

export type Availability = { enabled: boolean; messageKey?: MessageKey };

/** Requirements per chart type (each type's `requires`), checked in order; the first unmet one gives the message. */
export const CHART_RULES = Object.fromEntries(CHART_TYPES.map((type) => [type, CHART_REGISTRY[type].requires])) as Record<ChartType, Requirement[]>;

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
