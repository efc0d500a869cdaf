/** The legends of a map's layers: categories, the continuous ramp, or the classes; then the missing colour. */
import { useTranslation } from 'react-i18next';
import { MISSING_COLOR, MISSING_OPACITY, type MapLegend } from '../../domain/charts/map/colors';
import { markOutline } from '../../domain/charts/contrast';

const Swatch = ({ color, opacity = 1 }: { color: string; opacity?: number }) => {
  const outline = markOutline(color);
  return (
    <span className="legend-swatch" style={{ background: color, opacity, boxShadow: outline ? `inset 0 0 0 1px ${outline}` : undefined }} aria-hidden="true" />
  );
};

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
              <span className="legend-ramp-bar" style={{ background: `linear-gradient(to right, ${legend.colors.join(', ')})` }} aria-hidden="true" />
              <span>{legend.to}</span>
            </p>
          ) : (
            <ul className="legend">
              {(legend.type === 'classes' ? legend.classes : legend.items).map((item) => (
                <li key={item.label + item.color} data-testid="legend-class">
                  <Swatch color={item.color} />
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
            <Swatch color={MISSING_COLOR} opacity={MISSING_OPACITY} />
            {t('chart.map.missing')}
          </li>
        </ul>
      )}
    </div>
  );
};
