/**
 * Cube components and observations as the data API answers them (spec 000 §3, 001 §3, 002 §3).
 * Shared by the server (which derives them from the cube's RDF shape) and the web app.
 */
import { isIri } from './text';

export const LOCALES = ['de', 'fr', 'it', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

/** Separator between the unversioned cube IRI and the component IRI in a component id. */
export const COMPONENT_ID_SEPARATOR = '___';

/** A component id combines the unversioned cube IRI and the component IRI. */
export const stringifyComponentId = (unversionedCubeIri: string, componentIri: string) => `${unversionedCubeIri}${COMPONENT_ID_SEPARATOR}${componentIri}`;

export const parseComponentId = (id: string) => {
  const at = id.indexOf(COMPONENT_ID_SEPARATOR);
  return at < 0
    ? { unversionedCubeIri: undefined, componentIri: id }
    : { unversionedCubeIri: id.slice(0, at), componentIri: id.slice(at + COMPONENT_ID_SEPARATOR.length) };
};

/** The id of the dimension that stands for the i-th joinBy dimension of joined cubes. */
export const joinById = (index: number) => `joinBy__${index}`;

/** Is this the id of a join dimension (joinBy__N)? */
export const isJoinById = (id: string) => /^joinBy__\d{1,3}$/.test(id);

/** Is this an id the data API gives a component: `joinBy__N`, or a component IRI, optionally after its cube's IRI? */
export const isComponentId = (id: string) => {
  if (isJoinById(id)) return true;
  const { unversionedCubeIri, componentIri } = parseComponentId(id);
  return (unversionedCubeIri === undefined || isIri(unversionedCubeIri)) && isIri(componentIri);
};

export const DIMENSION_TYPES = [
  'NominalDimension',
  'OrdinalDimension',
  'TemporalDimension',
  'TemporalEntityDimension',
  'TemporalOrdinalDimension',
  'GeoCoordinatesDimension',
  'GeoShapesDimension',
  'StandardErrorDimension',
  'ConfidenceUpperBoundDimension',
  'ConfidenceLowerBoundDimension',
] as const;
export const MEASURE_TYPES = ['NumericalMeasure', 'OrdinalMeasure'] as const;

export type DimensionType = (typeof DIMENSION_TYPES)[number];
export type MeasureType = (typeof MEASURE_TYPES)[number];
export type ComponentType = DimensionType | MeasureType;

export type TimeUnit = 'Year' | 'Month' | 'Week' | 'Day' | 'Hour' | 'Minute' | 'Second';
export type ScaleType = 'Nominal' | 'Ordinal' | 'Interval' | 'Ratio';

/** One value of a component, with its label in the requested locale. */
export type DimensionValue = {
  /** The value; for a versioned value, its version-independent IRI (schema:sameAs). */
  value: string | number;
  label: string;
  /** The IRI a cube version's observations hold, where value is its version-independent IRI. */
  versionedValue?: string;
  /** The unit of its observations, where the dimension's values are measured in different units (server/data/value-units.ts). */
  unit?: string;
  position?: number;
  alternateName?: string;
  identifier?: string;
  description?: string;
  color?: string;
  latitude?: number;
  longitude?: number;
};

/** The value a filter names, in either form of a versioned value (saved configs hold both). */
export const findValue = (values: DimensionValue[], value: string | number): DimensionValue | undefined =>
  values.find((v) => String(v.value) === String(value) || v.versionedValue === String(value));

export type Termset = { iri: string; label: string };

/** A node of a hierarchy tree (meta:inHierarchy) over a dimension's values. */
export type HierarchyValue = DimensionValue & {
  dimensionId: string;
  depth: number;
  hasValue: boolean;
  /** The name of the node's level in the hierarchy (e.g. "Canton"), where the cube names it. */
  levelName?: string;
  children?: HierarchyValue[];
};

type ComponentBase = {
  /** Unversioned cube IRI + component IRI, see {@link stringifyComponentId}. */
  id: string;
  label: string;
  description?: string;
  /** Versioned IRI of the cube the component was read from. */
  cubeIri: string;
  unit?: string;
  /** The cube's unit of a measure whose unit the chart converts (unit is then the author's label). */
  originalUnit?: string;
  scaleType?: ScaleType;
  dataType?: string;
  order?: number;
  isNumerical: boolean;
  isKeyDimension: boolean;
  values: DimensionValue[];
  /** Set on the dimension that stands for the joinBy dimensions of several cubes. */
  isJoinByDimension?: boolean;
  originalIds?: { cubeIri: string; dimensionId: string; label: string }[];
  /** Id of the measure this attribute relates to (standard error, confidence bounds). */
  related?: { type: 'StandardError' | 'ConfidenceUpperBound' | 'ConfidenceLowerBound'; id: string }[];
};

export type TemporalDimension = ComponentBase & {
  __typename: 'TemporalDimension' | 'TemporalEntityDimension';
  timeUnit: TimeUnit;
  timeFormat: string;
};
export type TemporalOrdinalDimension = ComponentBase & { __typename: 'TemporalOrdinalDimension' };
export type CategoricalDimension = ComponentBase & {
  __typename: 'NominalDimension' | 'OrdinalDimension';
  hierarchy?: HierarchyValue[];
  termsets?: Termset[];
};
export type GeoDimension = ComponentBase & {
  __typename: 'GeoCoordinatesDimension' | 'GeoShapesDimension';
  hierarchy?: HierarchyValue[];
  termsets?: Termset[];
  /** A shape dimension: whether the source has shapes for any of its values; absent when not known (values not loaded). */
  hasShapes?: boolean;
};
export type RelatedDimension = ComponentBase & {
  __typename: 'StandardErrorDimension' | 'ConfidenceUpperBoundDimension' | 'ConfidenceLowerBoundDimension';
};
export type Dimension = (TemporalDimension | TemporalOrdinalDimension | CategoricalDimension | GeoDimension | RelatedDimension) & {
  /** The values of this dimension that limits refer to, whether observed or not; absent when none do. */
  relatedLimitValues?: DimensionValue[];
};

/** A dimension value a limit applies to: the limit holds where the dimension takes this value. */
export type LimitRelation = { dimensionId: string; dimensionValue: string };

/**
 * A limit of a measure (cube-link meta:Limit), named in the locale, valid where every related
 * dimension takes its value (none: everywhere): a target value, a target value range, or a target
 * value over a span of a temporal dimension (both ends included).
 */
export type Limit =
  | { type: 'single'; name: string; related: LimitRelation[]; value: number }
  | { type: 'value-range'; name: string; related: LimitRelation[]; min: number; max: number }
  | {
      type: 'time-range';
      name: string;
      related: LimitRelation[];
      value: number;
      timeRange: { dimensionId: string; from: string; to: string };
    };

export type Measure = ComponentBase & {
  __typename: MeasureType;
  /** The measure's limits, by name; absent when the cube gives it none. */
  limits?: Limit[];
};

export type Component = Dimension | Measure;

export const isMeasure = (c: Component): c is Measure => (MEASURE_TYPES as readonly string[]).includes(c.__typename);
export const isNumericalMeasure = (c: Component): c is Measure => c.__typename === 'NumericalMeasure';
export const isOrdinalMeasure = (c: Component): c is Measure => c.__typename === 'OrdinalMeasure';
export const isTemporalDimension = (c: Component): c is TemporalDimension => c.__typename === 'TemporalDimension' || c.__typename === 'TemporalEntityDimension';
export const isTemporalOrdinalDimension = (c: Component): c is TemporalOrdinalDimension => c.__typename === 'TemporalOrdinalDimension';
export const isGeoShapesDimension = (c: Component): c is GeoDimension => c.__typename === 'GeoShapesDimension';
export const isGeoCoordinatesDimension = (c: Component): c is GeoDimension => c.__typename === 'GeoCoordinatesDimension';
export const isGeoDimension = (c: Component): c is GeoDimension => isGeoShapesDimension(c) || isGeoCoordinatesDimension(c);
/** A shape dimension whose areas can be drawn: the source has shapes for it (or it is not known that it has none). */
export const hasDrawableShapes = (c: Component): boolean => isGeoShapesDimension(c) && c.hasShapes !== false;
/** A geographic dimension whose places can carry circles: at the coordinates of its values, or at the centroids of its shapes. */
export const hasDrawablePlaces = (c: Component): boolean =>
  hasDrawableShapes(c) || (isGeoCoordinatesDimension(c) && c.values.some((v) => typeof v.latitude === 'number' && typeof v.longitude === 'number'));
/** Standard errors and confidence bounds: they qualify a measure, they are nothing to filter or chart by. */
export const isRelatedDimension = (c: Component): c is RelatedDimension =>
  /^(StandardError|ConfidenceUpperBound|ConfidenceLowerBound)Dimension$/.test(c.__typename);
export const isCategoricalDimension = (c: Component): c is CategoricalDimension => c.__typename === 'NominalDimension' || c.__typename === 'OrdinalDimension';

export type DataCubeComponents = { dimensions: Dimension[]; measures: Measure[] };

/** A cube's dimensions and measures by id: the one lookup the server and the web build. */
export const componentsById = ({ dimensions, measures }: DataCubeComponents): Map<string, Component> =>
  new Map<string, Component>([...dimensions, ...measures].map((c) => [c.id, c]));

/**
 * One observation: component id → label (dimensions) or number (measures).
 * For IRI-valued dimensions the IRI travels under `${id}/__iri__`.
 */
export type Observation = Record<string, string | number | null>;

export const iriKey = (componentId: string) => `${componentId}/__iri__`;

export type PublicationStatus = 'DRAFT' | 'PUBLISHED';

/**
 * A dimension by which a search result can be combined with another cube: temporal (with its
 * time unit) or shared (with the termsets its values come from), or both.
 */
export type SearchCubeDimension = { id: string; label: string; timeUnit?: TimeUnit; termsets: Termset[] };

export type DataCubeMetadata = {
  iri: string;
  unversionedIri?: string;
  title: string;
  description: string;
  publicationStatus: PublicationStatus;
  version?: string;
  datePublished?: string;
  dateModified?: string;
  expires?: string;
  identifier?: string;
  publisher?: string;
  creator?: { iri: string; label: string };
  /** The first of the contact points. */
  contactPoint?: { name?: string; email?: string };
  contactPoints?: { name?: string; email?: string }[];
  landingPage?: string;
  themes: { iri: string; label: string }[];
  subthemes?: { iri: string; label: string }[];
  workExamples?: string[];
  keywords?: string[];
  /** Shared dimensions (termsets) the cube uses. */
  termsets?: Termset[];
  /** Time units of the cube's temporal dimensions. */
  timeUnits?: TimeUnit[];
  /** Set by searchCubes with fetchDimensionTermsets: the cube's temporal and shared dimensions. */
  dimensions?: SearchCubeDimension[];
};

/** Filters on a cube, keyed by component id: the shape of config/common.ts (a type only, no zod here). */
export type { FilterValue, Filters } from './config/common';

/** The cube filters a data query sends: each cube with its joins. */
export const cubeQueryFilters = (cubes: { iri: string; joinBy?: string[] }[]) => cubes.map(({ iri, joinBy }) => (joinBy?.length ? { iri, joinBy } : { iri }));
