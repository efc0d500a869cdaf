/** Field names as the panels show them, by chart type (bar swaps the axes' roles, pie has one measure). */
import type { TFunction } from 'i18next';
import type { ChartType } from '../../../../domain/config';
import { FIELD_KEY } from '../../../../domain/i18n/author-keys';
import { keyOf } from '../../../../domain/messages';

export const fieldLabel = (t: TFunction, chartType: ChartType, field: string, componentLabel?: string) => {
  // A table's fields are its columns, named after their components.
  if (chartType === 'table') return componentLabel ?? field;
  if (chartType === 'pie' && field === 'y') return t('controls.field.measure');
  if (chartType.startsWith('combo') && field === 'y') return t('controls.field.measures');
  const key = keyOf(FIELD_KEY, field);
  return key ? t(key) : field;
};
