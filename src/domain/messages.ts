/**
 * Every message key: the web's, and those the domain and server emit (the spec's error catalogue
 * included), by area. The four catalogues in web/i18n are `Messages`, so each has every key and no
 * other; web/i18n/index.ts types i18next with them, so `t()` accepts only these keys (a plural
 * key without its `_one`/`_other` suffix). The keys are grouped by area (their first segment,
 * alphabetically; 'title unavailable', a spec key, with the palettes); the catalogues follow this
 * order, so a new key goes into its area here and in each of them.
 *
 * A key is always written out whole in the source, never built from a template string: keys
 * chosen at run time come from the tables at the end of this module (`Record<ChartType, …>` …),
 * indexed by a typed value. The compiler then checks every key, and the catalogue test can tell
 * a key no code uses (web/i18n/catalogues.test.ts).
 */
import type { ChartType } from './config/chart-types';
import type { Locale } from './data';

export type MessageKey =
  // account
  | 'account.sign-in'
  | 'account.sign-in.title'
  | 'account.sign-up'
  | 'account.sign-up.title'
  | 'account.sign-out'
  | 'account.my-charts'
  | 'account.menu'
  | 'account.name'
  | 'account.password'
  | 'account.password.hint'
  | 'account.to-sign-up'
  | 'account.to-sign-in'
  | 'account.oidc'
  | 'account.why'
  // app
  | 'app.name'
  | 'app.tagline'
  // browse
  | 'browse.title'
  | 'browse.description'
  | 'browse.search.label'
  | 'browse.search.placeholder'
  | 'browse.search.error'
  | 'browse.search.drafts'
  | 'browse.results.count_one'
  | 'browse.results.count_other'
  | 'browse.no-results'
  | 'browse.back'
  | 'browse.create'
  | 'browse.create.main-site'
  | 'browse.draft'
  | 'browse.loading'
  | 'browse.preview.error'
  | 'browse.order.label'
  | 'browse.order.SCORE'
  | 'browse.order.TITLE_ASC'
  | 'browse.order.CREATED_DESC'
  | 'browse.filters'
  | 'browse.facets.themes'
  | 'browse.facets.organizations'
  | 'browse.facets.topics'
  | 'browse.facets.termsets'
  | 'browse.facets.show-all'
  | 'browse.facets.show-less'
  | 'browse.filter.remove'
  | 'browse.error.title'
  | 'browse.error.unknown-type'
  | 'browse.error.missing-iri'
  | 'browse.drawer.title'
  // button
  | 'button.publish'
  | 'button.publishing'
  | 'button.back-to-configurator'
  | 'button.back-to-preview'
  | 'button.edit-chart'
  | 'button.layout'
  | 'button.copy-preview-link'
  | 'button.save-draft'
  | 'button.save-draft.saving'
  | 'button.save-draft.saved'
  | 'button.save-draft.error'
  | 'button.save-draft.link'
  | 'button.update'
  | 'button.update.warning'
  // chart
  | 'chart.type.column'
  | 'chart.type.bar'
  | 'chart.type.line'
  | 'chart.type.area'
  | 'chart.type.scatterplot'
  | 'chart.type.pie'
  | 'chart.type.map'
  | 'chart.type.table'
  | 'chart.type.comboLineSingle'
  | 'chart.type.comboLineDual'
  | 'chart.type.comboLineColumn'
  | 'chart.source'
  | 'chart.dataset'
  | 'chart.created-with'
  | 'chart.data-table'
  | 'chart.loading'
  | 'chart.error'
  | 'chart.no-data'
  | 'chart.legend.last-category'
  | 'chart.describe.type'
  | 'chart.describe.axis.bottom'
  | 'chart.describe.axis.left'
  | 'chart.describe.axis.right'
  | 'chart.describe.series'
  | 'chart.describe.marks'
  | 'chart.describe.map.areas'
  | 'chart.describe.map.symbols'
  | 'chart.describe.map.legend'
  | 'chart.describe.map.sizes'
  | 'chart.describe.map.keys'
  | 'chart.data-filters'
  | 'chart.calculation'
  | 'chart.calculation.identity'
  | 'chart.calculation.percent'
  | 'chart.time-range'
  | 'chart.time-range.from'
  | 'chart.time-range.to'
  | 'chart.animation.play'
  | 'chart.animation.pause'
  | 'chart.map.no-webgl'
  | 'chart.map.missing'
  | 'chart.annotation.marker'
  | 'chart.annotation.show'
  // configurator
  | 'configurator.title'
  | 'configurator.untitled'
  | 'configurator.no-cube'
  | 'configurator.error'
  // controls
  | 'controls.section.title'
  | 'controls.section.chart-type'
  | 'controls.section.fields'
  | 'controls.section.filters'
  | 'controls.section.interactive-filters'
  | 'controls.section.data.filters.possible-filters-error'
  | 'controls.section.custom-layers'
  | 'controls.section.annotations'
  | 'controls.title.warning'
  | 'controls.chart.disabled.numerical'
  | 'controls.chart.disabled.categorical'
  | 'controls.chart.disabled.geographical'
  | 'controls.chart.disabled.multiple-measures'
  | 'controls.chart.disabled.temporal'
  | 'controls.chart.disabled.different-unit'
  | 'controls.chart.disabled.same-unit'
  | 'controls.chart.disabled.map'
  | 'controls.chart.none'
  | 'controls.chart.group.regular'
  | 'controls.chart.group.combo'
  | 'controls.field.x'
  | 'controls.field.y'
  | 'controls.field.segment'
  | 'controls.field.none'
  | 'controls.field.animation'
  | 'controls.field.areaLayer'
  | 'controls.field.symbolLayer'
  | 'controls.field.measure'
  | 'controls.field.measures'
  | 'controls.field.choose'
  | 'controls.field.panel'
  | 'controls.map.symbol-measure'
  | 'controls.map.symbol-measure.none'
  | 'controls.map.color-type'
  | 'controls.map.color-type.fixed'
  | 'controls.map.color-type.categorical'
  | 'controls.map.color-type.numerical'
  | 'controls.map.color-component'
  | 'controls.map.scale'
  | 'controls.map.scale.linear'
  | 'controls.map.scale.quantize'
  | 'controls.map.scale.quantile'
  | 'controls.map.scale.jenks'
  | 'controls.map.classes'
  | 'controls.map.opacity'
  | 'controls.map.base-layer'
  | 'controls.map.base-layer.show'
  | 'controls.map.base-layer.offline'
  | 'controls.map.base-layer.locked'
  | 'controls.close'
  | 'controls.charts'
  | 'controls.charts.add'
  | 'controls.charts.move'
  | 'controls.charts.remove'
  | 'controls.color.palette'
  | 'controls.color.palette.categorical'
  | 'controls.color.palette.sequential'
  | 'controls.color.palette.diverging'
  | 'controls.color.reset'
  | 'controls.color.title'
  | 'controls.color.palette.dimension'
  | 'controls.color.single'
  | 'controls.color.change'
  | 'controls.color.contrast-warning'
  | 'controls.color.shuffle'
  | 'controls.combo.leftAxisComponentId'
  | 'controls.combo.rightAxisComponentId'
  | 'controls.combo.columnComponentId'
  | 'controls.combo.lineComponentId'
  | 'controls.combo.lineAxisOrientation'
  | 'controls.combo.axis.left'
  | 'controls.combo.axis.right'
  | 'controls.option.showValues'
  | 'controls.option.customDomain'
  | 'controls.option.showStandardError'
  | 'controls.option.showConfidenceInterval'
  | 'controls.option.showDots'
  | 'controls.option.showDotsSize'
  | 'controls.option.imputationType'
  | 'controls.option.type'
  | 'controls.option.showTitle'
  | 'controls.option.showPlayButton'
  | 'controls.option.animationType'
  | 'controls.option.duration'
  | 'controls.option.dynamicScales'
  | 'controls.option.sorting'
  | 'controls.option.useAbbreviations'
  | 'controls.sorting.byAuto'
  | 'controls.sorting.byMeasure'
  | 'controls.sorting.byDimensionLabel'
  | 'controls.sorting.byTotalSize'
  | 'controls.sorting.order'
  | 'controls.sorting.order.asc'
  | 'controls.sorting.order.desc'
  | 'controls.dots.Small'
  | 'controls.dots.Medium'
  | 'controls.dots.Large'
  | 'controls.imputation.none'
  | 'controls.imputation.zeros'
  | 'controls.imputation.linear'
  | 'controls.segment.stacked'
  | 'controls.segment.grouped'
  | 'controls.animation.continuous'
  | 'controls.animation.stepped'
  | 'controls.animation.seconds'
  | 'controls.domain.min'
  | 'controls.domain.max'
  | 'controls.domain.invalid-number'
  | 'controls.domain.min-error'
  | 'controls.domain.max-error'
  | 'controls.domain.percent'
  | 'controls.meta.title'
  | 'controls.meta.description'
  | 'controls.meta.label'
  | 'controls.interactive.legend'
  | 'controls.interactive.calculation'
  | 'controls.interactive.data-filters'
  | 'controls.interactive.data-filter.off'
  | 'controls.interactive.data-filter.single'
  | 'controls.interactive.data-filter.multi'
  | 'controls.filters.count_one'
  | 'controls.filters.count_other'
  | 'controls.filters.move'
  | 'controls.filters.remove'
  | 'controls.filters.add'
  | 'controls.filters.add.choose'
  | 'controls.filters.most-recent'
  | 'controls.filters.no-filter'
  | 'controls.filters.no-results'
  | 'controls.filters.search'
  | 'controls.filters.change'
  | 'controls.filters.date.format'
  | 'controls.filters.date.invalid-format'
  | 'controls.filters.date.unavailable'
  | 'controls.filters.shown-values'
  | 'controls.filters.shown-values.all'
  | 'controls.filters.shown-values.some'
  | 'controls.filters.edit-values'
  | 'controls.filters.show-all'
  | 'controls.filters.select-all'
  | 'controls.filters.select-none'
  | 'controls.filters.selected'
  | 'controls.filters.apply'
  | 'controls.filters.cancel'
  | 'controls.table.columns'
  | 'controls.table.groups'
  | 'controls.table.groups.empty'
  | 'controls.table.columns.empty'
  | 'controls.table.move'
  | 'controls.table.hidden'
  | 'controls.table.sorting'
  | 'controls.table.sorting.add'
  | 'controls.table.sorting.choose'
  | 'controls.table.sorting.column'
  | 'controls.table.sorting.order'
  | 'controls.table.sorting.asc'
  | 'controls.table.sorting.desc'
  | 'controls.table.sorting.remove'
  | 'controls.table.sorting.move'
  | 'controls.table.sorting.none'
  | 'controls.table.settings'
  | 'controls.table.show-search'
  | 'controls.table.show-all-rows'
  | 'controls.table.column.hide'
  | 'controls.table.column.group'
  | 'controls.table.column.group.numerical'
  | 'controls.table.style'
  | 'controls.table.style.text'
  | 'controls.table.style.category'
  | 'controls.table.style.heatmap'
  | 'controls.table.style.bar'
  | 'controls.table.text-style'
  | 'controls.table.text-style.regular'
  | 'controls.table.text-style.bold'
  | 'controls.table.text-color'
  | 'controls.table.column-color'
  | 'controls.table.bar.positive'
  | 'controls.table.bar.negative'
  | 'controls.table.bar.background'
  | 'controls.table.bar.show-background'
  | 'controls.table.text-contrast'
  | 'controls.limits'
  | 'controls.limits.hint'
  | 'controls.limits.not-shown'
  | 'controls.limits.color'
  | 'controls.limits.line-type'
  | 'controls.limits.line-type.solid'
  | 'controls.limits.line-type.dashed'
  | 'controls.limits.symbol'
  | 'controls.limits.symbol.circle'
  | 'controls.limits.symbol.cross'
  | 'controls.limits.symbol.triangle'
  | 'controls.units'
  | 'controls.units.toggle'
  | 'controls.units.multiplier'
  | 'controls.units.label'
  | 'controls.units.invalid-number'
  | 'controls.units.positive-number'
  | 'controls.datasets.title'
  | 'controls.datasets.count_one'
  | 'controls.datasets.count_other'
  | 'controls.datasets.add'
  | 'controls.datasets.remove'
  | 'controls.datasets.added'
  | 'controls.datasets.joined'
  | 'controls.datasets.origin'
  | 'controls.annotation.title'
  | 'controls.annotation.add'
  | 'controls.annotation.no-text'
  | 'controls.annotation.no-target'
  | 'controls.annotation.element'
  | 'controls.annotation.element.hint'
  | 'controls.annotation.target.component'
  | 'controls.annotation.target.value'
  | 'controls.annotation.target.add'
  | 'controls.annotation.target.remove'
  | 'controls.annotation.target.remove-short'
  | 'controls.annotation.style'
  | 'controls.annotation.highlight.none'
  | 'controls.annotation.highlight.filled'
  | 'controls.annotation.color'
  | 'controls.annotation.text'
  | 'controls.annotation.text.hint'
  | 'controls.annotation.text.count'
  | 'controls.annotation.text.clear'
  | 'controls.annotation.display'
  | 'controls.annotation.default-open'
  | 'controls.annotation.delete'
  // dashboard
  | 'dashboard.filters'
  | 'dashboard.filters.time-range'
  | 'dashboard.filters.time-range.from'
  | 'dashboard.filters.time-range.to'
  | 'dashboard.filters.time-range.toggle'
  | 'dashboard.filters.data.toggle'
  | 'dashboard.untitled'
  // dataset
  | 'dataset.publicationStatus.draft.warning'
  // dataset-drawer
  | 'dataset-drawer.title'
  | 'dataset-drawer.caution'
  | 'dataset-drawer.caution.dismiss'
  | 'dataset-drawer.search'
  | 'dataset-drawer.search.submit'
  | 'dataset-drawer.search.clear'
  | 'dataset-drawer.dimensions'
  | 'dataset-drawer.dimensions.more'
  | 'dataset-drawer.dimensions.none-selected'
  | 'dataset-drawer.dimensions.none'
  | 'dataset-drawer.joins-on'
  | 'dataset-drawer.preview'
  | 'dataset-drawer.preview.rows'
  | 'dataset-drawer.preview.error'
  | 'dataset-drawer.new'
  | 'dataset-drawer.back'
  | 'dataset-drawer.confirm'
  | 'dataset-drawer.adding'
  | 'dataset-drawer.error'
  // datatable
  | 'datatable.showing.first.rows'
  // error
  | 'error.invalid-input'
  | 'error.not-found'
  | 'error.too-many-requests'
  | 'error.source-unavailable'
  | 'error.source-slow'
  | 'error.server'
  | 'error.network'
  // flashes
  | 'flashes.cannot-find-cube.title'
  | 'flashes.cannot-find-cube.text'
  // language
  | 'language.de'
  | 'language.fr'
  | 'language.it'
  | 'language.en'
  // layout
  | 'layout.preview-link.copied'
  | 'layout.preview-link.failed'
  | 'layout.preview-link.open'
  | 'layout.type'
  | 'layout.type.tab'
  | 'layout.type.dashboard'
  | 'layout.type.singleURLs'
  | 'layout.dashboard'
  | 'layout.dashboard.vertical'
  | 'layout.dashboard.tall'
  | 'layout.dashboard.canvas'
  | 'layout.preview-width'
  | 'layout.breakpoint.xl'
  | 'layout.breakpoint.lg'
  | 'layout.breakpoint.md'
  | 'layout.breakpoint.sm'
  | 'layout.meta'
  | 'layout.meta.title'
  | 'layout.meta.description'
  | 'layout.text.add'
  | 'layout.text.editor'
  | 'layout.text.language'
  | 'layout.text.placeholder'
  | 'layout.text.edit'
  | 'layout.text.duplicate'
  | 'layout.text.delete'
  | 'layout.text.delete.confirm'
  | 'layout.text.done'
  | 'layout.block.move'
  | 'layout.block.text'
  | 'layout.canvas.keyboard'
  | 'layout.single.publishable'
  // metadata
  | 'metadata.title'
  | 'metadata.publisher'
  | 'metadata.creator'
  | 'metadata.datePublished'
  | 'metadata.dateModified'
  | 'metadata.version'
  | 'metadata.contact'
  | 'metadata.landingPage'
  | 'metadata.themes'
  | 'metadata.identifier'
  // my-charts
  | 'my-charts.title'
  | 'my-charts.empty'
  | 'my-charts.sign-in'
  | 'my-charts.error'
  | 'my-charts.column.title'
  | 'my-charts.column.type'
  | 'my-charts.column.state'
  | 'my-charts.column.created'
  | 'my-charts.column.updated'
  | 'my-charts.column.views'
  | 'my-charts.column.actions'
  | 'my-charts.untitled'
  | 'my-charts.state.DRAFT'
  | 'my-charts.state.PUBLISHED'
  | 'my-charts.open'
  | 'my-charts.edit'
  | 'my-charts.copy'
  | 'my-charts.delete'
  | 'my-charts.delete.confirm'
  | 'my-charts.delete.cancel'
  | 'my-charts.delete.error'
  | 'my-charts.action-label'
  // nav
  | 'nav.browse'
  | 'nav.skip-to-content'
  | 'nav.page-changed'
  | 'nav.language'
  // notfound
  | 'notfound.title'
  | 'notfound.text'
  | 'notfound.back'
  // palette
  | 'palette.custom.create'
  | 'palette.custom.title'
  | 'palette.custom.name'
  | 'palette.custom.type'
  | 'palette.custom.add-color'
  | 'palette.custom.color'
  | 'palette.custom.remove-color'
  | 'palette.custom.contrast'
  | 'palette.custom.apply'
  | 'palette.custom.cancel'
  | 'palette.custom.error'
  | 'title unavailable'
  // preview
  | 'preview.invalid'
  | 'preview.note'
  // publish
  | 'publish.error'
  | 'publish.missing-title'
  // table
  | 'table.search.label'
  | 'table.search.placeholder'
  | 'table.no-results'
  | 'table.rows'
  | 'table.rows.found'
  | 'table.group.count_one'
  | 'table.group.count_other'
  // text
  | 'text.other-language'
  // view
  | 'view.not-found'
  | 'view.edit-copy'
  | 'view.tabs'
  | 'view.tab.untitled'
  | 'view.more'
  | 'view.table-view'
  | 'view.chart-view'
  | 'view.export.png'
  | 'view.export.svg'
  | 'view.share'
  | 'view.share.link'
  | 'view.share.copy'
  | 'view.share.copied'
  | 'view.share.copy-failed'
  | 'view.embed'
  | 'view.embed.code'
  | 'view.embed.options'
  | 'view.embed.preview'
  | 'view.embed.flag.removeBorder'
  | 'view.embed.flag.optimizeSpace'
  | 'view.embed.flag.removeMoreOptionsButton'
  | 'view.embed.flag.removeLabelsInteractivity'
  | 'view.embed.flag.removeFootnotes'
  | 'view.embed.flag.removeFilters'
  | 'view.download'
  | 'view.download.filtered.csv'
  | 'view.download.filtered.xlsx'
  | 'view.download.full.csv'
  | 'view.download.full.xlsx'
  | 'view.download.error'
  | 'view.downloading'
  | 'view.updated'
  | 'view.metadata'
  | 'view.metadata.general'
  | 'view.metadata.data'
  | 'view.metadata.loading'
  | 'view.metadata.error'
  | 'view.metadata.show-more'
  | 'view.metadata.show-less'
  | 'view.metadata.work-examples'
  | 'view.metadata.unit'
  | 'view.metadata.values'
  | 'view.metadata.dimension'
  | 'view.metadata.measure'
  | 'view.metadata.joined-from'
  // wmts
  | 'wmts.no-layers'
  | 'wmts.added-layers'
  | 'wmts.unknown-layer'
  | 'wmts.move-up'
  | 'wmts.move-down'
  | 'wmts.remove-layer'
  | 'wmts.behind-area-layer'
  | 'wmts.sync-temporal-filters'
  | 'wmts.error-invalid-url'
  | 'wmts.layer-not-supported-crs'
  | 'wmts.provider'
  | 'wmts.provider-type'
  | 'wmts.type.wms'
  | 'wmts.type.wmts'
  | 'wmts.load-layers'
  | 'wmts.loading'
  | 'wmts.search'
  | 'wmts.skipped-layers'
  | 'wmts.provider-layers'
  | 'wmts.legend'
  | 'wmts.legend-of'
  | 'wmts.more-layers'
  | 'wmts.no-match';

