/** Draws a chart scene as SVG: axes, marks with tooltips on hover and focus, and the legend. */
import { useId, useMemo, useState, type FocusEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '../i18n/en';
import type { Axis, LegendItem, Mark, Scene, Tooltip, ValueLabel } from '../../domain/charts/scene';
import { PointHover } from './PointHover';

type Hover = { tooltip: Tooltip; x: number; y: number };

const VALUE_LABEL_ROOM = 16;

export const SceneView = ({ scene, chartType, onToggle }: { scene: Scene; chartType: string; onToggle?: (key: string) => void }) => {
  const { t } = useTranslation();
  const [hover, setHover] = useState<Hover>();
  const clipId = `plot-${useId().replace(/[^\w-]/g, '')}`;
  const { plot } = scene;
  const show = (tooltip: Tooltip) => (event: MouseEvent<SVGElement> | FocusEvent<SVGElement>) => {
    const svg = (event.currentTarget as SVGElement).ownerSVGElement!.getBoundingClientRect();
    const box = (event.currentTarget as SVGElement).getBoundingClientRect();
    setHover({ tooltip, x: box.left + box.width / 2 - svg.left, y: box.top - svg.top });
  };
  const hide = () => setHover(undefined);
  const bottom = scene.axes.find((a) => a.position === 'bottom');
  // Points without a radius are read through one hover layer, not drawn one by one.
  const { drawn, undrawn } = useMemo(() => {
    const undrawn = scene.marks.filter((m): m is Extract<Mark, { type: 'circle' }> => m.type === 'circle' && m.r === 0);
    return { drawn: undrawn.length ? scene.marks.filter((m) => m.type !== 'circle' || m.r > 0) : scene.marks, undrawn };
  }, [scene.marks]);
  const origin = scene.centre ? `translate(${scene.centre.x},${scene.centre.y})` : `translate(${plot.left},${plot.top})`;

  return (
    <figure className="chart" data-testid={`${chartType}-chart`}>
      {scene.legend.length > 0 && <Legend items={scene.legend} title={scene.legendTitle} onToggle={onToggle} />}
      <AxisTitles axes={scene.axes} />
      <div className="chart-canvas">
        <svg width={scene.width} height={scene.height} role="img" aria-label={scene.axes.map((a) => a.title).filter(Boolean).join(' / ') || t(`chart.type.${chartType}` as MessageKey)}>
          <g transform={`translate(${plot.left},${plot.top})`}>
            {scene.axes.map((axis) => (
              <AxisView key={axis.position} axis={axis} plot={plot} />
            ))}
          </g>
          {!scene.centre && (
            <defs>
              {/* A custom domain narrower than the data must not draw over the axes; value labels keep room above. */}
              <clipPath id={clipId}>
                <rect x={-VALUE_LABEL_ROOM} y={-VALUE_LABEL_ROOM} width={plot.width + 2 * VALUE_LABEL_ROOM} height={plot.height + VALUE_LABEL_ROOM} />
              </clipPath>
            </defs>
          )}
          <g transform={origin} clipPath={scene.centre ? undefined : `url(#${clipId})`}>
            {drawn.map((mark) => (
              <MarkView key={mark.key} mark={mark} show={show} hide={hide} />
            ))}
            {undrawn.length > 0 && (
              <PointHover
                points={undrawn}
                width={plot.width}
                height={plot.height}
                onHover={(point) => setHover(point && { tooltip: point.tooltip, x: plot.left + point.x, y: plot.top + point.y })}
              />
            )}
            {scene.zero && (
              <line
                className="zero-line"
                {...(scene.zero.orientation === 'horizontal'
                  ? { x1: 0, x2: plot.width, y1: scene.zero.position, y2: scene.zero.position }
                  : { y1: 0, y2: plot.height, x1: scene.zero.position, x2: scene.zero.position })}
              />
            )}
          </g>
        </svg>
        {hover && (
          <div className="chart-tooltip" role="tooltip" data-testid="chart-tooltip" style={{ left: hover.x, top: hover.y }}>
            {hover.tooltip.title && <strong>{hover.tooltip.title}</strong>}
            {hover.tooltip.series && <span>{hover.tooltip.series}</span>}
            <span>{hover.tooltip.value}</span>
          </div>
        )}
      </div>
      {bottom?.title && (
        <p className="axis-label axis-label-x" data-testid="x-axis-label">
          {bottom.title}
        </p>
      )}
    </figure>
  );
};

const tooltipText = (t: Tooltip) => [t.title, t.series, t.value].filter(Boolean).join(' – ');

const MarkView = ({ mark, show, hide }: { mark: Mark; show: (t: Tooltip) => (e: MouseEvent<SVGElement> | FocusEvent<SVGElement>) => void; hide: () => void }) => {
  const interactive = 'tooltip' in mark && {
    tabIndex: 0,
    // A focusable mark is a symbol of the chart graphic, named by what its tooltip says.
    role: 'graphics-symbol',
    'aria-label': tooltipText(mark.tooltip),
    onMouseEnter: show(mark.tooltip),
    onFocus: show(mark.tooltip),
    onMouseLeave: hide,
    onBlur: hide,
  };
  switch (mark.type) {
    case 'rect':
      return (
        <>
          <rect className="bar" x={mark.x} y={mark.y} width={mark.width} height={mark.height} fill={mark.fill} data-value={mark.value} {...interactive} />
          {mark.label && <ValueLabelView label={mark.label} />}
        </>
      );
    case 'circle':
      return <circle className="dot" cx={mark.cx} cy={mark.cy} r={mark.r} fill={mark.fill} data-value={mark.value} {...interactive} />;
    case 'path':
      return (
        <path
          className={mark.fill ? 'area' : 'line'}
          d={mark.d}
          fill={mark.fill ?? 'none'}
          stroke={mark.stroke ?? 'none'}
          fillOpacity={mark.opacity}
          strokeDasharray={mark.dashed ? '4 3' : undefined}
        />
      );
    case 'rule':
      return <line className="rule" x1={mark.x1} x2={mark.x2} y1={mark.y1} y2={mark.y2} stroke={mark.stroke} strokeDasharray={mark.dashed ? '4 3' : undefined} />;
    case 'arc':
      return (
        <>
          <path className="slice" d={mark.d} fill={mark.fill} data-value={mark.value} {...interactive} />
          {mark.label && <ValueLabelView label={mark.label} className="slice-label" />}
        </>
      );
  }
};

const ValueLabelView = ({ label, className = '' }: { label: ValueLabel; className?: string }) => (
  <text className={`value-label ${className}`} x={label.x} y={label.y} textAnchor={label.anchor} dy={label.centred ? '0.32em' : undefined}>
    {label.text}
  </text>
);

const AxisView = ({ axis, plot }: { axis: Axis; plot: Scene['plot'] }) => {
  const horizontal = axis.position === 'bottom';
  const x = axis.position === 'right' ? plot.width : 0;
  return (
    <g className={`axis axis-${axis.position}`} data-testid={`axis-${axis.position}`}>
      {axis.ticks.map((tick) =>
        horizontal ? (
          <g key={tick.label + tick.position} transform={`translate(${tick.position},${plot.height})`} className="tick">
            {axis.grid && <line y1={-plot.height} className="grid-line" />}
            <text
              y={14}
              dy="0.32em"
              textAnchor={axis.rotate ? 'end' : 'middle'}
              transform={axis.rotate ? 'rotate(-40 0 14)' : undefined}
            >
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

/** Titles of the vertical axes above the plot, each in its series' colour on combo charts. */
const AxisTitles = ({ axes }: { axes: Axis[] }) => {
  const [left, right] = [axes.find((a) => a.position === 'left'), axes.find((a) => a.position === 'right')];
  if (!left?.title && !right?.title) return null;
  return (
    <p className="axis-label axis-titles">
      <span data-testid="y-axis-label" style={{ color: left?.color }}>
        {left?.title}
      </span>
      {right?.title && (
        <span data-testid="y-axis-label-right" style={{ color: right.color }}>
          {right.title}
        </span>
      )}
    </p>
  );
};

const Legend = ({ items, title, onToggle }: { items: LegendItem[]; title?: string; onToggle?: (key: string) => void }) => {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <>
      {title && <p className="legend-title" id={titleId} data-testid="legend-title">{title}</p>}
      <ul className="legend" data-testid="legend" aria-labelledby={title ? titleId : undefined}>
        {items.map((item) => {
          const swatch = <span className={`legend-swatch legend-${item.shape}`} style={{ background: item.color }} aria-hidden="true" />;
          return (
            <li key={item.key}>
              {onToggle ? (
                <label className="legend-toggle">
                  <input type="checkbox" checked={!item.hidden} onChange={() => onToggle(item.key)} data-testid="legend-toggle" />
                  {swatch}
                  {item.label}
                </label>
              ) : (
                <>
                  {swatch}
                  {item.label}
                </>
              )}
            </li>
          );
        })}
        {onToggle && items.filter((i) => !i.hidden).length === 1 && (
          <li className="legend-hint" role="note" data-testid="legend-hint">
            {t('chart.legend.last-category')}
          </li>
        )}
      </ul>
    </>
  );
};
