/**
 * Scatterplots: one dot per observation, a measure on each axis, coloured by segment. Axes start
 * at the data minimum only for interval scales (spec 002 §5); an animation steps through frames.
 */
import type { ChartConfigOf } from '../../config';
import type { Observation } from '../../data';
import { applyInteractiveFilters, displayLabel } from '../chart-data';
import { formatValue, linearMap, linearScale, textWidth, valueDomain, valueTicks, verticalAxisWidth, wholeNumbers } from '../axes';
import type { ChartDefinition, ChartInput } from '../definition';
import type { Mark, Scene } from '../scene';
import { segmentSeries } from '../series';
import { limitExtent } from '../overlays/limits';
import { datumOf } from '../overlays/annotations';
import { labelWithUnit } from '../../format';

const interactive = (config: ChartConfigOf<'scatterplot'>) => ({
  legendId: config.fields.segment?.componentId,
  animationId: config.fields.animation?.componentId,
});

const scatterScene = (input: ChartInput<'scatterplot'>): Scene => {
  const { config, components, observations, state, width, height, locale } = input;
  const { x, y, segment, color, animation } = config.fields;
  const [xm, ym] = [components.get(x.componentId), components.get(y.componentId)];
  const segmentComponent = segment && components.get(segment.componentId);
  const spec = interactive(config);
  const shown = applyInteractiveFilters(observations, spec, state);
  const scaleBase = animation && !animation.dynamicScales ? applyInteractiveFilters(observations, { ...spec, animationId: undefined }, state) : shown;
  const numeric = (o: Observation) => typeof o[x.componentId] === 'number' && typeof o[y.componentId] === 'number';
  const points = shown.filter(numeric);
  const base = scaleBase.filter(numeric);
  const rule = (scaleType?: string) => (scaleType === 'Interval' ? 'data' : 'zero');
  const valuesOf = (id: string) => [...base.map((o) => o[id] as number), ...limitExtent(input, id)];
  const [xValues, yValues] = [valuesOf(x.componentId), valuesOf(y.componentId)];
  const yScale = linearScale(valueDomain(yValues, rule(ym?.scaleType)), [height, 0]);
  const yTicks = valueTicks(yScale, locale, { integers: wholeNumbers(yValues) });
  const left = verticalAxisWidth(yTicks);
  const xDomain = valueDomain(xValues, rule(xm?.scaleType));
  const xTicks = (plotWidth: number) =>
    valueTicks(linearScale(xDomain, [0, plotWidth]), locale, { count: Math.max(2, Math.floor(plotWidth / 90)), integers: wholeNumbers(xValues) });
  // The last x label is centred on its tick at the plot's right end: the margin holds its half.
  const last = xTicks(width - left - 16).at(-1);
  const right = Math.max(16, Math.ceil(textWidth(last?.label ?? '') / 2) + 2);
  const plot = { left, top: 8, width: Math.max(40, width - left - right), height };
  const xScale = linearScale(xDomain, [0, plot.width]);
  const series = segmentSeries(observations, segmentComponent, { sorting: segment?.sorting, measureId: y.componentId, color, state, shape: 'circle', locale });
  const title = (c: typeof xm) => labelWithUnit({ label: c?.label ?? '', unit: c?.unit });

  // A dot's key is its series and its place among the series' dots: the same dot in every frame of an animation.
  const seen = new Map<string, number>();
  const marks: Mark[] = points.map((o) => {
    const name = segment ? String(o[segment.componentId]) : '';
    const n = seen.get(name) ?? 0;
    seen.set(name, n + 1);
    const [vx, vy] = [o[x.componentId] as number, o[y.componentId] as number];
    return {
      type: 'circle',
      key: `dot:${name}\u0000${n}`,
      cx: xScale(vx),
      cy: yScale(vy),
      r: 4,
      fill: series.color(name),
      value: vy,
      datum: datumOf([segment?.componentId, name], [animation?.componentId, String(o[animation?.componentId ?? ''])]),
      tooltip: {
        title: segment ? displayLabel(segmentComponent, name) : '',
        value: `${xm?.label}: ${formatValue(vx, locale, { unit: xm?.unit })} · ${ym?.label}: ${formatValue(vy, locale, { unit: ym?.unit })}`,
      },
    };
  });
  return {
    width,
    height: plot.top + plot.height + 32,
    plot,
    axes: [
      { position: 'left', ticks: yTicks, grid: true, title: title(ym) },
      { position: 'bottom', ticks: xTicks(plot.width), grid: true, title: title(xm) },
    ],
    marks,
    legend: series.legend,
    scales: {
      values: [
        { measureId: y.componentId, along: 'y', scale: linearMap(yScale) },
        { measureId: x.componentId, along: 'x', scale: linearMap(xScale) },
      ],
    },
  };
};

export const scatterplot: ChartDefinition<'scatterplot'> = {
  componentIds: ({ fields: { x, y, segment, animation } }) => [
    x.componentId,
    y.componentId,
    ...(segment ? [segment.componentId] : []),
    ...(animation ? [animation.componentId] : []),
  ],
  interactive,
  scene: scatterScene,
};