/** A locale's catalogue: the text of every key. */
export type Messages = Record<MessageKey, string>;

/*
 * Keys chosen at run time, one table per choice. Each is indexed by a value of a typed union
 * (a chart type, a locale, an option's choice…): a value without its entry does not compile.
 */

export const LANGUAGE_KEY = { de: 'language.de', fr: 'language.fr', it: 'language.it', en: 'language.en' } as const satisfies Record<Locale, MessageKey>;

export const CHART_TYPE_KEY = {
  column: 'chart.type.column',
  bar: 'chart.type.bar',
  line: 'chart.type.line',
  area: 'chart.type.area',
  scatterplot: 'chart.type.scatterplot',
  pie: 'chart.type.pie',
  map: 'chart.type.map',
  table: 'chart.type.table',
  comboLineSingle: 'chart.type.comboLineSingle',
  comboLineDual: 'chart.type.comboLineDual',
  comboLineColumn: 'chart.type.comboLineColumn',
} as const satisfies Record<ChartType, MessageKey>;

/** The key of a name that arrives as any string (stored data, a record's keys): the table's entry, if it has one. */
export const keyOf = <T extends Record<string, MessageKey>>(table: T, name: string): T[keyof T] | undefined =>
  Object.hasOwn(table, name) ? table[name as keyof T] : undefined;

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
export const MY_CHARTS_ACTION_KEY = { open: 'my-charts.open', edit: 'my-charts.edit', copy: 'my-charts.copy', delete: 'my-charts.delete' } as const satisfies Record<string, MessageKey>;
export const PUBLISHED_STATE_KEY = { DRAFT: 'my-charts.state.DRAFT', PUBLISHED: 'my-charts.state.PUBLISHED' } as const satisfies Record<string, MessageKey>;

