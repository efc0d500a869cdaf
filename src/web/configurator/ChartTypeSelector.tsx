/** Chart type selector: a regular and a combo group; unavailable types disabled with the spec's message. */
import { useTranslation } from 'react-i18next';
import type { DataCubeComponents } from '../../domain/data';
import { CHART_TYPES, getChartTypeAvailability, getInitialChartConfig, type ChartConfig, type ChartType } from '../../domain/config';
import type { MessageKey } from '../i18n/en';

const COMBO_TYPES: ChartType[] = ['comboLineSingle', 'comboLineDual', 'comboLineColumn'];

/** The map's availability message is a sentence in the spec, not a key: it has its own catalogue key. */
const messageKeyOf = (messageKey: string): MessageKey =>
  (messageKey.startsWith('controls.') ? messageKey : 'controls.chart.disabled.map') as MessageKey;

export const ChartTypeSelector = ({
  config,
  components,
  cubeIri,
  onChange,
}: {
  config: ChartConfig;
  components: DataCubeComponents;
  cubeIri: string;
  onChange: (config: ChartConfig) => void;
}) => {
  const { t } = useTranslation();
  const availability = getChartTypeAvailability(components);
  const enabled = CHART_TYPES.filter((type) => availability[type].enabled);
  const group = (types: ChartType[]) => (
    <div className="chart-types" role="group">
      {types.map((type) => {
        const { enabled, messageKey } = availability[type];
        const reason = enabled ? undefined : t(messageKeyOf(messageKey ?? ''));
        return (
          <button
            key={type}
            type="button"
            className="chart-type"
            aria-pressed={config.chartType === type}
            disabled={!enabled}
            title={reason}
            aria-label={reason ? `${t(`chart.type.${type}` as MessageKey)}: ${reason}` : undefined}
            data-testid={`chart-type-${type}`}
            onClick={() => onChange({ ...getInitialChartConfig({ chartType: type, cubes: [{ iri: cubeIri }], ...components }), meta: config.meta })}
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
      {group(CHART_TYPES.filter((type) => !COMBO_TYPES.includes(type)))}
      {group(COMBO_TYPES)}
    </section>
  );
};
