/**
 * Possible filters (spec 001 §4, §7): the server answers, per cube, which values of each single
 * filter have data under the filters above it and what each filter resolves to (see
 * filter-availability.ts); the chart's filters follow it when they differ, and every value that
 * changes is reported as a change with its reason (the filters above), for the notice beside it.
 * 'Use most recent' is sent as it is and stays chosen: the server resolves it to the latest
 * value with data.
 */
import { isJoinById, type DataCubeComponents, type Filters } from '../data';
import { fieldComponentIds } from './edits';
import type { FieldAvailability, FilterAvailability } from './filter-availability';
import { isMostRecent } from './most-recent';

/** The parts of a chart config the possible filters read. */
type FilteredConfig = Parameters<typeof fieldComponentIds>[0];

export type PossibleFiltersAnswer = (FilterAvailability | FieldAvailability)[];

/** A filter value the possible filters changed, and the filters (resolved) under which the old one has no data. */
export type FilterChange = { dimensionId: string; from: string | number; to: string | number; because: { id: string; value: string | number }[] };

/** A possibleFilters request for a cube: its single filters ('most recent' as it is) and the dimensions used as fields. */
export const possibleFiltersRequest = (config: FilteredConfig, filters: Filters, components: DataCubeComponents) => {
  const own = new Set(components.dimensions.map((d) => d.id));
  // A join dimension (joinBy__N) belongs to no one cube: the cube's own filters are asked about.
  const single = Object.fromEntries(Object.entries(filters).filter(([id, f]) => f.type === 'single' && !isJoinById(id) && own.has(id)));
  const fieldIds = [...fieldComponentIds(config)].filter((id) => own.has(id) && !isJoinById(id) && !(id in single)).sort();
  return { filters: single, ...(fieldIds.length && { fieldIds }) };
};

/**
 * The cube's filters after the possible filters and the changes made, or undefined when nothing
 * changes. 'Most recent' stays chosen (it stands for the latest value with data).
 */
export const possibleFiltersUpdate = (
  config: FilteredConfig,
  cubeIri: string,
  answer: PossibleFiltersAnswer,
): { filters: Filters; changes: FilterChange[] } | undefined => {
  const cube = config.cubes.find((c) => c.iri === cubeIri);
  if (!cube) return undefined;
  const changes: FilterChange[] = [];
  const filters = { ...cube.filters };
  for (const entry of answer) {
    const current = filters[entry.id];
    if (entry.type !== 'single' || current?.type !== 'single' || isMostRecent(current) || String(current.value) === String(entry.value)) continue;
    filters[entry.id] = { ...current, value: entry.value };
    changes.push({ dimensionId: entry.id, from: current.value, to: entry.value, because: entry.above });
  }
  return changes.length ? { filters, changes } : undefined;
};
