/**
 * A page for the custom-layers browser test: the real CustomLayersPanel on the real configurator
 * reducer, beside a maplibre map whose custom layers syncCustomLayers keeps in step (above and
 * below an area layer of Switzerland's outline box). The map chart's own view does this once
 * the panel is wired into it; until then this page is where the two meet.
 */
import '../../../src/web/zod-jitless';
import 'maplibre-gl/dist/maplibre-gl.css';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Map as MaplibreMap, setWorkerUrl } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useEffect, useReducer, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { ChartConfigOf } from '../../../src/domain/config';
import { configuratorReducer } from '../../../src/domain/configurator/reducer';
import { columnChart, stateOf } from '../../../src/domain/configurator/test-state';
import { customLayerSources } from '../../../src/domain/map/custom-layer-sources';
import { useRemoteLayers } from '../../../src/web/api/map-layers';
import { CustomLayersPanel } from '../../../src/web/configurator/panels/map/CustomLayersPanel';
import i18n, { loadCatalogue } from '../../../src/web/i18n';
import { syncCustomLayers } from '../../../src/web/map/custom-layers';
import { currentPlace, PageNavigation } from '../../../src/web/navigation';
import '../../../src/web/styles.css';
import './harness.css';

const AREA_LAYER = 'area';
const locale = new URLSearchParams(location.search).get('locale') ?? 'en';
const timeValue = new URLSearchParams(location.search).get('time') ?? undefined;
await loadCatalogue(locale as 'en');
void i18n.changeLanguage(locale);
// The worker is an asset of its own: the CSP allows workers from this origin.
setWorkerUrl(workerUrl);

const mapChart: ChartConfigOf<'map'> = {
  ...columnChart(),
  chartType: 'map',
  fields: { areaLayer: { componentId: 'cube___canton', color: { type: 'fixed', value: '#1f77b4', opacity: 80 } } },
  baseLayer: { show: false, locked: false, customLayers: [] },
};

const Harness = () => {
  const [state, dispatch] = useReducer(configuratorReducer, stateOf('CONFIGURING_CHART', [mapChart]));
  const customLayers = (state.chartConfigs[0] as ChartConfigOf<'map'>).baseLayer.customLayers;
  const remote = useRemoteLayers(customLayers, locale as 'en');
  const container = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<MaplibreMap>();

  useEffect(() => {
    const created = new MaplibreMap({
      container: container.current!,
      center: [8.2, 46.8],
      zoom: 6,
      attributionControl: { compact: false },
      style: {
        version: 8,
        sources: {
          area: {
            type: 'geojson',
            data: {
              type: 'Polygon',
              coordinates: [
                [
                  [6, 45.9],
                  [10.4, 45.9],
                  [10.4, 47.7],
                  [6, 47.7],
                  [6, 45.9],
                ],
              ],
            },
          },
        },
        layers: [
          { id: 'background', type: 'background', paint: { 'background-color': '#f4f1ea' } },
          { id: AREA_LAYER, type: 'fill', source: 'area', paint: { 'fill-color': '#1f77b4', 'fill-opacity': 0.5 } },
        ],
      },
    });
    created.on('load', () => setMap(created));
    (window as unknown as { harnessMap: MaplibreMap }).harnessMap = created;
    return () => created.remove();
  }, []);

  useEffect(() => {
    if (map) syncCustomLayers(map, customLayerSources(customLayers, remote.byKey, timeValue).sources, { areaLayerId: AREA_LAYER });
  }, [map, customLayers, remote.byKey]);

  return (
    <main className="main harness">
      <div className="panel-left" style={{ position: 'static', maxHeight: 'none' }}>
        <CustomLayersPanel customLayers={customLayers} dispatch={dispatch} />
      </div>
      <div ref={container} className="harness-map" role="region" aria-label="Map" style={{ height: 560 }} />
    </main>
  );
};

createRoot(document.getElementById('root')!).render(
  <QueryClientProvider client={new QueryClient()}>
    <PageNavigation initial={currentPlace()}>
      <Harness />
    </PageNavigation>
  </QueryClientProvider>,
);
