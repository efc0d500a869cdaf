/** The axes of a chart scene: ticks, grid lines and titles (a button where a click on one opens its component). */
import type { Axis, Scene, Tick } from '../../domain/charts/scene';
import { CENTRED_BASELINE, tickText } from '../../domain/charts/text-boxes';

export type AxisTitleClick = (position: Axis['position']) => void;

/** A tick's label as the scene places it (domain/charts/text-boxes): lines, turned upright, a shortened label titled with the full one. */
const TickLabel = ({ axis, tick }: { axis: Axis; tick: Tick }) => {
  const text = tickText(axis, tick);
  const label = (
    <text
      x={text.x}
      y={text.rotate ? 0 : text.y}
      dy={text.rotate ? `${CENTRED_BASELINE}em` : undefined}
      textAnchor={text.anchor}
      transform={text.rotate ? `translate(0,${text.y}) rotate(-90)` : undefined}
    >
      {text.lines.length === 1
        ? text.lines[0]
        : text.lines.map((line, i) => (
            <tspan key={i} x={text.x} dy={i === 0 ? undefined : text.line}>
              {line}
            </tspan>
          ))}
    </text>
  );
  // A shortened label is titled with the full one (a hover tooltip), beside the text so that the text reads as written.
  return tick.full ? (
    <g>
      <title>{tick.full}</title>
      {label}
    </g>
  ) : (
    label
  );
};

export const AxisView = ({ axis, plot }: { axis: Axis; plot: Scene['plot'] }) => {
  const horizontal = axis.position === 'bottom';
  const x = axis.position === 'right' ? plot.width : 0;
  return (
    <g className={`axis axis-${axis.position}`} data-testid={`axis-${axis.position}`}>
      {axis.ticks.map((tick) => (
        <g
          key={tick.label + tick.position}
          transform={horizontal ? `translate(${tick.position},${plot.height})` : `translate(${x},${tick.position})`}
          className="tick"
        >
          {axis.grid && (horizontal ? <line y1={-plot.height} className="grid-line" /> : <line x2={plot.width} className="grid-line" />)}
          <TickLabel axis={axis} tick={tick} />
        </g>
      ))}
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
