/**
 * Datasets on a chart (spec 001 §2, §4, §5): which dimensions of the chart can join another cube,
 * which search results can join on them and on which of their dimensions, the chart's cubes with
 * the new one joined, and the chart type the chart takes afterwards.
 *
 *   components ─► searchDimensionOptions ─► (author selects) ─► searchFilters ─► searchCubes
 *   search result ─► joinMatch ─► cubesWithDataset ─► DATASET_ADD (slices/datasets.ts)
 */
import { CHART_TYPES, type ChartType } from '../config/chart-types';
import { chartTypesIn } from '../charts/capabilities';
import type { ChartCube } from '../config/meta';
import { getEnabledChartTypes } from '../charts/availability';
import {
  isTemporalDimension,
  joinById,
  parseComponentId,
  type DataCubeComponents,
  type DataCubeMetadata,
  type Dimension,
  type Observation,
  type SearchCubeDimension,
  type Termset,
  type TimeUnit,
} from '../data';
import type { SearchFilterType } from '../search';

type OriginalIds = NonNullable<Dimension['originalIds']>;

/** A dimension of the chart that another cube can be joined on (spec 001 §3 "Search dimension option"). */
export type SearchDimensionOption =
  | { type: 'temporal'; id: string; label: string; timeUnit: TimeUnit; originalIds?: OriginalIds }
  | { type: 'shared'; id: string; label: string; termsets: Termset[]; originalIds?: OriginalIds };

/** Dimension chips shown in the multi-select before '+N more' (spec 001 §9). */
export const SHOWN_DIMENSION_CHIPS = 2;
/** Rows of joined data in the preview step (spec 001 §9). */
export const PREVIEW_JOINED_ROWS = 8;
/** The 'added dataset' tooltip: shown 300 ms after the dataset is added, for about 5 s (spec 001 §4, §9). */
export const ADDED_DATASET_TOOLTIP = { delayMs: 300, durationMs: 5000 };
/** Where the dismissal of the add-dataset caution alert is kept (spec 001 §2: default open). */
export const CAUTION_STORAGE_KEY = 'cubeviz.add-dataset-caution.dismissed';

const termsetsOf = (d: Dimension): Termset[] => ('termsets' in d && d.termsets) || [];

/**
 * The chart's dimensions another cube can join on: temporal ones (by time unit) and shared ones
 * (by termset). A chart of several cubes is already joined: a new cube joins on the same
 * dimensions, so only the join dimensions are offered.
 */
export const searchDimensionOptions = (components: DataCubeComponents, cubeCount: number): SearchDimensionOption[] =>
  components.dimensions
    .filter((d) => cubeCount < 2 || d.isJoinByDimension)
    .flatMap((d): SearchDimensionOption[] => {
      const origin = d.originalIds ? { originalIds: d.originalIds } : {};
      if (isTemporalDimension(d)) return [{ type: 'temporal', id: d.id, label: d.label, timeUnit: d.timeUnit, ...origin }];
      const termsets = termsetsOf(d);
      return termsets.length ? [{ type: 'shared', id: d.id, label: d.label, termsets, ...origin }] : [];
    });

/** The chips of the multi-select: the first two labels, then how many more ('+N more'). */
export const dimensionChips = (selected: SearchDimensionOption[]) => ({
  shown: selected.slice(0, SHOWN_DIMENSION_CHIPS).map((o) => o.label),
  more: Math.max(0, selected.length - SHOWN_DIMENSION_CHIPS),
});

/**
 * The searchCubes filters for the selected dimensions. The server keeps results that match every
 * filter; that is what several cubes need (spec 001 §5). One cube joins on whichever of its
 * selected dimensions a result has, so with more than one selected the matching is left to
 * {@link joinMatch}.
 */
export const searchFilters = (selected: SearchDimensionOption[], cubeCount: number): { type: SearchFilterType; value: string }[] =>
  cubeCount < 2 && selected.length > 1
    ? []
    : selected.map((o) =>
        o.type === 'temporal' ? { type: 'TemporalDimension', value: o.timeUnit } : { type: 'DataCubeTermset', value: o.termsets.map((t) => t.iri).join(';') },
      );

const fits = (option: SearchDimensionOption, d: SearchCubeDimension) =>
  option.type === 'temporal' ? d.timeUnit === option.timeUnit : d.termsets.some((t) => option.termsets.some((o) => o.iri === t.iri));

/** A way to join a result: the chart's dimensions (option ids) and the result's, pair by pair. */
export type JoinMatch = { optionIds: string[]; dimensionIds: string[] };

/**
 * How a search result joins the chart: each selected dimension paired with a distinct dimension
 * of the result that fits it (same time unit, or a common termset). With one cube any fitting
 * subset will do; with several every selected dimension must fit (spec 001 §5). Undefined when
 * the result cannot join.
 */
