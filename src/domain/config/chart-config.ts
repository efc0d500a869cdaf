/** The chart config of all 11 chart types at version 5.0.0: a union discriminated by chartType. */
import { z } from 'zod';
import { areaFieldsSchema } from '../charts/area/fields';
import { barFieldsSchema, columnFieldsSchema } from '../charts/band/fields';
import { comboLineColumnFieldsSchema, comboLineDualFieldsSchema, comboLineSingleFieldsSchema } from '../charts/combo/fields';
import { lineFieldsSchema } from '../charts/line/fields';
import { baseLayerSchema, mapFieldsSchema } from '../charts/map/fields';
import { pieFieldsSchema } from '../charts/pie/fields';
import { scatterplotFieldsSchema } from '../charts/scatterplot/fields';
import { tableFieldsSchema, tableSettingsSchema, tableSortingSchema } from '../charts/table/fields';
import { annotationsSchema, conversionUnitsSchema, interactiveFiltersSchema, limitsSchema } from './interactive-filters';
import { cubeSchema, metaSchema } from './meta';
import { CHART_KEY_MESSAGE, CHART_KEY_PATTERN } from './keys';
import type { ChartType } from './chart-types';

export const CHART_CONFIG_VERSION = '5.0.0';

export { CHART_TYPES, type ChartType } from './chart-types';

const common = {
  key: z.string().regex(CHART_KEY_PATTERN, CHART_KEY_MESSAGE),
  version: z.string(),
  meta: metaSchema,
  cubes: z.array(cubeSchema).min(1),
  activeField: z.string().optional(),
  interactiveFiltersConfig: interactiveFiltersSchema,
  annotations: annotationsSchema,
  limits: limitsSchema,
  conversionUnitsByComponentId: conversionUnitsSchema,
};

const chart = <T extends ChartType, F extends z.ZodType>(chartType: T, fields: F) => z.object({ ...common, chartType: z.literal(chartType), fields });

export const chartConfigSchema = z.discriminatedUnion('chartType', [
  chart('column', columnFieldsSchema),
  chart('bar', barFieldsSchema),
  chart('line', lineFieldsSchema),
  chart('area', areaFieldsSchema),
  chart('scatterplot', scatterplotFieldsSchema),
  chart('pie', pieFieldsSchema),
  chart('map', mapFieldsSchema).extend({ baseLayer: baseLayerSchema }),
  chart('table', tableFieldsSchema).extend({ settings: tableSettingsSchema, sorting: tableSortingSchema }),
  chart('comboLineSingle', comboLineSingleFieldsSchema),
  chart('comboLineDual', comboLineDualFieldsSchema),
  chart('comboLineColumn', comboLineColumnFieldsSchema),
]);
export type ChartConfig = z.infer<typeof chartConfigSchema>;
export type ChartConfigOf<T extends ChartType> = Extract<ChartConfig, { chartType: T }>;

/** The fields schema of each chart type whose fields are an object (all but the table, whose fields are its columns by id), read from the union. */
export const FIELD_SCHEMAS = Object.fromEntries(
  chartConfigSchema.options.flatMap((o) => (o.shape.fields instanceof z.ZodObject ? [[o.shape.chartType.value, o.shape.fields]] : [])),
) as Partial<Record<ChartType, z.ZodObject>>;

export { colorFieldOf, componentIdOf, fieldsOf, optionsOf, withField, type AnyField } from '../charts/field-access';
