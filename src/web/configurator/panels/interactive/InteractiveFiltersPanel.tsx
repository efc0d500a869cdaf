/**
 * Interactive filter settings (spec 001 §2, §3): what a visitor of the published chart may
 * change — legend, time range with its presets, animation, data filters, calculation.
 */
import { useTranslation } from 'react-i18next';
import { displayLabel } from '../../../../domain/charts/chart-data';
import { interactiveOptions, setDataFilterDimension, toggleInteractiveFilter } from '../../../../domain/configurator/interactive-options';
import { componentIdOf, fieldsOf, type DataFilterType, type InteractiveFiltersConfig } from '../../../../domain/config';
import { TIME_RANGE_END_KEY } from '../../../../domain/messages';
import { useConfigurator } from '../../ConfiguratorProvider';

export const InteractiveFiltersPanel = () => {
  const { t } = useTranslation();
  const { chart, components, dispatch } = useConfigurator();
  const options = interactiveOptions(chart, components);
  const current = chart.interactiveFiltersConfig;
  const change = (value: InteractiveFiltersConfig) => dispatch({ type: 'INTERACTIVE_FILTER_CHANGED', value });
  const toggle = (filter: Parameters<typeof toggleInteractiveFilter>[2]) => (e: { target: { checked: boolean } }) =>
    change(toggleInteractiveFilter(chart, components, filter, e.target.checked));
  const animation = componentIdOf(fieldsOf(chart).animation);
  const timeValues = options.timeRange?.values ?? [];
  const preset = (end: 'from' | 'to') => (
    <label className="control">
      <span>{t(TIME_RANGE_END_KEY[end])}</span>
      <select
        value={current.timeRange.presets[end]}
        onChange={(e) => change({ ...current, timeRange: { ...current.timeRange, presets: { ...current.timeRange.presets, [end]: e.target.value } } })}
        data-testid={`time-range-${end}`}
      >
        {timeValues.map((v) => (
          <option
            key={String(v.value)}
            value={v.label}
            disabled={end === 'from' ? v.label > current.timeRange.presets.to : v.label < current.timeRange.presets.from}
          >
            {displayLabel(options.timeRange, v.label)}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <section className="control-group" data-testid="interactive-filters">
      <h2>{t('controls.section.interactive-filters')}</h2>
      <label className="check">
        <input type="checkbox" checked={current.legend.active} disabled={!options.legend} onChange={toggle('legend')} data-testid="interactive-legend" />
        {t('controls.interactive.legend')}
      </label>
      <label className="check">
        <input
          type="checkbox"
          checked={current.timeRange.active}
          disabled={!options.timeRange}
          onChange={toggle('timeRange')}
          data-testid="interactive-time-range"
        />
        {t('chart.time-range')}
      </label>
      {current.timeRange.active && options.timeRange && (
        <div className="control-pair">
          {preset('from')}
          {preset('to')}
        </div>
      )}
      {options.animation && (
        <label className="control">
          <span>{t('controls.field.animation')}</span>
          <select
            value={animation ?? ''}
            disabled={options.animation.length === 0}
            onChange={(e) =>
              dispatch(
                e.target.value
                  ? { type: 'CHART_FIELD_CHANGED', value: { field: 'animation', componentId: e.target.value, components } }
                  : { type: 'CHART_FIELD_DELETED', value: { field: 'animation', components } },
              )
            }
            data-testid="interactive-animation"
          >
            <option value="">{t('controls.field.none')}</option>
            {options.animation.map((d) => (
              <option key={d.id} value={d.id}>
                {d.label}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className="check">
        <input
          type="checkbox"
          checked={current.calculation.active}
          disabled={!options.calculation}
          onChange={toggle('calculation')}
          data-testid="interactive-calculation"
        />
        {t('controls.interactive.calculation')}
      </label>
      <label className="check">
        <input
          type="checkbox"
          checked={current.dataFilters.active}
          disabled={!options.dataFilters.length}
          onChange={toggle('dataFilters')}
          data-testid="interactive-data-filters"
        />
        {t('controls.interactive.data-filters')}
      </label>
      {current.dataFilters.active && (
        <ul className="plain-list">
          {options.dataFilters.map((d) => {
            const type = current.dataFilters.componentIds.includes(d.id) ? (current.dataFilters.filterTypes[d.id] ?? 'single') : '';
            return (
              <li key={d.id}>
                <label className="control">
                  <span>{d.label}</span>
                  <select
                    value={type}
                    onChange={(e) => change(setDataFilterDimension(chart, d.id, (e.target.value || undefined) as DataFilterType | undefined))}
                    data-testid={`interactive-data-filter-${d.label}`}
                  >
                    <option value="">{t('controls.interactive.data-filter.off')}</option>
                    <option value="single">{t('controls.interactive.data-filter.single')}</option>
                    <option value="multi" disabled={!options.multiDataFilters}>
                      {t('controls.interactive.data-filter.multi')}
                    </option>
                  </select>
                </label>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
};
