/**
 * Reading a chart's fields by name, typed: what any chart type's field may hold, narrowed where
 * read. Free of the schemas (type imports only), so the published view may use it without zod.
 */
import type { ChartConfig, ChartConfigOf, ChartType } from '../config/chart-config';
import type { ColorField } from '../config/common';

/** What a field of some chart type holds: a component with its options, a colour, several measures, a map layer, a table column. */
export type AnyField = { [T in ChartType]: NonNullable<ChartConfigOf<T>['fields'][keyof ChartConfigOf<T>['fields']]> }[ChartType];

/** A chart's fields by name, for code that reads a field by its name (panels, roles, component ids); the typed union stays the config's own. */
export const fieldsOf = (config: Pick<ChartConfig, 'fields'>): Readonly<Partial<Record<string, AnyField>>> => config.fields;

/** The options of a field, each read as unknown until checked. */
export const optionsOf = (field: AnyField | undefined): Readonly<Partial<Record<string, unknown>>> => field ?? {};

/** The component a field shows, if it shows one (a combo's y shows several measures, a colour none). */
export const componentIdOf = (field: AnyField | undefined): string | undefined => (field && 'componentId' in field ? field.componentId : undefined);

/** A chart's colour field (the chart's colour, by segment value or by measure), when it has one: maps and tables colour layers and columns instead. */
export const colorFieldOf = (config: Pick<ChartConfig, 'fields'>, field = 'color'): ColorField | undefined => {
  const color = fieldsOf(config)[field];
  return color && 'paletteId' in color ? color : undefined;
};

/**
 * The config with one field replaced (or removed with undefined): a candidate the caller checks
 * against the schema before keeping it (configurator/slices/chart.ts `checked`).
 */
export const withField = <T extends ChartConfig>(config: T, field: string, value: object | undefined): T => {
  const { [field]: _, ...rest } = fieldsOf(config);
  // A field set keeps its place among the others.
  return { ...config, fields: value === undefined ? rest : { ...fieldsOf(config), [field]: value } } as T;
};
