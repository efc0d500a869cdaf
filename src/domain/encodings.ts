/**
 * Encoding roles per chart type and the component kinds each accepts (spec 000 §5 "Component type
 * per encoding", spec 001 §3 "Fields by chart type"), read from each type's definition in the
 * registry (`charts/<family>/definition.ts`, built from `charts/encoding-parts.ts`). Initial fields,
 * chart-type changes and the field panels all read them, so a chart type's fields are described once.
 */
import { capabilitiesOf } from './charts/capabilities';
import { candidatesOf, type Encoding } from './charts/encoding-parts';
import { CHART_REGISTRY } from './charts/registry';
import type { ChartType } from './config/chart-config';
import type { ColorField, SortingType } from './config/common';
import { DEFAULT_PALETTE, FIRST_COLOR } from './config/defaults';
import type { Component, DataCubeComponents } from './data';

/** The encodings of every chart type, from its registry entry. */
export const ENCODINGS = Object.fromEntries(Object.entries(CHART_REGISTRY).map(([type, d]) => [type, d.encodings])) as Record<ChartType, Encoding[]>;

/** The encodings of a chart type, in field order. */
export const encodingsOf = (chartType: ChartType): Encoding[] => CHART_REGISTRY[chartType].encodings;

/** The encoding of a field of a chart type, if it has one. */
export const encodingOf = (chartType: ChartType, field: string) => encodingsOf(chartType).find((e) => e.field === field);

/**
 * Every component id a field value names (componentId, componentIds, leftAxisComponentId, …),
 * also inside its parts: a map layer's colour names the component it colours by.
 */
export const fieldComponentIdsOf = (field: unknown): string[] =>
  field && typeof field === 'object'
    ? Object.entries(field).flatMap(([key, value]) =>
        /componentIds?$/i.test(key)
          ? Array.isArray(value)
            ? value
            : typeof value === 'string'
              ? [value]
              : []
          : key !== 'colorMapping' && value && typeof value === 'object' && !Array.isArray(value)
            ? fieldComponentIdsOf(value)
            : [],
      )
    : [];

export type ComponentOption = { component: Component; disabled: boolean };

/**
 * The components a field may take, each disabled when another exclusive field already uses it
 * (spec 001 §5 "An exclusive encoding disables a component already used by another field").
 */
export const componentOptions = (config: { chartType: ChartType; fields: object }, field: string, components: DataCubeComponents): ComponentOption[] => {
  const own = encodingOf(config.chartType, field);
  if (!own) return [];
  const fields = new Map(Object.entries(config.fields));
  const taken = new Set(
    own.exclusive
      ? encodingsOf(config.chartType)
          .filter((e) => e.exclusive && e.field !== field)
          .flatMap((e) => fieldComponentIdsOf(fields.get(e.field)))
      : [],
  );
  return candidatesOf(own, components).map((component) => ({ component, disabled: taken.has(component.id) }));
};

/** Sorting types offered per chart type and field (spec 000 §5 "Sorting options"), from the registry; types offering none are left out. */
export const SORTING_OPTIONS = Object.fromEntries(
  Object.entries(CHART_REGISTRY).flatMap(([type, d]) => (Object.keys(d.sorting).length ? [[type, d.sorting]] : [])),
) as Partial<Record<ChartType, Partial<Record<string, SortingType[]>>>>;

/** The sorting types a field offers. */
export const sortingOptionsOf = (chartType: ChartType, field: string): SortingType[] => CHART_REGISTRY[chartType].sorting[field] ?? [];

/** Whether a sorting option is offered but disabled: total size while the chart animates (totals change per frame). */
export const isSortingDisabled = (config: { fields: object }, sortingType: SortingType) =>
  sortingType === 'byTotalSize' && Boolean(new Map(Object.entries(config.fields)).get('animation'));

/** What a colour field keeps when it is rebuilt: its palette, and the colour or mapping that still applies. */
export type ColorMemory = { paletteId?: string; color?: string; colorMapping?: Record<string, string> };

/**
 * The colour field a chart type takes: one colour per measure on combos, one per segment value
 * when there is a segment, else a single colour.
 */
export const colorFieldFor = (chartType: ChartType, hasSegment: boolean, kept: ColorMemory = {}): ColorField => {
  const paletteId = kept.paletteId ?? DEFAULT_PALETTE;
  if (capabilitiesOf(chartType).measures) return { type: 'measures', paletteId, colorMapping: kept.colorMapping ?? {} };
  return hasSegment ? { type: 'segment', paletteId, colorMapping: kept.colorMapping ?? {} } : { type: 'single', paletteId, color: kept.color ?? FIRST_COLOR };
};
