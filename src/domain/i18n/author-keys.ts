/**
 * Keys chosen at run time on the pages only an author opens (configurator, accounts), one table
 * per choice, as in messages.ts: apart from it so that the published view does not load them.
 */
import type { MessageKey } from '../messages';
import type { AggregationRefusal } from '../observations/aggregation';

// account, my-charts
export const ACCOUNT_TITLE_KEY = { 'sign-in': 'account.sign-in.title', 'sign-up': 'account.sign-up.title' } as const satisfies Record<string, MessageKey>;
export const MY_CHARTS_COLUMN_KEY = {
  title: 'my-charts.column.title',
  type: 'my-charts.column.type',
  state: 'my-charts.column.state',
  created: 'my-charts.column.created',
  updated: 'my-charts.column.updated',
  views: 'my-charts.column.views',
  actions: 'my-charts.column.actions',
} as const satisfies Record<string, MessageKey>;
export const MY_CHARTS_ACTION_KEY = {
  open: 'my-charts.open',
  edit: 'my-charts.edit',
  copy: 'my-charts.copy',
  delete: 'my-charts.delete',
} as const satisfies Record<string, MessageKey>;
export const PUBLISHED_STATE_KEY = { DRAFT: 'my-charts.state.DRAFT', PUBLISHED: 'my-charts.state.PUBLISHED' } as const satisfies Record<string, MessageKey>;

// button
export const PUBLISH_LABEL_KEY = { publish: 'button.publish', update: 'button.update' } as const satisfies Record<string, MessageKey>;

// controls: the chart's fields and their options
export const FIELD_KEY = {
  x: 'controls.field.x',
  y: 'controls.field.y',
  segment: 'controls.field.segment',
  animation: 'controls.field.animation',
  areaLayer: 'controls.field.areaLayer',
  symbolLayer: 'controls.field.symbolLayer',
} as const satisfies Record<string, MessageKey>;
export const FIELD_OPTION_KEY = {
  showValues: 'controls.option.showValues',
  showTotals: 'controls.option.showTotals',
  customDomain: 'controls.option.customDomain',
  showStandardError: 'controls.option.showStandardError',
  showConfidenceInterval: 'controls.option.showConfidenceInterval',
  showDots: 'controls.option.showDots',
  showDotsSize: 'controls.option.showDotsSize',
  imputationType: 'controls.option.imputationType',
  type: 'controls.option.type',
  showTitle: 'controls.option.showTitle',
  showPlayButton: 'controls.option.showPlayButton',
  animationType: 'controls.option.animationType',
  duration: 'controls.option.duration',
  dynamicScales: 'controls.option.dynamicScales',
  sorting: 'controls.option.sorting',
  useAbbreviations: 'controls.option.useAbbreviations',
} as const satisfies Record<string, MessageKey>;
/** Why a chart's measure cannot be summed by a hierarchy level (observations/aggregation.ts). */
export const SUM_REFUSAL_KEY = {
  'not-numerical': 'controls.sum-by.refused.not-numerical',
  scale: 'controls.sum-by.refused.scale',
  unit: 'controls.sum-by.refused.unit',
} as const satisfies Record<AggregationRefusal, MessageKey>;
export const SORTING_KEY = {
  byAuto: 'controls.sorting.byAuto',
  byMeasure: 'controls.sorting.byMeasure',
  byDimensionLabel: 'controls.sorting.byDimensionLabel',
  byTotalSize: 'controls.sorting.byTotalSize',
} as const satisfies Record<string, MessageKey>;
export const SORTING_ORDER_KEY = { asc: 'controls.sorting.order.asc', desc: 'controls.sorting.order.desc' } as const satisfies Record<string, MessageKey>;
export const DOTS_SIZE_KEY = { Small: 'controls.dots.Small', Medium: 'controls.dots.Medium', Large: 'controls.dots.Large' } as const satisfies Record<
  string,
  MessageKey
>;
export const IMPUTATION_KEY = {
  none: 'controls.imputation.none',
  zeros: 'controls.imputation.zeros',
  linear: 'controls.imputation.linear',
} as const satisfies Record<string, MessageKey>;
export const SEGMENT_TYPE_KEY = { stacked: 'controls.segment.stacked', grouped: 'controls.segment.grouped' } as const satisfies Record<string, MessageKey>;
export const ANIMATION_TYPE_KEY = { continuous: 'controls.animation.continuous', stepped: 'controls.animation.stepped' } as const satisfies Record<
  string,
  MessageKey
