/**
 * Small rules of the published view: which charts get a tabs bar and how a tab is named, where
 * the metadata panel's description is cut, and which component an axis title stands for.
 */
import type { ChartConfig, SavedConfigData } from '../config';
import { localizedText } from '../i18n/fallback';
import type { Locale } from '../data';

/**
 * Tabs show when the published config holds more than one chart (spec 002 §4); a single chart
 * gets no bar of one tab, whatever its layout.
 */
export const showsChartTabs = (state: Pick<SavedConfigData, 'chartConfigs'>) => state.chartConfigs.length > 1;

/** A tab's label in the locale (or a fallback language); undefined when it has none, and the tab shows a placeholder. */
export const tabLabel = (chart: Pick<ChartConfig, 'meta'>, locale: Locale) => localizedText(chart.meta.label, locale)?.text.trim() || undefined;

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
