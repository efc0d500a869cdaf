/**
 * One unit per scale (issue 28: "a measure never mixes values of different units in one scale").
 * Where a cube measures its observations in several units, a key dimension can decide the unit
 * (every pollutant in one unit: NO2 in µg/m³, CO in mg/m³); the data API then gives each of its
 * values its unit (DimensionValue.unit, server/data/value-units.ts).
 *
 * - A chart that draws such a dimension as a field (colour, segment, x, animation) on one scale
 *   shows the values of one unit only: those of the value the author had chosen, else those of
 *   the unit most values share. Tables draw no scale: each row keeps its unit.
 * - The field's panel says which values are left out and why (unitScope); the values drawer
 *   offers only the values of the shown unit.
 * - A measure without a unit of its own reads the unit its filters decide, in axis titles,
 *   tooltips and downloads (withFilterUnits).
 */
import type { ChartConfig } from './config';
import { findValue, isMeasure, type Component, type Dimension, type DimensionValue, type FilterValue, type Filters } from './data';

/** Whether the dimension's values are measured in different units. */
export const decidesUnit = (dimension: Component) => dimension.values.some((v) => v.unit);

/** Whether a chart draws its fields' values on one scale per measure (all but tables). */
export const drawsOneScale = (chartType: ChartConfig['chartType']) => chartType !== 'table';

const unitOf = (dimension: Component, value: string | number) => findValue(dimension.values, value)?.unit;

/** The unit most values share (the first of them on a tie): the field then shows as many as it can. */
const commonestUnit = (units: (string | undefined)[]) => {
  const counts = new Map<string, number>();
  for (const unit of units) if (unit) counts.set(unit, (counts.get(unit) ?? 0) + 1);
  return [...counts].reduce<[string, number] | undefined>((best, entry) => (!best || entry[1] > best[1] ? entry : best), undefined)?.[0];
};

/**
 * The multi filter of a field on a dimension that decides the unit: its values (all, or those of
 * `multi`) of one unit, that of `anchor` (the value the dimension had as a single filter) or else
 * the one most of them share. Returns `multi` itself when it already holds one unit.
 */
export const oneUnitFilter = (dimension: Dimension, multi: FilterValue | undefined, anchor: string | number | undefined): FilterValue | undefined => {
  if (!decidesUnit(dimension)) return multi;
  const shown = multi?.type === 'multi' ? Object.keys(multi.values) : dimension.values.map((v) => String(v.value));
  const unit = (anchor !== undefined && unitOf(dimension, anchor)) || commonestUnit(shown.map((v) => unitOf(dimension, v)));
  const kept = shown.filter((v) => (unitOf(dimension, v) ?? unit) === unit);
  if (multi && kept.length === shown.length) return multi;
  return { type: 'multi', values: Object.fromEntries(kept.map((v) => [v, true as const])) };
};

/** What a field's panel says of a dimension kept to one unit: the unit shown and the values of other units left out. */
export type UnitScope = { unit: string; left: DimensionValue[]; allowed: (value: string | number) => boolean };

/** The unit a field on this dimension shows and the values of other units, when the filter keeps it to one unit. */
export const unitScope = (dimension: Dimension, filter: FilterValue | undefined, chartType: ChartConfig['chartType']): UnitScope | undefined => {
  if (!drawsOneScale(chartType) || !decidesUnit(dimension) || filter?.type !== 'multi') return undefined;
  const units = new Set(Object.keys(filter.values).map((v) => unitOf(dimension, v)));
  const [unit] = units;
  if (units.size !== 1 || !unit) return undefined;
  const left = dimension.values.filter((v) => v.unit && v.unit !== unit);
  return left.length ? { unit, left, allowed: (value) => (unitOf(dimension, value) ?? unit) === unit } : undefined;
};

/** The unit the filters decide: one decided by a single filter, or by a multi filter of one unit. */
const filteredUnit = (dimensions: Component[], filters: Filters) => {
  for (const dimension of dimensions) {
    const filter = filters[dimension.id];
    const values = filter?.type === 'single' ? [filter.value] : filter?.type === 'multi' ? Object.keys(filter.values) : [];
    const units = new Set(values.map((v) => unitOf(dimension, v)));
    if (units.size === 1 && [...units][0]) return [...units][0];
  }
  return undefined;
};

/** The components with the unit the filters decide given to measures that have none of their own (the same map when none is decided). */
export const withFilterUnits = (components: Map<string, Component>, filters: Filters): Map<string, Component> => {
  const deciding = [...components.values()].filter((c) => !isMeasure(c) && decidesUnit(c));
  const unit = deciding.length ? filteredUnit(deciding, filters) : undefined;
  if (!unit) return components;
  return new Map([...components].map(([id, c]) => [id, isMeasure(c) && !c.unit ? { ...c, unit } : c]));
};
