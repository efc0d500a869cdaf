/** Table fields (spec 001 §3): one field per column, keyed by component id; settings and sorting. */
import { z } from 'zod';
import { colorMappingSchema } from '../../config/common';

const textStyleSchema = z.enum(['regular', 'bold']);

/** How a table column draws its cells (spec 001 §3 "Column style types"). */
export const columnStyleSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), textStyle: textStyleSchema, textColor: z.string(), columnColor: z.string() }),
  z.object({ type: z.literal('category'), textStyle: textStyleSchema, paletteId: z.string(), colorMapping: colorMappingSchema }),
  z.object({ type: z.literal('heatmap'), textStyle: textStyleSchema, paletteId: z.string() }),
  z.object({
    type: z.literal('bar'),
    textStyle: textStyleSchema,
    barColorPositive: z.string(),
    barColorNegative: z.string(),
    barColorBackground: z.string(),
    barShowBackground: z.boolean(),
  }),
]);

/** The column styles a component type takes: numbers draw as heatmaps or bars, categories as coloured tags. */
export const columnStyleTypesOf = (componentType: string): ColumnStyle['type'][] =>
  componentType === 'NumericalMeasure' ? ['text', 'heatmap', 'bar'] : ['text', 'category'];

const tableFieldSchema = z.object({
  componentId: z.string(),
  componentType: z.string(),
  index: z.number().int().min(0),
  isGroup: z.boolean(),
  isHidden: z.boolean(),
  columnStyle: columnStyleSchema,
});

/**
 * One field per column, keyed by its component id (spec 001 §3). Numerical measures cannot be
 * grouped (spec 001 §4) and a column takes only the styles its component type fits.
 */
export const tableFieldsSchema = z.record(z.string(), tableFieldSchema).superRefine((fields, ctx) => {
  for (const [key, field] of Object.entries(fields)) {
    if (key !== field.componentId) ctx.addIssue({ code: 'custom', path: [key, 'componentId'], message: 'must be the key of its field' });
    if (field.isGroup && field.componentType === 'NumericalMeasure')
      ctx.addIssue({ code: 'custom', path: [key, 'isGroup'], message: 'numerical measures cannot be grouped' });
    if (!columnStyleTypesOf(field.componentType).includes(field.columnStyle.type)) {
      ctx.addIssue({
        code: 'custom',
        path: [key, 'columnStyle', 'type'],
        message: `a ${field.componentType} column cannot be styled as ${field.columnStyle.type}`,
      });
    }
  }
});

export const tableSettingsSchema = z.object({ showSearch: z.boolean(), showAllRows: z.boolean() });

/** Sorting items in priority order; a column sorts once ("an in-use table sorting option is not offered again", spec 001 §5). */
export const tableSortingSchema = z
  .array(z.object({ componentId: z.string(), componentType: z.string(), sortingOrder: z.enum(['asc', 'desc']) }))
  .refine((items) => new Set(items.map((i) => i.componentId)).size === items.length, { message: 'a column is sorted at most once' });

export type ColumnStyle = z.infer<typeof columnStyleSchema>;
export type TableField = z.infer<typeof tableFieldSchema>;
export type TableFields = z.infer<typeof tableFieldsSchema>;
export type TableSettings = z.infer<typeof tableSettingsSchema>;
export type TableSortingItem = z.infer<typeof tableSortingSchema>[number];
