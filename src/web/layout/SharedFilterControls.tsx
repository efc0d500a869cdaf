/**
 * The controls of a dashboard's shared filters (spec 002 §2): a time range (start and end, dates
 * after the end or before the start or absent disabled) and one select per shared data filter.
 * The published dashboard drives the visitor's choices with them, the layout step the presets.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isDateDisabled, moveRangeEnd, type SharedTimeRange, type ValueOption } from '../../domain/layout/dashboard-filters';

export const TimeRangeSelects = ({
  options,
  range,
  onChange,
}: {
  options: ValueOption[];
  range: SharedTimeRange;
  onChange: (range: SharedTimeRange) => void;
}) => {
  const { t } = useTranslation();
  const id = useId();
  const available = options.map((o) => o.value);
  const select = (end: 'from' | 'to') => (
    <label className="shared-filter-field" htmlFor={`${id}-${end}`}>
      <span>{t(end === 'from' ? 'dashboard.filters.time-range.from' : 'dashboard.filters.time-range.to')}</span>
      <select
        id={`${id}-${end}`}
        value={range[end]}
        onChange={(e) => onChange(moveRangeEnd(range, end, e.target.value))}
        data-testid={`shared-time-range-${end}`}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={isDateDisabled(o.value, end, range, available)}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <fieldset className="shared-filter shared-time-range">
      <legend>{t('dashboard.filters.time-range')}</legend>
      {select('from')}
      {select('to')}
    </fieldset>
  );
};

export const DataFilterSelect = ({
  id,
  label,
  options,
  value,
  onChange,
}: {
  id: string;
  label: string;
  options: ValueOption[];
  value: string;
  onChange: (value: string) => void;
}) => {
  const htmlId = useId();
  return (
    <label className="shared-filter shared-filter-field" htmlFor={htmlId}>
      <span>{label}</span>
      <select id={htmlId} value={value} onChange={(e) => onChange(e.target.value)} data-testid={`shared-data-filter-${id}`}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
};
