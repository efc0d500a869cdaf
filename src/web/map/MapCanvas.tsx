/**
 * Draws a map scene with MapLibre (loaded lazily, see load-maplibre.ts). The map is one tab stop
 * (role application: the arrow keys belong to it), named by the chart's title and described by
 * its layers; the arrow keys go from place to place (domain/charts/map/access), each read out
 * through a live region and shown in the tooltip, as the SVG charts do.
 */
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { announcement } from '../../domain/charts/access';
import { describeMap, isPlaceKey, placesOf, stepPlace } from '../../domain/charts/map/access';
import type { OfflineBaseLayer } from '../../domain/charts/map/base-layers';
import type { MapScene } from '../../domain/charts/map/scene';
import type { Bounds } from '../../domain/charts/map/shapes';
import { fitView, MIN_ZOOM, VIEW_MARGIN } from '../../domain/charts/map/view';
import type { Tooltip } from '../../domain/charts/scene';
import { addSceneLayers, AREA_LAYER_ID, offlineStyle, showFocus, SYMBOL_LAYER_ID, updateSceneData } from './layers';
import { loadBaseGeometry } from './base-layer-data';
import { loadMapLibre } from './load-maplibre';
import { syncCustomLayers } from './custom-layers';
import type { CustomLayerSource } from '../../domain/map/custom-layer-sources';

type Hover = { tooltip: Tooltip; x: number; y: number };

export type MapCanvasProps = {
  scene: MapScene;
  height: number;
  /** A MapLibre style URL for the base map; undefined draws the shapes on the offline base layers. */
  styleUrl?: string;
  /** The offline base layers under the shapes (none: a plain background). */
  baseLayers?: OfflineBaseLayer[];
  /** The view to open on (a locked bbox); else the scene's bounds are fitted. */
  view?: Bounds;
  name: string;
  /** Tells where the view is after every move (the lock stores it). */
  onView?: (bounds: Bounds) => void;
  /** The custom WMS/WMTS layers, behind the areas or above them (below the circles). */
  customLayers?: CustomLayerSource[];
};

const round = (n: number) => Math.round(n * 1e5) / 1e5;
const NO_LAYERS: CustomLayerSource[] = [];
const NO_BASE: OfflineBaseLayer[] = [];
const CUSTOM_LAYER_PLACEMENT = { areaLayerId: AREA_LAYER_ID, topBeforeId: SYMBOL_LAYER_ID };

