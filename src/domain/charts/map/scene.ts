/**
 * The map scene, without a DOM (issue 16):
 *
 *   observations ─► interactive filters (time range, animation frame) ─► one observation per place
 *   shapes ─────────► area per shape, coloured by the area layer (colors.ts), missing-value colour
 *   places ─────────► circle per observation at geo coordinates or shape centroids, area ∝ value
 *
 * Scales span every loaded observation, so colours and sizes compare across animation frames;
 * an animation with dynamic scales spans the frame shown instead.
 */
import type { ChartConfigOf, Filters } from '../../config';
import type { MapColor } from './fields';
import { iriKey, isGeoCoordinatesDimension, type Component, type Locale, type Observation } from '../../data';
import { labelWithUnit, measureDecimals } from '../../format';
import { formatValue } from '../axes';
import { applyInteractiveFilters, displayLabel, withAnimationFrame, type InteractiveState } from '../chart-data';
import { filterWords, type EmptyState } from '../empty';
import { mapFilterSpec } from './query';
import type { Tooltip } from '../scene';
import { layerColors, MISSING_COLOR, MISSING_OPACITY, type LayerColors, type MapLegend } from './colors';
import { boundsOf, centroidOf, type Bounds, type Shape } from './shapes';

/** Radius of the circle of the largest value, and of every circle when no measure sizes them, in px. */
export const MAX_SYMBOL_RADIUS = 24;
export const DEFAULT_SYMBOL_RADIUS = 6;
/** How far the keyboard's focus ring reaches beyond a circle (radius + 2, 3 px wide), in px. */
export const SYMBOL_FOCUS_RING = 4;

export type MapArea = {
  /** The shape's IRI (the dimension value). */
  key: string;
  label: string;
  geometry: Shape['geometry'];
  centroid: [number, number];
  fill: string;
  opacity: number;
  /** What colours it: a number, a category label, or nothing (missing). */
  value?: number | string;
  tooltip: Tooltip;
};

export type MapSymbol = {
  key: string;
  label: string;
  coordinates: [number, number];
  radius: number;
  fill: string;
  opacity: number;
  value?: number;
  tooltip: Tooltip;
};

export type MapScene = {
  kind: 'map';
  areas: MapArea[];
  /** Largest first, so small circles are drawn over large ones. */
  symbols: MapSymbol[];
  legends: MapLegend[];
  /** What the first view fits: every shape and circle. */
  bounds?: Bounds;
  /** Room the view keeps around the bounds for the largest circle any frame draws, in px (0 without circles). */
  padding: number;
  /** Why no area or circle has data (empty.ts): the view says it over the map. */
  empty?: EmptyState;
};

export type MapInput = {
  config: ChartConfigOf<'map'>;
  components: Map<string, Component>;
  observations: Observation[];
  /** The shapes of each geo-shapes dimension a layer uses, by component id. */
  shapes: Record<string, Shape[]>;
  state: InteractiveState;
  locale: Locale;
  /** The filters the observations answer to (the config's when absent): an empty map names them. */
  filters?: Filters;
};

/** The version-independent IRI of an observation's place (observations may hold versioned IRIs). */
const placeOf = (component: Component) => {
  const byVersioned = new Map(component.values.flatMap((v) => (v.versionedValue ? [[v.versionedValue, String(v.value)] as const] : [])));
  return (o: Observation) => {
    const iri = o[iriKey(component.id)] ?? o[component.id];
    return iri === null || iri === undefined ? undefined : (byVersioned.get(String(iri)) ?? String(iri));
  };
};

/** One observation per place: with a time range, the latest one in it. */
const onePerPlace = (observations: Observation[], place: (o: Observation) => string | undefined, timeId: string | undefined) => {
  const byPlace = new Map<string, Observation>();
  for (const o of observations) {
    const key = place(o);
    if (key === undefined) continue;
    const held = byPlace.get(key);
    if (!held || (timeId && String(o[timeId]) > String(held[timeId]))) byPlace.set(key, o);
  }
  return byPlace;
};

/** What colours a feature: the colour component's number or label. */
const colorValue = (color: MapColor, o: Observation | undefined): number | string | undefined => {
  if (!o || color.type === 'fixed') return undefined;
  const value = o[color.componentId];
  if (value === null || value === undefined || (typeof value === 'number' && Number.isNaN(value))) return undefined;
  return color.type === 'numerical' ? (typeof value === 'number' ? value : Number(value)) : String(value);
};

