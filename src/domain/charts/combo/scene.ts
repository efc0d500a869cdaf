/**
 * The three combo charts, measures against a temporal x, one colour per measure (colour mapping
 * keyed by component id):
 * - comboLineSingle: several measures of one unit as lines on one axis;
 * - comboLineDual: two measures as lines, one on the left axis and one on the right;
 * - comboLineColumn: one measure as columns, one as a line, the line's axis left or right.
 */
import { scaleBand } from 'd3-scale';
import { line } from 'd3-shape';
import { readableTextColor } from '../contrast';
import type { ChartConfigOf } from '../../config';
import { isTemporalDimension, type Component, type Observation } from '../../data';
import { applyInteractiveFilters, displayLabel, presentLabels } from '../chart-data';
import { formatValue, linearMap, linearScale, countedRoom, pointAxis, valueDomain, widestLabel, valueTicks, verticalAxisWidth, wholeNumbers } from '../axes';
import { calendarCategories, type DatedCategories } from '../calendar-ticks';
import type { ChartDefinition, ChartInput, DrawnChartType } from '../definition';
import { categoryColors } from '../palettes';
import type { Axis, LegendItem, Mark, Scene } from '../scene';
import { limitExtent } from '../overlays/limits';
import { datumOf } from '../overlays/annotations';
import { labelWithUnit } from '../../format';
import { LONE_DOT_RADIUS } from '../line/scene';

type ComboType = Extract<DrawnChartType, `combo${string}`>;

/** The measures of a combo chart, in drawing order. */
const measuresOf = (config: ChartConfigOf<ComboType>): string[] => {
  switch (config.chartType) {
    case 'comboLineSingle':
      return config.fields.y.componentIds;
    case 'comboLineDual':
      return [config.fields.y.leftAxisComponentId, config.fields.y.rightAxisComponentId];
    case 'comboLineColumn':
      return [config.fields.y.columnComponentId, config.fields.y.lineComponentId];
  }
};

const valuesOf = (observations: Observation[], id: string) =>
  observations.map((o) => o[id]).filter((v): v is number => typeof v === 'number' && !Number.isNaN(v));

const axisTitle = (c: Component | undefined) => labelWithUnit({ label: c?.label ?? '', unit: c?.unit });
/** The one axis of several measures: their names, and the unit when they share it ("Exports, Imports (CHF m)"). */
const sharedTitle = (measures: (Component | undefined)[]) => {
  const units = new Set(measures.map((m) => m?.unit));
  const unit = units.size === 1 ? [...units][0] : undefined;
  return labelWithUnit({ label: measures.flatMap((m) => (m?.label ? [m.label] : [])).join(', '), unit }) || undefined;
};
const rule = (c: Component | undefined) => (c?.scaleType === 'Interval' ? 'data' : 'zero');

