/**
 * The date picker of a temporal filter (spec 001 §5): a typed date in the unit's format, with
 * the dimension's dates with data offered as suggestions; a date the dimension does not have is
 * refused, and one without data under the filters above is refused with the reason.
 */
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPickerDate, parsePickerDate, pickerDates, PICKER_FORMATS, type PickerUnit } from '../../../../domain/configurator/date-options';
import type { Dimension } from '../../../../domain/data';
import type { NoData } from './useNoData';

export const DatePicker = ({
  dimension,
  unit,
  value,
  disabled,
  onChange,
  noData,
}: {
  dimension: Dimension;
  unit: PickerUnit;
  value: string | number | undefined;
  disabled?: boolean;
  onChange: (value: string) => void;
  noData?: NoData;
}) => {
  const { t } = useTranslation();
  const shown = value === undefined ? '' : formatPickerDate(value, unit);
  const [text, setText] = useState(shown);
  const [error, setError] = useState<'format' | 'unavailable' | 'no-data'>();
  const listId = useId();
  const hintId = useId();
  useEffect(() => setText(shown), [shown]);
  const commit = () => {
    if (text === shown) return setError(undefined);
    const parsed = parsePickerDate(text, dimension, unit);
    if ('error' in parsed) return setError(parsed.error);
    if (noData && !noData.has(parsed.value)) return setError('no-data');
    setError(undefined);
    onChange(parsed.value);
  };
  const format = PICKER_FORMATS[unit];
  return (
    <label className="control">
      <span className="filter-label">{dimension.label}</span>
      <input
        type="text"
        inputMode="numeric"
        value={text}
        placeholder={format}
        list={listId}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={hintId}
        onChange={(e) => setText(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => e.key === 'Enter' && commit()}
        data-testid={`filter-${dimension.label}`}
      />
      <datalist id={listId}>
        {pickerDates(dimension, unit)
          .filter((d) => !noData || noData.has(d.value))
          .map((d) => (
            <option key={d.value} value={d.text} />
          ))}
      </datalist>
      <span id={hintId} className={error ? 'error-text' : 'hint-text'} role={error ? 'alert' : undefined}>
        {error === 'format'
          ? t('controls.filters.date.invalid-format', { format })
          : error === 'unavailable'
            ? t('controls.filters.date.unavailable')
            : error === 'no-data'
              ? noData?.dateReason
              : t('controls.filters.date.format', { format })}
      </span>
    </label>
  );
};
