/**
 * The measures a field panel offers limits and unit conversion for (spec 001 §2 "Field panel"):
 * the measure of a value field (or of a map's symbols), every measure of a combo chart, a
 * table's measure column (a table's fields are its columns, by component id).
 */
import { capabilitiesOf } from '../charts/capabilities';
import { fieldsOf, optionsOf, type ChartConfig } from '../config';
import { isNumericalMeasure, type Component } from '../data';

export const fieldMeasureIds = (config: ChartConfig, field: string, components: Map<string, Component>): string[] => {
  const numerical = (id: unknown): id is string => typeof id === 'string' && !!components.get(id) && isNumericalMeasure(components.get(id)!);
  const capabilities = capabilitiesOf(config.chartType);
  if (capabilities.columns) return numerical(field) ? [field] : [];
  const own = fieldsOf(config)[field];
  if (!own) return [];
  const value = optionsOf(own);
  const ids = capabilities.measures
    ? ['componentIds', 'leftAxisComponentId', 'rightAxisComponentId', 'columnComponentId', 'lineComponentId'].flatMap((key) => value[key] ?? [])
    : [value.componentId, value.measureId];
  return (ids as unknown[]).filter(numerical);
};
