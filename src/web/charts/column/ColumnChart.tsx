/** Column chart as React SVG; marks come from src/domain/marks/column.ts. */
import { useMemo } from 'react';
import type { Component, Locale, Observation } from '../../../domain/data';
import { computeColumnMarks } from '../../../domain/marks/column';
import { formatNumber } from '../../../domain/format';
import { CATEGORY10 } from '../palette';
import { displayLabel, labelOrder } from '../labels';

export type ColumnChartProps = {
  observations: Observation[];
  x: Component;
  y: Component;
  segment?: Component;
  segmentType?: 'stacked' | 'grouped';
  locale: Locale;
  width: number;
};

const MARGIN = { top: 16, right: 16, left: 64 };

export const ColumnChart = ({ observations, x, y, segment, segmentType = 'stacked', locale, width }: ColumnChartProps) => {
  const xOrder = labelOrder(x, observations);
  // Long category labels are turned to be readable; the bottom margin grows with them.
  const longest = Math.max(0, ...xOrder.map((l) => displayLabel(x, l).length));
  const rotate = xOrder.length * Math.min(longest * 7, 120) > width - MARGIN.left;
  const bottom = rotate ? Math.min(140, 16 + longest * 6) : 36;
  const height = Math.max(220, Math.min(420, width * 0.55));
  const plotWidth = Math.max(40, width - MARGIN.left - MARGIN.right);
  const plotHeight = height;
  // Labels turned by 40° need about 20 px each, flat ones their text width: thin them out to fit.
  const band = plotWidth / Math.max(1, xOrder.length);
  const labelStep = Math.max(1, Math.ceil((rotate ? 20 : Math.min(longest * 7, 120) + 8) / band));
  const marks = useMemo(
    () =>
      computeColumnMarks({
        observations,
        x: { id: x.id, order: xOrder },
        y: { id: y.id },
        segment: segment && { id: segment.id, order: labelOrder(segment, observations), type: segmentType },
        colors: CATEGORY10,
        width: plotWidth,
        height: plotHeight,
      }),
    [observations, x, y, segment, segmentType, plotWidth, plotHeight, xOrder],
  );
  return (
    <figure className="chart" data-testid="column-chart">
      {marks.legend.length > 0 && (
        <ul className="legend" aria-label={segment?.label}>
          {marks.legend.map((item) => (
            <li key={item.label}>
              <span className="legend-swatch" style={{ background: item.color }} aria-hidden="true" />
              {item.label}
            </li>
          ))}
        </ul>
      )}
      <svg width={width} height={plotHeight + MARGIN.top + bottom} role="img" aria-label={`${y.label} / ${x.label}`}>
        <g transform={`translate(${MARGIN.left},${MARGIN.top})`}>
          {marks.yTicks.map((tick) => (
            <g key={tick.value} transform={`translate(0,${tick.y})`} className="tick">
              <line x2={plotWidth} className={tick.value === 0 ? 'zero-line' : 'grid-line'} />
              <text x={-8} dy="0.32em" textAnchor="end">
                {formatNumber(tick.value, locale)}
              </text>
            </g>
          ))}
          {marks.bars.map((bar) => (
            <rect key={bar.key} x={bar.x} y={bar.y} width={bar.width} height={bar.height} fill={bar.color} className="bar" data-value={bar.value} tabIndex={0}>
              <title>
                {[displayLabel(x, bar.xLabel), bar.segmentLabel, `${formatNumber(bar.value, locale)}${y.unit ? ` ${y.unit}` : ''}`].filter(Boolean).join(' – ')}
              </title>
            </rect>
          ))}
          {marks.xTicks.filter((_, i) => i % labelStep === 0).map((tick) => (
            <text
              key={tick.label}
              className="tick x-tick"
              transform={`translate(${tick.x},${plotHeight + 14})${rotate ? ' rotate(-40)' : ''}`}
              textAnchor={rotate ? 'end' : 'middle'}
              dy="0.32em"
            >
              {displayLabel(x, tick.label)}
            </text>
          ))}
        </g>
      </svg>
    </figure>
  );
};
