/**
 * The limits of a measure in its field panel (spec 001 §3–§5): each of the cube's limits can be
 * switched on, with a colour, a line type and (for a single value) a symbol. The chart shows it
 * where the filters of its related dimensions hold (overlays/limits.ts).
 */
import { useTranslation } from 'react-i18next';
import { configLimitOf, LIMIT_LINE_TYPES, LIMIT_SYMBOL_TYPES, limitLabel, limitRelations, placeLimit } from '../../../../domain/charts/overlays/limits';
import { axisComponents } from '../../../../domain/viewer/view-parts';
import type { ConfigLimit } from '../../../../domain/config';
import { DEFAULT_LIMIT_COLOR } from '../../../../domain/config/defaults';
import { componentsById, type Measure } from '../../../../domain/data';
import { LIMIT_LINE_TYPE_KEY, LIMIT_SYMBOL_KEY } from '../../../../domain/i18n/author-keys';
import { convertComponents } from '../../../../domain/observations/convert-units';
import { useConfigurator } from '../../ConfiguratorProvider';

/** The colour a limit starts in: a red that keeps 3:1 against the plot's white (WCAG 1.4.11). */

export const LimitsSection = ({ measure }: { measure: Measure }) => {
  const { t } = useTranslation();
  const { chart, components, dispatch, locale } = useConfigurator();
  // Named in the units the chart shows.
  const shown = convertComponents({ dimensions: [], measures: [measure] }, chart.conversionUnitsByComponentId, locale).measures[0];
  if (!shown.limits?.length) return null;
  // Whether each limit holds under the chart's filters, to say so beside one that is on but not drawn.
  const byId = componentsById(components);
  const axes = axisComponents(chart);
  const axis = byId.get((chart.chartType === 'bar' ? axes.left : axes.bottom) ?? '');
  const filters = Object.assign({}, ...chart.cubes.map((c) => c.filters));
  return (
    <fieldset className="limits" data-testid={`limits-${measure.id}`}>
      <legend>{t('controls.limits', { measure: measure.label })}</legend>
      {shown.limits.map((limit, i) => {
        const on = configLimitOf(chart.limits, measure.id, limit);
        const related = limitRelations(limit);
        const set = (change: Partial<ConfigLimit>) =>
          dispatch({ type: 'LIMIT_SET', value: { measureId: measure.id, related, color: DEFAULT_LIMIT_COLOR, lineType: 'solid', ...on, ...change } });
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
              {limitLabel(limit, shown.unit, locale)}
            </label>
            {on && !placeLimit(limit, axis, filters, byId) && (
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
                {limit.type === 'single' && (chart.chartType === 'line' || chart.chartType === 'area' || chart.chartType.startsWith('combo')) && (
                  <label className="control">
                    <span>{t('controls.limits.symbol')}</span>
                    <select value={on.symbolType ?? 'circle'} onChange={(e) => set({ symbolType: e.target.value as ConfigLimit['symbolType'] })} data-testid={`${id}-symbol`}>
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
