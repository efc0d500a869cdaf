/**
 * The limits a measure's field panel offers (spec 001 §3–§5): each of the cube's limits, named in
 * the units the chart shows, whether it is on, whether it holds under the chart's filters (to say
 * so beside one that is on but not drawn), and which options it takes. The panel draws this.
 */
import { capabilitiesOf } from '../charts/capabilities';
import { configLimitOf, limitLabel, limitRelations, placeLimit } from '../charts/overlays/limits';
import type { ChartConfig, ConfigLimit } from '../config';
import { DEFAULT_LIMIT_COLOR } from '../config/defaults';
import { componentsById, type DataCubeComponents, type Limit, type Locale, type Measure } from '../data';
import { convertComponents } from '../observations/convert-units';
import { axisComponents } from '../viewer/view-parts';

/** Whether a chart type draws limits: not on a pie, a map or a table, which have no value axis. */
export const offersLimits = (config: ChartConfig) => capabilitiesOf(config.chartType).limits;

export type LimitOption = {
  limit: Limit;
  related: ConfigLimit['related'];
  /** "name: value unit", in the units the chart shows. */
  label: string;
  /** The limit as the config has it, when switched on. */
  on: ConfigLimit | undefined;
  /** On, but its related values do not hold under the chart's filters: it is not drawn. */
  notShown: boolean;
  /** A single value may be marked by a symbol at a point of a line or area. */
  symbol: boolean;
};

/** The component of the chart's category axis: the left one of a chart turned sideways (bar), else the bottom one. */
const categoryAxisId = (config: ChartConfig) => {
  const axes = axisComponents(config);
  return capabilitiesOf(config.chartType).valueField === 'x' ? axes.left : axes.bottom;
};

/** The limits of a measure the panel lists, see the module comment. */
export const limitOptions = (config: ChartConfig, measure: Measure, components: DataCubeComponents, locale: Locale): LimitOption[] => {
  const shown = convertComponents({ dimensions: [], measures: [measure] }, config.conversionUnitsByComponentId, locale).measures[0];
  const byId = componentsById(components);
  const axis = byId.get(categoryAxisId(config) ?? '');
  const filters = Object.assign({}, ...config.cubes.map((c) => c.filters));
  const symbols = capabilitiesOf(config.chartType).limitSymbols;
  return (shown.limits ?? []).map((limit) => {
    const on = configLimitOf(config.limits, measure.id, limit);
    return {
      limit,
      related: limitRelations(limit),
      label: limitLabel(limit, shown.unit, locale),
      on,
      notShown: !!on && !placeLimit(limit, axis, filters, byId),
      symbol: limit.type === 'single' && symbols,
    };
  });
};

/** The limit to store after a change in the panel: the current one (or a new one in the default colour, solid) with the change. */
export const changedLimit = (measureId: string, option: Pick<LimitOption, 'related' | 'on'>, change: Partial<ConfigLimit> = {}): ConfigLimit => ({
  measureId,
  related: option.related,
  color: DEFAULT_LIMIT_COLOR,
  lineType: 'solid',
  ...option.on,
  ...change,
});
