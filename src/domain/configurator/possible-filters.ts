/**
 * Possible filters (spec 001 §4, §7): the server answers, for a cube's single filters, the first
 * combination of values that has observations; the chart's filters follow it when they differ.
 */
import { isJoinById, type DataCubeComponents, type Filters } from '../data';
import { applyPossibleFilters, fieldComponentIds, type PossibleFilter } from './edits';
import { keepMostRecent, resolveMostRecent } from './most-recent';

/** The parts of a chart config the possible filters read. */
type FilteredConfig = Parameters<typeof fieldComponentIds>[0];

/** The filters a possibleFilters request sends for a cube: its single filters, 'most recent' resolved. */
export const possibleFiltersRequest = (filters: Filters, components: DataCubeComponents): Filters =>
  // A join dimension (joinBy__N) belongs to no one cube: the cube's own filters are asked about.
  resolveMostRecent(Object.fromEntries(Object.entries(filters).filter(([id, f]) => f.type === 'single' && !isJoinById(id))), components);

/**
 * The cube's filters after the possible filters, or undefined when nothing changes. 'Most
 * recent' stays chosen while the latest value has data.
 */
export const possibleFiltersUpdate = (
  config: FilteredConfig,
  cubeIri: string,
  possible: PossibleFilter[],
  components: DataCubeComponents,
): Filters | undefined => {
  const cube = config.cubes.find((c) => c.iri === cubeIri);
  if (!cube) return undefined;
  const resolved = { ...config, cubes: config.cubes.map((c) => (c === cube ? { ...c, filters: resolveMostRecent(c.filters, components) } : c)) };
  const applied = applyPossibleFilters(resolved, cubeIri, possible, components).cubes.find((c) => c.iri === cubeIri)!.filters;
  const next = keepMostRecent(cube.filters, applied, components);
  const ids = new Set([...Object.keys(next), ...Object.keys(cube.filters)]);
  const changed = [...ids].some((id) => JSON.stringify(next[id]) !== JSON.stringify(cube.filters[id]));
  return changed ? next : undefined;
};
