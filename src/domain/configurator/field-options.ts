/**
 * Which options a field panel offers for a field of a chart type, and when each is disabled
 * (spec 001 §2 "Field panel", §3 "Fields by chart type", §5). The panels draw what this returns;
 * adding an option to a chart type is a line here and a control in the panel.
 */
import { hasAbbreviations } from '../charts/abbreviations';
import { relatedDimension } from '../charts/line/scene';
import type { MeasureChoice } from '../charts/definition';
import { CHART_REGISTRY } from '../charts/registry';
import { acceptsAbbreviations, capabilitiesOf, categoryFieldOf, valueFieldOf as valueFieldOfType } from '../charts/capabilities';
import { componentIdOf, fieldsOf, optionsOf, type AnyField, type ChartConfig, type Sorting } from '../config';
import { componentsById, isNumericalMeasure, type DataCubeComponents, type Observation } from '../data';
import { isSortingDisabled, sortingOptionsOf } from '../encodings';
import type { SortingType } from '../config/common';
import { ANIMATION_DURATIONS } from '../charts/animation';
import { defaultSorting } from '../config/defaults';
import { areaFieldsSchema } from '../charts/area/fields';
import { sumByLevelControl, type SumByLevelControl } from './sum-by-level';

export type FieldControl =
  | { option: 'sorting'; choices: SortingType[]; disabled: SortingType[] }
  | { option: 'showValues' }
  | { option: 'showTotals'; disabled: boolean }
  | { option: 'customDomain'; disabled: boolean }
  | { option: 'showStandardError' }
  | { option: 'showConfidenceInterval' }
  | { option: 'showDots' }
  | { option: 'showDotsSize'; disabled: boolean }
  | { option: 'imputationType'; choices: readonly ('none' | 'zeros' | 'linear')[] }
  | { option: 'type'; choices: readonly ('stacked' | 'grouped')[] }
  | { option: 'showTitle' }
  | { option: 'calculation'; choices: readonly ('identity' | 'percent')[] }
  | { option: 'showPlayButton' }
  | { option: 'animationType'; choices: readonly ('continuous' | 'stepped')[]; disabled: boolean }
  | { option: 'duration'; choices: readonly number[]; disabled: boolean }
  | { option: 'dynamicScales'; disabled: boolean }
  | { option: 'useAbbreviations' }
  | SumByLevelControl;

export type FieldOptionName = FieldControl['option'];

export { ANIMATION_DURATIONS };
/** The area chart's imputations, read from its schema. */
export const IMPUTATION_TYPES = areaFieldsSchema.shape.y.shape.imputationType.unwrap().options;

/** The value field of a chart: the measure axis (x of a bar chart, y elsewhere). */
export const valueFieldOf = (config: ChartConfig) => valueFieldOfType(config.chartType);

const isPercent = (config: ChartConfig) => config.interactiveFiltersConfig.calculation.type === 'percent';

/** The controls of one field of the chart, in panel order. */
export const fieldControls = (config: ChartConfig, field: string, components: DataCubeComponents): FieldControl[] => {
  const own = fieldsOf(config)[field];
  if (!own) return [];
  const current = optionsOf(own);
  const componentId = componentIdOf(own);
  const type = config.chartType;
  const capabilities = capabilitiesOf(type);
  const byId = componentsById(components);
  const controls: FieldControl[] = [];
  // The category axis by a level of its hierarchy, first: the other options apply to what it shows.
  const sumByLevel = sumByLevelControl(config, field, components);
  if (sumByLevel) controls.push(sumByLevel);
  const sorting = sortingOptionsOf(type, field);
  if (sorting.length) controls.push({ option: 'sorting', choices: sorting, disabled: sorting.filter((choice) => isSortingDisabled(config, choice)) });
  if (field === valueFieldOf(config) && componentId) {
    if (capabilities.showValues) controls.push({ option: 'showValues' });
    // Totals of stacks (issue 29); in percent every stack totals 100 %.
    if (capabilities.segmentLayout && optionsOf(fieldsOf(config).segment).type === 'stacked')
      controls.push({ option: 'showTotals', disabled: isPercent(config) });
    if (capabilities.lineOptions) {
      // Uncertainty is offered only where the cube relates it to the measure.
      if (relatedDimension(byId, componentId, 'StandardError')) controls.push({ option: 'showStandardError' });
      if (relatedDimension(byId, componentId, 'ConfidenceUpperBound')) controls.push({ option: 'showConfidenceInterval' });
      controls.push({ option: 'showDots' }, { option: 'showDotsSize', disabled: !current.showDots });
    }
    if (capabilities.imputation) controls.push({ option: 'imputationType', choices: IMPUTATION_TYPES });
    if (capabilities.customDomain) controls.push({ option: 'customDomain', disabled: isPercent(config) });
  }
  // Short names where the dimension has them (charts/abbreviations.ts).
  if (acceptsAbbreviations(type, field) && hasAbbreviations(byId.get(componentId ?? ''))) controls.push({ option: 'useAbbreviations' });
  if (field === 'segment') {
    if (capabilities.segmentLayout) controls.push({ option: 'type', choices: ['stacked', 'grouped'] });
    controls.push({ option: 'showTitle' });
    if (capabilities.percent) controls.push({ option: 'calculation', choices: ['identity', 'percent'] });
  }
  if (field === 'animation') {
    // The animation's options apply only with the play button (spec 001 §4).
    const off = !current.showPlayButton;
    controls.push(
      { option: 'showPlayButton' },
      { option: 'animationType', choices: ['continuous', 'stepped'], disabled: off },
      { option: 'duration', choices: ANIMATION_DURATIONS, disabled: off },
      { option: 'dynamicScales', disabled: off },
    );
  }
  return controls;
};

