/**
 * The active map's layers (spec 001 §3 "Map", §4 "Base layer", §5): how the area and symbol
 * layers are coloured (fixed, categorical, numerical; palette, scale, classes, opacity), what
 * sizes the circles, and the base layer (shown, locked to the stored bounds). Layers are added,
 * changed and removed with CHART_FIELD_CHANGED / CHART_FIELD_DELETED (slices/chart.ts); custom
 * WMS/WMTS layers have their own slice.
 */
import { FIXED_OPACITY, SCALE_OPACITY } from '../../charts/map/colors';
import { DEFAULT_SEQUENTIAL_PALETTE, DEFAULT_PALETTE, FIRST_COLOR } from '../../config/defaults';
import { classCountOptions, DEFAULT_CLASSES, allowsDiscrete } from '../../charts/map/classes';
import type { Bounds } from '../../charts/map/shapes';
import { CATEGORICAL_PALETTES, DIMENSION_PALETTE, DIVERGING_PALETTES, SEQUENTIAL_PALETTES } from '../../charts/palettes';
import type { ChartConfig, ChartConfigOf, ConfiguratorState } from '../../config';
import type { MapColor } from '../../charts/map/fields';
import { isCategoricalDimension, isNumericalMeasure, isOrdinalMeasure, isTemporalOrdinalDimension, type Component, type DataCubeComponents } from '../../data';
import type { ConfiguratorAction } from '../actions';
import { normaliseFilters } from '../edits';
import { updateActiveChart } from '../select';
import { computeColorMapping } from './colors';

export type MapLayerField = 'areaLayer' | 'symbolLayer';
export type MapColorType = MapColor['type'];
type Numerical = Extract<MapColor, { type: 'numerical' }>;

/** Components a layer may be coloured by: numerical measures for a scale; categories, ordinal measures and temporal ordinals for categories. */
export const colorCandidates = (type: Exclude<MapColorType, 'fixed'>, { dimensions, measures }: DataCubeComponents): Component[] =>
  type === 'numerical'
    ? measures.filter(isNumericalMeasure)
    : [...dimensions.filter((d) => isCategoricalDimension(d) || isTemporalOrdinalDimension(d)), ...measures.filter(isOrdinalMeasure)];

/** Palettes offered per colour type: categorical ones for categories, sequential and diverging ones for scales. */
export const mapPalettes = (type: Exclude<MapColorType, 'fixed'>) =>
  type === 'categorical' ? [...Object.keys(CATEGORICAL_PALETTES)] : [...Object.keys(SEQUENTIAL_PALETTES), ...Object.keys(DIVERGING_PALETTES)];

/** Opacities offered: 0 to 100 in steps of 10 (spec 001 §5). */
export const OPACITIES = Array.from({ length: 11 }, (_, i) => i * 10);

const mappingFor = (component: Component | undefined, paletteId: string, keep: Record<string, string> = {}) =>
  computeColorMapping(
    (component?.values ?? []).map((v) => ({ key: String(v.value), color: v.color })),
    paletteId,
    { keep },
  );

/** A layer's colour of a type, on the first component that fits; undefined when none does. */
export const colorOfType = (type: MapColorType, components: DataCubeComponents, previous?: MapColor): MapColor | undefined => {
  if (type === 'fixed') return { type, value: previous?.type === 'fixed' ? previous.value : FIRST_COLOR, opacity: FIXED_OPACITY };
  const candidates = colorCandidates(type, components);
  const component = candidates.find((c) => previous && previous.type !== 'fixed' && c.id === previous.componentId) ?? candidates[0];
  if (!component) return undefined;
  if (type === 'categorical')
    return { type, componentId: component.id, paletteId: DEFAULT_PALETTE, colorMapping: mappingFor(component, DEFAULT_PALETTE), opacity: SCALE_OPACITY };
  return {
    type,
    componentId: component.id,
    paletteId: DEFAULT_SEQUENTIAL_PALETTE,
    scaleType: 'continuous',
    interpolationType: 'linear',
    opacity: SCALE_OPACITY,
  };
};

type MapConfig = ChartConfigOf<'map'>;
type Layer = NonNullable<MapConfig['fields'][MapLayerField]>;

/** The active chart with one of its layers changed; charts that are no maps, or lack the layer, stay as they are. */
const updateLayer = (
  state: ConfiguratorState,
  field: MapLayerField,
  change: (layer: Layer, chart: MapConfig) => Layer | undefined,
  components?: DataCubeComponents,
) =>
  updateActiveChart(state, (chart) => {
    if (chart.chartType !== 'map') return chart;
    const layer = chart.fields[field];
    const next = layer && change(layer, chart);
    if (!next || next === layer) return chart;
    const changed: ChartConfig = { ...chart, fields: { ...chart.fields, [field]: next } };
    // A component the layer now colours by is no longer fixed by a filter (and one it left is).
    return components ? normaliseFilters(changed, components) : changed;
  });

const withColor = (layer: Layer, color: MapColor | undefined): Layer | undefined => color && { ...layer, color };

/**
 * Scale changes of a numerical colour (spec 001 §5): continuous is linear; discrete is quantize,
 * quantile or jenks (jenks by default, spec 000 §9), and needs at least 3 values; the class count
 * is one the values allow (3 to 9, at most values − 2).
 */
