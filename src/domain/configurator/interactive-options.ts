/**
 * Which interactive filters an author can offer on a chart (spec 001 §3 interactiveFiltersConfig,
 * 000 §5): the legend needs a segment, the time range a temporal x axis, percent a segment of a
 * band or area chart, the animation a temporal dimension that is not a field; data filters are
 * the key dimensions the chart filters.
 */
import { capabilitiesOf } from '../charts/capabilities';
import { componentIdOf, fieldsOf, optionsOf, type ChartConfig, type DataFilterType, type InteractiveFiltersConfig } from '../config';
import { isTemporalDimension, isTemporalOrdinalDimension, type DataCubeComponents, type Dimension } from '../data';
import { encodingsOf } from '../encodings';
import { fieldComponentIds } from './edits';

/**
 * The dimension of the x role: the axis observations are laid along (y of a bar chart). A map has
 * no axis; its time runs along the animation, which a time range narrows.
 */
export const axisDimension = (config: ChartConfig, components: DataCubeComponents) => {
  const field =
    encodingsOf(config.chartType).find((e) => e.role === 'x')?.field ?? (capabilitiesOf(config.chartType).timeAlongAnimation ? 'animation' : undefined);
  const id = field && componentIdOf(fieldsOf(config)[field]);
  return components.dimensions.find((d) => d.id === id);
};

export type InteractiveOptions = {
  legend: boolean;
  /** The temporal axis a time range filters, if any. */
  timeRange?: Dimension;
  calculation: boolean;
  /** Dimensions the animation may step through; undefined when the chart type has no animation. */
  animation?: Dimension[];
  dataFilters: Dimension[];
  /** Whether a visitor may pick several values of a data filter: only where the chart adds them up. */
  multiDataFilters: boolean;
};

/**
 * A chart adds up the observations several values of a filter bring when it sums them (a pie's
 * slices) or stacks them (stacked columns and bars); elsewhere they would draw over each other,
 * or a combo chart would silently keep one.
 */
export const sumsObservations = (config: ChartConfig) => {
  const { sums } = capabilitiesOf(config.chartType);
  const segment = fieldsOf(config).segment;
  return sums === 'always' || (sums === 'stacked' && !!segment && optionsOf(segment).type !== 'grouped');
};

export const interactiveOptions = (config: ChartConfig, components: DataCubeComponents): InteractiveOptions => {
  const fields = fieldsOf(config);
  const used = fieldComponentIds(config);
  const axis = axisDimension(config, components);
  const hasSegment = !!componentIdOf(fields.segment);
  const animates = encodingsOf(config.chartType).some((e) => e.field === 'animation');
  return {
    legend: hasSegment,
    timeRange: axis && isTemporalDimension(axis) ? axis : undefined,
    calculation: hasSegment && capabilitiesOf(config.chartType).percent,
    animation: animates
      ? components.dimensions.filter(
          (d) => (isTemporalDimension(d) || isTemporalOrdinalDimension(d)) && (!used.has(d.id) || d.id === componentIdOf(fields.animation)),
        )
      : undefined,
    dataFilters: components.dimensions.filter((d) => d.isKeyDimension && !used.has(d.id)),
    multiDataFilters: sumsObservations(config),
  };
};

