/** Combo fields (spec 001 §3): time along x, several measures on y, one colour per measure. */
import { z } from 'zod';
import { componentField } from '../../config/fields';
import { colorFieldSchema } from '../../config/common';

export const comboLineSingleFieldsSchema = z.object({
  x: componentField,
  y: z.object({ componentIds: z.array(z.string().min(1)).min(1) }),
  color: colorFieldSchema,
});
export const comboLineDualFieldsSchema = z.object({
  x: componentField,
  y: z.object({ leftAxisComponentId: z.string().min(1), rightAxisComponentId: z.string().min(1) }),
  color: colorFieldSchema,
});
export const comboLineColumnFieldsSchema = z.object({
  x: componentField,
  y: z.object({ lineComponentId: z.string().min(1), columnComponentId: z.string().min(1), lineAxisOrientation: z.enum(['left', 'right']) }),
  color: colorFieldSchema,
});