const describeValue = (color: MapColor, value: number | string | undefined, components: Map<string, Component>, locale: Locale) => {
  if (color.type === 'fixed') return '';
  const component = components.get(color.componentId);
  if (value === undefined) return '–';
  return typeof value === 'number' ? formatValue(value, locale, { unit: component?.unit }) : displayLabel(component, value);
};

const colorsOver = (color: MapColor, observations: Observation[], input: MapInput): LayerColors =>
  layerColors(
    color,
    observations.flatMap((o) => colorValue(color, o) ?? []),
    input.components,
    input.locale,
  );

export const mapScene = (input: MapInput): MapScene => {
  const { config, components, observations, shapes, locale } = input;
  const { areaLayer, symbolLayer, animation } = config.fields;
  const spec = mapFilterSpec(config);
  // One frame: the first until the visitor picks another.
  const state = withAnimationFrame(input.state, observations, spec, components);
  const shown = applyInteractiveFilters(observations, spec, state);
  // Fixed scales span every observation the filters other than the animation let through.
  const spanned = animation?.dynamicScales ? shown : applyInteractiveFilters(observations, { ...spec, animationId: undefined }, state);
  const legends: MapLegend[] = [];
  // Areas and circles that show a value (or, in a fixed colour, an observation): none, and the map says why.
  let featured = 0;

  const areas: MapArea[] = [];
  const areaComponent = areaLayer && components.get(areaLayer.componentId);
  const areaShapes = (areaLayer && shapes[areaLayer.componentId]) ?? [];
  if (areaLayer && areaComponent) {
    const place = placeOf(areaComponent);
    // Only places drawn count towards the scale: a country total beside its cantons would stretch it.
    const drawn = new Set(areaShapes.map((s) => s.properties.iri));
    const colors = colorsOver(
      areaLayer.color,
      spanned.filter((o) => drawn.has(place(o) ?? '')),
      input,
    );
    if (colors.legend) legends.push(colors.legend);
    const byPlace = onePerPlace(shown, place, spec.timeId);
    for (const shape of areaShapes) {
      const o = byPlace.get(shape.properties.iri);
      const value = colorValue(areaLayer.color, o);
      if (o && (areaLayer.color.type === 'fixed' || value !== undefined)) featured++;
      const fill = areaLayer.color.type === 'fixed' ? areaLayer.color.value : colors.colorOf(value);
      const label = shape.properties.label ?? shape.properties.iri;
      areas.push({
        key: shape.properties.iri,
        label,
        geometry: shape.geometry,
        centroid: centroidOf(shape),
        fill: fill ?? MISSING_COLOR,
        opacity: fill ? colors.opacity : MISSING_OPACITY,
        value,
        tooltip: { title: label, value: describeValue(areaLayer.color, value, components, locale) },
      });
    }
  }

  const symbols: MapSymbol[] = [];
  // Every place a circle may stand in any frame: the view stays put while the animation plays.
  const symbolPlaces: [number, number][] = [];
  const symbolComponent = symbolLayer && components.get(symbolLayer.componentId);
  if (symbolLayer && symbolComponent) {
    const place = placeOf(symbolComponent);
    const positionOf = symbolPositions(symbolComponent, shapes[symbolComponent.id] ?? []);
    const placed = spanned.filter((o) => positionOf(place(o) ?? ''));
    for (const o of placed) symbolPlaces.push(positionOf(place(o)!)!.coordinates);
    const colors = colorsOver(symbolLayer.color, placed, input);
    if (colors.legend) legends.push(colors.legend);
    const measure = symbolLayer.measureId ? components.get(symbolLayer.measureId) : undefined;
    const sizeOf = (o: Observation) => (measure && typeof o[measure.id] === 'number' ? Math.abs(o[measure.id] as number) : undefined);
    const largest = Math.max(0, ...placed.flatMap((o) => sizeOf(o) ?? []));
    if (measure && largest > 0) {
      // The largest value itself and about a quarter of it in round numbers (a quarter of the area is
      // half the radius), in the measure's format.
      const decimals = measureDecimals(
        measure,
        placed.flatMap((o) => sizeOf(o) ?? []),
      );
      const sizes = [...new Set([largest, roundDown(largest / 4, decimals)])]
        .filter((value) => value > 0)
        .map((value) => ({ label: formatValue(value, locale, { decimals }), radius: Math.sqrt(value / largest) * MAX_SYMBOL_RADIUS }));
      legends.push({ type: 'sizes', title: labelWithUnit(measure), sizes });
    }
    const byPlace = onePerPlace(shown, place, spec.timeId);
    for (const [iri, o] of byPlace) {
      const position = positionOf(iri);
      if (!position) continue;
      const size = sizeOf(o);
      // Skipped without a value: a circle of nothing would claim a place has data.
      if (measure && size === undefined) continue;
      const value = measure ? (o[measure.id] as number) : undefined;
      const colored = colorValue(symbolLayer.color, o);
      const fill = symbolLayer.color.type === 'fixed' ? symbolLayer.color.value : colors.colorOf(colored);
      const label = position.label ?? displayLabel(symbolComponent, String(o[symbolComponent.id] ?? iri));
      symbols.push({
        key: iri,
        label,
        coordinates: position.coordinates,
        // Area proportional to the value: the radius grows with its square root.
        radius: measure ? (largest ? Math.sqrt(size! / largest) * MAX_SYMBOL_RADIUS : 0) : DEFAULT_SYMBOL_RADIUS,
        fill: fill ?? MISSING_COLOR,
        opacity: fill ? colors.opacity : MISSING_OPACITY,
        value,
        tooltip: {
          title: label,
          series:
            symbolLayer.color.type !== 'fixed' && symbolLayer.color.componentId !== measure?.id
              ? `${components.get(symbolLayer.color.componentId)?.label ?? ''}: ${describeValue(symbolLayer.color, colored, components, locale)}`
              : undefined,
          value: measure && value !== undefined ? formatValue(value, locale, { unit: measure.unit }) : '',
        },
      });
    }
    symbols.sort((a, b) => b.radius - a.radius || a.key.localeCompare(b.key));
  }

  // Where a circle stands on its own area, both say both values: the keyboard reads the areas.
  const symbolAt = new Map(symbols.map((s) => [s.key, s]));
  for (const area of areas) {
    const symbol = symbolAt.get(area.key);
    if (!symbol) continue;
    const values = [area.tooltip.value, symbol.tooltip.value].filter(Boolean);
    area.tooltip = symbol.tooltip = { title: area.label, series: symbol.tooltip.series, value: values.join(' · ') };
  }

  const filters = input.filters ?? config.cubes[0].filters;
  const empty: EmptyState | undefined =
    featured + symbols.length > 0 ? undefined : shown.length ? { reason: 'missing' } : { reason: 'filtered', ...filterWords(filters, components, spec, state) };
  return {
    kind: 'map',
    areas,
    symbols,
    legends,
    bounds: boundsOf(areaShapes, symbolPlaces),
    padding: symbolPlaces.length ? (symbolLayer?.measureId ? MAX_SYMBOL_RADIUS : DEFAULT_SYMBOL_RADIUS) + SYMBOL_FOCUS_RING : 0,
    ...(empty && { empty }),
  };
};