const rescaled = (
  color: Numerical,
  change: { scaleType?: Numerical['scaleType']; interpolationType?: Numerical['interpolationType']; nbClass?: number; valueCount: number },
): Numerical | undefined => {
  const scaleType = change.scaleType ?? (change.interpolationType ? (change.interpolationType === 'linear' ? 'continuous' : 'discrete') : color.scaleType);
  if (scaleType === 'continuous') {
    const { nbClass: _, ...rest } = color;
    return { ...rest, scaleType, interpolationType: 'linear' };
  }
  if (!allowsDiscrete(change.valueCount)) return undefined;
  const interpolationType = change.interpolationType ?? (color.interpolationType === 'linear' ? 'jenks' : color.interpolationType);
  if (interpolationType === 'linear') return undefined;
  const options = classCountOptions(change.valueCount);
  const nbClass = change.nbClass ?? color.nbClass ?? DEFAULT_CLASSES;
  if (!options.includes(nbClass)) return undefined;
  return { ...color, scaleType, interpolationType, nbClass };
};

export const mapLayersSlice = (state: ConfiguratorState, action: ConfiguratorAction): ConfiguratorState => {
  switch (action.type) {
    case 'MAP_LAYER_COLOR_TYPE_CHANGED': {
      const { field, colorType, components } = action.value;
      return updateLayer(
        state,
        field,
        (layer) => (layer.color.type === colorType ? layer : withColor(layer, colorOfType(colorType, components, layer.color))),
        components,
      );
    }
    case 'MAP_LAYER_COLOR_COMPONENT_CHANGED': {
      const { field, componentId, components } = action.value;
      return updateLayer(
        state,
        field,
        (layer) => {
          const { color } = layer;
          if (color.type === 'fixed' || !colorCandidates(color.type, components).some((c) => c.id === componentId)) return layer;
          if (color.type === 'numerical') return { ...layer, color: { ...color, componentId } };
          const component = components.dimensions.find((d) => d.id === componentId) ?? components.measures.find((m) => m.id === componentId);
          return { ...layer, color: { ...color, componentId, colorMapping: mappingFor(component, color.paletteId) } };
        },
        components,
      );
    }
    case 'MAP_LAYER_PALETTE_CHANGED': {
      const { field, paletteId, components } = action.value;
      return updateLayer(state, field, (layer) => {
        const { color } = layer;
        if (color.type === 'fixed' || (!mapPalettes(color.type).includes(paletteId) && !(color.type === 'categorical' && paletteId === DIMENSION_PALETTE)))
          return layer;
        if (color.type === 'numerical') return { ...layer, color: { ...color, paletteId } };
        const component = [...components.dimensions, ...components.measures].find((c) => c.id === color.componentId);
        return { ...layer, color: { ...color, paletteId, colorMapping: mappingFor(component, paletteId) } };
      });
    }
    case 'MAP_LAYER_COLOR_CHANGED': {
      const { field, key, color: value } = action.value;
      if (!/^#[0-9a-fA-F]{6}$/.test(value)) return state;
      return updateLayer(state, field, (layer) => {
        const { color } = layer;
        if (color.type === 'fixed') return { ...layer, color: { ...color, value } };
        if (color.type === 'categorical' && key !== undefined && key in color.colorMapping)
          return { ...layer, color: { ...color, colorMapping: { ...color.colorMapping, [key]: value } } };
        return layer;
      });
    }
    case 'MAP_LAYER_OPACITY_CHANGED': {
      const { field, opacity } = action.value;
      if (!OPACITIES.includes(opacity)) return state;
      return updateLayer(state, field, (layer) => ({ ...layer, color: { ...layer.color, opacity } }));
    }
    case 'MAP_LAYER_SCALE_CHANGED': {
      const { field, valueCount, ...change } = action.value;
      return updateLayer(state, field, (layer) =>
        layer.color.type === 'numerical' ? withColor(layer, rescaled(layer.color, { ...change, valueCount })) : layer,
      );
    }
    case 'MAP_SYMBOL_MEASURE_CHANGED': {
      const { measureId, components } = action.value;
      return updateLayer(state, 'symbolLayer', (layer) => {
        if (measureId === undefined) {
          const { measureId: _, ...rest } = layer as Extract<Layer, { measureId?: string }>;
          return rest;
        }
        return components.measures.some((m) => m.id === measureId && isNumericalMeasure(m)) ? { ...layer, measureId } : layer;
      });
    }
    case 'MAP_BASE_LAYER_SHOW_CHANGED':
      return updateActiveChart(state, (chart) =>
        chart.chartType === 'map' ? { ...chart, baseLayer: { ...chart.baseLayer, show: action.value.show } } : chart,
      );
    case 'MAP_BASE_LAYER_LOCKED_CHANGED': {
      const { locked, bbox } = action.value;
      return updateActiveChart(state, (chart) => {
        if (chart.chartType !== 'map') return chart;
        const { bbox: _, ...baseLayer } = chart.baseLayer;
        // Locked keeps the view the author sees now; unlocked forgets it (spec 001 §4).
        if (!locked) return { ...chart, baseLayer: { ...baseLayer, locked } };
        return validBounds(bbox) ? { ...chart, baseLayer: { ...baseLayer, locked, bbox } } : chart;
      });
    }
    default:
      return state;
  }
};

const validBounds = (bbox: Bounds | undefined): bbox is Bounds =>
  !!bbox &&
  bbox.flat().every(Number.isFinite) &&
  bbox[0][0] >= -180 &&
  bbox[1][0] <= 180 &&
  bbox[0][1] >= -90 &&
  bbox[1][1] <= 90 &&
  bbox[0][0] < bbox[1][0] &&
  bbox[0][1] < bbox[1][1];
