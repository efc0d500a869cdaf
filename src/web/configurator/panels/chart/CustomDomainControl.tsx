/**
 * Custom scale domain (spec 001 §4–§5): switching it on starts from the observed extent (stacks for stacked columns); min and
 * max are checked on blur or Enter, and only a valid pair reaches the config. Off in percent mode.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DOMAIN_END_KEY, DOMAIN_ERROR_KEY } from '../../../../domain/i18n/author-keys';
import { customDomainOf, observedDomain, observedDomainIds, validateCustomDomain } from '../../../../domain/configurator/field-options';
import { useObservations } from '../../../api/hooks';
import { useConvertedObservations } from '../../../charts/frame-parts';
import { useConfigurator } from '../../ConfiguratorProvider';

export const CustomDomainControl = ({ field, disabled }: { field: string; disabled: boolean }) => {
  const { t } = useTranslation();
  const { chart, components, dispatch, source, locale } = useConfigurator();
  const customDomain = customDomainOf(chart, field);
  const cube = chart.cubes[0];
  // The categories and segments come too: stacked columns start from their stacks' extent.
  // In the measure's converted unit, as the axis shows it.
  const observations = useConvertedObservations(
    chart,
    useObservations(source, locale, [{ iri: cube.iri, componentIds: observedDomainIds(chart), filters: cube.filters }], !disabled),
    components,
  );
  const [text, setText] = useState<[string, string]>(() => (customDomain ? [String(customDomain[0]), String(customDomain[1])] : ['', '']));
  useEffect(() => {
    if (customDomain) setText([String(customDomain[0]), String(customDomain[1])]);
  }, [customDomain]);
  const errors = validateCustomDomain(...text);
  const set = (value: [number, number] | undefined) => dispatch({ type: 'CHART_FIELD_UPDATED', value: { field, option: 'customDomain', value } });

  const toggle = (on: boolean) => {
    if (!on) return set(undefined);
    set(observedDomain(chart, observations.data?.data ?? []));
  };
  const commit = () => {
    if (!errors.min && !errors.max) set([Number(text[0]), Number(text[1])]);
  };
  const input = (end: 0 | 1, name: 'min' | 'max') => {
    const error = errors[name];
    return (
      <label className="control">
        <span>{t(DOMAIN_END_KEY[name])}</span>
        <input
          inputMode="decimal"
          value={text[end]}
          aria-invalid={!!error}
          aria-describedby={error ? `domain-${name}-error` : undefined}
          onChange={(e) => setText(end === 0 ? [e.target.value, text[1]] : [text[0], e.target.value])}
          onBlur={commit}
          onKeyDown={(e) => e.key === 'Enter' && commit()}
          data-testid={`domain-${name}`}
        />
        {error && (
          <small className="error-text" id={`domain-${name}-error`}>
            {t(DOMAIN_ERROR_KEY[error])}
          </small>
        )}
      </label>
    );
  };
  return (
    <div className="custom-domain">
      <label className="check">
        <input
          type="checkbox"
          checked={!!customDomain}
          disabled={disabled || (!customDomain && !observations.data)}
          onChange={(e) => toggle(e.target.checked)}
          data-testid="option-customDomain"
        />
        {t('controls.option.customDomain')}
      </label>
      {disabled && <small className="hint-text">{t('controls.domain.percent')}</small>}
      {customDomain && !disabled && (
        <div className="control-pair">
          {input(0, 'min')}
          {input(1, 'max')}
        </div>
      )}
    </div>
  );
};