export const joinMatch = (dimensions: SearchCubeDimension[], selected: SearchDimensionOption[], cubeCount: number): JoinMatch | undefined => {
  const used = new Set<string>();
  const match: JoinMatch = { optionIds: [], dimensionIds: [] };
  for (const option of selected) {
    const dimension = dimensions.find((d) => !used.has(d.id) && fits(option, d));
    if (!dimension) continue;
    used.add(dimension.id);
    match.optionIds.push(option.id);
    match.dimensionIds.push(dimension.id);
  }
  const complete = cubeCount < 2 ? match.optionIds.length > 0 : match.optionIds.length === selected.length;
  return selected.length && complete ? match : undefined;
};

/** The unversioned IRI of a cube: its own, else the part of its component ids before the separator. */
const unversionedOf = (cube: Pick<DataCubeMetadata, 'iri' | 'unversionedIri'>) => cube.unversionedIri ?? cube.iri;

/**
 * Search results the chart can take, each with its join: results already on the chart (in any
 * version: their component ids would clash) and results that cannot join are left out.
 */
export const joinableResults = <R extends { cube: Pick<DataCubeMetadata, 'iri' | 'unversionedIri' | 'dimensions'> }>(
  results: R[],
  selected: SearchDimensionOption[],
  chartCubes: { iri: string }[],
  chartUnversioned: string[],
): (R & { join: JoinMatch })[] =>
  results.flatMap((result) => {
    const onChart = chartCubes.some((c) => c.iri === result.cube.iri) || chartUnversioned.includes(unversionedOf(result.cube));
    const join = onChart ? undefined : joinMatch(result.cube.dimensions ?? [], selected, chartCubes.length);
    return join ? [{ ...result, join }] : [];
  });

/** The unversioned cube IRIs the chart's components name (their ids start with them). */
export const unversionedIrisOf = (components: DataCubeComponents) => [
  ...new Set(
    [...components.dimensions, ...components.measures]
      .flatMap((c) => (c.originalIds ? c.originalIds.map((o) => o.dimensionId) : [c.id]))
      .flatMap((id) => parseComponentId(id).unversionedCubeIri ?? []),
  ),
];

/**
 * The chart's cubes with a new one joined on `match`. One cube joins on the chosen dimensions;
 * cubes already joined keep their joins and the new one follows their order (its dimensions in
 * the order of the join dimensions joinBy__0, joinBy__1, …).
 */
export const cubesWithDataset = (cubes: ChartCube[], iri: string, match: JoinMatch): ChartCube[] => {
  if (cubes.length === 1)
    return [
      { ...cubes[0], joinBy: match.optionIds },
      { iri, filters: {}, joinBy: match.dimensionIds },
    ];
  const width = cubes[0].joinBy?.length ?? 0;
  const joinBy = Array.from({ length: width }, (_, i) => match.dimensionIds[match.optionIds.indexOf(joinById(i))]);
  return [...cubes, { iri, filters: {}, joinBy }];
};

/** The chart's cubes without one; a single cube left joins nothing. */
export const cubesWithoutDataset = (cubes: ChartCube[], iri: string): ChartCube[] => {
  const rest = cubes.filter((c) => c.iri !== iri);
  if (rest.length !== 1) return rest;
  const { joinBy: _, ...cube } = rest[0];
  return [cube];
};

/** Chart types in the order a chart of several cubes tries them: the combos, which show measures side by side, first. */
const COMBOS_FIRST: ChartType[] = [...chartTypesIn('combo'), ...chartTypesIn('regular')];

/** The chart type after the cubes changed (spec 001 §4): the first enabled, combos first with more than one cube. */
export const chartTypeForDatasets = (components: DataCubeComponents, cubeCount: number): ChartType | undefined => {
  const enabled = getEnabledChartTypes(components);
  return (cubeCount > 1 ? COMBOS_FIRST : CHART_TYPES).find((t) => enabled.includes(t));
};

/** Each dimension id a join renames, with its new id: a cube's i-th join dimension becomes joinBy__i. */
export const joinRenames = (cubes: ChartCube[]): Map<string, string> =>
  new Map(cubes.flatMap((c) => (c.joinBy ?? []).map((id, i) => [id, joinById(i)] as const)));

/**
 * The rows the preview shows: joined rows in which every cube has a value first (a full outer
 * join starts with the months only one cube has), in their order, then the others; at most 8.
 */
export const previewRows = (observations: Observation[], components: DataCubeComponents): Observation[] => {
  const cubes = [...new Set(components.measures.map((m) => m.cubeIri))];
  const measuresOf = (cube: string) => components.measures.filter((m) => m.cubeIri === cube);
  const complete = (row: Observation) => cubes.every((cube) => measuresOf(cube).some((m) => row[m.id] !== undefined && row[m.id] !== null));
  const rows = observations.filter(complete);
  return (rows.length >= PREVIEW_JOINED_ROWS ? rows : [...rows, ...observations.filter((r) => !complete(r))]).slice(0, PREVIEW_JOINED_ROWS);
};
