/**
 * The chart step to 4.0.0: component IRIs become component ids (the unversioned cube IRI and the
 * component IRI, spec 002 §4), and back. Only this step asks the data service anything.
 */
import { parseComponentId, stringifyComponentId } from '../../data';
import type { Loose, MigrationContext, Step } from './run';

const isJoinById = (id: string) => /^joinBy__\d+$/.test(id);
/** The production tool's value for "no measure" in a symbol layer. */
const FIELD_VALUE_NONE = 'FIELD_VALUE_NONE';

const commonPrefix = (a: string, b: string) => {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
};

/** Renames the keys of a record. */
const rekey = (record: Loose | undefined, rename: (key: string) => string) =>
  record && Object.fromEntries(Object.entries(record).map(([k, v]) => [rename(k), v]));

/** Renames the property `from` of an object to `to` with a converted value, when it has it. */
const move = (object: Loose, from: string, to: string, convert: (value: Loose[string]) => Loose[string]) => {
  if (!(from in object)) return;
  object[to] = convert(object[from]);
  delete object[from];
};

/** The IRI ↔ id renames of one chart config, in the direction `convert` goes. */
const renameComponents = (config: Loose, names: { iri: string; iris: string; measure: string }, to: typeof names, convert: (iri: string) => string) => {
  // Only names are renamed: a value of another type stays as it is, for the schema to refuse.
  const one = (value: unknown) => (typeof value === 'string' ? (value ? convert(value) : '') : value);
  const many = (values: unknown) => (Array.isArray(values) ? values.map(one) : values);
  const pairs: [string, string][] = ['leftAxis', 'rightAxis', 'column', 'line'].map((axis) => [
    `${axis}Component${names.iri.slice('component'.length)}`,
    `${axis}Component${to.iri.slice('component'.length)}`,
  ]);
  const fields: Loose = config.fields ?? {};
  const isCombo = typeof config.chartType === 'string' && config.chartType.startsWith('combo');
  for (const [key, field] of Object.entries(fields)) {
    if (!field || typeof field !== 'object') continue;
    if (names.iris in field) move(field, names.iris, to.iris, many);
    else move(field, names.iri, to.iri, one);
    if (field[names.measure] !== FIELD_VALUE_NONE) move(field, names.measure, to.measure, one);
    if (field.color && typeof field.color === 'object') move(field.color, names.iri, to.iri, one);
    for (const [from, into] of pairs) move(field, from, into, one);
    if (isCombo && key === 'y' && field.colorMapping) field.colorMapping = rekey(field.colorMapping, convert);
  }
  if (config.chartType === 'table') {
    config.fields = rekey(fields, convert);
    config.sorting = (Array.isArray(config.sorting) ? config.sorting : []).map((s: Loose) => {
      const { [names.iri]: value, ...rest } = s ?? {};
      return { ...rest, [to.iri]: one(value) };
    });
  }
  for (const filter of Object.values<Loose>(config.interactiveFiltersConfig ?? {})) {
    if (!filter || typeof filter !== 'object') continue;
    if (names.iris in filter) move(filter, names.iris, to.iris, many);
    else move(filter, names.iri, to.iri, one);
  }
};

const IRI_NAMES = { iri: 'componentIri', iris: 'componentIris', measure: 'measureIri' };
const ID_NAMES = { iri: 'componentId', iris: 'componentIds', measure: 'measureId' };

const up = async (config: Loose, context: MigrationContext) => {
  const dataSource = context.state?.dataSource;
  const cubes = await Promise.all(
    (config.cubes ?? []).map(async ({ publishIri: _, ...cube }: Loose) => {
      const unversioned = (await context.unversionedIri?.(cube.iri, dataSource).catch(() => undefined)) ?? cube.iri;
      const id = (iri: string) => (isJoinById(iri) ? iri : stringifyComponentId(unversioned, iri));
      return { unversioned, cube: { ...cube, filters: rekey(cube.filters ?? {}, id), ...(cube.joinBy ? { joinBy: cube.joinBy.map(id) } : {}) } };
    }),
  );
  // A component IRI belongs to the cube whose unversioned IRI it shares the longest beginning with.
  const idOf = (iri: string) => {
    if (isJoinById(iri) || !cubes.length) return iri;
    const best = cubes.reduce((a, b) => (commonPrefix(b.unversioned, iri) > commonPrefix(a.unversioned, iri) ? b : a));
    return stringifyComponentId(best.unversioned, iri);
  };
  const next = structuredClone({ ...config, cubes: cubes.map((c) => c.cube) });
  renameComponents(next, IRI_NAMES, ID_NAMES, idOf);
  return next;
};

const down = (config: Loose) => {
  const iriOf = (id: string) => (isJoinById(id) ? id : parseComponentId(id).componentIri);
  const next = structuredClone({
    ...config,
    cubes: (config.cubes ?? []).map((cube: Loose) => ({
      ...cube,
      publishIri: cube.iri,
      filters: rekey(cube.filters ?? {}, iriOf),
      ...(cube.joinBy ? { joinBy: cube.joinBy.map(iriOf) } : {}),
    })),
  });
  renameComponents(next, ID_NAMES, IRI_NAMES, iriOf);
  return next;
};

export const componentIdsStep: Step = { up, down };

/** Dashboard data filters name components by IRI before 4.0.0 and by id after. */
export const dashboardFilterIds = {
  up: (state: Loose) => {
    const dataFilters = state.dashboardFilters?.dataFilters;
    if (!dataFilters) return state;
    const filterIds: string[] = (state.chartConfigs ?? []).flatMap((c: Loose) => (c.cubes ?? []).flatMap((cube: Loose) => Object.keys(cube.filters ?? {})));
    const idOf = (iri: string) => filterIds.find((id) => parseComponentId(id).componentIri === iri) ?? iri;
    const { componentIris = [], filters = {}, ...rest } = dataFilters;
    return {
      ...state,
      dashboardFilters: { ...state.dashboardFilters, dataFilters: { ...rest, componentIds: componentIris.map(idOf), filters: rekey(filters, idOf) } },
    };
  },
  down: (state: Loose) => {
    const dataFilters = state.dashboardFilters?.dataFilters;
    if (!dataFilters) return state;
    const iriOf = (id: string) => parseComponentId(id).componentIri;
    const { componentIds = [], filters = {}, ...rest } = dataFilters;
    return {
      ...state,
      dashboardFilters: { ...state.dashboardFilters, dataFilters: { ...rest, componentIris: componentIds.map(iriOf), filters: rekey(filters, iriOf) } },
    };
  },
};
