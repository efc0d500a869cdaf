/** Line fields (spec 001 §3): time along x, a measure with dots and uncertainty options, an optional segment. */
import { z } from 'zod';
import { abbreviations, componentField, segmentFieldSchema } from '../../config/fields';
import { colorFieldSchema } from '../../config/common';

export const lineFieldsSchema = z.object({
  x: componentField.extend(abbreviations),
  y: componentField.extend({
    showDots: z.boolean().optional(),
    showDotsSize: z.enum(['Small', 'Medium', 'Large']).optional(),
    showStandardError: z.boolean().optional(),
    showConfidenceInterval: z.boolean().optional(),
    customDomain: z.tuple([z.number(), z.number()]).optional(),
  }),
  color: colorFieldSchema,
  segment: segmentFieldSchema.optional(),
});
