/**
 * The parts chart types build their encodings from (spec 000 §5 "Component type per encoding",
 * spec 001 §3 "Fields by chart type"): roles, accepted component kinds, defaults. Each chart
 * folder lists its encodings with these; `domain/encodings.ts` reads them through the registry.
 */
import { defaultAnimation, defaultSorting, DEFAULT_SEQUENTIAL_PALETTE, FIRST_COLOR } from '../config/defaults';
import {
  hasDrawablePlaces,
  hasDrawableShapes,
  isCategoricalDimension,
  isGeoCoordinatesDimension,
  isGeoDimension,
  isMeasure,
  isNumericalMeasure,
  isTemporalDimension,
  isTemporalOrdinalDimension,
  type Component,
  type DataCubeComponents,
  type Measure,
} from '../data';

/** What a field shows: the axis observations are laid along, the value, the split into series, the frames of an animation, a map layer. */
export type EncodingRole = 'x' | 'y' | 'segment' | 'animation' | 'areaLayer' | 'symbolLayer';

export type Kind = (c: Component) => boolean;

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
  /** Components the initial choice takes before others it accepts (the field's options keep their order). */
  prefer?: Kind;
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

/** Components an encoding accepts, best first: by kind order, key dimensions before others, then cube order. */
export const candidatesOf = (encoding: Encoding, { dimensions, measures }: DataCubeComponents): Component[] => {
  const rank = (c: Component) => encoding.kinds.findIndex((kind) => kind(c)) + (c.isKeyDimension || isMeasure(c) ? 0 : encoding.kinds.length);
  return [...dimensions, ...measures]
    .filter((c) => accepts(encoding, c))
    .map((c, index) => ({ c, index, rank: rank(c) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ c }) => c);
};

const sorted = () => ({ sorting: defaultSorting() });

const DIMENSION_AXIS: Kind[] = [isTemporalDimension, isTemporalOrdinalDimension, isCategoricalDimension, isGeoDimension];
export const CATEGORIES: Kind[] = [isCategoricalDimension, isGeoDimension];
export const SERIES: Kind[] = [...CATEGORIES, isTemporalDimension, isTemporalOrdinalDimension];
export const TIME: Kind[] = [isTemporalDimension];
export const VALUE: Kind[] = [isNumericalMeasure];
/**
 * A measure none of whose observed values is below zero (a numerical measure's values are its
 * [min, max], server/data/components.ts): parts of a whole, as a pie's slices need.
 */
export const neverNegative: Kind = (c) => isNumericalMeasure(c) && c.values.length > 0 && c.values.every((v) => typeof v.value === 'number' && v.value >= 0);

export const encoding = (field: string, role: EncodingRole, kinds: Kind[], extra: Partial<Encoding> = {}): Encoding => ({
  field,
  role,
  kinds,
  optional: false,
  exclusive: true,
  ...extra,
});
export const segment = (kinds: Kind[], extra: Partial<Encoding> = {}) =>
  encoding('segment', 'segment', kinds, { optional: true, maxShown: 12, defaults: sorted, ...extra });
/** A dimension axis (column x, bar y): temporal, ordinal, categorical or geographic. */
export const axis = (field: string, extra: Partial<Encoding> = {}) => encoding(field, 'x', DIMENSION_AXIS, { maxShown: 30, defaults: sorted, ...extra });
export const animation = encoding('animation', 'animation', [isTemporalDimension, isTemporalOrdinalDimension], {
  optional: true,
  defaults: defaultAnimation,
});
/** A band chart's segment starts stacked. */
export const bandSegment = segment(SERIES, { defaults: () => ({ type: 'stacked', sorting: defaultSorting() }) });

/** The measure a new map layer shows: the first numerical one, else the first measure. */
const firstMeasure = (components?: DataCubeComponents) => components?.measures.find(isNumericalMeasure) ?? components?.measures.find(isMeasure);
/** A new area layer colours its areas by the first measure on the default sequential palette (spec 000 §9). */
const areaLayerDefaults = (components?: DataCubeComponents) => {
  const measure = firstMeasure(components);
  return {
    color: measure
      ? {
          type: 'numerical',
          componentId: measure.id,
          paletteId: DEFAULT_SEQUENTIAL_PALETTE,
          scaleType: 'continuous',
          interpolationType: 'linear',
          opacity: 100,
        }
      : { type: 'fixed', value: FIRST_COLOR, opacity: 80 },
  };
};
/** A new symbol layer sizes its circles by the first measure, in one colour. */
const symbolLayerDefaults = (components?: DataCubeComponents) => {
  const measure = firstMeasure(components);
  return { ...(measure && { measureId: measure.id }), color: { type: 'fixed', value: FIRST_COLOR, opacity: 80 } };
};
// Both layers may show the same places (circles over the areas they size).
// A layer takes only places it can draw: areas where the source has shapes, circles at coordinates or shape centroids.
export const areaLayer = encoding('areaLayer', 'areaLayer', [hasDrawableShapes], { optional: true, exclusive: false, defaults: areaLayerDefaults });
export const symbolLayer = encoding('symbolLayer', 'symbolLayer', [(c) => isGeoCoordinatesDimension(c) && hasDrawablePlaces(c), hasDrawableShapes], {
  optional: true,
  exclusive: false,
  defaults: symbolLayerDefaults,
});

/** Groups measures by unit (measures without one are left out), in order of first appearance. */
export const unitGroups = (measures: Measure[]) => {
  const groups = new Map<string, Measure[]>();
  for (const m of measures) if (m.unit) groups.set(m.unit, [...(groups.get(m.unit) ?? []), m]);
  return [...groups.values()];
};
/** The first measure with a unit and the first one with another unit. */
export const twoUnits = (preferred: Measure[]) => {
  const first = preferred.find((m) => m.unit);
  const second = first && preferred.find((m) => m.unit && m.unit !== first.unit);
  return first && second ? [first.id, second.id] : undefined;
};
/** A y field holding several measures (combo charts). */
export const comboY = (measures: Encoding['measures']) => encoding('y', 'y', VALUE, { measures });
