/**
 * Encoding roles per chart type and the component kinds each accepts (spec 000 §5 "Component type
 * per encoding", spec 001 §3 "Fields by chart type"). Initial fields, chart-type changes and the
 * field panels all read this table, so a chart type's fields are described once.
 */
import { DEFAULT_PALETTE } from './charts/palettes';
import { defaultAnimation, defaultSorting, FIRST_COLOR } from './config/defaults';
import type { ChartType } from './config/chart-config';
import type { colorFieldSchema } from './config/fields';
import type { z } from 'zod';
import type { SortingType } from './config/common';
import {
  isCategoricalDimension,
  isGeoCoordinatesDimension,
  isGeoDimension,
  isGeoShapesDimension,
  isMeasure,
  isNumericalMeasure,
  isTemporalDimension,
  isTemporalOrdinalDimension,
  type Component,
  type DataCubeComponents,
  type Measure,
} from './data';

/** What a field shows: the axis observations are laid along, the value, the split into series, the frames of an animation, a map layer. */
export type EncodingRole = 'x' | 'y' | 'segment' | 'animation' | 'areaLayer' | 'symbolLayer';

type ColorField = z.infer<typeof colorFieldSchema>;
type Kind = (c: Component) => boolean;

/** One field of a chart type (a key of `config.fields`) and the components it may take. */
export type Encoding = {
  field: string;
  role: EncodingRole;
  /** Accepted component kinds, best first: the initial choice follows this order. */
  kinds: Kind[];
  optional: boolean;
  /** A component used by one exclusive field cannot be used by another. */
  exclusive: boolean;
  /**
   * Most values the field shows by default (x and segment): picks a hierarchy level and a
   * required segment's dimension. An axis reads with many, a stack or a pie with few.
   */
  maxShown?: number;
  /** Options a new field of this encoding starts with (besides its component), chosen from the cube's components where they need one. */
  defaults?: (components?: DataCubeComponents) => Record<string, unknown>;
  /**
   * Fields holding several measures (combo y): the field built from measures in order of
   * preference, or undefined when they do not fit (units).
   */
  measures?: (preferred: Measure[]) => Record<string, unknown> | undefined;
};

/** Whether an encoding accepts a component. */
export const accepts = (encoding: Encoding, component: Component) => encoding.kinds.some((kind) => kind(component));

const byAuto = defaultSorting;
const sorted = () => ({ sorting: byAuto() });

const DIMENSION_AXIS: Kind[] = [isTemporalDimension, isTemporalOrdinalDimension, isCategoricalDimension, isGeoDimension];
const CATEGORIES: Kind[] = [isCategoricalDimension, isGeoDimension];
const SERIES: Kind[] = [...CATEGORIES, isTemporalDimension, isTemporalOrdinalDimension];
const TIME: Kind[] = [isTemporalDimension];
const VALUE: Kind[] = [isNumericalMeasure];

const encoding = (field: string, role: EncodingRole, kinds: Kind[], extra: Partial<Encoding> = {}): Encoding => ({
  field,
  role,
  kinds,
  optional: false,
  exclusive: true,
  ...extra,
});
const segment = (kinds: Kind[], extra: Partial<Encoding> = {}) =>
  encoding('segment', 'segment', kinds, { optional: true, maxShown: 12, defaults: sorted, ...extra });
const axis = (field: string, extra: Partial<Encoding> = {}) => encoding(field, 'x', DIMENSION_AXIS, { maxShown: 30, defaults: sorted, ...extra });
const animation = encoding('animation', 'animation', [isTemporalDimension, isTemporalOrdinalDimension], {
  optional: true,
  defaults: defaultAnimation,
});
/** The measure a new map layer shows: the first numerical one, else the first measure. */
const firstMeasure = (components?: DataCubeComponents) => components?.measures.find(isNumericalMeasure) ?? components?.measures.find(isMeasure);
/** A new area layer colours its areas by the first measure on the default sequential palette (spec 000 §9). */
const areaLayerDefaults = (components?: DataCubeComponents) => {
  const measure = firstMeasure(components);
  return {
    color: measure
      ? { type: 'numerical', componentId: measure.id, paletteId: 'oranges', scaleType: 'continuous', interpolationType: 'linear', opacity: 100 }
      : { type: 'fixed', value: FIRST_COLOR, opacity: 80 },
  };
};
/** A new symbol layer sizes its circles by the first measure, in one colour. */
const symbolLayerDefaults = (components?: DataCubeComponents) => {
  const measure = firstMeasure(components);
  return { ...(measure && { measureId: measure.id }), color: { type: 'fixed', value: FIRST_COLOR, opacity: 80 } };
};
const bandSegment = segment(SERIES, { defaults: () => ({ type: 'stacked', sorting: byAuto() }) });

