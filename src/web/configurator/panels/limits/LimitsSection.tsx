/**
 * The limits of a measure in its field panel (spec 001 §3–§5): each of the cube's limits can be
 * switched on, with a colour, a line type and (for a single value) a symbol. The chart shows it
 * where the filters of its related dimensions hold (overlays/limits.ts).
 */
import { useTranslation } from 'react-i18next';
import { LIMIT_LINE_TYPES, LIMIT_SYMBOL_TYPES } from '../../../../domain/charts/overlays/limits';
import { changedLimit, limitOptions } from '../../../../domain/configurator/limit-options';
import type { ConfigLimit } from '../../../../domain/config';
import type { Measure } from '../../../../domain/data';
import { LIMIT_LINE_TYPE_KEY, LIMIT_SYMBOL_KEY } from '../../../../domain/i18n/author-keys';
import { useConfigurator } from '../../ConfiguratorProvider';

export const LimitsSection = ({ measure }: { measure: Measure }) => {
  const { t } = useTranslation();
  const { chart, components, dispatch, locale } = useConfigurator();
  const options = limitOptions(chart, measure, components, locale);
  if (!options.length) return null;
  return (
    <fieldset className="limits" data-testid={`limits-${measure.id}`}>
      <legend>{t('controls.limits', { measure: measure.label })}</legend>
      {options.map((option, i) => {
        const { on, related } = option;
        const set = (change: Partial<ConfigLimit>) => dispatch({ type: 'LIMIT_SET', value: changedLimit(measure.id, option, change) });
        const id = `limit-${i}`;
        return (
          <div key={JSON.stringify(related)} className="limit-option" data-testid="limit-option">
            <label className="check">
              <input
                type="checkbox"
                checked={!!on}
                onChange={(e) => (e.target.checked ? set({}) : dispatch({ type: 'LIMIT_REMOVE', value: { measureId: measure.id, related } }))}
                data-testid={`limit-toggle-${i}`}
              />
              {option.label}
            </label>
            {option.notShown && (
              <small className="hint-text" data-testid={`${id}-not-shown`}>
                {t('controls.limits.not-shown')}
              </small>
            )}
            {on && (
              <div className="control-pair">
                <label className="control">
                  <span>{t('controls.limits.color')}</span>
                  <input type="color" value={on.color} onChange={(e) => set({ color: e.target.value })} data-testid={`${id}-color`} />
                </label>
                <label className="control">
                  <span>{t('controls.limits.line-type')}</span>
                  <select value={on.lineType} onChange={(e) => set({ lineType: e.target.value as ConfigLimit['lineType'] })} data-testid={`${id}-line-type`}>
                    {LIMIT_LINE_TYPES.map((type) => (
                      <option key={type} value={type}>
                        {t(LIMIT_LINE_TYPE_KEY[type])}
                      </option>
                    ))}
                  </select>
                </label>
                {/* Symbols mark a value at a point of a line or area. */}
                {option.symbol && (
                  <label className="control">
                    <span>{t('controls.limits.symbol')}</span>
                    <select
                      value={on.symbolType ?? 'circle'}
                      onChange={(e) => set({ symbolType: e.target.value as ConfigLimit['symbolType'] })}
                      data-testid={`${id}-symbol`}
                    >
                      {LIMIT_SYMBOL_TYPES.map((type) => (
                        <option key={type} value={type}>
                          {t(LIMIT_SYMBOL_KEY[type])}
                        </option>
                      ))}
                    </select>
                  </label>
                )}
              </div>
            )}
          </div>
        );
      })}
      <small className="hint-text">{t('controls.limits.hint')}</small>
    </fieldset>
  );
};
