/**
 * Data filters (spec 002 §4): the dimensions a visitor of a published chart filters by, what
 * they start at and how the visitor's choices change the observations query.
 */
import type { ChartConfig, Filters } from '../config';
import type { Component } from '../data';
import { resolveDataFilters, type DataFilterSpec } from './view-state';

/** Values a visitor picked per data-filter dimension. */
export type DataFilterChoices = Record<string, string[]>;

/** Starting choices: the author's default overrides, else the chart's own filter values. */
export const initialDataFilters = (config: ChartConfig): DataFilterChoices => {
  const { componentIds, defaultValueOverrides } = config.interactiveFiltersConfig.dataFilters;
  const filters = config.cubes[0].filters;
  return Object.fromEntries(
    componentIds.map((id) => {
      const filter = filters[id];
      const own = filter?.type === 'single' ? [String(filter.value)] : filter?.type === 'multi' ? Object.keys(filter.values) : [];
      return [id, defaultValueOverrides[id]?.length ? defaultValueOverrides[id] : own];
    }),
  );
};

/** The cube's filters with the visitor's choices in place of the configured ones. */
export const dataFilterQuery = (filters: Filters, choices: DataFilterChoices): Filters => {
  const merged = { ...filters };
  for (const [id, values] of Object.entries(choices)) {
    if (values.length === 1) merged[id] = { type: 'single', value: values[0] };
    else if (values.length > 1) merged[id] = { type: 'multi', values: Object.fromEntries(values.map((v) => [v, true as const])) };
  }
  return merged;
};

/** What each data filter accepts: its type and the values its component has (none while the components load). */
export const dataFilterSpecs = (config: ChartConfig, components: Map<string, Component>): Record<string, DataFilterSpec> => {
  const { componentIds, filterTypes } = config.interactiveFiltersConfig.dataFilters;
  return Object.fromEntries(
    componentIds.map((id) => [id, { type: filterTypes[id] ?? 'single', values: components.get(id)?.values.map((v) => String(v.value)) ?? [] }]),
  );
};

/**
 * The choices in force: the requested ones (a shared address's, then the visitor's) where they fit
 * the filters' values, the defaults elsewhere. Choices count once the filters' values are known; a
 * data filter on a component the cube no longer has (a config older than the cube's last version)
 * is left out rather than sent to a query that would refuse it.
 */
export const dataFilterChoices = (config: ChartConfig, components: Map<string, Component>, requested: DataFilterChoices): DataFilterChoices =>
  Object.fromEntries(
    Object.entries(resolveDataFilters(requested, dataFilterSpecs(config, components), initialDataFilters(config))).filter(
      ([id]) => !components.size || components.has(id),
    ),
  );