// browse
export const SEARCH_ORDER_KEY = { SCORE: 'browse.order.SCORE', TITLE_ASC: 'browse.order.TITLE_ASC', CREATED_DESC: 'browse.order.CREATED_DESC' } as const satisfies Record<string, MessageKey>;

// button
export const PUBLISH_LABEL_KEY = { publish: 'button.publish', update: 'button.update' } as const satisfies Record<string, MessageKey>;

// chart
export const TIME_RANGE_END_KEY = { from: 'chart.time-range.from', to: 'chart.time-range.to' } as const satisfies Record<string, MessageKey>;
export const CALCULATION_KEY = { identity: 'chart.calculation.identity', percent: 'chart.calculation.percent' } as const satisfies Record<string, MessageKey>;

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
export const SORTING_KEY = {
  byAuto: 'controls.sorting.byAuto',
  byMeasure: 'controls.sorting.byMeasure',
  byDimensionLabel: 'controls.sorting.byDimensionLabel',
  byTotalSize: 'controls.sorting.byTotalSize',
} as const satisfies Record<string, MessageKey>;
export const SORTING_ORDER_KEY = { asc: 'controls.sorting.order.asc', desc: 'controls.sorting.order.desc' } as const satisfies Record<string, MessageKey>;
export const DOTS_SIZE_KEY = { Small: 'controls.dots.Small', Medium: 'controls.dots.Medium', Large: 'controls.dots.Large' } as const satisfies Record<string, MessageKey>;
export const IMPUTATION_KEY = { none: 'controls.imputation.none', zeros: 'controls.imputation.zeros', linear: 'controls.imputation.linear' } as const satisfies Record<string, MessageKey>;
export const SEGMENT_TYPE_KEY = { stacked: 'controls.segment.stacked', grouped: 'controls.segment.grouped' } as const satisfies Record<string, MessageKey>;
export const ANIMATION_TYPE_KEY = { continuous: 'controls.animation.continuous', stepped: 'controls.animation.stepped' } as const satisfies Record<string, MessageKey>;
export const DOMAIN_END_KEY = { min: 'controls.domain.min', max: 'controls.domain.max' } as const satisfies Record<string, MessageKey>;
export const DOMAIN_ERROR_KEY = { 'invalid-number': 'controls.domain.invalid-number', 'min-error': 'controls.domain.min-error', 'max-error': 'controls.domain.max-error' } as const satisfies Record<string, MessageKey>;
export const COMBO_FIELD_KEY = {
  leftAxisComponentId: 'controls.combo.leftAxisComponentId',
  rightAxisComponentId: 'controls.combo.rightAxisComponentId',
  columnComponentId: 'controls.combo.columnComponentId',
  lineComponentId: 'controls.combo.lineComponentId',
} as const satisfies Record<string, MessageKey>;
export const META_PART_KEY = { title: 'controls.meta.title', description: 'controls.meta.description', label: 'controls.meta.label' } as const satisfies Record<string, MessageKey>;

