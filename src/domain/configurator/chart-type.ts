/**
 * Changing a chart's type (spec 001 §4 "change chart type (re-derives fields)"): one mapping over
 * encoding roles, not a rule per pair of types. Each encoding of the new type takes, in turn:
 *
 *   1. the old component of the same role, when the encoding accepts it;
 *   2. any other old field component it accepts (never for an animation: playing frames is a
 *      choice, not a place to park a dimension);
 *   3. for required encodings, the new type's initial choice among the components left.
 *
 * Required encodings choose before optional ones at each step. A field keeps the options of the
 * old field of the same role that the new type's schema has; everything but the fields is kept,
 * with filters and interactive filters brought in line with the new fields.
 */
import { initialChoice, getInitialChartConfig, withShownValues } from '../charts/initial-config';
import { capabilitiesOf } from '../charts/capabilities';
import { CHART_REGISTRY } from '../charts/registry';
import { FIELD_SCHEMAS, colorFieldOf, componentIdOf, fieldsOf, optionsOf, type ChartConfig, type ChartType } from '../config/chart-config';
import { defaultSorting } from '../config/defaults';
import { componentsById, isNumericalMeasure, isTemporalDimension, type Component, type DataCubeComponents, type Measure } from '../data';
import { colorFieldFor, encodingsOf, fieldComponentIdsOf, sortingOptionsOf, type ColorMemory } from '../encodings';
import { accepts, type Encoding } from '../charts/encoding-parts';
import { normaliseFilters } from './edits';
import { axisDimension, fitInteractiveFilters } from './interactive-options';

/** The option keys a field of a chart type has in its schema. */
const optionKeys = (chartType: ChartType, field: string): string[] => {
  const schema = FIELD_SCHEMAS[chartType]?.shape[field] as { unwrap?: () => unknown; shape?: object } | undefined;
  const object = (schema?.unwrap ? schema.unwrap() : schema) as { shape?: object } | undefined;
  return Object.keys(object?.shape ?? {}).filter((key) => key !== 'componentId');
};

/** The new fields as they are built, each checked by the schema when the config is. */
type Fields = Record<string, Readonly<Partial<Record<string, unknown>>> | undefined>;

/** The old field of each role, with its component ids. */
const oldRoles = (config: ChartConfig) => {
  const fields = fieldsOf(config);
  return new Map(
    encodingsOf(config.chartType).flatMap((e) => {
      const field = fields[e.field];
      return field ? [[e.role, { field: optionsOf(field), ids: fieldComponentIdsOf(field) }] as const] : [];
    }),
  );
};

/** The options of an old field that a new field keeps: those its schema has, a sorting only when offered. */
const carriedOptions = (chartType: ChartType, encoding: Encoding, old: Readonly<Partial<Record<string, unknown>>> | undefined) => {
  const options = Object.fromEntries(optionKeys(chartType, encoding.field).flatMap((key) => (old?.[key] !== undefined ? [[key, old[key]]] : [])));
  const sorting = options.sorting as { sortingType: string } | undefined;
  if (sorting && !sortingOptionsOf(chartType, encoding.field).includes(sorting.sortingType as never)) options.sorting = defaultSorting();
  return options;
};

/** The new type's fields by the three steps of the module comment. */
const mappedFields = (config: ChartConfig, chartType: ChartType, components: DataCubeComponents, initial: ChartConfig): Fields => {
  const roles = oldRoles(config);
  const byId = componentsById(components);
  const oldIds = [...roles.values()].flatMap((r) => r.ids);
  const encodings = encodingsOf(chartType);
  const single = [...encodings.filter((e) => !e.measures && !e.optional), ...encodings.filter((e) => !e.measures && e.optional)];
  const taken = new Set<string>();
  const chosen = new Map<Encoding, string>();
  const firstAccepted = (e: Encoding, ids: string[]) => ids.map((id) => byId.get(id)).find((c) => c && accepts(e, c) && !taken.has(c.id));
  const steps: ((e: Encoding) => Component | undefined)[] = [
    (e) => firstAccepted(e, roles.get(e.role)?.ids ?? []),
    (e) => (e.role === 'animation' ? undefined : firstAccepted(e, oldIds)),
    (e) => (e.optional ? undefined : initialChoice(e, components, taken)),
  ];
  for (const step of steps) {
    for (const e of single.filter((e) => !chosen.has(e))) {
      const component = step(e);
      if (!component) continue;
      chosen.set(e, component.id);
      taken.add(component.id);
    }
  }
  const fields: Fields = {};
  for (const [e, componentId] of chosen) fields[e.field] = { ...e.defaults?.(), ...carriedOptions(chartType, e, roles.get(e.role)?.field), componentId };
  for (const e of encodings.filter((e) => e.measures)) {
    const numerical = components.measures.filter(isNumericalMeasure);
    const preferred = [...(roles.get(e.role)?.ids ?? []).flatMap((id) => numerical.filter((m) => m.id === id)), ...numerical];
    fields[e.field] = e.measures!([...new Set<Measure>(preferred)]) ?? fieldsOf(initial)[e.field];
  }
  return fields;
};

/** The colour of the new fields, keeping the palette and what still applies of the old colour. */
const colorOf = (config: ChartConfig, chartType: ChartType, fields: Fields): ColorMemory => {
  const old = colorFieldOf(config);
  const oldSegment = componentIdOf(fieldsOf(config).segment);
  if (!old || old.type === 'single') return { paletteId: old?.paletteId, color: old?.color };
  const sameMapping = old.type === 'measures' ? capabilitiesOf(chartType).measures : oldSegment === fields.segment?.componentId;
  return { paletteId: old.paletteId, colorMapping: sameMapping ? old.colorMapping : undefined };
};

/** The config as a chart of another type, see the module comment. */
export const changeChartType = (config: ChartConfig, chartType: ChartType, components: DataCubeComponents): ChartConfig => {
  const initial = getInitialChartConfig({ ...components, cubes: config.cubes, chartType, key: config.key });
  const kept = {
    meta: config.meta,
    cubes: config.cubes,
    annotations: config.annotations,
    limits: config.limits,
    conversionUnitsByComponentId: config.conversionUnitsByComponentId,
  };
  // Map layers and table columns are not encodings of the drawn types' roles: they start afresh.
  if (CHART_REGISTRY[chartType].initial) return normaliseFilters({ ...initial, ...kept }, components);
  const fields = mappedFields(config, chartType, components, initial);
  fields.color = colorFieldFor(chartType, fields.segment !== undefined, colorOf(config, chartType, fields));
  const next = {
    key: config.key,
    version: config.version,
    chartType,
    fields,
    ...(config.activeField && config.activeField in fields && { activeField: config.activeField }),
    interactiveFiltersConfig: config.interactiveFiltersConfig,
    ...kept,
  } as ChartConfig;
  // The time range follows the x axis to the new type: it stays on while that axis is temporal.
  const x = axisDimension(next, components);
  const timeRange = { ...config.interactiveFiltersConfig.timeRange, componentId: x && isTemporalDimension(x) ? x.id : '' };
  const retargeted = { ...next, interactiveFiltersConfig: { ...next.interactiveFiltersConfig, timeRange } };
  return normaliseFilters(withShownValues({ ...retargeted, interactiveFiltersConfig: fitInteractiveFilters(retargeted, components) }, components), components);
};