>;
export const DOMAIN_END_KEY = { min: 'controls.domain.min', max: 'controls.domain.max' } as const satisfies Record<string, MessageKey>;
export const DOMAIN_ERROR_KEY = {
  'invalid-number': 'controls.domain.invalid-number',
  'min-error': 'controls.domain.min-error',
  'max-error': 'controls.domain.max-error',
} as const satisfies Record<string, MessageKey>;
export const COMBO_FIELD_KEY = {
  leftAxisComponentId: 'controls.combo.leftAxisComponentId',
  rightAxisComponentId: 'controls.combo.rightAxisComponentId',
  columnComponentId: 'controls.combo.columnComponentId',
  lineComponentId: 'controls.combo.lineComponentId',
} as const satisfies Record<string, MessageKey>;
export const META_PART_KEY = { title: 'controls.meta.title', description: 'controls.meta.description', label: 'controls.meta.label' } as const satisfies Record<
  string,
  MessageKey
>;

// controls: the other panels
export const UNIT_ERROR_KEY = {
  'invalid-number': 'controls.units.invalid-number',
  'positive-number': 'controls.units.positive-number',
} as const satisfies Record<string, MessageKey>;
export const LIMIT_LINE_TYPE_KEY = { solid: 'controls.limits.line-type.solid', dashed: 'controls.limits.line-type.dashed' } as const satisfies Record<
  string,
  MessageKey
>;
export const LIMIT_SYMBOL_KEY = {
  circle: 'controls.limits.symbol.circle',
  cross: 'controls.limits.symbol.cross',
  triangle: 'controls.limits.symbol.triangle',
} as const satisfies Record<string, MessageKey>;
export const HIGHLIGHT_TYPE_KEY = { none: 'controls.annotation.highlight.none', filled: 'controls.annotation.highlight.filled' } as const satisfies Record<
  string,
  MessageKey
>;
export const MAP_COLOR_TYPE_KEY = {
  fixed: 'controls.map.color-type.fixed',
  categorical: 'controls.map.color-type.categorical',
  numerical: 'controls.map.color-type.numerical',
} as const satisfies Record<string, MessageKey>;
export const MAP_SCALE_KEY = {
  quantize: 'controls.map.scale.quantize',
  quantile: 'controls.map.scale.quantile',
  jenks: 'controls.map.scale.jenks',
} as const satisfies Record<string, MessageKey>;
export const TABLE_STYLE_KEY = {
  text: 'controls.table.style.text',
  category: 'controls.table.style.category',
  heatmap: 'controls.table.style.heatmap',
  bar: 'controls.table.style.bar',
} as const satisfies Record<string, MessageKey>;
export const PALETTE_KIND_KEY = {
  categorical: 'controls.color.palette.categorical',
  sequential: 'controls.color.palette.sequential',
  diverging: 'controls.color.palette.diverging',
  dimension: 'controls.color.palette.dimension',
} as const satisfies Record<string, MessageKey>;

// layout
export const LAYOUT_TYPE_KEY = { tab: 'layout.type.tab', dashboard: 'layout.type.dashboard', singleURLs: 'layout.type.singleURLs' } as const satisfies Record<
  string,
  MessageKey
>;
export const DASHBOARD_KIND_KEY = {
  vertical: 'layout.dashboard.vertical',
  tall: 'layout.dashboard.tall',
  canvas: 'layout.dashboard.canvas',
} as const satisfies Record<string, MessageKey>;
export const BREAKPOINT_KEY = {
  xl: 'layout.breakpoint.xl',
  lg: 'layout.breakpoint.lg',
  md: 'layout.breakpoint.md',
  sm: 'layout.breakpoint.sm',
} as const satisfies Record<string, MessageKey>;

// wmts
export const PROVIDER_TYPE_KEY = { wms: 'wmts.type.wms', wmts: 'wmts.type.wmts' } as const satisfies Record<string, MessageKey>;
