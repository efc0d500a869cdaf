/** Map and table fields (spec 001 §3: map layers and base layer; table columns, settings, sorting). */
import { z } from 'zod';
import { colorMappingSchema } from './common';

/** How a map layer is coloured: one colour, a colour per category, or a numerical scale (spec 001 §3, 000 §9). */
export const mapColorSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('fixed'), value: z.string(), opacity: z.number().min(0).max(100) }),
  z.object({
    type: z.literal('categorical'),
    componentId: z.string(),
    paletteId: z.string(),
    colorMapping: colorMappingSchema,
    opacity: z.number().min(0).max(100),
  }),
  z
    .object({
      type: z.literal('numerical'),
      componentId: z.string(),
      paletteId: z.string(),
      scaleType: z.enum(['continuous', 'discrete']),
      interpolationType: z.enum(['linear', 'quantize', 'quantile', 'jenks']),
      nbClass: z.number().int().min(3).max(9).optional(),
      opacity: z.number().min(0).max(100),
    })
    // Continuous scales are linear; discrete ones quantize, quantile or jenks (spec 000 §9).
    .refine((c) => (c.scaleType === 'continuous') === (c.interpolationType === 'linear'), {
      message: 'a continuous scale interpolates linearly, a discrete one by quantize, quantile or jenks',
      path: ['interpolationType'],
    }),
]);

const lonLat = z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]);

export const customLayerSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('wms'), id: z.string(), endpoint: z.string(), isBehindAreaLayer: z.boolean(), syncTemporalFilters: z.boolean() }),
  z.object({ type: z.literal('wmts'), id: z.string(), url: z.string(), isBehindAreaLayer: z.boolean(), syncTemporalFilters: z.boolean() }),
]);

export const baseLayerSchema = z.object({
  show: z.boolean(),
  locked: z.boolean(),
  /** The view stored while `locked`: [[west, south], [east, north]] in degrees. */
  bbox: z.tuple([lonLat, lonLat]).optional(),
  customLayers: z.array(customLayerSchema),
});

export const areaLayerSchema = z.object({ componentId: z.string(), color: mapColorSchema });
/** Circles at geo coordinates or shape centroids, their area proportional to `measureId` (equal without it). */
export const symbolLayerSchema = z.object({ componentId: z.string(), measureId: z.string().optional(), color: mapColorSchema });

export const mapFieldsSchema = z
  .object({
    areaLayer: areaLayerSchema.optional(),
    symbolLayer: symbolLayerSchema.optional(),
    animation: z
      .object({ componentId: z.string(), showPlayButton: z.boolean(), type: z.enum(['continuous', 'stepped']), duration: z.number(), dynamicScales: z.boolean() })
      .optional(),
  })
  .refine((f) => f.areaLayer || f.symbolLayer, { message: 'a map needs an area layer or a symbol layer' });

export type MapColor = z.infer<typeof mapColorSchema>;
export type AreaLayer = z.infer<typeof areaLayerSchema>;
export type SymbolLayer = z.infer<typeof symbolLayerSchema>;
export type BaseLayer = z.infer<typeof baseLayerSchema>;

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
    if (field.isGroup && field.componentType === 'NumericalMeasure') ctx.addIssue({ code: 'custom', path: [key, 'isGroup'], message: 'numerical measures cannot be grouped' });
    if (!columnStyleTypesOf(field.componentType).includes(field.columnStyle.type)) {
      ctx.addIssue({ code: 'custom', path: [key, 'columnStyle', 'type'], message: `a ${field.componentType} column cannot be styled as ${field.columnStyle.type}` });
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
