/** Map and table fields (spec 001 §3: map layers and base layer; table columns, settings, sorting). */
import { z } from 'zod';
import { colorMappingSchema } from './meta';

const mapColorSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('fixed'), value: z.string(), opacity: z.number().min(0).max(100) }),
  z.object({
    type: z.literal('categorical'),
    componentId: z.string(),
    paletteId: z.string(),
    colorMapping: colorMappingSchema,
    opacity: z.number().min(0).max(100),
  }),
  z.object({
    type: z.literal('numerical'),
    componentId: z.string(),
    paletteId: z.string(),
    scaleType: z.enum(['continuous', 'discrete']),
    interpolationType: z.enum(['linear', 'quantize', 'quantile', 'jenks']),
    nbClass: z.number().int().min(3).max(9).optional(),
    opacity: z.number().min(0).max(100),
  }),
]);

export const customLayerSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('wms'), id: z.string(), endpoint: z.string(), isBehindAreaLayer: z.boolean(), syncTemporalFilters: z.boolean() }),
  z.object({ type: z.literal('wmts'), id: z.string(), url: z.string(), isBehindAreaLayer: z.boolean(), syncTemporalFilters: z.boolean() }),
]);

export const baseLayerSchema = z.object({
  show: z.boolean(),
  locked: z.boolean(),
  bbox: z.tuple([z.tuple([z.number(), z.number()]), z.tuple([z.number(), z.number()])]).optional(),
  customLayers: z.array(customLayerSchema),
});

export const mapFieldsSchema = z
  .object({
    areaLayer: z.object({ componentId: z.string(), color: mapColorSchema }).optional(),
    symbolLayer: z.object({ componentId: z.string(), measureId: z.string().optional(), color: mapColorSchema }).optional(),
    animation: z
      .object({ componentId: z.string(), showPlayButton: z.boolean(), type: z.enum(['continuous', 'stepped']), duration: z.number(), dynamicScales: z.boolean() })
      .optional(),
  })
  .refine((f) => f.areaLayer || f.symbolLayer, { message: 'a map needs an area layer or a symbol layer' });

const columnStyleSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), textStyle: z.enum(['regular', 'bold']), textColor: z.string(), columnColor: z.string() }),
  z.object({ type: z.literal('category'), textStyle: z.enum(['regular', 'bold']), paletteId: z.string(), colorMapping: colorMappingSchema }),
  z.object({ type: z.literal('heatmap'), textStyle: z.enum(['regular', 'bold']), paletteId: z.string() }),
  z.object({
    type: z.literal('bar'),
    textStyle: z.enum(['regular', 'bold']),
    barColorPositive: z.string(),
    barColorNegative: z.string(),
    barColorBackground: z.string(),
    barShowBackground: z.boolean(),
  }),
]);

export const tableFieldsSchema = z.record(
  z.string(),
  z.object({
    componentId: z.string(),
    componentType: z.string(),
    index: z.number().int().min(0),
    isGroup: z.boolean(),
    isHidden: z.boolean(),
    columnStyle: columnStyleSchema,
  }),
);

export const tableSettingsSchema = z.object({ showSearch: z.boolean(), showAllRows: z.boolean() });

export const tableSortingSchema = z.array(
  z.object({ componentId: z.string(), componentType: z.string(), sortingOrder: z.enum(['asc', 'desc']) }),
);
