/**
 * A map chart with its frame: title, description, the time-range and animation filters, the
 * legend, the map (MapLibre, loaded when the first map shows), source footnotes and the data
 * table. The scene is computed in the domain (domain/charts/map/scene); this only loads and draws.
 */
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { initialInteractiveState, type InteractiveState } from '../../domain/charts/chart-data';
import { mapComponentIds, mapFilterSpec, mapScene } from '../../domain/charts/map/scene';
import type { ChartConfigOf } from '../../domain/config';
import { isGeoShapesDimension, isMeasure, type Locale } from '../../domain/data';
import { localizedText } from '../../domain/i18n/fallback';
import type { DataSource } from '../api/client';
import { useErrorText } from '../api/error-text';
import { ChartDataTable } from '../charts/DataTable';
import { ChartAnimation, ChartArticle, ChartLoading, FixedFilters, useChartCubes, useConvertedObservations } from '../charts/frame-parts';
import type { ChartViewOptions } from '../viewer/chart-view';
import { TimeRangeBrush } from '../charts/InteractiveFilters';
import { useWidth } from '../charts/useWidth';
import { customLayerSources } from '../../domain/map/custom-layer-sources';
import { useRemoteLayers } from '../api/map-layers';
import { useMapObservations, useShapes, useWebSettings } from './hooks';
import { loadMapLibre } from './load-maplibre';
import { MapCanvas } from './MapCanvas';
import { MapLegends } from './MapLegend';
import { rememberView } from './view-bounds';

/** Height of the map for a width: landscape, within what a screen shows beside the filters. */
const mapHeight = (width: number) => Math.round(Math.min(640, Math.max(320, width * 0.62)));

export const MapFrame = ({ config, source, locale, view }: { config: ChartConfigOf<'map'>; source: DataSource; locale: Locale; view?: ChartViewOptions }) => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [ref, width] = useWidth<HTMLDivElement>();
  // MapLibre loads while the data does: the map draws as soon as its scene is there.
  useEffect(() => void loadMapLibre().catch(() => {}), []);
  const cube = config.cubes[0];
  const { components, metadata, byId } = useChartCubes(config, source, locale);
  const settings = useWebSettings();
  const componentIds = mapComponentIds(config);
  const observations = useConvertedObservations(config, useMapObservations(config, source, locale, components.data), components.data);
  const { areaLayer, symbolLayer, animation } = config.fields;
  const shaped = [areaLayer?.componentId, symbolLayer?.componentId].flatMap((id) => {
    const c = id ? byId.get(id) : undefined;
    return c && isGeoShapesDimension(c) ? [c] : [];
  });
  const shapes = useShapes(source, locale, [...new Map(shaped.map((c) => [c.id, c])).values()]);

  const [state, setState] = useState<InteractiveState>(initialInteractiveState);
  const [brushing, setBrushing] = useState(false);
  const spec = mapFilterSpec(config);
  const rows = observations.data?.data ?? [];
  const scene = useMemo(
    () => (rows.length && shapes.ready ? mapScene({ config, components: byId, observations: rows, shapes: shapes.shapes, state, locale }) : undefined),
    [config, byId, rows, shapes.ready, shapes.shapes, state, locale],
  );

  const error = components.error ?? observations.error ?? metadata.error ?? shapes.error;
  const title = localizedText(config.meta.title, locale)?.text ?? metadata.data?.title;
  const typeName = t('chart.type.map');
  const tableComponents = componentIds.flatMap((id) => byId.get(id) ?? []).sort((a, b) => Number(isMeasure(a)) - Number(isMeasure(b)));
  const { baseLayer } = config;
  const styleUrl = baseLayer.show ? (settings.data?.mapStyleUrl ?? undefined) : undefined;
  // Custom layers whose time is synced follow the animation's frame.
  const remoteLayers = useRemoteLayers(baseLayer.customLayers, locale).byKey;
  const customLayers = useMemo(
    () => customLayerSources(baseLayer.customLayers, remoteLayers, state.animationValue).sources,
    [baseLayer.customLayers, remoteLayers, state.animationValue],
  );

  return (
    <ChartArticle config={config} locale={locale} metadata={metadata.data} view={view}>
      <FixedFilters filters={cube.filters} components={components.data} byId={byId} except={[]} />
      <div ref={ref}>
        {error ? (
          <p className="error" role="alert">{t('chart.error', { message: errorText(error) })}</p>
        ) : !observations.data || !shapes.ready || settings.isPending ? (
          <ChartLoading />
        ) : rows.length === 0 ? (
          <p className="warning">{t('chart.no-data')}</p>
        ) : (
          <>
            {spec.timeId && (
              <div className="chart-controls">
                <TimeRangeBrush
                  key={`${config.interactiveFiltersConfig.timeRange.presets.from}|${config.interactiveFiltersConfig.timeRange.presets.to}`}
                  component={byId.get(spec.timeId)}
                  observations={rows}
                  presets={config.interactiveFiltersConfig.timeRange.presets}
                  onChange={(timeRange) => setState((s) => ({ ...s, timeRange }))}
                  onHold={setBrushing}
                />
              </div>
            )}
            {scene && (
              <figure className="chart map-chart" data-testid="map-chart">
                <MapLegends legends={scene.legends} showMissing={scene.areas.some((a) => a.value === undefined && areaLayer?.color.type !== 'fixed')} />
                <MapCanvas
                  scene={scene}
                  height={mapHeight(width)}
                  styleUrl={styleUrl}
                  view={baseLayer.locked ? baseLayer.bbox : undefined}
                  name={title ? `${title} (${typeName})` : typeName}
                  onView={(bounds) => rememberView(config.key, bounds)}
                  customLayers={customLayers}
                />
              </figure>
            )}
            <ChartAnimation field={animation} spec={spec} components={byId} observations={rows} state={state} setState={setState} held={brushing} />
            <ChartDataTable components={tableComponents} observations={rows} locale={locale} />
          </>
        )}
      </div>
    </ChartArticle>
  );
};
