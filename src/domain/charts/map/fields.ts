/** Map fields (spec 001 §3): an area layer, a symbol layer, an animation, and the base layer under them. */
import { z } from 'zod';
import { colorMappingSchema } from '../../config/common';
import { animationFieldSchema } from '../../config/fields';

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
    animation: animationFieldSchema.optional(),
  })
  .refine((f) => f.areaLayer || f.symbolLayer, { message: 'a map needs an area layer or a symbol layer' });

export type MapColor = z.infer<typeof mapColorSchema>;
export type AreaLayer = z.infer<typeof areaLayerSchema>;
export type SymbolLayer = z.infer<typeof symbolLayerSchema>;
export type BaseLayer = z.infer<typeof baseLayerSchema>;