export const MapCanvas = ({ scene, height, styleUrl, baseLayers = NO_BASE, view, name, onView, customLayers = NO_LAYERS }: MapCanvasProps) => {
  const { t } = useTranslation();
  const id = useId().replace(/[^\w-]/g, '');
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | undefined>(undefined);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [hover, setHover] = useState<Hover>();
  // The view shown, for the lock (onView) and as a data attribute that tests read.
  const [shown, setShown] = useState<Bounds>();
  // The map is built once per style; later scenes go into its sources.
  const latest = useRef({ scene, view, onView, customLayers });
  latest.current = { scene, view, onView, customLayers };

  const tooltips = useMemo(
    () => ({
      areas: new Map(scene.areas.map((a) => [a.key, a.tooltip])),
      symbols: new Map(scene.symbols.map((s) => [s.key, s.tooltip])),
    }),
    [scene],
  );
  const tooltipsRef = useRef(tooltips);
  tooltipsRef.current = tooltips;

  // The view that fits the data (a locked view: its bounds) in the box as it is now; none without data.
  const fitted = () => {
    const { scene, view } = latest.current;
    const bounds = view ?? scene.bounds;
    const box = container.current;
    return bounds && box ? fitView(bounds, { width: box.clientWidth, height: box.clientHeight }, view ? 0 : scene.padding + VIEW_MARGIN) : undefined;
  };
  // Whether the visitor moved the map: until then it fits the data whenever its box changes size.
  const moved = useRef(false);
  const baseKey = baseLayers.join(' ');

  useEffect(() => {
    let cancelled = false;
    let map: MapLibreMap | undefined;
    const base = baseKey ? (baseKey.split(' ') as OfflineBaseLayer[]) : [];
    Promise.all([loadMapLibre(), !styleUrl && base.length ? loadBaseGeometry(base) : undefined])
      .then(([maplibre, geometry]) => {
        if (cancelled || !container.current) return;
        moved.current = false;
        try {
          map = new maplibre.Map({
            container: container.current,
            style: styleUrl ?? offlineStyle(geometry),
            ...fitted(),
            minZoom: MIN_ZOOM,
            attributionControl: styleUrl ? { compact: true } : false,
            // The wrapper takes the keys: the canvas is no second tab stop.
            keyboard: false,
            dragRotate: false,
            // A map of the world shows it once, not again beside itself.
            renderWorldCopies: false,
            pitchWithRotate: false,
            touchPitch: false,
            // The canvas can be read after drawing (the browser tests read its pixels; exports draw the scene as SVG).
            canvasContextAttributes: { preserveDrawingBuffer: true },
          });
        } catch {
          setState('failed');
          return;
        }
        mapRef.current = map;
        const canvas = map.getCanvas();
        canvas.tabIndex = -1;
        canvas.setAttribute('aria-hidden', 'true');
        map.on('error', (event) => {
          if (/webgl/i.test(String(event.error?.message))) setState('failed');
        });
        const tellView = () => {
          const b = map!.getBounds();
          const bounds: Bounds = [
            [round(b.getWest()), round(b.getSouth())],
            [round(b.getEast()), round(b.getNorth())],
          ];
          setShown(bounds);
          latest.current.onView?.(bounds);
        };
        // At style load, not at load: the scene's sources then load beside the base layer's, not after them.
        map.once('style.load', () => {
          addSceneLayers(map!, latest.current.scene);
          syncCustomLayers(map!, latest.current.customLayers, CUSTOM_LAYER_PLACEMENT);
          tellView();
          map!.once('idle', () => !cancelled && setState('ready'));
        });
        map.on('moveend', tellView);
        map.on('movestart', (event) => {
          if (event.originalEvent) moved.current = true;
        });
        map.on('resize', () => {
          const camera = !moved.current && fitted();
          if (camera) map!.jumpTo(camera);
        });
        map.on('mousemove', (event) => {
          const layers = [SYMBOL_LAYER_ID, AREA_LAYER_ID].filter((l) => map!.getLayer(l));
          const [feature] = map!.queryRenderedFeatures(event.point, { layers });
          const key = feature?.properties?.key as string | undefined;
          const tooltip = key && (feature.layer.id === SYMBOL_LAYER_ID ? tooltipsRef.current.symbols : tooltipsRef.current.areas).get(key);
          map!.getCanvas().style.cursor = tooltip ? 'pointer' : '';
          setHover(tooltip ? { tooltip, x: event.point.x, y: event.point.y } : undefined);
        });
        map.on('mouseout', () => setHover(undefined));
      })
      .catch(() => !cancelled && setState('failed'));
    return () => {
      cancelled = true;
      map?.remove();
      mapRef.current = undefined;
    };
  }, [styleUrl, baseKey]);

  useEffect(() => {
    if (state === 'ready' && mapRef.current) updateSceneData(mapRef.current, scene);
  }, [scene, state]);
  useEffect(() => {
    if (state === 'ready' && mapRef.current) syncCustomLayers(mapRef.current, customLayers, CUSTOM_LAYER_PLACEMENT);
  }, [customLayers, state]);
  // Other shapes (another layer, other places) are fitted anew, unless the view is locked.
  const boundsKey = JSON.stringify([view ?? scene.bounds ?? null, scene.padding]);
  const fittedKey = useRef(boundsKey);
  useEffect(() => {
    const camera = fitted();
    if (state !== 'ready' || !mapRef.current || !camera || fittedKey.current === boundsKey) return;
    fittedKey.current = boundsKey;
    moved.current = false;
    mapRef.current.jumpTo(camera);
  }, [boundsKey, state]);
  useEffect(() => {
    mapRef.current?.resize();
  }, [height]);

  // The keyboard's place: an index into the places, dropped when the places change under it.
  const places = useMemo(() => placesOf(scene), [scene]);
  const [active, setActive] = useState<number>();
  const place = active !== undefined && active < places.length ? places[active] : undefined;
  const onSymbols = scene.areas.length === 0;
  const focusOn = (index: number | undefined) => {
    setActive(index);
    const map = mapRef.current;
    const next = index === undefined ? undefined : places[index];
    if (map && state === 'ready') showFocus(map, next?.key ?? '', onSymbols);
    if (!next || !map) return setHover(undefined);
    const point = map.project(next.position);
    setHover({ tooltip: next.tooltip, x: point.x, y: point.y });
  };
  const key = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && active !== undefined) return focusOn(undefined);
    if (!isPlaceKey(event.key)) return;
    event.preventDefault();
    const next = stepPlace(places, place ? active : undefined, event.key);
    if (next !== undefined) focusOn(next);
  };
  const description = describeMap(scene)
    .map((part) => t(part.key, part.values))
    .join(' ');

  return (
    <>
      <p className="visually-hidden" id={`${id}-name`}>
        {name}
      </p>
      <p className="visually-hidden" id={`${id}-description`} data-testid="chart-description">
        {description}
      </p>
      {state === 'failed' && (
        <p className="warning" role="note" data-testid="map-failed">
          {t('chart.map.no-webgl')}
        </p>
      )}
      {/* Without WebGL there is nothing to step through: the data table below holds the values. */}
      <div
        hidden={state === 'failed'}
        className="map-canvas"
        data-testid="map-canvas"
        data-state={state}
        data-bounds={shown ? JSON.stringify(shown) : undefined}
        style={{ height }}
        role="application"
        aria-labelledby={`${id}-name`}
        aria-describedby={`${id}-description`}
        tabIndex={places.length && state !== 'failed' ? 0 : undefined}
        onKeyDown={key}
        onBlur={() => focusOn(undefined)}
      >
        <div ref={container} className="map-container" />
        {hover && (
          <div className="chart-tooltip" role="tooltip" data-testid="chart-tooltip" style={{ left: hover.x, top: hover.y }}>
            {hover.tooltip.title && <strong>{hover.tooltip.title}</strong>}
            {hover.tooltip.series && <span>{hover.tooltip.series}</span>}
            {hover.tooltip.value && <span>{hover.tooltip.value}</span>}
          </div>
        )}
      </div>
      <p className="visually-hidden" aria-live="polite" data-testid="chart-announcement">
        {place ? announcement(place.tooltip) : ''}
      </p>
    </>
  );
};
