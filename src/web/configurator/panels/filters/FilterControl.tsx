/**
 * The control of one filtered dimension, chosen by what the dimension is (spec 001 §2): a multi
 * filter opens the drawer; a temporal dimension of day, week, month or year gets a date picker;
 * a hierarchy the tree select; any other a select. Temporal ones offer 'use most recent', which
 * shows the latest value with data. Values without data are marked (useNoData); a value the
 * configurator changed for want of data is announced below the control, with Undo (issue 28).
 */
import { useTranslation } from 'react-i18next';
import { pickerUnit } from '../../../../domain/configurator/date-options';
import { canRemoveFilter, offersMostRecent } from '../../../../domain/configurator/filter-options';
import { hasHierarchy } from '../../../../domain/configurator/filter-tree';
import { availabilityOf } from '../../../../domain/configurator/filter-availability';
import { canUndoFilterNotice, filterNoticeOf } from '../../../../domain/configurator/filter-memory';
import { reasonText, valueLabel } from '../../../../domain/configurator/filter-options';
import { isMostRecent, latestValue, MOST_RECENT_VALUE } from '../../../../domain/configurator/most-recent';
import type { Dimension, Filters } from '../../../../domain/data';
import { useConfigurator } from '../../ConfiguratorProvider';
import { DatePicker } from './DatePicker';
import { MultiFilterControl } from './MultiFilterControl';
import { SingleValueSelect } from './SingleValueSelect';
import { TreeSelect } from './TreeSelect';
import { useNoData } from './useNoData';

export const FilterControl = ({ dimension, filter }: { dimension: Dimension; filter: Filters[string] }) => {
  const { t } = useTranslation();
  const { dispatch, state, availability, components } = useConfigurator();
  const noData = useNoData(dimension);
  if (filter.type !== 'single') return <MultiFilterControl dimension={dimension} filter={filter} />;
  const set = (value: string | number) => dispatch({ type: 'FILTER_SET_SINGLE', value: { dimensionId: dimension.id, value } });
  const remove = canRemoveFilter(dimension) ? () => dispatch({ type: 'FILTER_REMOVE_SINGLE', value: { dimensionId: dimension.id } }) : undefined;
  const mostRecent = isMostRecent(filter);
  // While 'most recent' is on, the control shows the value it stands for today: the latest with data.
  const resolved = availabilityOf(availability, dimension.id);
  const value = mostRecent ? (resolved?.type === 'single' ? resolved.value : latestValue(dimension)) : filter.value;
  const notice = filterNoticeOf(state, dimension.id);
  const noticeValues = notice && {
    name: dimension.label,
    from: valueLabel(components, dimension.id, notice.from),
    to: valueLabel(components, dimension.id, notice.to),
    filters: reasonText(notice.because, components),
  };
  const unit = pickerUnit(dimension);
  const control = unit ? (
    <DatePicker dimension={dimension} unit={unit} value={value} disabled={mostRecent} onChange={set} noData={noData} />
  ) : hasHierarchy(dimension) ? (
    <TreeSelect dimension={dimension} value={value === undefined ? undefined : String(value)} onChange={set} onRemove={remove} noData={noData} />
  ) : (
    <SingleValueSelect dimension={dimension} value={value} disabled={mostRecent} onChange={set} onRemove={remove} noData={noData} />
  );
  return (
    <div className="filter-control">
      {control}
      {noticeValues && (
        <p className="filter-notice" role="status" data-testid={`filter-notice-${dimension.label}`}>
          {noticeValues.filters ? t('controls.filters.notice.changed', noticeValues) : t('controls.filters.notice.changed-all', noticeValues)}{' '}
          {canUndoFilterNotice(state) && (
            <button type="button" className="link-button" onClick={() => dispatch({ type: 'FILTER_NOTICE_UNDO' })}>
              {t('controls.filters.notice.undo')}
            </button>
          )}
        </p>
      )}
      {offersMostRecent(dimension) && (
        <label className="check">
          <input
            type="checkbox"
            checked={mostRecent}
            onChange={(e) => {
              const latest = latestValue(dimension);
              if (e.target.checked) set(MOST_RECENT_VALUE);
              else if (latest !== undefined) set(latest);
            }}
            data-testid={`most-recent-${dimension.label}`}
          />
          {t('controls.filters.most-recent')}
        </label>
      )}
    </div>
  );
};