/** Groups measures by unit (measures without one are left out), in order of first appearance. */
const unitGroups = (measures: Measure[]) => {
  const groups = new Map<string, Measure[]>();
  for (const m of measures) if (m.unit) groups.set(m.unit, [...(groups.get(m.unit) ?? []), m]);
  return [...groups.values()];
};
/** The first measure with a unit and the first one with another unit. */
const twoUnits = (preferred: Measure[]) => {
  const first = preferred.find((m) => m.unit);
  const second = first && preferred.find((m) => m.unit && m.unit !== first.unit);
  return first && second ? [first.id, second.id] : undefined;
};
const comboY = (measures: Encoding['measures']) => encoding('y', 'y', VALUE, { measures });

export const ENCODINGS: Record<ChartType, Encoding[]> = {
  column: [axis('x'), encoding('y', 'y', VALUE), bandSegment, animation],
  // Bar is column turned sideways: its y field is the axis observations are laid along.
  bar: [axis('y'), encoding('x', 'y', VALUE), bandSegment, animation],
  line: [encoding('x', 'x', TIME), encoding('y', 'y', VALUE, { defaults: () => ({ showDots: false }) }), segment(SERIES)],
  area: [encoding('x', 'x', TIME), encoding('y', 'y', VALUE, { defaults: () => ({ imputationType: 'none' }) }), segment(SERIES)],
  // Points do not crowd as slices and stacks do: a scatterplot's segment may show many values.
  scatterplot: [encoding('x', 'x', VALUE), encoding('y', 'y', VALUE), segment(SERIES, { optional: false, maxShown: 100 }), animation],
  pie: [
    encoding('y', 'y', VALUE),
    segment(CATEGORIES, { optional: false, defaults: () => ({ sorting: { sortingType: 'byMeasure', sortingOrder: 'desc' } }) }),
    animation,
  ],
  // Both layers may show the same places (circles over the areas they size).
  map: [
    encoding('areaLayer', 'areaLayer', [isGeoShapesDimension], { optional: true, exclusive: false, defaults: areaLayerDefaults }),
    encoding('symbolLayer', 'symbolLayer', [isGeoCoordinatesDimension, isGeoShapesDimension], { optional: true, exclusive: false, defaults: symbolLayerDefaults }),
    animation,
  ],
  // Every component is a column of its own.
  table: [],
  comboLineSingle: [
    encoding('x', 'x', TIME),
    comboY((preferred) => {
      const group = unitGroups(preferred).find((g) => g.length > 1);
      // The group of the first preferred unit that has company, listed in the order preferred.
      return group && { componentIds: group.map((m) => m.id) };
    }),
  ],
  comboLineDual: [
    encoding('x', 'x', TIME),
    comboY((preferred) => {
      const ids = twoUnits(preferred);
      return ids && { leftAxisComponentId: ids[0], rightAxisComponentId: ids[1] };
    }),
  ],
  comboLineColumn: [
    encoding('x', 'x', TIME),
    comboY((preferred) => {
      const ids = twoUnits(preferred);
      return ids && { columnComponentId: ids[0], lineComponentId: ids[1], lineAxisOrientation: 'right' };
    }),
  ],
};

/** The encodings of a chart type, in field order. */
export const encodingsOf = (chartType: ChartType): Encoding[] => ENCODINGS[chartType];

/** The encoding of a field of a chart type, if it has one. */
export const encodingOf = (chartType: ChartType, field: string) => ENCODINGS[chartType].find((e) => e.field === field);

/**
 * Every component id a field value names (componentId, componentIds, leftAxisComponentId, …),
 * also inside its parts: a map layer's colour names the component it colours by.
 */
