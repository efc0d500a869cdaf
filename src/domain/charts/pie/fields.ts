/** Pie fields (spec 001 §3): one measure, a required segment, an optional animation. */
import { z } from 'zod';
import { animationFieldSchema, colorFieldSchema, componentField, segmentFieldSchema } from '../../config/fields';

export const pieFieldsSchema = z.object({
  y: componentField.extend({ showValues: z.boolean().optional() }),
  color: colorFieldSchema,
  segment: segmentFieldSchema,
  animation: animationFieldSchema.optional(),
});
