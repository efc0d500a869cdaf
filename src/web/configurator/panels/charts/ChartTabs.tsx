/**
 * The chart tabs of the configurator (spec 001 §4): switch, add (a copy of the active chart under
 * a new key), remove (only with more than one chart) and reorder by drag or keyboard.
 */
import { useTranslation } from 'react-i18next';
import { createChartKey } from '../../../../domain/config';
import { duplicateChart } from '../../../../domain/configurator/slices/charts';
import { SortableItem, SortableList } from '../../../components/Sortable';
import { useTabName } from '../../../viewer/ChartTabsBar';
import { useConfigurator } from '../../ConfiguratorProvider';
import '../../../viewer/tabs.css';

export const ChartTabs = () => {
  const { t } = useTranslation();
  const { state, chart, dispatch, locale } = useConfigurator();
  const charts = state.chartConfigs;
  const nameOf = useTabName(locale);
  return (
    <nav className="chart-tabs" aria-label={t('controls.charts')}>
      <SortableList
        ids={charts.map((c) => c.key)}
        onMove={(oldIndex, newIndex) => dispatch({ type: 'CHART_CONFIG_REORDER', value: { oldIndex, newIndex } })}
        horizontal
      >
        <ul className="chart-tab-list">
          {charts.map((c, i) => {
            const name = nameOf(c, i);
            return (
              <SortableItem key={c.key} id={c.key} label={name.text} className="chart-tab" handleLabel={t('controls.charts.move', { name: name.text })}>
                <button
                  type="button"
                  className="chart-tab-button"
                  aria-current={c.key === chart.key ? 'true' : undefined}
                  lang={name.lang}
                  onClick={() => dispatch({ type: 'SWITCH_ACTIVE_CHART', value: { chartKey: c.key } })}
                  data-testid={`chart-tab-${i}`}
                >
                  {name.text}
                </button>
                {charts.length > 1 && (
                  <button
                    type="button"
                    className="icon-button"
                    aria-label={t('controls.charts.remove', { name: name.text })}
                    onClick={() => dispatch({ type: 'CHART_CONFIG_REMOVE', value: { chartKey: c.key } })}
                    data-testid={`chart-tab-remove-${i}`}
                  >
                    ×
                  </button>
                )}
              </SortableItem>
            );
          })}
        </ul>
      </SortableList>
      <button
        type="button"
        className="button button-secondary"
        onClick={() => dispatch({ type: 'CHART_CONFIG_ADD', value: { chartConfig: duplicateChart(chart, createChartKey()) } })}
        data-testid="chart-add"
      >
        {t('controls.charts.add')}
      </button>
    </nav>
  );
};