export const fieldComponentIdsOf = (field: unknown): string[] =>
  field && typeof field === 'object'
    ? Object.entries(field).flatMap(([key, value]) =>
        /componentIds?$/i.test(key)
          ? Array.isArray(value) ? value : typeof value === 'string' ? [value] : []
          : key !== 'colorMapping' && value && typeof value === 'object' && !Array.isArray(value) ? fieldComponentIdsOf(value) : [],
      )
    : [];

/** Components an encoding accepts, best first: by kind order, key dimensions before others, then cube order. */
export const candidatesOf = (encoding: Encoding, { dimensions, measures }: DataCubeComponents): Component[] => {
  const rank = (c: Component) => encoding.kinds.findIndex((kind) => kind(c)) + (c.isKeyDimension || isMeasure(c) ? 0 : encoding.kinds.length);
  return [...dimensions, ...measures]
    .filter((c) => accepts(encoding, c))
    .map((c, index) => ({ c, index, rank: rank(c) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ c }) => c);
};

export type ComponentOption = { component: Component; disabled: boolean };

/**
 * The components a field may take, each disabled when another exclusive field already uses it
 * (spec 001 §5 "An exclusive encoding disables a component already used by another field").
 */
export const componentOptions = (
  config: { chartType: ChartType; fields: object },
  field: string,
  components: DataCubeComponents,
): ComponentOption[] => {
  const own = encodingOf(config.chartType, field);
  if (!own) return [];
  const fields = config.fields as Record<string, unknown>;
  const taken = new Set(
    own.exclusive
      ? encodingsOf(config.chartType)
          .filter((e) => e.exclusive && e.field !== field)
          .flatMap((e) => fieldComponentIdsOf(fields[e.field]))
      : [],
  );
  return candidatesOf(own, components).map((component) => ({ component, disabled: taken.has(component.id) }));
};

export type { SortingType } from './config/common';

/** Sorting types offered per chart type and field (spec 000 §5 "Sorting options"); fields not listed offer none. */
export const SORTING_OPTIONS: Partial<Record<ChartType, Record<string, SortingType[]>>> = {
  column: { x: ['byAuto', 'byMeasure', 'byDimensionLabel'], segment: ['byAuto', 'byDimensionLabel', 'byTotalSize'] },
  bar: { y: ['byAuto', 'byMeasure', 'byDimensionLabel'], segment: ['byAuto', 'byDimensionLabel', 'byTotalSize'] },
  area: { segment: ['byAuto', 'byDimensionLabel', 'byTotalSize'] },
  line: { segment: ['byAuto', 'byDimensionLabel'] },
  pie: { segment: ['byAuto', 'byMeasure', 'byDimensionLabel'] },
};

/** The sorting types a field offers. */
export const sortingOptionsOf = (chartType: ChartType, field: string): SortingType[] => SORTING_OPTIONS[chartType]?.[field] ?? [];

/** Whether a sorting option is offered but disabled: total size while the chart animates (totals change per frame). */
export const isSortingDisabled = (config: { fields: object }, sortingType: SortingType) =>
  sortingType === 'byTotalSize' && Boolean((config.fields as { animation?: unknown }).animation);

/** The first colour of the default palette, the colour of a chart without segments. */
export { FIRST_COLOR };

/** What a colour field keeps when it is rebuilt: its palette, and the colour or mapping that still applies. */
export type ColorMemory = { paletteId?: string; color?: string; colorMapping?: Record<string, string> };

/**
 * The colour field a chart type takes: one colour per measure on combos, one per segment value
 * when there is a segment, else a single colour.
 */
export const colorFieldFor = (chartType: ChartType, hasSegment: boolean, kept: ColorMemory = {}): ColorField => {
  const paletteId = kept.paletteId ?? DEFAULT_PALETTE;
  if (chartType.startsWith('combo')) return { type: 'measures', paletteId, colorMapping: kept.colorMapping ?? {} };
  return hasSegment ? { type: 'segment', paletteId, colorMapping: kept.colorMapping ?? {} } : { type: 'single', paletteId, color: kept.color ?? FIRST_COLOR };
};
