/**
 * The field shapes chart types share (spec 001 §3 "Fields by chart type"): a component, a colour,
 * a segment, an animation. Each chart type's own fields schema is in its folder
 * (`charts/<family>/fields.ts`), built from these.
 */
import { z } from 'zod';
import { sortingSchema } from './common';

export const componentField = z.object({ componentId: z.string().min(1) });

export const animationFieldSchema = componentField.extend({
  showPlayButton: z.boolean(),
  type: z.enum(['continuous', 'stepped']),
  duration: z.number().positive(),
  dynamicScales: z.boolean(),
});

/** Short names (alternateName) for a dimension's values on a category axis or a segment. */
export const abbreviations = { useAbbreviations: z.boolean().optional() };

/** The depth of the hierarchy level whose nodes the field shows, each a sum (observations/aggregation.ts): column, bar and pie categories. */
export const sumByLevel = { sumByLevel: z.number().int().min(0).max(8).optional() };

export const segmentFieldSchema = componentField.extend({
  sorting: sortingSchema.optional(),
  ...abbreviations,
  showTitle: z.boolean().optional(),
  showValuesMapping: z.record(z.string(), z.boolean()).optional(),
});

/** A category axis: sortable, with short names. */
export const categoryField = componentField.extend({ sorting: sortingSchema.optional(), ...abbreviations });