/** Whether the legend names the missing-value colour: some area has no value for the layer's colour scale. */
export const showsMissing = (scene: MapScene, config: ChartConfigOf<'map'>) =>
  !!config.fields.areaLayer && config.fields.areaLayer.color.type !== 'fixed' && scene.areas.some((a) => a.value === undefined);

/** A value rounded down to two significant digits, no finer than `decimals` (515 → 510, 1,303,182,268 → 1,300,000,000). */
const roundDown = (value: number, decimals: number) => {
  const step = Math.max(10 ** (Math.floor(Math.log10(value)) - 1), 10 ** -decimals);
  return Math.floor(value / step) * step;
};

/** Where a place's circle goes: its coordinates (geo-coordinates dimension) or its shape's centroid. */
const symbolPositions = (component: Component, shapes: Shape[]) => {
  if (isGeoCoordinatesDimension(component)) {
    const byIri = new Map(
      component.values.flatMap((v) =>
        typeof v.longitude === 'number' && typeof v.latitude === 'number'
          ? [[String(v.value), { coordinates: [v.longitude, v.latitude] as [number, number], label: v.label }] as const]
          : [],
      ),
    );
    return (iri: string) => byIri.get(iri);
  }
  const byIri = new Map(shapes.map((s) => [s.properties.iri, { coordinates: centroidOf(s), label: s.properties.label }]));
  return (iri: string) => byIri.get(iri);
};
