/** Field names as the panels show them, by chart type (configurator/field-panel.ts: bar swaps the axes' roles, pie has one measure). */
import type { TFunction } from 'i18next';
import type { ChartType } from '../../../../domain/config';
import { fieldNameOf } from '../../../../domain/configurator/field-panel';

export const fieldLabel = (t: TFunction, chartType: ChartType, field: string, componentLabel?: string) => {
  const name = fieldNameOf(chartType, field);
  return 'component' in name ? (componentLabel ?? field) : 'key' in name ? t(name.key) : name.unnamed;
};
