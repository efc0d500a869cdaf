/**
 * Small rules of the published view: which charts get a tabs bar and how a tab is named (in the
 * editor and the layout step too), where the metadata panel's description is cut, and which
 * component an axis title stands for.
 */
import type { ChartConfig, SavedConfigData } from '../config';
import type { ChartType } from '../config/chart-types';
import { localizedText, type LocalizedText } from '../i18n/fallback';
import type { Locale } from '../data';
import { markdownToPlainLine } from '../markdown';
import { CHART_TYPE_KEY } from '../messages';

/**
 * Tabs show when the published config holds more than one chart (spec 002 §4); a single chart
 * gets no bar of one tab, whatever its layout.
 */
export const showsChartTabs = (state: Pick<SavedConfigData, 'chartConfigs'>) => state.chartConfigs.length > 1;

/**
 * A chart's tab name: a text the author wrote, or a placeholder message (key and parameters) when
 * they wrote none. The editor's tabs, the layout step's tab bar and the published view's tab bar
 * all show this, so the author reads the names the visitors will.
 */
export type TabName = LocalizedText | { key: 'chart.tab.placeholder'; type: (typeof CHART_TYPE_KEY)[ChartType]; number: number };

/**
 * The name of the chart at `index` (0-based) in the tab order, for a reader in `locale`: its tab
 * label, else its title (spec 001 §2: the label is the tab's own name), preferring either in the
 * reader's language over a label in another; failing both in every language, the chart type and
 * the tab's position, "Column 1", "Map 2". That placeholder says what the tab shows and where it
 * sits, which "Untitled chart 2" does not, and the position keeps two untitled charts of one type
 * apart (spec 002 §5: an empty tab label shows a placeholder).
 */
export const tabName = (chart: Pick<ChartConfig, 'meta' | 'chartType'>, index: number, locale: Locale): TabName => {
  const [label, title] = [localizedText(chart.meta.label, locale), localizedText(chart.meta.title, locale)];
  const named = [label, title].find((text) => text && !text.fallback) ?? label ?? title;
  return named
    ? { ...named, text: markdownToPlainLine(named.text) }
    : { key: 'chart.tab.placeholder', type: CHART_TYPE_KEY[chart.chartType], number: index + 1 };
};

/** Description length in the metadata panel before it is cut (spec 002 §9). */
export const DESCRIPTION_MAX_LENGTH = 180;

/** The description cut at 180 characters with an ellipsis; `cut` tells whether there is more to read. */
export const truncateDescription = (text: string, max = DESCRIPTION_MAX_LENGTH) => {
  const chars = [...text];
  return chars.length <= max ? { text, cut: false } : { text: `${chars.slice(0, max).join('').trimEnd()}…`, cut: true };
};

type AxisPosition = 'bottom' | 'left' | 'right';

/** The component each axis of a chart shows, read from its fields (combo charts name theirs per axis). */
export const axisComponents = (config: ChartConfig): Partial<Record<AxisPosition, string>> => {
  switch (config.chartType) {
    case 'pie':
    case 'map':
    case 'table':
      return {};
    case 'comboLineSingle':
      return { bottom: config.fields.x.componentId, left: config.fields.y.componentIds[0] };
    case 'comboLineDual':
      return { bottom: config.fields.x.componentId, left: config.fields.y.leftAxisComponentId, right: config.fields.y.rightAxisComponentId };
    case 'comboLineColumn': {
      const { x, y } = config.fields;
      return y.lineAxisOrientation === 'left'
        ? { bottom: x.componentId, left: y.lineComponentId, right: y.columnComponentId }
        : { bottom: x.componentId, left: y.columnComponentId, right: y.lineComponentId };
    }
    default:
      return { bottom: config.fields.x.componentId, left: config.fields.y.componentId };
  }
};
