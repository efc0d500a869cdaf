/**
 * Unit conversion (spec 001 §3–§5, the convert-units option): a measure's values times a
 * multiplier, under a unit label of the author's in each language. It is a transform of the
 * components and the observation table that every reader takes after loading (values, axes,
 * tooltips, tables, downloads), so no chart converts anything itself. Limits, value ranges and
 * the standard errors and confidence bounds that relate to a measure convert with it.
 */
import type { ConversionUnit, ConversionUnits } from '../config';
import { DEFAULT_MULTIPLIER } from '../config/defaults';
import { type Component, type DataCubeComponents, type Limit, type Locale, type Observation, LOCALES } from '../data';

/** A conversion just switched on: multiplier 1, the original unit in every language (spec 001 §4). */
export const enabledConversion = (originalUnit: string | undefined): ConversionUnit => ({
  multiplier: DEFAULT_MULTIPLIER,
  labels: Object.fromEntries(LOCALES.map((l) => [l, originalUnit ?? ''])) as ConversionUnit['labels'],
});

export type MultiplierError = 'invalid-number' | 'positive-number';

/** A multiplier typed by the author: a number (else 'invalid number') above 0 (else 'positive number'), spec 001 §5. */
export const parseMultiplier = (text: string): { value: number } | { error: MultiplierError } => {
  const value = text.trim() === '' ? NaN : Number(text.trim());
  if (!Number.isFinite(value)) return { error: 'invalid-number' };
  return value > 0 ? { value } : { error: 'positive-number' };
};

/** The multiplier that applies to a component: its measure's, or the one of the measure it relates to. */
const multiplierOf = (component: Component, conversions: ConversionUnits) =>
  conversions[component.id]?.multiplier ?? component.related?.map((r) => conversions[r.id]?.multiplier).find((m) => m !== undefined);

const convertLimit = (limit: Limit, m: number): Limit =>
  limit.type === 'value-range' ? { ...limit, min: limit.min * m, max: limit.max * m } : { ...limit, value: limit.value * m };

/** The components with converted units, value ranges and limits; the original unit kept as originalUnit. */
export const convertComponents = (components: DataCubeComponents, conversions: ConversionUnits, locale: Locale): DataCubeComponents => {
  if (!Object.keys(conversions).length) return components;
  const convert = <C extends Component>(component: C): C => {
    const m = multiplierOf(component, conversions);
    if (m === undefined) return component;
    const own = conversions[component.id];
    return {
      ...component,
      values: component.isNumerical
        ? component.values.map((v) => (typeof v.value === 'number' ? { ...v, value: v.value * m, label: String(v.value * m) } : v))
        : component.values,
      ...(own && { unit: own.labels[locale] || component.unit, originalUnit: component.unit }),
      ...('limits' in component && component.limits ? { limits: component.limits.map((l) => convertLimit(l, m)) } : {}),
    };
  };
  return { dimensions: components.dimensions.map(convert), measures: components.measures.map(convert) };
};

/** The observations with the converted components' numbers multiplied (a new table; the given one is kept). */
export const convertObservations = (observations: Observation[], components: Component[], conversions: ConversionUnits): Observation[] => {
  const factors = components.flatMap((c) => {
    const m = multiplierOf(c, conversions);
    return m === undefined || m === 1 ? [] : [[c.id, m] as const];
  });
  if (!factors.length) return observations;
  return observations.map((o) => {
    const converted = { ...o };
    for (const [id, m] of factors) {
      const value = o[id];
      if (typeof value === 'number') converted[id] = value * m;
    }
    return converted;
  });
};