const comboScene = (input: ChartInput<'comboLineSingle'> | ChartInput<'comboLineDual'> | ChartInput<'comboLineColumn'>): Scene => {
  const { config, components, observations, state, width, height, locale } = input;
  const xId = config.fields.x.componentId;
  const xComponent = components.get(xId);
  const shown = applyInteractiveFilters(observations, interactive(config), state).filter((o) => o[xId] !== null);
  const ids = measuresOf(config);
  const measures = ids.map((id) => components.get(id));
  const color = config.fields.color;
  const colors = categoryColors(ids, { paletteId: color.paletteId, colorMapping: color.type === 'single' ? {} : color.colorMapping });
  const categories = xComponent ? presentLabels(xComponent, shown) : [];
  const label = (c: string) => displayLabel(xComponent, c);

  // Value scales: one shared (single), or one per measure, each on its side (dual, line-column).
  const twoAxes = config.chartType !== 'comboLineSingle';
  const lineColumn = config.chartType === 'comboLineColumn' ? config.fields.y : undefined;
  const sideOf = ids.map((_, i): 0 | 1 => (!twoAxes ? 0 : lineColumn?.lineAxisOrientation === 'left' ? ((1 - i) as 0 | 1) : (i as 0 | 1)));
  const axisValues = twoAxes
    ? ids.map((id) => [...valuesOf(shown, id), ...limitExtent(input, id)])
    : [ids.flatMap((id) => [...valuesOf(shown, id), ...limitExtent(input, id)])];
  const domains = twoAxes
    ? axisValues.map((values, i) => valueDomain(values, lineColumn && i === 0 ? 'zero' : rule(measures[i])))
    : [valueDomain(axisValues[0], measures.every((m) => rule(m) === 'data') ? 'data' : 'zero')];
  const scales = domains.map((d) => linearScale(d, [height, 0]));
  const ticks = scales.map((sc, i) => valueTicks(sc, locale, { integers: wholeNumbers(axisValues[i]) }));
  const scaleOf = (i: number) => scales[twoAxes ? i : 0];
  const measureOn = (side: 0 | 1) => (twoAxes ? sideOf.indexOf(side) : 0);
  const left = verticalAxisWidth(ticks[measureOn(0)]);
  const right = twoAxes ? verticalAxisWidth(ticks[measureOn(1)]) : 16;
  const plot = { left, top: 8, width: Math.max(40, width - left - right), height };

  // Columns need bands; lines then run through the band centres.
  const band = lineColumn ? scaleBand<string>().domain(categories).range([0, plot.width]).paddingInner(0.2).paddingOuter(0.1) : undefined;
  const timeUnit = xComponent && isTemporalDimension(xComponent) ? xComponent.timeUnit : undefined;
  const points = band ? undefined : pointAxis(categories, [0, plot.width], timeUnit, label);
  const position = (c: string) => (band ? band(c)! + band.bandwidth() / 2 : points!.position(c));
  const xTicks = band ? bandTicks(categories, band, label, timeUnit && { categories, timeUnit }) : points!.ticks;

  const marks: Mark[] = [];
  ids.forEach((id, i) => {
    const measure = measures[i];
    const stroke = colors.get(id)!;
    const rows = categories.flatMap((c) => {
      const o = shown.find((obs) => String(obs[xId]) === c);
      const v = o?.[id];
      return typeof v === 'number' ? [{ c, v }] : [];
    });
    const tooltip = (r: { c: string; v: number }) => ({ title: label(r.c), series: measure?.label, value: formatValue(r.v, locale, { unit: measure?.unit }) });
    if (lineColumn && i === 0) {
      const y = scaleOf(i);
      for (const r of rows) {
        const [a, b] = [y(0), y(r.v)];
        marks.push({
          type: 'rect',
          key: `column:${r.c}`,
          x: band!(r.c)!,
          width: band!.bandwidth(),
          y: Math.min(a, b),
          height: Math.abs(a - b),
          fill: stroke,
          value: r.v,
          tooltip: tooltip(r),
          datum: datumOf([xId, r.c]),
        });
      }
      return;
    }
    const y = scaleOf(i);
    const d = line<{ c: string; v: number }>()
      .x((r) => position(r.c))
      .y((r) => y(r.v))(rows);
    if (d) marks.push({ type: 'path', key: `line:${id}`, d, stroke });
    for (const r of rows)
      marks.push({
        type: 'circle',
        key: `dot:${id}:${r.c}`,
        cx: position(r.c),
        cy: y(r.v),
        // Invisible points, for hover and keyboard focus, but a lone value, which draws no line, is a dot.
        r: rows.length === 1 ? LONE_DOT_RADIUS : 0,
        fill: stroke,
        value: r.v,
        tooltip: tooltip(r),
        datum: datumOf([xId, r.c]),
      });
  });

  const valueAxis = (side: 0 | 1): Axis => {
    const i = measureOn(side);
    return {
      position: side === 0 ? 'left' : 'right',
      ticks: ticks[i],
      grid: side === 0,
      title: axisTitle(measures[i]),
      color: readableTextColor(colors.get(ids[i])!),
    };
  };
  const legend: LegendItem[] = ids.map((id, i) => ({
    key: id,
    label: measures[i]?.label ?? id,
    color: colors.get(id)!,
    shape: lineColumn && i === 0 ? 'square' : 'line',
  }));
  return {
    width,
    height: plot.top + plot.height + 32,
    plot,
    axes: [
      twoAxes ? valueAxis(0) : { position: 'left', ticks: ticks[0], grid: true, title: sharedTitle(measures) },
      ...(twoAxes ? [valueAxis(1)] : []),
      { position: 'bottom', ticks: xTicks, title: xComponent?.label },
    ],
    marks,
    legend,
    scales: {
      values: ids.map((measureId, i) => ({ measureId, along: 'y' as const, scale: linearMap(scaleOf(i)) })),
      category: {
        componentId: xId,
        positions: categories.map((c) =>
          band ? { label: c, from: band(c)!, to: band(c)! + band.bandwidth() } : { label: c, from: position(c), to: position(c) },
        ),
        time: points?.time,
      },
    },
  };
};

/** Ticks at band centres, thinned out to fit: on round calendar dates for dates in order (calendarCategories), else every k-th. */
const bandTicks = (categories: string[], band: ReturnType<typeof scaleBand<string>>, label: (c: string) => string, dated?: DatedCategories) => {
  const labels = categories.map(label);
  const step = Math.ceil(countedRoom(labels) / Math.max(1, band.step()));
  const shown = (step > 1 && dated && calendarCategories(dated, band.step(), widestLabel(labels))) || categories.map((_, i) => i).filter((i) => i % step === 0);
  return shown.map((i) => ({ position: band(categories[i])! + band.bandwidth() / 2, label: label(categories[i]) }));
};

const interactive = (config: ChartConfigOf<ComboType>) => ({
  timeId: config.interactiveFiltersConfig.timeRange.active ? config.fields.x.componentId : undefined,
});

const definition = {
  componentIds: (config: ChartConfigOf<ComboType>) => [config.fields.x.componentId, ...measuresOf(config)],
  interactive,
  scene: comboScene,
};

export const comboLineSingle: ChartDefinition<'comboLineSingle'> = definition;
export const comboLineDual: ChartDefinition<'comboLineDual'> = definition;
export const comboLineColumn: ChartDefinition<'comboLineColumn'> = definition;
