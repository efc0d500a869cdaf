/**
 * A map as the server draws it (issue 30): its legends and its areas and symbols as SVG
 * (domain/charts/map/svg.ts, the view the interactive map opens on), on the plain background,
 * and the base map's credit, shown in the first HTML and while the page hydrates, until MapLibre
 * takes over (ChartViews) in a figure of the same size.
 */
import { useTranslation } from 'react-i18next';
import { mapBaseLayers } from '../../domain/charts/map/base-layers';
import { showsMissing, type MapScene } from '../../domain/charts/map/scene';
import { mapSvg } from '../../domain/charts/map/svg';
import { mapHeight } from '../../domain/charts/map/view';
import type { ChartConfigOf } from '../../domain/config';
import { MapCredit } from './MapCredit';
import { MapLegends } from './MapLegend';

type Props = { config: ChartConfigOf<'map'>; scene: MapScene; width: number; height?: number; title?: string; styleUrl?: string };

export const MapPreview = ({ config, scene, width, height, title, styleUrl }: Props) => {
  const { t } = useTranslation();
  const typeName = t('chart.type.map');
  const view = config.baseLayer.locked ? config.baseLayer.bbox : undefined;
  return (
    <figure className="chart map-chart" data-testid="map-chart">
      <MapLegends legends={scene.legends} showMissing={showsMissing(scene, config)} />
      <div
        className={height ? 'map-canvas map-preview' : 'map-canvas map-preview map-preview-fluid'}
        role="img"
        aria-label={title ? `${title} (${typeName})` : typeName}
        data-testid="map-preview"
        // The domain's markup: geometry and colours only, every attribute escaped (map/svg.ts).
        dangerouslySetInnerHTML={{ __html: mapSvg({ scene, width, height: height ?? mapHeight(width), view }) }}
      />
      <MapCredit layers={mapBaseLayers(config.baseLayer.show, styleUrl, scene.bounds)} />
    </figure>
  );
};
