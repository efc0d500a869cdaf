/** Texts per locale and small shared shapes of the chart config (spec 001 §3). */
import { z } from 'zod';

/** A text in each of the four locales. */
export const localizedSchema = z.object({ de: z.string(), fr: z.string(), it: z.string(), en: z.string() });
export type Localized = z.infer<typeof localizedSchema>;

export const emptyLocalized = (): Localized => ({ de: '', fr: '', it: '', en: '' });

export const metaSchema = z.object({ title: localizedSchema, description: localizedSchema, label: localizedSchema });
export type Meta = z.infer<typeof metaSchema>;

export const emptyMeta = (): Meta => ({ title: emptyLocalized(), description: emptyLocalized(), label: emptyLocalized() });

export const filterValueSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('single'), value: z.union([z.string(), z.number()]), position: z.number().optional() }),
  z.object({ type: z.literal('multi'), values: z.record(z.string(), z.literal(true)), position: z.number().optional() }),
  z.object({ type: z.literal('range'), from: z.string(), to: z.string(), position: z.number().optional() }),
]);
export const filtersSchema = z.record(z.string(), filterValueSchema);
export type Filters = z.infer<typeof filtersSchema>;

export const cubeSchema = z.object({
  iri: z.string().min(1),
  filters: filtersSchema,
  joinBy: z.array(z.string()).optional(),
  componentIds: z.array(z.string()).optional(),
  loadValues: z.boolean().optional(),
});
export type ChartCube = z.infer<typeof cubeSchema>;

export const sortingSchema = z.object({
  sortingType: z.enum(['byDimensionLabel', 'byMeasure', 'byTotalSize', 'byAuto']),
  sortingOrder: z.enum(['asc', 'desc']),
});
export type Sorting = z.infer<typeof sortingSchema>;

export const colorMappingSchema = z.record(z.string(), z.string());
