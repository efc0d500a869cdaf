/**
 * The single-value select of a filter: the dimension's values, and 'No filter' where it may be
 * removed. Values without data under the filters above are shown apart, disabled, under the reason.
 */
import { useTranslation } from 'react-i18next';
import { displayLabel } from '../../../../domain/charts/chart-data';
import { valuesByData } from '../../../../domain/configurator/filter-options';
import type { Dimension } from '../../../../domain/data';
import type { NoData } from './useNoData';

/** The select's value for 'No filter'; dimension values are never empty. */
const NONE = '';

export const SingleValueSelect = ({
  dimension,
  value,
  disabled,
  onChange,
  onRemove,
  noData,
}: {
  dimension: Dimension;
  value: string | number | undefined;
  disabled?: boolean;
  noData?: NoData;
  onChange: (value: string | number) => void;
  onRemove?: () => void;
}) => {
  const { t } = useTranslation();
  const { withData, without } = valuesByData(dimension, noData?.has);
  const choose = (chosen: string) => {
    const match = dimension.values.find((v) => String(v.value) === chosen);
    if (match) onChange(match.value);
    else onRemove?.();
  };
  return (
    <label className="control">
      <span className="filter-label">{dimension.label}</span>
      <select
        value={value === undefined ? NONE : String(value)}
        disabled={disabled}
        onChange={(e) => choose(e.target.value)}
        data-testid={`filter-${dimension.label}`}
      >
        {onRemove && <option value={NONE}>{t('controls.filters.no-filter')}</option>}
        {withData.map((v) => (
          <option key={String(v.value)} value={String(v.value)}>
            {displayLabel(dimension, v.label)}
          </option>
        ))}
        {noData && without.length > 0 && (
          <optgroup label={noData.reason}>
            {without.map((v) => (
              <option key={String(v.value)} value={String(v.value)} disabled>
                {displayLabel(dimension, v.label)}
              </option>
            ))}
          </optgroup>
        )}
      </select>
    </label>
  );
};
