/** The measures of a combo chart, each axis restricted by the other's unit (spec 001 §4 "Combo charts"). */
import { useTranslation } from 'react-i18next';
import { comboMeasureOptions } from '../../../../domain/configurator/field-options';
import { COMBO_FIELD_KEY } from '../../../../domain/i18n/author-keys';
import { keyOf } from '../../../../domain/messages';
import { labelWithUnit } from '../../../../domain/format';
import { supports } from '../../../../domain/charts/capabilities';
import { fieldsOf, optionsOf } from '../../../../domain/config';
import { useConfigurator } from '../../ConfiguratorProvider';

export const ComboMeasures = () => {
  const { t } = useTranslation();
  const axisLabel = (axis: string) => {
    const key = keyOf(COMBO_FIELD_KEY, axis);
    return key ? t(key) : axis;
  };
  const { chart, components, dispatch } = useConfigurator();
  const y = optionsOf(fieldsOf(chart).y);
  const options = comboMeasureOptions(chart, components);
  const set = (change: Record<string, unknown>) => dispatch({ type: 'CHART_COMBO_MEASURES_CHANGED', value: { y: { ...y, ...change } } });

  if (options.componentIds) {
    const chosen = (y.componentIds as string[]) ?? [];
    return (
      <fieldset className="choices" data-testid="combo-measures">
        <legend>{t('controls.field.measures')}</legend>
        {options.componentIds.map(({ measure, disabled }) => {
          const checked = chosen.includes(measure.id);
          return (
            <label key={measure.id} className="check">
              <input
                type="checkbox"
                checked={checked}
                // One measure at least stays; others must share its unit.
                disabled={(disabled && !checked) || (checked && chosen.length === 1)}
                onChange={() => set({ componentIds: checked ? chosen.filter((id) => id !== measure.id) : [...chosen, measure.id] })}
              />
              {labelWithUnit(measure)}
            </label>
          );
        })}
      </fieldset>
    );
  }
  return (
    <>
      {Object.entries(options).map(([axis, measures]) => (
        <label key={axis} className="control">
          <span>{axisLabel(axis)}</span>
          <select value={String(y[axis] ?? '')} onChange={(e) => set({ [axis]: e.target.value })} data-testid={`combo-${axis}`}>
            {measures.map(({ measure, disabled }) => (
              <option key={measure.id} value={measure.id} disabled={disabled}>
                {labelWithUnit(measure)}
              </option>
            ))}
          </select>
        </label>
      ))}
      {supports(chart.chartType, 'lineAxisOrientation') && (
        <label className="control">
          <span>{t('controls.combo.lineAxisOrientation')}</span>
          <select value={String(y.lineAxisOrientation)} onChange={(e) => set({ lineAxisOrientation: e.target.value })} data-testid="combo-lineAxisOrientation">
            <option value="left">{t('controls.combo.axis.left')}</option>
            <option value="right">{t('controls.combo.axis.right')}</option>
          </select>
        </label>
      )}
    </>
  );
};
