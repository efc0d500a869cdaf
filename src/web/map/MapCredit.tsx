/** The credit line of a map's base layers, under the map (its SVG drawing and the interactive map alike). */
import { useTranslation } from 'react-i18next';
import { BASE_LAYER_CREDIT_KEY, type OfflineBaseLayer } from '../../domain/charts/map/base-layers';

export const MapCredit = ({ layers }: { layers: OfflineBaseLayer[] }) => {
  const { t } = useTranslation();
  if (!layers.length) return null;
  return (
    <figcaption className="map-credit" data-testid="map-credit">
      {layers.map((layer) => t(BASE_LAYER_CREDIT_KEY[layer])).join(' · ')}
    </figcaption>
  );
};
