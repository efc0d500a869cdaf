/** The marks of a chart scene as SVG (bars, points, lines, areas, slices), their value labels and the keyboard's focus ring. */
import { type MouseEvent } from 'react';
import { type ReadableMark } from '../../domain/charts/access';
import { markOutline } from '../../domain/charts/contrast';
import type { Datum, Mark, Tooltip, ValueLabel } from '../../domain/charts/scene';
import { CENTRED_BASELINE } from '../../domain/charts/text-boxes';
import { patternFill } from './Patterns';
import { LINE_DASHES } from '../../domain/charts/patterns';

/** The ring around the keyboard's mark, drawn over the marks. */
export const MarkFocus = ({ mark }: { mark: ReadableMark }) => {
  switch (mark.type) {
    case 'rect':
      return <rect className="mark-focus" data-testid="mark-focus" x={mark.x - 1} y={mark.y - 1} width={mark.width + 2} height={mark.height + 2} />;
    case 'circle':
      // An undrawn line point shows itself while it is read.
      return (
        <>
          {mark.r === 0 && <circle className="dot active" cx={mark.cx} cy={mark.cy} r={4} fill={mark.fill} pointerEvents="none" />}
          <circle className="mark-focus" data-testid="mark-focus" cx={mark.cx} cy={mark.cy} r={Math.max(mark.r, 4) + 2} />
        </>
      );
    case 'arc':
      return <path className="mark-focus" data-testid="mark-focus" d={mark.d} />;
  }
};

const tooltipText = (t: Tooltip) => [t.title, t.series, t.value].filter(Boolean).join(' – ');

type MarkViewProps = {
  mark: Mark;
  index?: number;
  show: (t: Tooltip) => (e: MouseEvent<SVGElement>) => void;
  hide: () => void;
  patterns: string;
  pick?: (datum: Datum) => void;
};

export const MarkView = ({ mark, index, show, hide, patterns, pick }: MarkViewProps) => {
  // Marks are read by the chart's keyboard handler, not tabbed to one by one; the pointer hovers them.
  const pointed = 'tooltip' in mark && {
    'data-mark': index,
    'data-label': tooltipText(mark.tooltip),
    onMouseEnter: show(mark.tooltip),
    onMouseLeave: hide,
    ...(pick && mark.datum && { onClick: () => pick(mark.datum!), 'data-pickable': true }),
  };
  // A faint fill gets an edge of its own hue at 3:1 (WCAG 1.4.11).
  const outline = 'fill' in mark && mark.fill ? markOutline(mark.fill) : undefined;
  // A series sharing its colour with another is told apart by a pattern drawn over its fill.
  const over = 'pattern' in mark && mark.pattern && 'fill' in mark && mark.fill ? patternFill(patterns, mark.pattern, mark.fill) : undefined;
  switch (mark.type) {
    case 'rect':
      return (
        <>
          <rect
            className="bar"
            x={mark.x}
            y={mark.y}
            width={mark.width}
            height={mark.height}
            fill={mark.fill}
            stroke={outline}
            data-value={mark.value}
            {...pointed}
          />
          {over && <rect className="pattern" x={mark.x} y={mark.y} width={mark.width} height={mark.height} fill={over} pointerEvents="none" />}
          {mark.label && <ValueLabelView label={mark.label} />}
        </>
      );
    case 'circle':
      return <circle className="dot" cx={mark.cx} cy={mark.cy} r={mark.r} fill={mark.fill} stroke={outline} data-value={mark.value} {...pointed} />;
    case 'path':
      return (
        <>
          <path
            className={mark.fill ? 'area' : 'line'}
            d={mark.d}
            fill={mark.fill ?? 'none'}
            stroke={mark.stroke ?? (mark.opacity === undefined ? outline : undefined) ?? 'none'}
            fillOpacity={mark.opacity}
            strokeDasharray={mark.dashed ? '4 3' : !mark.fill && mark.pattern ? LINE_DASHES[mark.pattern] : undefined}
          />
          {over && <path className="pattern" d={mark.d} fill={over} pointerEvents="none" />}
        </>
      );
    case 'rule':
      return (
        <line className="rule" x1={mark.x1} x2={mark.x2} y1={mark.y1} y2={mark.y2} stroke={mark.stroke} strokeDasharray={mark.dashed ? '4 3' : undefined} />
      );
    case 'arc':
      return (
        <>
          <path className="slice" d={mark.d} fill={mark.fill} stroke={outline} data-value={mark.value} {...pointed} />
          {over && <path className="pattern" d={mark.d} fill={over} pointerEvents="none" />}
          {mark.label && <ValueLabelView label={mark.label} className="slice-label" />}
        </>
      );
  }
};

export const ValueLabelView = ({ label, className = '' }: { label: ValueLabel; className?: string }) => (
  <text
    className={`value-label ${className}`}
    x={label.x}
    y={label.y}
    textAnchor={label.anchor}
    dy={label.centred ? `${CENTRED_BASELINE}em` : undefined}
    transform={label.upright ? `rotate(-90 ${label.x} ${label.y})` : undefined}
    style={label.color ? { fill: label.color } : undefined}
  >
    {label.text}
  </text>
);
