/**
 * The initial chart config for a cube: the first enabled chart type (or the one asked for),
 * fields chosen from the components by encoding role, and filters normalised (spec 001 §4).
 */
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
} from '../data';
import { normaliseFilters } from '../configurator/edits';
import { CHART_CONFIG_VERSION, type ChartConfig, type ChartType } from '../config/chart-config';
import { defaultInteractiveFilters } from '../config/interactive-filters';
import { emptyMeta } from '../config/meta';
import { getEnabledChartTypes } from './availability';

const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random 12-character chart key. */
export const createChartKey = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  // 62 symbols: the modulo bias (256 % 62) is irrelevant for keys that only need to be unique.
  return Array.from(bytes, (b) => KEY_ALPHABET[b % KEY_ALPHABET.length]).join('');
};

export const DEFAULT_PALETTE = 'category10';
const FIRST_COLOR = '#1f77b4';
const singleColor = () => ({ type: 'single' as const, paletteId: DEFAULT_PALETTE, color: FIRST_COLOR });
const byAuto = () => ({ sortingType: 'byAuto' as const, sortingOrder: 'asc' as const });

const largestUnitGroup = (measures: Measure[]) => {
  const byUnit = new Map<string, Measure[]>();
  for (const m of measures) if (m.unit) byUnit.set(m.unit, [...(byUnit.get(m.unit) ?? []), m]);
  return [...byUnit.values()].sort((a, b) => b.length - a.length)[0] ?? [];
};

/** Candidates per encoding role, best first. */
const roles = ({ dimensions, measures }: DataCubeComponents) => {
  const numerical = measures.filter(isNumericalMeasure);
  const temporal = dimensions.filter(isTemporalDimension);
  const categorical = dimensions.filter(isCategoricalDimension);
  const geo = dimensions.filter(isGeoDimension);
  const keyFirst = <T extends Component>(cs: T[]) => [...cs].sort((a, b) => Number(b.isKeyDimension) - Number(a.isKeyDimension));
  return {
    numerical,
    temporal,
    // Column x: time first, then categories, then places.
    x: keyFirst([...temporal, ...dimensions.filter(isTemporalOrdinalDimension), ...categorical, ...geo]),
    segment: keyFirst([...categorical, ...geo]),
    shapes: dimensions.filter(isGeoShapesDimension),
    coordinates: dimensions.filter(isGeoCoordinatesDimension),
    /** The unit most numerical measures share, with those measures. */
    sameUnit: largestUnitGroup(numerical),
  };
};

const id = (c: Component | undefined) => {
  if (!c) throw new Error('The cube lacks a component this chart type needs');
  return c.id;
};
/** The first measure with a unit, and the first one with another unit (unitless measures skipped). */
const firstWithUnit = (measures: Measure[]) => measures.find((m) => m.unit);
const otherUnit = (measures: Measure[], first: Measure | undefined) => first && measures.find((m) => m.unit && m.unit !== first.unit);

