/** Chart type selector: a regular and a combo group; unavailable types disabled with the spec's message. */
import { useTranslation } from 'react-i18next';
import { CHART_TYPES, getChartTypeAvailability, type ChartType } from '../../../../domain/config';
import type { MessageKey } from '../../../i18n/en';
import { useConfigurator } from '../../ConfiguratorProvider';

const COMBO_TYPES: ChartType[] = ['comboLineSingle', 'comboLineDual', 'comboLineColumn'];

/** The map's availability message is a sentence in the spec, not a key: it has its own catalogue key. */
const messageKeyOf = (messageKey: string): MessageKey =>
  (messageKey.startsWith('controls.') ? messageKey : 'controls.chart.disabled.map') as MessageKey;

export const ChartTypeSelector = () => {
  const { t } = useTranslation();
  const { chart, components, dispatch } = useConfigurator();
  const availability = getChartTypeAvailability(components);
  const enabled = CHART_TYPES.filter((type) => availability[type].enabled);
  const group = (types: ChartType[], label: string) => (
    <div className="chart-types" role="group" aria-label={label}>
      {types.map((type) => {
        const { enabled, messageKey } = availability[type];
        const reason = enabled ? undefined : t(messageKeyOf(messageKey ?? ''));
        return (
          <button
            key={type}
            type="button"
            className="chart-type"
            aria-pressed={chart.chartType === type}
            disabled={!enabled}
            title={reason}
            aria-label={reason ? `${t(`chart.type.${type}` as MessageKey)}: ${reason}` : undefined}
            data-testid={`chart-type-${type}`}
            onClick={() => dispatch({ type: 'CHART_TYPE_CHANGED', value: { chartType: type, components } })}
          >
            {t(`chart.type.${type}` as MessageKey)}
          </button>
        );
      })}
    </div>
  );
  return (
    <section className="control-group">
      <h2>{t('controls.section.chart-type')}</h2>
      {enabled.length === 0 && <p className="warning">{t('controls.chart.none')}</p>}
      {group(CHART_TYPES.filter((type) => !COMBO_TYPES.includes(type)), t('controls.chart.group.regular'))}
      {group(COMBO_TYPES, t('controls.chart.group.combo'))}
    </section>
  );
};
