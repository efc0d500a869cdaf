/** Encoding fields per chart type (spec 001 §3 "Fields by chart type"). */
import { z } from 'zod';
import { colorFieldSchema, sortingSchema } from './common';

const componentField = z.object({ componentId: z.string().min(1) });

export { colorFieldSchema };

export const animationFieldSchema = componentField.extend({
  showPlayButton: z.boolean(),
  type: z.enum(['continuous', 'stepped']),
  duration: z.number().positive(),
  dynamicScales: z.boolean(),
});

/** Short names (alternateName) for a dimension's values on a category axis or a segment. */
const abbreviations = { useAbbreviations: z.boolean().optional() };

export const segmentFieldSchema = componentField.extend({
  sorting: sortingSchema.optional(),
  ...abbreviations,
  showTitle: z.boolean().optional(),
  showValuesMapping: z.record(z.string(), z.boolean()).optional(),
});

const categoryField = componentField.extend({ sorting: sortingSchema.optional(), ...abbreviations });
const valueField = componentField.extend({ showValues: z.boolean().optional(), customDomain: z.tuple([z.number(), z.number()]).optional() });
const bandFields = {
  color: colorFieldSchema,
  segment: segmentFieldSchema.extend({ type: z.enum(['stacked', 'grouped']) }).optional(),
  animation: animationFieldSchema.optional(),
};

export const columnFieldsSchema = z.object({ x: categoryField, y: valueField, ...bandFields });
/** Bar is column with x and y swapped: y holds the categories, x the values. */
export const barFieldsSchema = z.object({ x: valueField, y: categoryField, ...bandFields });

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

export const areaFieldsSchema = z.object({
  x: componentField.extend(abbreviations),
  y: componentField.extend({ imputationType: z.enum(['none', 'zeros', 'linear']).optional() }),
  color: colorFieldSchema,
  segment: segmentFieldSchema.optional(),
});

export const scatterplotFieldsSchema = z.object({
  x: componentField,
  y: componentField,
  color: colorFieldSchema,
  segment: segmentFieldSchema.optional(),
  animation: animationFieldSchema.optional(),
});

export const pieFieldsSchema = z.object({
  y: componentField.extend({ showValues: z.boolean().optional() }),
  color: colorFieldSchema,
  segment: segmentFieldSchema,
  animation: animationFieldSchema.optional(),
});

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
