/**
 * What a chart type offers, read from its registry entry: the UI and the domain ask
 * `supports(type, 'showValues')` instead of comparing type names.
 */
import { CHART_TYPES, type ChartType } from '../config/chart-types';
import type { Capabilities, Capability, FieldLabelKey } from './definition';
import { CHART_REGISTRY } from './registry';

/** What a chart type has unless its definition says otherwise. */
export const DEFAULT_CAPABILITIES: Capabilities = {
  group: 'regular',
  valueField: 'y',
  showValues: false,
  customDomain: false,
  lineOptions: false,
  imputation: false,
  segmentLayout: false,
  percent: false,
  sums: 'never',
  limits: false,
  limitSymbols: false,
  measures: false,
  lineAxisOrientation: false,
  annotatesAnimation: false,
  timeAlongAnimation: false,
  columns: false,
  mapLayers: false,
  interactiveFilters: true,
  fieldLabels: {},
};

/** The capabilities of a chart type. */
export const capabilitiesOf = (type: ChartType): Capabilities => ({ ...DEFAULT_CAPABILITIES, ...CHART_REGISTRY[type].capabilities });

/** Whether a chart type offers a capability. */
export const supports = (type: ChartType, capability: Capability): boolean => capabilitiesOf(type)[capability];

/** The chart types of a selector group, in the spec's order. */
export const chartTypesIn = (group: Capabilities['group']): ChartType[] => CHART_TYPES.filter((type) => capabilitiesOf(type).group === group);

/** The value field of a chart type: the measure axis (x of a bar chart, y elsewhere). */
export const valueFieldOf = (type: ChartType) => capabilitiesOf(type).valueField;

/** The field of the category axis of a chart whose value field is y or x: the other one. */
export const categoryFieldOf = (type: ChartType) => (valueFieldOf(type) === 'x' ? 'y' : 'x');

/** Whether a field of a chart type can show abbreviations (abbreviations.ts): its category axis and the segment. */
export const acceptsAbbreviations = (type: ChartType, field: string) => field === 'segment' || field === capabilitiesOf(type).abbreviatedAxis;

/** The message key a field panel names a field with, where the type names it otherwise than `controls.field.<field>`. */
export const fieldLabelKeyOf = (type: ChartType, field: string): FieldLabelKey | undefined => capabilitiesOf(type).fieldLabels[field];
