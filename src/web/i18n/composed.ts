/**
 * UI text made of several messages: a message whose values are other messages, chosen by a typed
 * value (a time unit, a chart type). Each is written once, here, for the components that show it
 * and for catalogues.test, which renders it in every language and finds no English word left.
 */
import type { TFunction } from 'i18next';
import type { DescriptionPart } from '../../domain/charts/access';
import type { DrawnChartType } from '../../domain/charts/definition';
import type { RowExcessMessage } from '../../domain/charts/row-limit';
import type { TimeUnit } from '../../domain/data';
import { CHART_TYPE_KEY, TIME_UNIT_KEY } from '../../domain/messages';

/** The dashboard's time-range toggle: "Share a time range (years)". */
export const timeRangeToggleText = (t: TFunction, unit: TimeUnit) => t('dashboard.filters.time-range.toggle', { unit: t(TIME_UNIT_KEY[unit]) });

/** A chart's description (domain/charts/access), its chart type named in the page's language. */
export const chartDescriptionText = (t: TFunction, parts: DescriptionPart[], chartType: DrawnChartType) => {
  const type = t(CHART_TYPE_KEY[chartType]);
  return parts.map((part) => t(part.key, { ...part.values, type })).join(' ');
};

/** Why a chart is not drawn (domain/charts/row-limit.ts): its rows and the dimensions to filter, listed with "or" or "and". */
export const rowExcessText = (t: TFunction, message: RowExcessMessage) => {
  const { list, first, last } = message.dimensions;
  return t(message.key, { ...message.values, dimensions: first ? t(list, { first, last }) : last });
};
