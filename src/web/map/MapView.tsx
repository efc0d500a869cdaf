/**
 * A map's drawing: its legends and the map (MapLibre, loaded when the first map shows), with the
 * custom layers whose time follows the animation. The scene comes from the chart pipeline
 * (domain/charts/pipeline.ts); ChartFrame draws the frame around it.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { mapBaseLayers } from '../../domain/charts/map/base-layers';
import { showsMissing, type MapScene } from '../../domain/charts/map/scene';
import { mapHeight } from '../../domain/charts/map/view';
import type { ChartConfigOf } from '../../domain/config';
import type { Locale } from '../../domain/data';
import { customLayerSources } from '../../domain/map/custom-layer-sources';
import { useRemoteLayers } from '../api/map-layers';
import { MapCanvas } from './MapCanvas';
import { MapCredit } from './MapCredit';
import { MapLegends } from './MapLegend';
import { rememberView } from './view-bounds';

/** `height` is the map's when its box decides it (a canvas dashboard block); else it follows the width. */
type Props = {
  config: ChartConfigOf<'map'>;
  scene: MapScene;
  locale: Locale;
  width: number;
  height?: number;
  title?: string;
  styleUrl?: string;
  animationValue?: string;
};

export const MapView = ({ config, scene, locale, width, height, title, styleUrl, animationValue }: Props) => {
  const { t } = useTranslation();
  const typeName = t('chart.type.map');
  const { baseLayer } = config;
  // Custom layers whose time is synced follow the animation's frame.
  const remoteLayers = useRemoteLayers(baseLayer.customLayers, locale).byKey;
  const customLayers = useMemo(
    () => customLayerSources(baseLayer.customLayers, remoteLayers, animationValue).sources,
    [baseLayer.customLayers, remoteLayers, animationValue],
  );
  const baseLayers = mapBaseLayers(baseLayer.show, styleUrl, scene.bounds);
  return (
    <figure className="chart map-chart" data-testid="map-chart">
      <MapLegends legends={scene.legends} showMissing={showsMissing(scene, config)} />
      <MapCanvas
        scene={scene}
        height={height ?? mapHeight(width)}
        styleUrl={styleUrl}
        baseLayers={baseLayers}
        view={baseLayer.locked ? baseLayer.bbox : undefined}
        name={title ? `${title} (${typeName})` : typeName}
        onView={(bounds) => rememberView(config.key, bounds)}
        customLayers={customLayers}
      />
      <MapCredit layers={baseLayers} />
    </figure>
  );
};
