/** Area fields (spec 001 §3): time along x, a measure with its imputation, an optional segment. */
import { z } from 'zod';
import { abbreviations, componentField, segmentFieldSchema } from '../../config/fields';
import { colorFieldSchema } from '../../config/common';

export const areaFieldsSchema = z.object({
  x: componentField.extend(abbreviations),
  y: componentField.extend({ imputationType: z.enum(['none', 'zeros', 'linear']).optional() }),
  color: colorFieldSchema,
  segment: segmentFieldSchema.optional(),
});
