/**
 * Chart type selector: a regular and a combo group; unavailable types disabled with the spec's
 * message. A disabled type stays focusable (aria-disabled) and describes itself with its reason,
 * which shows as text below its group while it has the focus or after a tap or click on it: a
 * keyboard, touch or screen reader user learns why, not only a mouse user from the tooltip.
 */
import { useId, useState } from 'react';
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
  // The disabled type whose reason shows: focused, or last tapped or clicked.
  const [explained, setExplained] = useState<ChartType>();
  const group = (types: ChartType[], label: string) => {
    const reasons = types.flatMap((type) => {
      const { enabled, messageKey } = availability[type];
      return enabled || !messageKey ? [] : [{ type, text: t(messageKey), id: `${idPrefix}-${type}-reason` }];
    });
    return (
      <div className="chart-type-group">
        <div className="chart-types" role="group" aria-label={label}>
          {types.map((type) => {
            const disabled = !availability[type].enabled;
            const reason = reasons.find((r) => r.type === type);
            return (
              <button
                key={type}
                type="button"
                className="chart-type"
                aria-pressed={chart.chartType === type}
                aria-disabled={disabled || undefined}
                aria-describedby={reason?.id}
                title={reason?.text}
                data-testid={`chart-type-${type}`}
                onFocus={() => setExplained(reason && type)}
                onBlur={() => setExplained(undefined)}
                onClick={() => {
                  setExplained(reason && type);
                  if (!disabled) dispatch({ type: 'CHART_TYPE_CHANGED', value: { chartType: type, components } });
                }}
              >
                {t(CHART_TYPE_KEY[type])}
              </button>
            );
          })}
        </div>
        {/* Each reason is its type's description, read with it; the one of the type at hand is also shown. */}
        {reasons.map((reason) => (
          <p
            key={reason.type}
            id={reason.id}
            className={reason.type === explained ? 'chart-type-reason' : 'visually-hidden'}
            data-testid={`chart-type-${reason.type}-reason`}
          >
            {reason.text}
          </p>
        ))}
      </div>
    );
  };
  return (
    <section className="control-group">
      <h2>{t('controls.section.chart-type')}</h2>
      {enabled.length === 0 && <p className="warning">{t('controls.chart.none')}</p>}
      {group(chartTypesIn('regular'), t('controls.chart.group.regular'))}
      {group(chartTypesIn('combo'), t('controls.chart.group.combo'))}
    </section>
  );
};
