/**
 * The measures a field panel offers limits and unit conversion for (spec 001 §2 "Field panel"):
 * the measure of a value field (or of a map's symbols), every measure of a combo chart, a
 * table's measure column (a table's fields are its columns, by component id).
 */
import type { ChartConfig } from '../config';
import { isNumericalMeasure, type Component } from '../data';

export const fieldMeasureIds = (config: ChartConfig, field: string, components: Map<string, Component>): string[] => {
  const numerical = (id: unknown): id is string => typeof id === 'string' && !!components.get(id) && isNumericalMeasure(components.get(id)!);
  if (config.chartType === 'table') return numerical(field) ? [field] : [];
  const value = (config.fields as unknown as Record<string, Record<string, unknown> | undefined>)[field];
  if (!value) return [];
  const ids = config.chartType.startsWith('combo')
    ? ['componentIds', 'leftAxisComponentId', 'rightAxisComponentId', 'columnComponentId', 'lineComponentId'].flatMap((key) => value[key] ?? [])
    : [value.componentId, value.measureId];
  return (ids as unknown[]).filter(numerical);
};
