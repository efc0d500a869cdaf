/**
 * The map scene as MapLibre sources and layers. The style is built in code: without a base map
 * the shapes sit on the offline base layer (land, borders, Swiss cantons and lakes from the
 * geodata the build ships) or, when the author hides the base layer, on a plain background.
 */
import type { FeatureCollection } from 'geojson';
import type { Map as MapLibreMap, StyleSpecification } from 'maplibre-gl';
import { BASE_COLORS, BASE_LINE_WIDTHS, PLAIN_BACKGROUND, type BaseGeometry } from '../../domain/charts/map/base-layers';
import { AREA_OUTLINE, SYMBOL_OUTLINE } from '../../domain/charts/map/colors';
import type { MapScene } from '../../domain/charts/map/scene';

/** The area layer's MapLibre layer id: custom WMS/WMTS layers that sit behind the areas are added before it. */
export const AREA_LAYER_ID = 'cubeviz-areas';
export const AREA_OUTLINE_LAYER_ID = 'cubeviz-area-outlines';
export const SYMBOL_LAYER_ID = 'cubeviz-symbols';
/** The outline of the place the keyboard is on. */
export const FOCUS_LAYER_ID = 'cubeviz-focus';
const FOCUS_SYMBOL_LAYER_ID = 'cubeviz-focus-symbols';
const AREA_SOURCE = 'cubeviz-areas';
const SYMBOL_SOURCE = 'cubeviz-symbols';

/**
 * The style of a map without base map style, all in the page, no network: the offline base layer
 * under the scene's layers, or a plain background without it. The base layer is one source (one
 * index for MapLibre's worker to build, one job per tile), its parts told apart by `part`.
 */
export const offlineStyle = (base?: BaseGeometry): StyleSpecification => {
  if (!base) return { version: 8, sources: {}, layers: [{ id: 'background', type: 'background', paint: { 'background-color': PLAIN_BACKGROUND } }] };
  const parts = { land: base.land.features, lakes: base.lakes?.features ?? [], cantons: base.cantons ? [base.cantons] : [], borders: [base.borders] };
  const features = Object.entries(parts).flatMap(([part, features]) => features.map((f) => ({ ...f, properties: { part } })));
  const part = (name: keyof typeof parts) => ['==', ['get', 'part'], name] as ['==', ['get', string], string];
  return {
    version: 8,
    sources: { base: { type: 'geojson', data: { type: 'FeatureCollection', features } } },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': BASE_COLORS.water } },
      { id: 'base-land', type: 'fill', source: 'base', filter: part('land'), paint: { 'fill-color': BASE_COLORS.land } },
      { id: 'base-lakes', type: 'fill', source: 'base', filter: part('lakes'), paint: { 'fill-color': BASE_COLORS.water } },
      {
        id: 'base-cantons',
        type: 'line',
        source: 'base',
        filter: part('cantons'),
        paint: { 'line-color': BASE_COLORS.canton, 'line-width': BASE_LINE_WIDTHS.canton },
      },
      {
        id: 'base-borders',
        type: 'line',
        source: 'base',
        filter: part('borders'),
        paint: { 'line-color': BASE_COLORS.border, 'line-width': BASE_LINE_WIDTHS.border },
      },
    ],
  };
};

const areaFeatures = (scene: MapScene): FeatureCollection => ({
  type: 'FeatureCollection',
  features: scene.areas.map((a) => ({ type: 'Feature', geometry: a.geometry, properties: { key: a.key, fill: a.fill, opacity: a.opacity } })),
});

const symbolFeatures = (scene: MapScene): FeatureCollection => ({
  type: 'FeatureCollection',
  features: scene.symbols.map((s) => ({
    type: 'Feature',
    geometry: { type: 'Point', coordinates: s.coordinates },
    properties: { key: s.key, fill: s.fill, opacity: s.opacity, radius: s.radius },
  })),
});

/** Adds the scene's sources and layers: areas with their outlines, the focus outline, circles on top. */
export const addSceneLayers = (map: MapLibreMap, scene: MapScene) => {
  map.addSource(AREA_SOURCE, { type: 'geojson', data: areaFeatures(scene) });
  map.addSource(SYMBOL_SOURCE, { type: 'geojson', data: symbolFeatures(scene) });
  map.addLayer({ id: AREA_LAYER_ID, type: 'fill', source: AREA_SOURCE, paint: { 'fill-color': ['get', 'fill'], 'fill-opacity': ['get', 'opacity'] } });
  map.addLayer({ id: AREA_OUTLINE_LAYER_ID, type: 'line', source: AREA_SOURCE, paint: { 'line-color': AREA_OUTLINE.color, 'line-width': AREA_OUTLINE.width } });
  map.addLayer({
    id: SYMBOL_LAYER_ID,
    type: 'circle',
    source: SYMBOL_SOURCE,
    paint: {
      'circle-color': ['get', 'fill'],
      'circle-opacity': ['get', 'opacity'],
      'circle-radius': ['get', 'radius'],
      'circle-stroke-color': SYMBOL_OUTLINE.color,
      'circle-stroke-width': SYMBOL_OUTLINE.width,
    },
  });
  map.addLayer({
    id: FOCUS_LAYER_ID,
    type: 'line',
    source: AREA_SOURCE,
    filter: ['==', ['get', 'key'], ''],
    paint: { 'line-color': '#1a1a1a', 'line-width': 3 },
  });
  map.addLayer({
    id: FOCUS_SYMBOL_LAYER_ID,
    type: 'circle',
    source: SYMBOL_SOURCE,
    filter: ['==', ['get', 'key'], ''],
    paint: { 'circle-opacity': 0, 'circle-radius': ['+', ['get', 'radius'], 2], 'circle-stroke-color': '#1a1a1a', 'circle-stroke-width': 3 },
  });
};

/** Puts a new scene (another animation frame, other colours) into the sources. */
export const updateSceneData = (map: MapLibreMap, scene: MapScene) => {
  (map.getSource(AREA_SOURCE) as { setData?: (data: FeatureCollection) => void } | undefined)?.setData?.(areaFeatures(scene));
  (map.getSource(SYMBOL_SOURCE) as { setData?: (data: FeatureCollection) => void } | undefined)?.setData?.(symbolFeatures(scene));
};

/** Outlines the area the keyboard is on (none: ''). */
export const showFocus = (map: MapLibreMap, key: string, onSymbol: boolean) => {
  map.setFilter(FOCUS_LAYER_ID, ['==', ['get', 'key'], onSymbol ? '' : key]);
  map.setFilter(FOCUS_SYMBOL_LAYER_ID, ['==', ['get', 'key'], onSymbol ? key : '']);
};
