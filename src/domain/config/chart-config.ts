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
import type { ChartType } from './chart-types';

export const CHART_CONFIG_VERSION = '5.0.0';

export { CHART_TYPES, type ChartType } from './chart-types';

const common = {
  key: z.string().regex(/^[A-Za-z0-9]{12}$/, 'must be 12 letters or digits'),
  version: z.string(),
  meta: metaSchema,
  cubes: z.array(cubeSchema).min(1),
  activeField: z.string().optional(),
  interactiveFiltersConfig: interactiveFiltersSchema,
  annotations: annotationsSchema,
  limits: limitsSchema,
  conversionUnitsByComponentId: conversionUnitsSchema,
};

/** The fields schema of each chart type drawn as SVG (maps and tables have settings of their own). */
export const DRAWN_FIELD_SCHEMAS = {
  column: columnFieldsSchema,
  bar: barFieldsSchema,
  line: lineFieldsSchema,
  area: areaFieldsSchema,
  scatterplot: scatterplotFieldsSchema,
  pie: pieFieldsSchema,
  comboLineSingle: comboLineSingleFieldsSchema,
  comboLineDual: comboLineDualFieldsSchema,
  comboLineColumn: comboLineColumnFieldsSchema,
};

const chart = <T extends ChartType, F extends z.ZodType>(chartType: T, fields: F) =>
  z.object({ ...common, chartType: z.literal(chartType), fields });

export const chartConfigSchema = z.discriminatedUnion('chartType', [
  chart('column', DRAWN_FIELD_SCHEMAS.column),
  chart('bar', DRAWN_FIELD_SCHEMAS.bar),
  chart('line', DRAWN_FIELD_SCHEMAS.line),
  chart('area', DRAWN_FIELD_SCHEMAS.area),
  chart('scatterplot', DRAWN_FIELD_SCHEMAS.scatterplot),
  chart('pie', DRAWN_FIELD_SCHEMAS.pie),
  chart('map', mapFieldsSchema).extend({ baseLayer: baseLayerSchema }),
  chart('table', tableFieldsSchema).extend({ settings: tableSettingsSchema, sorting: tableSortingSchema }),
  chart('comboLineSingle', DRAWN_FIELD_SCHEMAS.comboLineSingle),
  chart('comboLineDual', DRAWN_FIELD_SCHEMAS.comboLineDual),
  chart('comboLineColumn', DRAWN_FIELD_SCHEMAS.comboLineColumn),
]);
export type ChartConfig = z.infer<typeof chartConfigSchema>;
export type ChartConfigOf<T extends ChartType> = Extract<ChartConfig, { chartType: T }>;


export { colorFieldOf, componentIdOf, fieldsOf, optionsOf, withField, type AnyField, type ColorField } from '../charts/field-access';
