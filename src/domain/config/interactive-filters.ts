/** interactiveFiltersConfig, annotations, limits and unit conversions (spec 001 §3). */
import { z } from 'zod';
import { localizedSchema, localizedSchemaOf } from './common';

export const interactiveFiltersSchema = z.object({
  legend: z.object({ active: z.boolean(), componentId: z.string() }),
  timeRange: z.object({
    active: z.boolean(),
    componentId: z.string(),
    presets: z.object({ type: z.literal('range'), from: z.string(), to: z.string() }),
  }),
  dataFilters: z.object({
    active: z.boolean(),
    componentIds: z.array(z.string()),
    defaultValueOverrides: z.record(z.string(), z.array(z.string())),
    filterTypes: z.record(z.string(), z.enum(['single', 'multi'])),
  }),
  calculation: z.object({ active: z.boolean(), type: z.enum(['identity', 'percent']) }),
});
export type InteractiveFiltersConfig = z.infer<typeof interactiveFiltersSchema>;
/** How a visitor's data filter chooses: one value or several. */
export type DataFilterType = InteractiveFiltersConfig['dataFilters']['filterTypes'][string];

/** At most 3 annotations, 500 characters of text per locale (spec 001 §5). */
export const annotationSchema = z.object({
  key: z.string().startsWith('annotation:highlight:'),
  type: z.literal('highlight'),
  targets: z.array(z.object({ componentId: z.string(), value: z.string() })),
  text: localizedSchemaOf(z.string().max(500)),
  highlightType: z.enum(['none', 'filled']),
  color: z.string().optional(),
  defaultOpen: z.boolean(),
});
export type Annotation = z.infer<typeof annotationSchema>;
export const HIGHLIGHT_TYPES = annotationSchema.shape.highlightType.options;
export const annotationsSchema = z.array(annotationSchema).max(3);

export const limitSchema = z.object({
  measureId: z.string(),
  related: z.array(z.object({ dimensionId: z.string(), value: z.string() })),
  color: z.string(),
  lineType: z.enum(['solid', 'dashed']),
  symbolType: z.enum(['circle', 'cross', 'triangle']).optional(),
});
export type ConfigLimit = z.infer<typeof limitSchema>;
/** Limits are stored per measure id as a list. */
export const limitsSchema = z.record(z.string(), z.array(limitSchema));

export const conversionUnitSchema = z.object({ multiplier: z.number().positive(), labels: localizedSchema });
export const conversionUnitsSchema = z.record(z.string(), conversionUnitSchema);
export type ConversionUnit = z.infer<typeof conversionUnitSchema>;
export type ConversionUnits = z.infer<typeof conversionUnitsSchema>;
