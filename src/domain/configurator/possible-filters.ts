/**
 * Possible filters (spec 001 §4, §7): the server answers, for a cube's single filters, the first
 * combination of values that has observations; the chart's filters follow it when they differ.
 */
import type { ChartConfig } from '../config';
import type { DataCubeComponents, Filters } from '../data';
import { keepMostRecent, resolveMostRecent } from './most-recent';

/** One filter of the possibleFilters answer. */
export type PossibleFilter = { id: string; type: 'single'; value: string | number };

/** The filters a possibleFilters request sends for a cube: its single filters, 'most recent' resolved. */
export const possibleFiltersRequest = (filters: Filters, components: DataCubeComponents): Filters =>
  resolveMostRecent(Object.fromEntries(Object.entries(filters).filter(([, f]) => f.type === 'single')), components);

/**
 * The config with the cube's single filters set to the possible values (positions kept).
 * Stand-in until the configurator's edits module provides it; same signature.
 */
export const applyPossibleFilters = <T extends Pick<ChartConfig, 'cubes'>>(config: T, cubeIri: string, possible: PossibleFilter[], _components: DataCubeComponents): T => ({
  ...config,
  cubes: config.cubes.map((cube) => {
    if (cube.iri !== cubeIri) return cube;
    const filters = { ...cube.filters };
    for (const { id, value } of possible) {
      const current = filters[id];
      if (current?.type === 'single') filters[id] = { ...current, value };
    }
    return { ...cube, filters };
  }),
});

/**
 * The cube's filters after the possible filters, or undefined when nothing changes. 'Most
 * recent' stays chosen while the latest value has data.
 */
export const possibleFiltersUpdate = (
  config: Pick<ChartConfig, 'cubes'>,
  cubeIri: string,
  possible: PossibleFilter[],
  components: DataCubeComponents,
): Filters | undefined => {
  const cube = config.cubes.find((c) => c.iri === cubeIri);
  if (!cube) return undefined;
  const resolved = { ...config, cubes: config.cubes.map((c) => (c === cube ? { ...c, filters: resolveMostRecent(c.filters, components) } : c)) };
  const applied = applyPossibleFilters(resolved, cubeIri, possible, components).cubes.find((c) => c.iri === cubeIri)!.filters;
  const next = keepMostRecent(cube.filters, applied, components);
  const changed = Object.keys(next).some((id) => JSON.stringify(next[id]) !== JSON.stringify(cube.filters[id]));
  return changed ? next : undefined;
};
