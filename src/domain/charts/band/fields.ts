/** Column and bar fields (spec 001 §3): a category axis, a value axis, an optional stacked or grouped segment. */
import { z } from 'zod';
import { animationFieldSchema, categoryField, componentField, segmentFieldSchema, sumByLevel } from '../../config/fields';
import { colorFieldSchema } from '../../config/common';

const valueField = componentField.extend({
  showValues: z.boolean().optional(),
  /** Totals written past stacked columns and bars (issue 29). */
  showTotals: z.boolean().optional(),
  customDomain: z.tuple([z.number(), z.number()]).optional(),
});
/** The category axis, optionally a level of its dimension's hierarchy, each category a sum. */
const bandCategoryField = categoryField.extend(sumByLevel);
const bandFields = {
  color: colorFieldSchema,
  segment: segmentFieldSchema.extend({ type: z.enum(['stacked', 'grouped']) }).optional(),
  animation: animationFieldSchema.optional(),
};

export const columnFieldsSchema = z.object({ x: bandCategoryField, y: valueField, ...bandFields });
/** Bar is column with x and y swapped: y holds the categories, x the values. */
export const barFieldsSchema = z.object({ x: valueField, y: bandCategoryField, ...bandFields });