/** Switches one interactive filter on or off, with the component and defaults it needs. */
export const toggleInteractiveFilter = (
  config: ChartConfig,
  components: DataCubeComponents,
  filter: 'legend' | 'timeRange' | 'calculation' | 'dataFilters',
  active: boolean,
): InteractiveFiltersConfig => {
  const current = config.interactiveFiltersConfig;
  const options = interactiveOptions(config, components);
  switch (filter) {
    case 'legend':
      return { ...current, legend: { active: active && options.legend, componentId: componentIdOf(fieldsOf(config).segment) ?? '' } };
    case 'timeRange': {
      const values = options.timeRange?.values.map((v) => v.label) ?? [];
      return {
        ...current,
        timeRange:
          active && options.timeRange
            ? { active: true, componentId: options.timeRange.id, presets: { type: 'range', from: values[0] ?? '', to: values[values.length - 1] ?? '' } }
            : { ...current.timeRange, active: false },
      };
    }
    case 'calculation':
      return { ...current, calculation: { ...current.calculation, active: active && options.calculation } };
    case 'dataFilters': {
      const componentIds = active
        ? current.dataFilters.componentIds.length
          ? current.dataFilters.componentIds
          : options.dataFilters.map((d) => d.id)
        : current.dataFilters.componentIds;
      return { ...current, dataFilters: { ...current.dataFilters, active: active && componentIds.length > 0, componentIds } };
    }
  }
};

/** Adds or removes one dimension of the data filters, single or multi. */
export const setDataFilterDimension = (config: ChartConfig, dimensionId: string, filterType: DataFilterType | undefined): InteractiveFiltersConfig => {
  const current = config.interactiveFiltersConfig;
  const ids = current.dataFilters.componentIds;
  const { [dimensionId]: _, ...types } = current.dataFilters.filterTypes;
  if (filterType === 'multi' && !sumsObservations(config)) return current;
  // A new dimension goes last; changing a dimension's filter type keeps its place in the list.
  const componentIds = !filterType ? ids.filter((id) => id !== dimensionId) : ids.includes(dimensionId) ? ids : [...ids, dimensionId];
  return {
    ...current,
    dataFilters: {
      ...current.dataFilters,
      componentIds,
      filterTypes: filterType ? { ...types, [dimensionId]: filterType } : types,
      active: current.dataFilters.active && componentIds.length > 0,
    },
  };
};

/** The data filters with 'multi' turned to 'single' where the chart no longer adds values up. */
export const fitDataFilterTypes = (config: ChartConfig): ChartConfig => {
  const { filterTypes } = config.interactiveFiltersConfig.dataFilters;
  if (sumsObservations(config) || !Object.values(filterTypes).includes('multi')) return config;
  const single = Object.fromEntries(Object.keys(filterTypes).map((id) => [id, 'single' as const]));
  const dataFilters = { ...config.interactiveFiltersConfig.dataFilters, filterTypes: single };
  return { ...config, interactiveFiltersConfig: { ...config.interactiveFiltersConfig, dataFilters } };
};

/**
 * The interactive filters brought in line with the chart's fields after a field or type change:
 * none on a component that became a field, the legend on the segment, percent only with a
 * segment (else back to identity, spec 001 §4), an active time range only while its dimension is
 * the temporal x axis, several values only where the chart adds them up.
 */
export const fitInteractiveFilters = (config: ChartConfig, components: DataCubeComponents): InteractiveFiltersConfig => {
  const current = config.interactiveFiltersConfig;
  const used = fieldComponentIds(config);
  const x = axisDimension(config, components);
  const onX = !!x && isTemporalDimension(x) && current.timeRange.componentId === x.id;
  const segment = componentIdOf(fieldsOf(config).segment);
  const componentIds = current.dataFilters.componentIds.filter((id) => !used.has(id));
  const filterTypes = Object.fromEntries(Object.entries(current.dataFilters.filterTypes).filter(([id]) => !used.has(id)));
  const fitted: InteractiveFiltersConfig = {
    ...current,
    legend: { active: !!segment && current.legend.active, componentId: segment ?? '' },
    timeRange: current.timeRange.active && !onX ? { ...current.timeRange, active: false } : current.timeRange,
    dataFilters: { ...current.dataFilters, componentIds, filterTypes, active: current.dataFilters.active && componentIds.length > 0 },
    calculation: segment ? current.calculation : { active: false, type: 'identity' },
  };
  return fitDataFilterTypes({ ...config, interactiveFiltersConfig: fitted }).interactiveFiltersConfig;
};
