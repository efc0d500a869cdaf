/**
 * The shapes every part of a chart config shares (spec 001 §3): texts per locale, filters, sorting
 * and colours. The one definition of each: the server's routes and the web import them from here.
 * Zod schemas: a module the published view loads imports their types only (`import type`).
 */
import { z } from 'zod';

/**
 * A text in each of the four locales; a caller may bound the text (annotations) or check it and
 * refuse unknown keys (import descriptions).
 */
export const localizedSchemaOf = (text: z.ZodString = z.string(), { strict = false } = {}) => {
  const shape = { de: text, fr: text, it: text, en: text };
  return strict ? z.strictObject(shape) : z.object(shape);
};
export const localizedSchema = localizedSchemaOf();
export type Localized = z.infer<typeof localizedSchema>;

/**
 * A filter on one component (spec 001 §3 "Filters"): one value, a set of values or a range. A
 * value is an IRI or a literal in its lexical form; the data API passes its checked text (length,
 * clean characters) and refuses unknown keys, a saved config drops them.
 */
export const filterValueSchemaOf = (text: z.ZodString = z.string(), { strict = false } = {}) => {
  const variant = <T extends z.core.$ZodLooseShape>(shape: T) => (strict ? z.strictObject(shape) : z.object(shape));
  const position = z.number().optional();
  return z.discriminatedUnion('type', [
    variant({ type: z.literal('single'), value: z.union([text, z.number()]), position }),
    variant({ type: z.literal('multi'), values: z.record(text, z.literal(true)), position }),
    variant({ type: z.literal('range'), from: text, to: text, position }),
  ]);
};
export const filterValueSchema = filterValueSchemaOf();
/** Filters on a cube, keyed by component id. */
export const filtersSchema = z.record(z.string(), filterValueSchema);
export type FilterValue = z.infer<typeof filterValueSchema>;
export type Filters = z.infer<typeof filtersSchema>;
/** How a filter chooses: the kinds of filterValueSchema. */
export type FilterType = FilterValue['type'];

export const sortingSchema = z.object({
  sortingType: z.enum(['byDimensionLabel', 'byMeasure', 'byTotalSize', 'byAuto']),
  sortingOrder: z.enum(['asc', 'desc']),
});
export type Sorting = z.infer<typeof sortingSchema>;
export type SortingType = Sorting['sortingType'];
export type SortingOrder = Sorting['sortingOrder'];
/** The choices of the sorting controls, read from the schema. */
export const SORTING_TYPES = sortingSchema.shape.sortingType.options;
export const SORTING_ORDERS = sortingSchema.shape.sortingOrder.options;

/** A colour per value (a dimension value or a measure id). */
export const colorMappingSchema = z.record(z.string(), z.string());
export type ColorMapping = z.infer<typeof colorMappingSchema>;

/** The colour field of the SVG charts: one colour, or a colour per segment value or per measure. */
export const colorFieldSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('single'), paletteId: z.string(), color: z.string() }),
  z.object({ type: z.literal('segment'), paletteId: z.string(), colorMapping: colorMappingSchema }),
  z.object({ type: z.literal('measures'), paletteId: z.string(), colorMapping: colorMappingSchema }),
]);
export type ColorField = z.infer<typeof colorFieldSchema>;
