/**
 * The map scene as MapLibre sources and layers. The style is built in code: without a base map
 * the shapes sit on a plain background and nothing is fetched (the offline default).
 */
import type { FeatureCollection } from 'geojson';
import type { Map as MapLibreMap, StyleSpecification } from 'maplibre-gl';
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

export const PLAIN_BACKGROUND = '#f4f5f7';

/** The style of a map without base map: a plain background, no sources, no network. */
export const offlineStyle = (): StyleSpecification => ({
  version: 8,
  sources: {},
  layers: [{ id: 'background', type: 'background', paint: { 'background-color': PLAIN_BACKGROUND } }],
});

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
  map.addLayer({ id: AREA_OUTLINE_LAYER_ID, type: 'line', source: AREA_SOURCE, paint: { 'line-color': '#ffffff', 'line-width': 0.75 } });
  map.addLayer({
    id: SYMBOL_LAYER_ID,
    type: 'circle',
    source: SYMBOL_SOURCE,
    paint: {
      'circle-color': ['get', 'fill'],
      'circle-opacity': ['get', 'opacity'],
      'circle-radius': ['get', 'radius'],
      'circle-stroke-color': '#ffffff',
      'circle-stroke-width': 1,
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
