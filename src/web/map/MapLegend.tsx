/** The legends of a map's layers: categories, the continuous ramp, or the classes; then the missing colour. */
import { useTranslation } from 'react-i18next';
import { MISSING_COLOR, MISSING_OPACITY, type MapLegend } from '../../domain/charts/map/colors';
import { rampImage, seriesSwatch } from '../../domain/charts/legend-swatch';
import { Swatch } from '../charts/Swatch';

export const MapLegends = ({ legends, showMissing }: { legends: MapLegend[]; showMissing: boolean }) => {
  const { t } = useTranslation();
  if (legends.length === 0 && !showMissing) return null;
  return (
    <div className="map-legends" data-testid="map-legend">
      {legends.map((legend, i) => (
        <div key={i} className="map-legend">
          {legend.title && <p className="legend-title">{legend.title}</p>}
          {legend.type === 'sizes' ? (
            <ul className="legend legend-sizes" data-testid="legend-sizes">
              {legend.sizes.map((size) => (
                <li key={size.label}>
                  <svg width={2 * size.radius + 2} height={2 * size.radius + 2} aria-hidden="true">
                    <circle cx={size.radius + 1} cy={size.radius + 1} r={size.radius} className="legend-size" />
                  </svg>
                  {size.label}
                </li>
              ))}
            </ul>
          ) : legend.type === 'ramp' ? (
            <p className="legend-ramp" data-testid="legend-ramp">
              <span>{legend.from}</span>
              <img className="legend-ramp-bar" src={rampImage(legend.colors)} alt="" />
              <span>{legend.to}</span>
            </p>
          ) : (
            <ul className="legend">
              {(legend.type === 'classes' ? legend.classes : legend.items).map((item) => (
                <li key={item.label + item.color} data-testid="legend-class">
                  <Swatch shape={seriesSwatch({ color: item.color, shape: 'square' })} />
                  {item.label}
                </li>
              ))}
            </ul>
          )}
        </div>
      ))}
      {showMissing && (
        <ul className="legend">
          <li>
            <Swatch shape={seriesSwatch({ color: MISSING_COLOR, shape: 'square' }, 0, 0, MISSING_OPACITY)} />
            {t('chart.map.missing')}
          </li>
        </ul>
      )}
    </div>
  );
};
