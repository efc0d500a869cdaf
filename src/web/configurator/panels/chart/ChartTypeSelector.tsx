/**
 * Chart type selector: a regular and a combo group; unavailable types disabled with the spec's
 * message. A disabled type stays focusable (aria-disabled) and describes itself with its reason,
 * so a keyboard or screen reader user learns why, not only a mouse user from the tooltip.
 */
import { Fragment, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CHART_TYPES, getChartTypeAvailability, type ChartType } from '../../../../domain/config';
import { chartTypesIn } from '../../../../domain/charts/capabilities';
import { CHART_TYPE_KEY } from '../../../../domain/messages';
import { useConfigurator } from '../../ConfiguratorProvider';

export const ChartTypeSelector = () => {
  const { t } = useTranslation();
  const { chart, components, dispatch } = useConfigurator();
  const availability = getChartTypeAvailability(components);
  const enabled = CHART_TYPES.filter((type) => availability[type].enabled);
  const idPrefix = useId();
  const group = (types: ChartType[], label: string) => (
    <div className="chart-types" role="group" aria-label={label}>
      {types.map((type) => {
        const { enabled, messageKey } = availability[type];
        const reason = enabled || !messageKey ? undefined : t(messageKey);
        const reasonId = `${idPrefix}-${type}-reason`;
        return (
          <Fragment key={type}>
            <button
              type="button"
              className="chart-type"
              aria-pressed={chart.chartType === type}
              aria-disabled={!enabled || undefined}
              aria-describedby={reason ? reasonId : undefined}
              title={reason}
              data-testid={`chart-type-${type}`}
              onClick={() => enabled && dispatch({ type: 'CHART_TYPE_CHANGED', value: { chartType: type, components } })}
            >
              {t(CHART_TYPE_KEY[type])}
            </button>
            {reason && (
              <span id={reasonId} className="visually-hidden" data-testid={`chart-type-${type}-reason`}>
                {reason}
              </span>
            )}
          </Fragment>
        );
      })}
    </div>
  );
  return (
    <section className="control-group">
      <h2>{t('controls.section.chart-type')}</h2>
      {enabled.length === 0 && <p className="warning">{t('controls.chart.none')}</p>}
      {group(chartTypesIn('regular'), t('controls.chart.group.regular'))}
      {group(chartTypesIn('combo'), t('controls.chart.group.combo'))}
    </section>
  );
};
