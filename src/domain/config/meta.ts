/** The chart's texts and its cubes (spec 001 §3); the shared shapes are in common.ts. */
import { z } from 'zod';
import { filtersSchema, localizedSchema } from './common';

export const metaSchema = z.object({ title: localizedSchema, description: localizedSchema, label: localizedSchema });
export type Meta = z.infer<typeof metaSchema>;

export const cubeSchema = z.object({
  iri: z.string().min(1),
  filters: filtersSchema,
  joinBy: z.array(z.string()).optional(),
  componentIds: z.array(z.string()).optional(),
  loadValues: z.boolean().optional(),
});
export type ChartCube = z.infer<typeof cubeSchema>;
