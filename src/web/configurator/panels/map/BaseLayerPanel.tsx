/**
 * The base layer of a map (spec 001 §2 "Map panels", §4 "Base layer"): whether the base map shows
 * under the shapes (when the server has one configured, MAP_STYLE_URL), and whether the view is
 * locked to what the author sees now.
 */
import { useTranslation } from 'react-i18next';
import { useWebSettings } from '../../../api/hooks';
import { currentView } from '../../../map/view-bounds';
import { useConfigurator } from '../../ConfiguratorProvider';

export const BaseLayerPanel = () => {
  const { t } = useTranslation();
  const { chart, dispatch } = useConfigurator();
  const settings = useWebSettings();
  // Only a map has a base layer.
  if (!('baseLayer' in chart)) return null;
  const { baseLayer } = chart;
  const available = !!settings.data?.mapStyleUrl;
  return (
    <section className="control-group" data-testid="base-layer-panel">
      <h2>{t('controls.map.base-layer')}</h2>
      <label className="check">
        <input
          type="checkbox"
          checked={baseLayer.show}
          onChange={(e) => dispatch({ type: 'MAP_BASE_LAYER_SHOW_CHANGED', value: { show: e.target.checked } })}
          aria-describedby={available ? undefined : 'base-layer-offline'}
          data-testid="base-layer-show"
        />
        {t('controls.map.base-layer.show')}
      </label>
      {!available && (
        <p className="hint-text" id="base-layer-offline">
          {t('controls.map.base-layer.offline')}
        </p>
      )}
      <label className="check">
        <input
          type="checkbox"
          checked={baseLayer.locked}
          onChange={(e) => dispatch({ type: 'MAP_BASE_LAYER_LOCKED_CHANGED', value: { locked: e.target.checked, bbox: currentView(chart.key) } })}
          data-testid="base-layer-locked"
        />
        {t('controls.map.base-layer.locked')}
      </label>
    </section>
  );
};