/** Initial fields of each chart type: one line of the registry per type. */
const INITIAL_FIELDS: Record<ChartType, (components: DataCubeComponents) => Record<string, unknown>> = {
  column: (c) => {
    const r = roles(c);
    return { x: { componentId: id(r.x[0]), sorting: byAuto() }, y: { componentId: id(r.numerical[0]) }, color: singleColor() };
  },
  bar: (c) => {
    const r = roles(c);
    return { x: { componentId: id(r.numerical[0]) }, y: { componentId: id(r.x[0]), sorting: byAuto() }, color: singleColor() };
  },
  line: (c) => {
    const r = roles(c);
    return { x: { componentId: id(r.temporal[0]) }, y: { componentId: id(r.numerical[0]), showDots: false }, color: singleColor() };
  },
  area: (c) => {
    const r = roles(c);
    return { x: { componentId: id(r.temporal[0]) }, y: { componentId: id(r.numerical[0]), imputationType: 'none' }, color: singleColor() };
  },
  scatterplot: (c) => {
    const r = roles(c);
    const segment = r.segment[0];
    return {
      x: { componentId: id(r.numerical[0]) },
      y: { componentId: id(r.numerical[1]) },
      color: singleColor(),
      ...(segment && { segment: { componentId: segment.id, sorting: byAuto() } }),
    };
  },
  pie: (c) => {
    const r = roles(c);
    return {
      y: { componentId: id(r.numerical[0]) },
      segment: { componentId: id(r.segment[0]), sorting: { sortingType: 'byMeasure', sortingOrder: 'desc' } },
      color: { type: 'segment', paletteId: DEFAULT_PALETTE, colorMapping: {} },
    };
  },
  map: (c) => {
    const r = roles(c);
    const measure = id(r.numerical[0] ?? c.measures.find(isMeasure));
    const color = { type: 'numerical', componentId: measure, paletteId: 'oranges', scaleType: 'continuous', interpolationType: 'linear', opacity: 100 };
    return r.shapes.length
      ? { areaLayer: { componentId: r.shapes[0].id, color } }
      : { symbolLayer: { componentId: id(r.coordinates[0]), measureId: measure, color: { type: 'fixed', value: FIRST_COLOR, opacity: 80 } } };
  },
  table: (c) =>
    Object.fromEntries(
      [...c.dimensions, ...c.measures].map((component, index) => [
        component.id,
        {
          componentId: component.id,
          componentType: component.__typename,
          index,
          isGroup: false,
          isHidden: false,
          columnStyle: { type: 'text', textStyle: 'regular', textColor: '#000', columnColor: '#fff' },
        },
      ]),
    ),
  comboLineSingle: (c) => {
    const r = roles(c);
    return { x: { componentId: id(r.temporal[0]) }, y: { componentIds: r.sameUnit.map((m) => m.id) }, color: { type: 'measures', paletteId: DEFAULT_PALETTE, colorMapping: {} } };
  },
  comboLineDual: (c) => {
    const r = roles(c);
    const left = firstWithUnit(r.numerical);
    return {
      x: { componentId: id(r.temporal[0]) },
      y: { leftAxisComponentId: id(left), rightAxisComponentId: id(otherUnit(r.numerical, left)) },
      color: { type: 'measures', paletteId: DEFAULT_PALETTE, colorMapping: {} },
    };
  },
  comboLineColumn: (c) => {
    const r = roles(c);
    const column = firstWithUnit(r.numerical);
    return {
      x: { componentId: id(r.temporal[0]) },
      y: { columnComponentId: id(column), lineComponentId: id(otherUnit(r.numerical, column)), lineAxisOrientation: 'right' },
      color: { type: 'measures', paletteId: DEFAULT_PALETTE, colorMapping: {} },
    };
  },
};

export type InitialConfigInput = DataCubeComponents & {
  cubes: { iri: string }[];
  chartType?: ChartType;
  key?: string;
};

export const getInitialChartConfig = ({ cubes, dimensions, measures, chartType, key }: InitialConfigInput): ChartConfig => {
  if (dimensions.length === 0) throw new Error('No dimension found for initial config');
  const components = { dimensions, measures };
  const type = chartType ?? getEnabledChartTypes(components)[0] ?? 'table';
  const config = {
    key: key ?? createChartKey(),
    version: CHART_CONFIG_VERSION,
    chartType: type,
    meta: emptyMeta(),
    cubes: cubes.map((cube) => ({ iri: cube.iri, filters: {} })),
    fields: INITIAL_FIELDS[type](components),
    interactiveFiltersConfig: defaultInteractiveFilters(),
    annotations: [],
    limits: {},
    conversionUnitsByComponentId: {},
    ...(type === 'map' && { baseLayer: { show: true, locked: false, customLayers: [] } }),
    ...(type === 'table' && { settings: { showSearch: true, showAllRows: false }, sorting: [] }),
  };
  return normaliseFilters(config as ChartConfig & { fields: Record<string, { componentId?: string }> }, components) as ChartConfig;
};
