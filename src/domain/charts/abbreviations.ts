/**
 * Abbreviations for long value labels (spec 001 §2 "Field panel … abbreviations"): a field whose
 * dimension gives its values a short name (schema:alternateName, e.g. the canton "Neuenburg" as
 * "NE") may show the short names. Only what the chart writes changes — category ticks, legend
 * entries and tooltips, through displayLabel — so legend toggles, sorting, colours and annotations
 * keep the full labels.
 */
import type { ChartConfig } from '../config';
import { fieldsOf, optionsOf } from './field-access';
import { isTemporalDimension, type Component } from '../data';

/** Whether a component has short names to offer: a dimension other than time with at least one. */
export const hasAbbreviations = (component: Component | undefined) =>
  !!component && !isTemporalDimension(component) && component.values.some((v) => !!v.alternateName);

/** The short names a chart writes for a component's values; set on the chart's own copies only. */
const shortNames = new WeakMap<Component, Map<string, string>>();

/** A value label in its short name, when the chart writes this component's values so. */
export const shortName = (component: Component, label: string) => shortNames.get(component)?.get(label);

/**
 * The chart's components with those of abbreviated fields replaced by copies that carry their
 * short names: everything that writes a label (displayLabel) writes the short one, and layouts
 * (rotated ticks, margins) are measured on what is written.
 */
export const withAbbreviations = (config: ChartConfig, components: Map<string, Component>): Map<string, Component> => {
  const ids = Object.values(fieldsOf(config)).flatMap((f) =>
    optionsOf(f).useAbbreviations && f && 'componentId' in f && f.componentId ? [f.componentId] : [],
  );
  if (!ids.length) return components;
  const copy = new Map(components);
  for (const id of ids) {
    const component = components.get(id);
    if (!hasAbbreviations(component)) continue;
    const abbreviated = { ...component! };
    shortNames.set(abbreviated, new Map(component!.values.flatMap((v) => (v.alternateName ? [[v.label, v.alternateName]] : []))));
    copy.set(abbreviated.id, abbreviated);
  }
  return copy;
};