/** The default custom domain: the observed extent, from zero for band charts (spec 001 §4 "Scale domain"). */
export const defaultCustomDomain = (values: number[], fromZero: boolean): [number, number] => {
  const finite = values.filter(Number.isFinite);
  if (!finite.length) return [0, 1];
  const min = Math.min(...finite);
  const max = Math.max(...finite);
  return fromZero ? [Math.min(0, min), Math.max(0, max)] : [min, max];
};

/**
 * What switching the custom domain on starts from (spec 001 §4 "Scale domain"): the extent of the
 * observations as the value axis draws them, so stacked columns span their stacks, and the ids a
 * query must return for it.
 */
export const observedDomain = (config: ChartConfig, observations: Observation[]): [number, number] => {
  const value = componentIdOf(fieldsOf(config)[valueFieldOf(config)]) ?? '';
  // Band charts stack their segments and start at zero.
  const band = capabilitiesOf(config.chartType).segmentLayout;
  const segment = band ? fieldsOf(config).segment : undefined;
  const values = observations.map((o) => Number(o[value]));
  if (!segment || optionsOf(segment).type === 'grouped') return defaultCustomDomain(values, band);
  const category = componentIdOf(fieldsOf(config)[categoryFieldOf(config.chartType)]) ?? '';
  const stacks = new Map<string, [number, number]>();
  for (const o of observations) {
    const v = Number(o[value]);
    if (!Number.isFinite(v)) continue;
    const stack = stacks.get(String(o[category])) ?? [0, 0];
    stack[v < 0 ? 0 : 1] += v;
    stacks.set(String(o[category]), stack);
  }
  return defaultCustomDomain([...stacks.values()].flat(), true);
};

/** The custom domain a field has, if any. */
export const customDomainOf = (config: ChartConfig, field: string): [number, number] | undefined => {
  const own = fieldsOf(config)[field];
  return own && 'customDomain' in own ? own.customDomain : undefined;
};

/** The components {@link observedDomain} reads: the value, and for a stacked chart its categories. */
export const observedDomainIds = (config: ChartConfig) => (['x', 'y', 'segment'] as const).flatMap((field) => componentIdOf(fieldsOf(config)[field]) ?? []);

/** Whether a custom domain may be stored: none, or two numbers, min below max, outside percent mode (spec 001 §5). */
export const acceptsCustomDomain = (config: ChartConfig, domain: unknown) =>
  domain === undefined ||
  (!isPercent(config) &&
    Array.isArray(domain) &&
    domain.length === 2 &&
    domain.every((n) => typeof n === 'number' && Number.isFinite(n)) &&
    domain[0] < domain[1]);

export type DomainError = 'invalid-number' | 'min-error' | 'max-error';

/** Checks a custom domain typed by the author: numbers, min below max (spec 001 §5). */
export const validateCustomDomain = (min: string, max: string): { min?: DomainError; max?: DomainError } => {
  const number = (text: string) => (text.trim() === '' ? NaN : Number(text));
  const [low, high] = [number(min), number(max)];
  const errors: { min?: DomainError; max?: DomainError } = {};
  if (!Number.isFinite(low)) errors.min = 'invalid-number';
  if (!Number.isFinite(high)) errors.max = 'invalid-number';
  if (!errors.min && !errors.max && low >= high) {
    errors.min = 'min-error';
    errors.max = 'max-error';
  }
  return errors;
};

const sortingIn = (field: AnyField | undefined): Sorting | undefined => (field && 'sorting' in field ? field.sorting : undefined);

/** The sorting a field has, else the default: byAuto ascending (spec 000 §9). */
export const sortingOf = (config: ChartConfig, field: string): Sorting => sortingIn(fieldsOf(config)[field]) ?? defaultSorting();

/**
 * The measures each axis of a combo chart may take (spec 001 §4 "Combo charts"), from its definition's
 * `measureChoices`: one unit for comboLineSingle; on the dual charts each axis excludes the other axis's unit.
 */
export const comboMeasureOptions = (config: ChartConfig, components: DataCubeComponents): Record<string, MeasureChoice[]> => {
  const measures = components.measures.filter(isNumericalMeasure).filter((m) => m.unit);
  return CHART_REGISTRY[config.chartType].measureChoices?.(optionsOf(fieldsOf(config).y), measures) ?? {};
};
