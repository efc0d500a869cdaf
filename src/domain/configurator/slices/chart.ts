/**
 * The active chart's own settings: its type, fields and their options, texts and interactive
 * filters (spec 001 §4 "Chart config actions"). Field changes end in the filter normalisation.
 */
import { withShownValues } from '../../charts/initial-config';
import { capabilitiesOf } from '../../charts/capabilities';
import { chartConfigSchema, colorFieldOf, fieldsOf, optionsOf, withField, type ChartConfig, type ConfiguratorState } from '../../config';
import type { DataCubeComponents } from '../../data';
import { colorFieldFor, componentOptions, encodingOf } from '../../encodings';
import type { ConfiguratorAction } from '../actions';
import { changeChartType } from '../chart-type';
import { setFieldComponent } from '../edits';
import { fitDataFilterTypes, fitInteractiveFilters } from '../interactive-options';
import { updateActiveChart } from '../select';
import { acceptsCustomDomain } from '../field-options';
import { fitSumByLevel, withSumByLevel } from '../sum-by-level';

/** Colour follows the segment: one colour without it, a colour per segment value with it. */
const colorFor = (chart: ChartConfig, hasSegment: boolean) => {
  const color = colorFieldOf(chart);
  // Maps and tables colour their layers and columns, not the chart: nothing to follow.
  if (!color) return undefined;
  // A colour field that already fits is kept as it is, with the author's mapping.
  const fits = capabilitiesOf(chart.chartType).measures ? color.type === 'measures' : color.type === (hasSegment ? 'segment' : 'single');
  return fits ? color : colorFieldFor(chart.chartType, hasSegment, { paletteId: color.paletteId });
};

const setField = (chart: ChartConfig, field: string, componentId: string | undefined, components: DataCubeComponents): ChartConfig => {
  // A hierarchy's total is never drawn beside its own parts: a new x or segment shows one level.
  const changed = withShownValues(
    setFieldComponent(chart, field, componentId, components, encodingOf(chart.chartType, field)?.defaults?.(components)),
    components,
  );
  const color = colorFor(changed, !!fieldsOf(changed).segment);
  const withColor = fitSumByLevel(color ? withField(changed, 'color', color) : changed, components);
  return { ...withColor, interactiveFiltersConfig: fitInteractiveFilters(withColor, components) };
};

/** Whether the parsed value kept everything the input had (undefined entries aside). */
const keepsAll = (input: unknown, parsed: unknown): boolean => {
  if (input === undefined) return true;
  if (typeof input !== 'object' || input === null) return Object.is(input, parsed);
  if (typeof parsed !== 'object' || parsed === null) return false;
  return Object.entries(input).every(([key, value]) => keepsAll(value, (parsed as Record<string, unknown>)[key]));
};

/**
 * The chart only if it is still a valid chart config: options from a panel are checked, never
 * trusted. zod drops keys a schema does not know instead of failing, so a field the chart type
 * lacks (animation on a line) or an option its field lacks (showDots on a column) must also
 * survive the parse.
 */
export const checked = (before: ChartConfig, after: ChartConfig) => {
  const parsed = chartConfigSchema.safeParse(after);
  return parsed.success && keepsAll(after, parsed.data) ? after : before;
};

const updateOption = (chart: ChartConfig, field: string, option: string, value: unknown): ChartConfig => {
  const current = fieldsOf(chart)[field];
  if (!current) return chart;
  const { [option]: _, ...rest } = optionsOf(current);
  return checked(chart, withField(chart, field, value === undefined ? rest : { ...rest, [option]: value }));
};

export const chartSlice = (state: ConfiguratorState, action: ConfiguratorAction): ConfiguratorState => {
  switch (action.type) {
    case 'CHART_TYPE_CHANGED':
      return updateActiveChart(state, (chart) =>
        chart.chartType === action.value.chartType ? chart : changeChartType(chart, action.value.chartType, action.value.components),
      );
    case 'CHART_ACTIVE_FIELD_CHANGE':
      return updateActiveChart(state, (chart) => {
        const { activeField: _, ...rest } = chart;
        return action.value.field === undefined ? rest : { ...rest, activeField: action.value.field };
      });
    case 'CHART_FIELD_CHANGED': {
      const { field, componentId, components } = action.value;
      // Only a component the field accepts and no other exclusive field uses (spec 001 §5).
      return updateActiveChart(state, (chart) =>
        componentOptions(chart, field, components).some((o) => o.component.id === componentId && !o.disabled)
          ? checked(chart, setField(chart, field, componentId, components))
          : chart,
      );
    }
    case 'CHART_FIELD_DELETED':
      // Required fields cannot go: the schema says which are optional.
      return updateActiveChart(state, (chart) => checked(chart, setField(chart, action.value.field, undefined, action.value.components)));
    case 'CHART_FIELD_UPDATED':
      // A custom domain is checked like the panel checks it: numbers, min below max, not in percent mode.
      return updateActiveChart(state, (chart) =>
        action.value.option === 'customDomain' && !acceptsCustomDomain(chart, action.value.value)
          ? chart
          : fitDataFilterTypes(updateOption(chart, action.value.field, action.value.option, action.value.value)),
      );
    case 'CHART_SUM_BY_LEVEL_CHANGED':
      return updateActiveChart(state, (chart) => checked(chart, withSumByLevel(chart, action.value.depth, action.value.components)));
    case 'CHART_COMBO_MEASURES_CHANGED':
      return updateActiveChart(state, (chart) => checked(chart, withField(chart, 'y', action.value.y)));
    case 'CHART_META_CHANGED': {
      const { part, locale, text } = action.value;
      return updateActiveChart(state, (chart) => ({ ...chart, meta: { ...chart.meta, [part]: { ...chart.meta[part], [locale]: text } } }));
    }
    case 'INTERACTIVE_FILTER_CHANGED':
      return updateActiveChart(state, (chart) => checked(chart, { ...chart, interactiveFiltersConfig: action.value }));
    case 'CHART_CONFIG_REPLACED':
      return updateActiveChart(state, (chart) => checked(chart, { ...action.value.chartConfig, key: chart.key }));
    default:
      return state;
  }
};