// controls: the other panels
export const UNIT_ERROR_KEY = { 'invalid-number': 'controls.units.invalid-number', 'positive-number': 'controls.units.positive-number' } as const satisfies Record<string, MessageKey>;
export const LIMIT_LINE_TYPE_KEY = { solid: 'controls.limits.line-type.solid', dashed: 'controls.limits.line-type.dashed' } as const satisfies Record<string, MessageKey>;
export const LIMIT_SYMBOL_KEY = { circle: 'controls.limits.symbol.circle', cross: 'controls.limits.symbol.cross', triangle: 'controls.limits.symbol.triangle' } as const satisfies Record<string, MessageKey>;
export const HIGHLIGHT_TYPE_KEY = { none: 'controls.annotation.highlight.none', filled: 'controls.annotation.highlight.filled' } as const satisfies Record<string, MessageKey>;
export const MAP_COLOR_TYPE_KEY = { fixed: 'controls.map.color-type.fixed', categorical: 'controls.map.color-type.categorical', numerical: 'controls.map.color-type.numerical' } as const satisfies Record<string, MessageKey>;
export const MAP_SCALE_KEY = { quantize: 'controls.map.scale.quantize', quantile: 'controls.map.scale.quantile', jenks: 'controls.map.scale.jenks' } as const satisfies Record<string, MessageKey>;
export const TABLE_STYLE_KEY = { text: 'controls.table.style.text', category: 'controls.table.style.category', heatmap: 'controls.table.style.heatmap', bar: 'controls.table.style.bar' } as const satisfies Record<string, MessageKey>;
export const PALETTE_KIND_KEY = {
  categorical: 'controls.color.palette.categorical',
  sequential: 'controls.color.palette.sequential',
  diverging: 'controls.color.palette.diverging',
  dimension: 'controls.color.palette.dimension',
} as const satisfies Record<string, MessageKey>;

