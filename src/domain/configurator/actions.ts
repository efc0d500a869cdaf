/**
 * The plain actions that change the configurator state (spec 001 §4, 002 §4), named as the spec
 * names them. Actions that re-derive fields or filters carry the cube's components, so the
 * reducer stays a pure function of (state, action).
 */
import type { ChartConfig, ChartType, ConfigLimit, ConfiguratorState, InteractiveFiltersConfig, Layout } from '../config';
import type { ColumnStyle, TableSettings } from '../charts/table/fields';
import type { DataCubeComponents, Locale } from '../data';
import type { CustomLayer } from '../map/custom-layer-sources';
import type { MapColor } from '../charts/map/fields';
import type { JoinMatch } from './datasets';
import type { FilterChange } from './possible-filters';
import type { AnnotationTarget } from '../charts/overlays/annotations';
import type { DashboardFilters } from '../config/configurator-state';
import type { Breakpoint, GridItem } from '../layout/grid';

type DashboardLayoutKind = Extract<Layout, { type: 'dashboard' }>['layout'];
type DashboardTimeRange = DashboardFilters['timeRange'];

export type ConfiguratorStep = ConfiguratorState['state'];

type MapLayer = 'areaLayer' | 'symbolLayer';

/** A chart config's option that an author sets in a field panel (spec 001 §3 "Fields by chart type"). */
export type FieldOption =
  | 'sorting'
  | 'showValues'
  | 'showTotals'
  | 'customDomain'
  | 'showStandardError'
  | 'showConfidenceInterval'
  | 'showDots'
  | 'showDotsSize'
  | 'imputationType'
  | 'type'
  | 'showTitle'
  | 'showPlayButton'
  | 'duration'
  | 'dynamicScales'
  | 'lineAxisOrientation'
  | 'useAbbreviations';

