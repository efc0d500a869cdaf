/** Scatterplot fields (spec 001 §3): a measure on each axis, a segment, an optional animation. */
import { z } from 'zod';
import { animationFieldSchema, componentField, segmentFieldSchema } from '../../config/fields';
import { colorFieldSchema } from '../../config/common';

export const scatterplotFieldsSchema = z.object({
  x: componentField,
  y: componentField,
  color: colorFieldSchema,
  segment: segmentFieldSchema.optional(),
  animation: animationFieldSchema.optional(),
});
