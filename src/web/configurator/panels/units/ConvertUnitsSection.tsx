/**
 * Unit conversion of a measure in its field panel (the convert-units option, spec 001 §4–§5):
 * on sets multiplier 1 and the original unit in all four languages; the multiplier is checked
 * on blur or Enter ('invalid number', 'positive number') and only a valid one is kept.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Measure } from '../../../../domain/data';
import { UNIT_ERROR_KEY } from '../../../../domain/i18n/author-keys';
import { LANGUAGE_KEY } from '../../../../domain/messages';
import { parseMultiplier, type MultiplierError } from '../../../../domain/observations/convert-units';
import { useConfigurator } from '../../ConfiguratorProvider';
import { TEXT_LIMITS } from '../../../../domain/config/write-limits';

export const ConvertUnitsSection = ({ measure }: { measure: Measure }) => {
  const { t } = useTranslation();
  const { chart, dispatch } = useConfigurator();
  const conversion = chart.conversionUnitsByComponentId[measure.id];
  const [text, setText] = useState(conversion ? String(conversion.multiplier) : '');
  const [error, setError] = useState<MultiplierError>();
  const multiplier = conversion?.multiplier;
  useEffect(() => {
    if (multiplier !== undefined) setText(String(multiplier));
    setError(undefined);
  }, [multiplier]);
  const componentId = measure.id;
  const commit = () => {
    const parsed = parseMultiplier(text);
    if ('error' in parsed) return setError(parsed.error);
    setError(undefined);
    dispatch({ type: 'CONVERSION_UNIT_MULTIPLIER_CHANGED', value: { componentId, multiplier: parsed.value } });
  };
  const errorId = `units-${measure.id}-error`.replace(/[^\w-]/g, '_');
  return (
    <fieldset className="convert-units" data-testid="convert-units">
      <legend>{t('controls.units', { measure: measure.label })}</legend>
      <label className="check">
        <input
          type="checkbox"
          checked={!!conversion}
          onChange={(e) => dispatch({ type: 'CONVERSION_UNIT_TOGGLED', value: { componentId, enabled: e.target.checked, originalUnit: measure.unit } })}
          data-testid="convert-units-toggle"
        />
        {t('controls.units.toggle')}
      </label>
      {conversion && (
        <>
          <label className="control">
            <span>{t('controls.units.multiplier')}</span>
            <input
              inputMode="decimal"
              value={text}
              aria-invalid={!!error}
              aria-describedby={error ? errorId : undefined}
              onChange={(e) => setText(e.target.value)}
              onBlur={commit}
              onKeyDown={(e) => e.key === 'Enter' && commit()}
              data-testid="convert-units-multiplier"
            />
            {error && (
              <small className="error-text" id={errorId} data-testid="convert-units-error">
                {t(UNIT_ERROR_KEY[error])}
              </small>
            )}
          </label>
          {LOCALES.map((l) => (
            <label key={l} className="control">
              <span>{t('controls.units.label', { language: t(LANGUAGE_KEY[l]) })}</span>
              <input
                lang={l}
                maxLength={TEXT_LIMITS.label}
                value={conversion.labels[l]}
                onChange={(e) => dispatch({ type: 'CONVERSION_UNIT_LABEL_CHANGED', value: { componentId, locale: l, label: e.target.value } })}
                data-testid={`convert-units-label-${l}`}
              />
            </label>
          ))}
        </>
      )}
    </fieldset>
  );
};