export type ConfiguratorAction =
  // Steps (slices/steps.ts)
  | { type: 'INITIALIZED'; value: ConfiguratorState }
  | { type: 'STEP_NEXT'; value?: { chartConfig?: ChartConfig } }
  | { type: 'STEP_PREVIOUS'; value?: { to?: ConfiguratorStep } }
  | { type: 'CONFIGURE_CHART'; value: { chartKey: string } }
  | { type: 'LAYOUT_CHANGED'; value: Layout }
  | { type: 'PUBLISHED' }
  | { type: 'PUBLISH_FAILED' }
  // The active chart (slices/chart.ts)
  | { type: 'CHART_TYPE_CHANGED'; value: { chartType: ChartType; components: DataCubeComponents } }
  | { type: 'CHART_ACTIVE_FIELD_CHANGE'; value: { field: string | undefined } }
  | { type: 'CHART_FIELD_CHANGED'; value: { field: string; componentId: string; components: DataCubeComponents } }
  | { type: 'CHART_FIELD_DELETED'; value: { field: string; components: DataCubeComponents } }
  | { type: 'CHART_FIELD_UPDATED'; value: { field: string; option: FieldOption; value: unknown } }
  /** The category axis by a level of its dimension's hierarchy, each category a sum (undefined: its own values; sum-by-level.ts). */
  | { type: 'CHART_SUM_BY_LEVEL_CHANGED'; value: { depth: number | undefined; components: DataCubeComponents } }
  | { type: 'CHART_COMBO_MEASURES_CHANGED'; value: { y: Record<string, unknown> } }
  | { type: 'CHART_META_CHANGED'; value: { part: 'title' | 'description' | 'label'; locale: Locale; text: string } }
  | { type: 'INTERACTIVE_FILTER_CHANGED'; value: InteractiveFiltersConfig }
  | { type: 'CHART_CONFIG_REPLACED'; value: { chartConfig: ChartConfig } }
  // Filters of the active chart's cubes (slices/filters.ts)
  | { type: 'FILTER_SET_SINGLE'; value: { dimensionId: string; value: string | number } }
  | { type: 'FILTER_REMOVE_SINGLE'; value: { dimensionId: string } }
  | { type: 'CHART_CONFIG_FILTER_SET_MULTI'; value: { dimensionId: string; values: string[] } }
  /** The possible filters' answer applied (`changes`: the values changed for want of data, announced beside their filters). */
  | { type: 'CHART_CONFIG_FILTERS_UPDATE'; value: { cubeIri: string; filters: ChartConfig['cubes'][number]['filters']; changes?: FilterChange[] } }
  /** Undoes the author's last edit of the active chart, the one that made the announced filter changes (filter-memory.ts). */
  | { type: 'FILTER_NOTICE_UNDO' }
  | { type: 'CHART_CONFIG_FILTER_REORDER'; value: { dimensionId: string; toIndex: number } }
  // Colours (slices/colors.ts)
  | {
      type: 'CHART_PALETTE_CHANGED';
      /** `colors`: those of a custom palette (its id is none of the built-in ones). */
      value: { field: string; paletteId: string; components: DataCubeComponents; colors?: readonly string[] };
    }
  | { type: 'CHART_PALETTE_RESET'; value: { field: string; components: DataCubeComponents } }
  | { type: 'CHART_COLOR_CHANGED'; value: { field: string; key?: string; color: string } }
  | { type: 'CHART_COLOR_MAPPING_UPDATED'; value: { field: string; components: DataCubeComponents; random?: () => number } }
  // Map layers of the active chart (slices/map-layers.ts)
  | { type: 'MAP_LAYER_COLOR_TYPE_CHANGED'; value: { field: MapLayer; colorType: MapColor['type']; components: DataCubeComponents } }
  | { type: 'MAP_LAYER_COLOR_COMPONENT_CHANGED'; value: { field: MapLayer; componentId: string; components: DataCubeComponents } }
  | { type: 'MAP_LAYER_PALETTE_CHANGED'; value: { field: MapLayer; paletteId: string; components: DataCubeComponents } }
  | { type: 'MAP_LAYER_COLOR_CHANGED'; value: { field: MapLayer; key?: string; color: string } }
  | { type: 'MAP_LAYER_OPACITY_CHANGED'; value: { field: MapLayer; opacity: number } }
  | {
      type: 'MAP_LAYER_SCALE_CHANGED';
      /** valueCount: how many values the colour component has in the chart (discrete scales need 3). */
      value: {
        field: MapLayer;
        scaleType?: 'continuous' | 'discrete';
        interpolationType?: 'linear' | 'quantize' | 'quantile' | 'jenks';
        nbClass?: number;
        valueCount: number;
      };
    }
  | { type: 'MAP_SYMBOL_MEASURE_CHANGED'; value: { measureId: string | undefined; components: DataCubeComponents } }
  | { type: 'MAP_BASE_LAYER_SHOW_CHANGED'; value: { show: boolean } }
  /** bbox: the bounds the map shows now, [[west, south], [east, north]]; stored while locked. */
  | { type: 'MAP_BASE_LAYER_LOCKED_CHANGED'; value: { locked: boolean; bbox?: [[number, number], [number, number]] } }
  // The list of charts (slices/charts.ts)
  | { type: 'CHART_CONFIG_ADD'; value: { chartConfig: ChartConfig } }
  | { type: 'CHART_CONFIG_REMOVE'; value: { chartKey: string } }
  | { type: 'CHART_CONFIG_REORDER'; value: { oldIndex: number; newIndex: number } }
  | { type: 'SWITCH_ACTIVE_CHART'; value: { chartKey: string } }
  // Custom map layers of the active map (slices/custom-layers.ts)
  | { type: 'CUSTOM_LAYER_ADD'; value: { layer: CustomLayer } }
  | { type: 'CUSTOM_LAYER_UPDATE'; value: { layer: CustomLayer } }
  | { type: 'CUSTOM_LAYER_REMOVE'; value: Pick<CustomLayer, 'type' | 'id'> }
  | { type: 'CUSTOM_LAYER_SWAP'; value: { oldIndex: number; newIndex: number } }
  // A table's columns, sorting and settings (slices/table.ts)
  | { type: 'TABLE_FIELD_MOVED'; value: { componentId: string; isGroup: boolean; index: number; components: DataCubeComponents } }
  | { type: 'TABLE_FIELD_HIDDEN'; value: { componentId: string; isHidden: boolean; components: DataCubeComponents } }
  | { type: 'TABLE_COLUMN_STYLE_CHANGED'; value: { componentId: string; columnStyle: ColumnStyle } }
  | { type: 'TABLE_SETTINGS_CHANGED'; value: Partial<TableSettings> }
  | { type: 'TABLE_SORTING_ADDED'; value: { componentId: string; sortingOrder?: 'asc' | 'desc' } }
  | { type: 'TABLE_SORTING_CHANGED'; value: { index: number; componentId?: string; sortingOrder?: 'asc' | 'desc' } }
  | { type: 'TABLE_SORTING_REORDERED'; value: { oldIndex: number; newIndex: number } }
  | { type: 'TABLE_SORTING_REMOVED'; value: { index: number } }
  // Limits of the active chart's measures (slices/limits.ts)
  | { type: 'LIMIT_SET'; value: ConfigLimit }
  | { type: 'LIMIT_REMOVE'; value: Pick<ConfigLimit, 'measureId' | 'related'> }
  // Unit conversion of the active chart's measures (slices/units.ts)
  | { type: 'CONVERSION_UNIT_TOGGLED'; value: { componentId: string; enabled: boolean; originalUnit?: string } }
  | { type: 'CONVERSION_UNIT_MULTIPLIER_CHANGED'; value: { componentId: string; multiplier: number } }
  | { type: 'CONVERSION_UNIT_LABEL_CHANGED'; value: { componentId: string; locale: Locale; label: string } }
  // The active chart's datasets (slices/datasets.ts); components: those of the new cube set
  | { type: 'DATASET_ADD'; value: { iri: string; match: JoinMatch; components: DataCubeComponents } }
  | { type: 'DATASET_REMOVE'; value: { iri: string; components: DataCubeComponents } }
  // Annotations of the active chart (slices/annotations.ts)
  | { type: 'CHART_ANNOTATION_ADD'; value: { key: string } }
  | { type: 'CHART_ANNOTATION_REMOVE'; value: { key: string } }
  | { type: 'CHART_ANNOTATION_TARGETS_CHANGE'; value: { key: string; targets: AnnotationTarget[] } }
  | { type: 'CHART_ANNOTATION_HIGHLIGHT_TYPE_CHANGE'; value: { key: string; highlightType: 'none' | 'filled' } }
  | { type: 'CHART_ANNOTATION_COLOR_CHANGE'; value: { key: string; color: string } }
  | { type: 'CHART_ANNOTATION_DEFAULT_OPEN_CHANGE'; value: { key: string; defaultOpen: boolean } }
  | { type: 'CHART_ANNOTATION_TEXT_CHANGE'; value: { key: string; locale: Locale; text: string } }
  | { type: 'CHART_ANNOTATION_TEXT_CLEAR'; value: { key: string } }
  // The layout step (slices/layout.ts); LAYOUT_CHANGED is the steps' (it synchronises blocks)
  | { type: 'LAYOUT_TYPE_CHANGED'; value: { type: Layout['type']; layout?: DashboardLayoutKind } }
  | { type: 'LAYOUT_BLOCK_SWAP'; value: { oldIndex: number; newIndex: number } }
  | { type: 'LAYOUT_ACTIVE_FIELD_CHANGE'; value: { field: string | undefined } }
  | { type: 'LAYOUT_META_CHANGED'; value: { part: 'title' | 'description'; locale: Locale; text: string } }
  | { type: 'LAYOUT_TEXT_BLOCK_ADD'; value: { key: string } }
  | { type: 'LAYOUT_TEXT_BLOCK_EDIT'; value: { key: string; locale: Locale; text: string } }
  | { type: 'LAYOUT_BLOCK_DUPLICATE'; value: { key: string; newKey: string } }
  | { type: 'LAYOUT_BLOCK_REMOVE'; value: { key: string } }
  /** height: the block's measured content height in px; rows for text blocks come from it. */
  | { type: 'LAYOUT_BLOCK_INITIALIZED'; value: { key: string; height: number; breakpoint?: Breakpoint } }
  | { type: 'LAYOUT_CANVAS_CHANGED'; value: { breakpoint: Breakpoint; items: GridItem[] } }
  | { type: 'LAYOUT_PUBLISHABLE_CHART_TOGGLE'; value: { chartKey: string } }
  // Dashboard shared filters (slices/dashboard.ts)
  | { type: 'DASHBOARD_TIME_RANGE_FILTER_UPDATE'; value: DashboardTimeRange }
  | { type: 'DASHBOARD_TIME_RANGE_FILTER_REMOVE' }
  | { type: 'DASHBOARD_DATA_FILTER_ADD'; value: { dimensionId: string; value: string } }
  | { type: 'DASHBOARD_DATA_FILTER_SET'; value: { dimensionId: string; value: string } }
  | { type: 'DASHBOARD_DATA_FILTER_REMOVE'; value: { dimensionId: string } };

export type ActionOf<T extends ConfiguratorAction['type']> = Extract<ConfiguratorAction, { type: T }>;
