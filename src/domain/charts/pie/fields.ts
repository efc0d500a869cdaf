/** Pie fields (spec 001 §3): one measure, a required segment, an optional animation. */
import { z } from 'zod';
import { animationFieldSchema, componentField, segmentFieldSchema, sumByLevel } from '../../config/fields';
import { colorFieldSchema } from '../../config/common';

export const pieFieldsSchema = z.object({
  y: componentField.extend({ showValues: z.boolean().optional() }),
  color: colorFieldSchema,
  /** Optionally a level of its dimension's hierarchy, each slice a sum. */
  segment: segmentFieldSchema.extend(sumByLevel),
  animation: animationFieldSchema.optional(),
});