// layout
export const LAYOUT_TYPE_KEY = { tab: 'layout.type.tab', dashboard: 'layout.type.dashboard', singleURLs: 'layout.type.singleURLs' } as const satisfies Record<string, MessageKey>;
export const DASHBOARD_KIND_KEY = { vertical: 'layout.dashboard.vertical', tall: 'layout.dashboard.tall', canvas: 'layout.dashboard.canvas' } as const satisfies Record<string, MessageKey>;
export const BREAKPOINT_KEY = { xl: 'layout.breakpoint.xl', lg: 'layout.breakpoint.lg', md: 'layout.breakpoint.md', sm: 'layout.breakpoint.sm' } as const satisfies Record<string, MessageKey>;

// view
export const DOWNLOAD_KEY = {
  filtered: { csv: 'view.download.filtered.csv', xlsx: 'view.download.filtered.xlsx' },
  full: { csv: 'view.download.full.csv', xlsx: 'view.download.full.xlsx' },
} as const satisfies Record<string, Record<string, MessageKey>>;
export const METADATA_SECTION_KEY = { general: 'view.metadata.general', data: 'view.metadata.data' } as const satisfies Record<string, MessageKey>;
export const EMBED_FLAG_KEY = {
  removeBorder: 'view.embed.flag.removeBorder',
  optimizeSpace: 'view.embed.flag.optimizeSpace',
  removeMoreOptionsButton: 'view.embed.flag.removeMoreOptionsButton',
  removeLabelsInteractivity: 'view.embed.flag.removeLabelsInteractivity',
  removeFootnotes: 'view.embed.flag.removeFootnotes',
  removeFilters: 'view.embed.flag.removeFilters',
} as const satisfies Record<string, MessageKey>;

// wmts
export const PROVIDER_TYPE_KEY = { wms: 'wmts.type.wms', wmts: 'wmts.type.wmts' } as const satisfies Record<string, MessageKey>;
