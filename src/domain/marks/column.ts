/**
 * Marks of a column chart, computed without a DOM: band scale for x, linear scale for y that
 * starts at or below zero (spec 002 §5), segments stacked or grouped.
 */
import { scaleBand, scaleLinear } from 'd3-scale';
import type { Observation } from '../data';

export type ColumnChartInput = {
  observations: Observation[];
  /** x component id and its labels in display order. */
  x: { id: string; order: string[] };
  y: { id: string };
  segment?: { id: string; order: string[]; type: 'stacked' | 'grouped' };
  colors: readonly string[];
  /** Plot area size in px (without axes). */
  width: number;
  height: number;
};

export type ColumnMark = {
  key: string;
  xLabel: string;
  segmentLabel?: string;
  value: number;
  x: number;
  y: number;
  width: number;
  height: number;
  color: string;
};

export type ColumnChartMarks = {
  bars: ColumnMark[];
  xTicks: { label: string; x: number }[];
  yTicks: { value: number; y: number }[];
  yDomain: [number, number];
  legend: { label: string; color: string }[];
};

const present = (labels: string[], used: Set<string>) => labels.filter((l) => used.has(l));

export const computeColumnMarks = (input: ColumnChartInput): ColumnChartMarks => {
  const { observations, x, y, segment, colors, width, height } = input;
  const rows = observations
    .map((o) => ({ x: String(o[x.id]), segment: segment ? String(o[segment.id]) : undefined, value: o[y.id] }))
    .filter((r): r is { x: string; segment: string | undefined; value: number } => typeof r.value === 'number');

  const xLabels = present(x.order, new Set(rows.map((r) => r.x)));
  const segmentLabels = segment ? present(segment.order, new Set(rows.map((r) => r.segment!))) : [];
  const color = (label?: string) => colors[(label === undefined ? 0 : segmentLabels.indexOf(label)) % colors.length];

  const xScale = scaleBand<string>().domain(xLabels).range([0, width]).paddingInner(0.2).paddingOuter(0.1);
  // Stacks: positive values grow up from zero, negative ones down, per column.
  const stacks = new Map<string, { up: number; down: number }>();
  const placed = rows.map((row) => {
    if (segment?.type !== 'stacked') return { row, from: 0, to: row.value };
    const stack = stacks.get(row.x) ?? { up: 0, down: 0 };
    stacks.set(row.x, stack);
    const side = row.value >= 0 ? 'up' : 'down';
    const from = stack[side];
    stack[side] += row.value;
    return { row, from, to: stack[side] };
  });
  const extent = placed.flatMap((p) => [p.from, p.to]);
  const yScale = scaleLinear()
    .domain([Math.min(0, ...extent), Math.max(0, ...extent)])
    .range([height, 0])
    .nice();

  const inner = segment?.type === 'grouped' ? scaleBand<string>().domain(segmentLabels).range([0, xScale.bandwidth()]).padding(0.05) : undefined;
  const bars = placed
    .filter((p) => xScale(p.row.x) !== undefined)
    .map(({ row, from, to }) => ({
      key: `${row.x}\u0000${row.segment ?? ''}`,
      xLabel: row.x,
      segmentLabel: row.segment,
      value: row.value,
      x: xScale(row.x)! + (inner ? (inner(row.segment!) ?? 0) : 0),
      width: inner ? inner.bandwidth() : xScale.bandwidth(),
      y: yScale(Math.max(from, to)),
      height: Math.abs(yScale(from) - yScale(to)),
      color: color(row.segment),
    }));

  return {
    bars,
    xTicks: xLabels.map((label) => ({ label, x: xScale(label)! + xScale.bandwidth() / 2 })),
    yTicks: yScale.ticks(5).map((value) => ({ value, y: yScale(value) })),
    yDomain: yScale.domain() as [number, number],
    legend: segmentLabels.map((label) => ({ label, color: color(label) })),
  };
};
