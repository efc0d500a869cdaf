/** The axes of a chart scene: ticks, grid lines and titles (a button where a click on one opens its component). */
import type { Axis, Scene } from '../../domain/charts/scene';

export type AxisTitleClick = (position: Axis['position']) => void;

export const AxisView = ({ axis, plot }: { axis: Axis; plot: Scene['plot'] }) => {
  const horizontal = axis.position === 'bottom';
  const x = axis.position === 'right' ? plot.width : 0;
  return (
    <g className={`axis axis-${axis.position}`} data-testid={`axis-${axis.position}`}>
      {axis.ticks.map((tick) =>
        horizontal ? (
          <g key={tick.label + tick.position} transform={`translate(${tick.position},${plot.height})`} className="tick">
            {axis.grid && <line y1={-plot.height} className="grid-line" />}
            <text y={14} dy="0.32em" textAnchor={axis.rotate ? 'end' : 'middle'} transform={axis.rotate ? 'rotate(-40 0 14)' : undefined}>
              {tick.label}
            </text>
          </g>
        ) : (
          <g key={tick.label + tick.position} transform={`translate(${x},${tick.position})`} className="tick">
            {axis.grid && <line x2={plot.width} className="grid-line" />}
            <text x={axis.position === 'right' ? 8 : -8} dy="0.32em" textAnchor={axis.position === 'right' ? 'start' : 'end'}>
              {tick.label}
            </text>
          </g>
        ),
      )}
    </g>
  );
};

/** An axis title: text, or a button when a click on it means something. */
export const AxisTitle = ({
  testId,
  position,
  title,
  color,
  onClick,
}: {
  testId: string;
  position: Axis['position'];
  title?: string;
  color?: string;
  onClick?: AxisTitleClick;
}) =>
  onClick && title ? (
    <button type="button" className="axis-title-button" data-testid={testId} style={{ color }} onClick={() => onClick(position)}>
      {title}
    </button>
  ) : (
    <span data-testid={testId} style={{ color }}>
      {title}
    </span>
  );

/** Titles of the vertical axes above the plot, each in its series' colour on combo charts. */
export const AxisTitles = ({ axes, onClick }: { axes: Axis[]; onClick?: AxisTitleClick }) => {
  const [left, right] = [axes.find((a) => a.position === 'left'), axes.find((a) => a.position === 'right')];
  if (!left?.title && !right?.title) return null;
  return (
    <p className="axis-label axis-titles">
      <AxisTitle testId="y-axis-label" position="left" title={left?.title} color={left?.color} onClick={onClick} />
      {right?.title && <AxisTitle testId="y-axis-label-right" position="right" title={right.title} color={right.color} onClick={onClick} />}
    </p>
  );
};
