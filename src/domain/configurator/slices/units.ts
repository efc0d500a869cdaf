/**
 * Unit conversion of the active chart's measures (spec 001 §4–§5): switching it on sets
 * multiplier 1 and the original unit in all four languages, off clears it; the multiplier (> 0)
 * and each language's label change one at a time.
 */
import type { ConfiguratorState, ConversionUnit } from '../../config';
import { enabledConversion } from '../../observations/convert-units';
import type { ConfiguratorAction } from '../actions';
import { updateActiveChart } from '../select';

const withConversion = (state: ConfiguratorState, componentId: string, change: (unit: ConversionUnit | undefined) => ConversionUnit | undefined) =>
  updateActiveChart(state, (chart) => {
    const current = chart.conversionUnitsByComponentId[componentId];
    const next = change(current);
    if (next === current) return chart;
    const { [componentId]: _, ...others } = chart.conversionUnitsByComponentId;
    return { ...chart, conversionUnitsByComponentId: next ? { ...others, [componentId]: next } : others };
  });

export const unitsSlice = (state: ConfiguratorState, action: ConfiguratorAction): ConfiguratorState => {
  switch (action.type) {
    case 'CONVERSION_UNIT_TOGGLED': {
      const { componentId, enabled, originalUnit } = action.value;
      return withConversion(state, componentId, (unit) => (enabled ? (unit ?? enabledConversion(originalUnit)) : undefined));
    }
    case 'CONVERSION_UNIT_MULTIPLIER_CHANGED': {
      const { componentId, multiplier } = action.value;
      // Only a valid multiplier reaches the config: the panel shows the errors (parseMultiplier).
      if (!(Number.isFinite(multiplier) && multiplier > 0)) return state;
      return withConversion(state, componentId, (unit) => (unit && unit.multiplier !== multiplier ? { ...unit, multiplier } : unit));
    }
    case 'CONVERSION_UNIT_LABEL_CHANGED': {
      const { componentId, locale, label } = action.value;
      return withConversion(state, componentId, (unit) =>
        unit && unit.labels[locale] !== label ? { ...unit, labels: { ...unit.labels, [locale]: label } } : unit,
      );
    }
    default:
      return state;
  }
};
