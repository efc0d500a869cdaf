/**
 * Pie charts: one slice per segment category, sized by the measure's sum over the category, in
 * the segment's sorting. Negative and missing values make no slice.
 */
import { arc, pie } from 'd3-shape';
import type { ChartConfigOf } from '../../config';
import { aggregateCountKey } from '../../observations/aggregation';
import { applyInteractiveFilters, displayLabel, numericRows, totalsBy } from '../chart-data';
import { formatValue } from '../axes';
import type { ChartDefinition, ChartInput } from '../definition';
import type { Mark, Scene, ValueLabel } from '../scene';
import { segmentSeries } from '../series';
import { datumOf } from '../overlays/annotations';
import { insideTextColor } from '../contrast';
import { valueLabelBox } from '../text-boxes';
import { overlaps, type Box } from '../text';

const interactive = (config: ChartConfigOf<'pie'>) => ({
  legendId: config.fields.segment.componentId,
  animationId: config.fields.animation?.componentId,
});

const pieScene = (input: ChartInput<'pie'>): Scene => {
  const { config, components, observations, state, width, height, locale } = input;
  const { y, segment, color } = config.fields;
  const measure = components.get(y.componentId);
  const segmentComponent = components.get(segment.componentId);
  const shown = applyInteractiveFilters(observations, interactive(config), state);
  const totals = totalsBy(numericRows(shown, segment.componentId, y.componentId).filter((r) => r.value > 0));
  // Summed by a hierarchy level: how many values each slice's sum covers.
  const counts = totalsBy(numericRows(shown, segment.componentId, aggregateCountKey(y.componentId)));
  const series = segmentSeries(observations, segmentComponent, { sorting: segment.sorting, measureId: y.componentId, color, state, shape: 'square', locale });
  const slices = series.all.filter((name) => totals.has(name)).map((name) => ({ name, value: totals.get(name)! }));
  const sum = slices.reduce((s, slice) => s + slice.value, 0);

  const radius = Math.max(10, Math.min(width, height) / 2 - 8);
  const centre = { x: width / 2, y: height / 2 + 8 };
  // Slices keep the sorted order clockwise from twelve o'clock.
  const arcs = pie<{ name: string; value: number }>()
    .sort(null)
    .value((s) => s.value)(slices);
  const path = arc<(typeof arcs)[number]>().innerRadius(0).outerRadius(radius);
  const labelArc = arc<(typeof arcs)[number]>()
    .innerRadius(radius * 0.7)
    .outerRadius(radius * 0.7);
  // Shares are written from the biggest slice down; one that would cover a bigger slice's is left to the tooltip.
  const written: Box[] = [];
  const shareLabel = (a: (typeof arcs)[number], share: number): ValueLabel | undefined => {
    if (!y.showValues || share < 3) return undefined;
    const [lx, ly] = labelArc.centroid(a);
    const label = { x: lx, y: ly, text: `${share} %`, anchor: 'middle' as const, centred: true, color: insideTextColor(series.color(a.data.name)) };
    const box = valueLabelBox(label);
    if (written.some((w) => overlaps(w, box))) return undefined;
    written.push(box);
    return label;
  };
  const labels = new Map(
    [...arcs].sort((a, b) => b.data.value - a.data.value).map((a) => [a, shareLabel(a, sum ? Math.round((a.data.value / sum) * 100) : 0)]),
  );
  const marks: Mark[] = arcs.map((a) => {
    const share = sum ? Math.round((a.data.value / sum) * 100) : 0;
    return {
      type: 'arc',
      key: `slice:${a.data.name}`,
      d: path(a) ?? '',
      fill: series.color(a.data.name),
      pattern: series.pattern(a.data.name),
      value: a.data.value,
      datum: datumOf([segment.componentId, a.data.name]),
      tooltip: {
        title: displayLabel(segmentComponent, a.data.name),
        value: `${formatValue(a.data.value, locale, { unit: measure?.unit })} (${share} %)`,
        ...(counts.has(a.data.name) && { count: counts.get(a.data.name) }),
      },
      label: labels.get(a),
    };
  });
  return {
    width,
    height: height + 16,
    plot: { left: 0, top: 8, width, height },
    axes: [],
    marks,
    legend: series.legend,
    centre,
  };
};

export const pieChart: ChartDefinition<'pie'> = {
  componentIds: ({ fields: { y, segment, animation } }) => [y.componentId, segment.componentId, ...(animation ? [animation.componentId] : [])],
  interactive,
  scene: pieScene,
};
