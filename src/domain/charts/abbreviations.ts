/**
 * Abbreviations for long value labels (spec 001 §2 "Field panel … abbreviations"): a field whose
 * dimension gives its values a short name (schema:alternateName, e.g. the canton "Neuenburg" as
 * "NE") may show the short names. Only what the chart writes changes — category ticks, legend
 * entries and tooltips — so legend toggles, sorting, colours and annotations keep the full labels.
 */
import type { ChartConfig } from '../config';
import { isTemporalDimension, type Component } from '../data';
import type { Scene } from './scene';

type AbbreviatedField = { componentId?: string; useAbbreviations?: boolean };

/** Whether a field of a chart type can show abbreviations: category axes and segments. */
export const acceptsAbbreviations = (chartType: ChartConfig['chartType'], field: string) =>
  field === 'segment' || (field === 'x' && ['column', 'line', 'area'].includes(chartType)) || (field === 'y' && chartType === 'bar');

/** Whether a component has short names to offer: a dimension other than time with at least one. */
export const hasAbbreviations = (component: Component | undefined) =>
  !!component && !isTemporalDimension(component) && component.values.some((v) => !!v.alternateName);

/** Full label → short name of every field that asks for abbreviations. */
export const abbreviationsOf = (config: ChartConfig, components: Map<string, Component>) => {
  const short = new Map<string, string>();
  for (const field of Object.values(config.fields as unknown as Record<string, AbbreviatedField | undefined>)) {
    if (!field?.useAbbreviations || !field.componentId) continue;
    for (const v of components.get(field.componentId)?.values ?? []) if (v.alternateName) short.set(v.label, v.alternateName);
  }
  return short;
};

/** The scene with its category ticks, legend and tooltips written in the short names. */
export const abbreviateScene = (scene: Scene, short: Map<string, string>): Scene => {
  if (!short.size) return scene;
  const of = <T extends string | undefined>(label: T) => (label === undefined ? label : (short.get(label) ?? label)) as T;
  return {
    ...scene,
    // Value axes (those with grid lines) carry numbers, never labels.
    axes: scene.axes.map((axis) => (axis.grid ? axis : { ...axis, ticks: axis.ticks.map((tick) => ({ ...tick, label: of(tick.label) })) })),
    legend: scene.legend.map((item) => ({ ...item, label: of(item.label) })),
    marks: scene.marks.map((mark) => ('tooltip' in mark ? { ...mark, tooltip: { ...mark.tooltip, title: of(mark.tooltip.title), series: of(mark.tooltip.series) } } : mark)),
  };
};
