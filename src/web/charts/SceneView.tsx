/**
 * Draws a chart scene as SVG: axes, marks with tooltips on hover, and the legend. The chart is
 * one tab stop, named by its title and described by its axes and series; the arrow keys step
 * through its marks (domain/charts/access), each read out through a live region.
 */
import { lazy, Suspense, useCallback, useId, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CHART_TYPE_KEY } from '../../domain/messages';
import { announcement, describeChart, isMarkKey, readableMarks, stepMark, type ReadableMark } from '../../domain/charts/access';
import { markOutline } from '../../domain/charts/contrast';
import type { DrawnChartType } from '../../domain/charts/definition';
import type { Axis, Datum, LegendItem, LimitMark, Mark, Scene, Tooltip, ValueLabel } from '../../domain/charts/scene';
import { AnnotationHighlights, AnnotationMarkers, type AnnotationsView } from './Annotations';
import { LimitView } from './Limits';
import { PatternDefs, patternFill, PatternSwatch } from './Patterns';
import { LINE_DASHES } from '../../domain/charts/patterns';

// Its Delaunay triangulation is a chunk of its own: column, bar and pie charts never need it.
const PointHover = lazy(() => import('./PointHover').then((m) => ({ default: m.PointHover })));

type Hover = { tooltip: Tooltip; x: number; y: number };

const VALUE_LABEL_ROOM = 16;

/** Half the tooltip's widest (styles.css): nearer an edge than this, it is aligned to that edge instead of centred. */
const TOOLTIP_HALF_WIDTH = 130;
const tooltipAlign = (x: number, width: number) => (x < TOOLTIP_HALF_WIDTH ? 'start' : x > width - TOOLTIP_HALF_WIDTH ? 'end' : 'middle');

type AxisTitleClick = (position: Axis['position']) => void;

export const SceneView = ({
  scene,
  chartType,
  title,
  onToggle,
  onAxisTitle,
  annotations,
  onMarkPick,
}: {
  scene: Scene;
  chartType: DrawnChartType;
  title?: string;
  onToggle?: (key: string) => void;
  /** Makes the axis titles buttons (the published view opens the component's metadata). */
  onAxisTitle?: AxisTitleClick;
  /** Draws the scene's annotations, with what the visitor has open; left out, none are drawn. */
  annotations?: AnnotationsView;
  /** A click on a mark (or Enter on the keyboard's mark) hands over what it stands for: the configurator's annotation targets. */
  onMarkPick?: (datum: Datum) => void;
}) => {
  const { t } = useTranslation();
  const [hover, setHover] = useState<Hover>();
  const id = useId().replace(/[^\w-]/g, '');
  const clipId = `plot-${id}`;
  const svgRef = useRef<SVGSVGElement>(null);
  const { plot } = scene;
  const hoverOn = useCallback((tooltip: Tooltip, element: SVGElement) => {
    const svg = element.ownerSVGElement!.getBoundingClientRect();
    const box = element.getBoundingClientRect();
    setHover({ tooltip, x: box.left + box.width / 2 - svg.left, y: box.top - svg.top });
  }, []);
  const show = useCallback((tooltip: Tooltip) => (event: MouseEvent<SVGElement>) => hoverOn(tooltip, event.currentTarget), [hoverOn]);
  const hide = useCallback(() => setHover(undefined), []);
  const bottom = scene.axes.find((a) => a.position === 'bottom');
  // Points without a radius are read through one hover layer, not drawn one by one.
  const { drawn, undrawn } = useMemo(() => {
    const undrawn = scene.marks.filter((m): m is Extract<Mark, { type: 'circle' }> => m.type === 'circle' && m.r === 0);
    return { drawn: undrawn.length ? scene.marks.filter((m) => m.type !== 'circle' || m.r > 0) : scene.marks, undrawn };
  }, [scene.marks]);
  const origin = scene.centre ? `translate(${scene.centre.x},${scene.centre.y})` : `translate(${plot.left},${plot.top})`;

  // The keyboard's mark: an index into the readable marks, dropped when the marks change under it.
  const readable = useMemo(() => readableMarks(scene.marks), [scene.marks]);
  const markIndex = useMemo(() => new Map<Mark, number>(readable.map((m, i) => [m, i])), [readable]);
  // Thousands of marks are drawn once per scene, not again for each hover or annotation toggle.
  const markViews = useMemo(
    () => drawn.map((mark) => <MarkView key={mark.key} mark={mark} index={markIndex.get(mark)} show={show} hide={hide} patterns={id} pick={onMarkPick} />),
    [drawn, markIndex, show, hide, id, onMarkPick],
  );
  const [activeIndex, setActive] = useState<number>();
  const active = activeIndex !== undefined && activeIndex < readable.length ? readable[activeIndex] : undefined;
  const typeName = t(CHART_TYPE_KEY[chartType]);
  const description = describeChart(scene, chartType)
    .map((part) => t(part.key, { ...part.values, type: typeName }))
    .join(' ');
  const key = (event: KeyboardEvent<SVGSVGElement>) => {
    if (event.key === 'Escape' && activeIndex !== undefined) {
      setActive(undefined);
      hide();
      return;
    }
    if (onMarkPick && active?.datum && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      onMarkPick(active.datum);
      return;
    }
    if (!isMarkKey(event.key)) return;
    event.preventDefault();
    const next = stepMark(readable, active ? activeIndex : undefined, event.key);
    if (next === undefined) return;
    setActive(next);
    const mark = readable[next];
    if (mark.type === 'circle' && mark.r === 0) setHover({ tooltip: mark.tooltip, x: plot.left + mark.cx, y: plot.top + mark.cy });
    else {
      const element = svgRef.current?.querySelector<SVGElement>(`[data-mark="${next}"]`);
      if (element) hoverOn(mark.tooltip, element);
    }
  };
  const leave = () => {
    setActive(undefined);
    hide();
  };

  return (
    <figure className="chart" data-testid={`${chartType}-chart`}>
      {(scene.legend.length > 0 || !!scene.limits?.length) && (
        <Legend items={scene.legend} limits={scene.limits} title={scene.legendTitle} onToggle={onToggle} patterns={id} />
      )}
      <AxisTitles axes={scene.axes} onClick={onAxisTitle} />
      <p className="visually-hidden" id={`${id}-name`}>
        {title ? `${title} (${typeName})` : typeName}
      </p>
      <p className="visually-hidden" id={`${id}-description`} data-testid="chart-description">
        {description}
      </p>
      <div className="chart-canvas">
        <svg
          ref={svgRef}
          width={scene.width}
          height={scene.height}
          role="img"
          aria-labelledby={`${id}-name`}
          aria-describedby={`${id}-description`}
          tabIndex={readable.length ? 0 : undefined}
          onKeyDown={key}
          onBlur={leave}
        >
          {scene.legend.some((item) => item.pattern) && <PatternDefs prefix={id} />}
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
            {markViews}
            {undrawn.length > 0 && (
              <Suspense>
                <PointHover
                  points={undrawn}
                  width={plot.width}
                  height={plot.height}
                  onHover={(point) => setHover(point && { tooltip: point.tooltip, x: plot.left + point.x, y: plot.top + point.y })}
                  onPick={onMarkPick && ((point) => point.datum && onMarkPick(point.datum))}
                />
              </Suspense>
            )}
            {scene.zero && (
              <line
                className="zero-line"
                {...(scene.zero.orientation === 'horizontal'
                  ? { x1: 0, x2: plot.width, y1: scene.zero.position, y2: scene.zero.position }
                  : { y1: 0, y2: plot.height, x1: scene.zero.position, x2: scene.zero.position })}
              />
            )}
            {scene.limits?.map((limit) => (
              <LimitView key={limit.key} limit={limit} />
            ))}
            {annotations && scene.annotations && <AnnotationHighlights overlays={scene.annotations} marks={scene.marks} />}
            {active && <MarkFocus mark={active} />}
          </g>
        </svg>
        {annotations && scene.annotations && <AnnotationMarkers scene={scene} overlays={scene.annotations} view={annotations} />}
        {hover && (
          <div
            className={`chart-tooltip chart-tooltip-${tooltipAlign(hover.x, scene.width)}`}
            role="tooltip"
            data-testid="chart-tooltip"
            style={{ left: hover.x, top: hover.y }}
          >
            {hover.tooltip.title && <strong>{hover.tooltip.title}</strong>}
            {hover.tooltip.series && <span>{hover.tooltip.series}</span>}
            <span>{hover.tooltip.value}</span>
          </div>
        )}
      </div>
      {/* The keyboard's mark read out: category, series (colour never says it alone) and value. */}
      <p className="visually-hidden" aria-live="polite" data-testid="chart-announcement">
        {active ? announcement(active.tooltip) : ''}
      </p>
      {bottom?.title && (
        <p className="axis-label axis-label-x">
          <AxisTitle testId="x-axis-label" position="bottom" title={bottom.title} onClick={onAxisTitle} />
        </p>
      )}
    </figure>
  );
};

/** The ring around the keyboard's mark, drawn over the marks. */
const MarkFocus = ({ mark }: { mark: ReadableMark }) => {
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

const MarkView = ({ mark, index, show, hide, patterns, pick }: MarkViewProps) => {
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
const AxisTitle = ({
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
const AxisTitles = ({ axes, onClick }: { axes: Axis[]; onClick?: AxisTitleClick }) => {
  const [left, right] = [axes.find((a) => a.position === 'left'), axes.find((a) => a.position === 'right')];
  if (!left?.title && !right?.title) return null;
  return (
    <p className="axis-label axis-titles">
      <AxisTitle testId="y-axis-label" position="left" title={left?.title} color={left?.color} onClick={onClick} />
      {right?.title && <AxisTitle testId="y-axis-label-right" position="right" title={right.title} color={right.color} onClick={onClick} />}
    </p>
  );
};

type LegendProps = { items: LegendItem[]; limits?: LimitMark[]; title?: string; onToggle?: (key: string) => void; patterns: string };

const Legend = ({ items, limits = [], title, onToggle, patterns }: LegendProps) => {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <>
      {title && (
        <p className="legend-title" id={titleId} data-testid="legend-title">
          {title}
        </p>
      )}
      <ul className="legend" data-testid="legend" aria-labelledby={title ? titleId : undefined}>
        {items.map((item) => {
          const outline = markOutline(item.color);
          const swatch = item.pattern ? (
            <PatternSwatch item={{ ...item, pattern: item.pattern }} prefix={patterns} />
          ) : (
            <span
              className={`legend-swatch legend-${item.shape}`}
              style={{ background: item.color, boxShadow: outline && item.shape !== 'line' ? `inset 0 0 0 1px ${outline}` : undefined }}
              aria-hidden="true"
            />
          );
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
        {/* Limits name themselves once each (a limit may be drawn on several categories), never toggles. */}
        {[...new Map(limits.map((limit) => [limit.key, limit])).values()].map((limit) => (
          <li key={`limit:${limit.key}`} data-testid="legend-limit">
            {limit.shape === 'band' ? (
              <span
                className="legend-limit-band"
                style={{ borderColor: limit.color, borderStyle: limit.dashed ? 'dashed' : 'solid', background: `${limit.color}33` }}
                aria-hidden="true"
              />
            ) : (
              <span
                className="legend-limit-swatch"
                style={{ borderTopColor: limit.color, borderTopStyle: limit.dashed ? 'dashed' : 'solid' }}
                aria-hidden="true"
              />
            )}
            {limit.label}
          </li>
        ))}
        {onToggle && items.filter((i) => !i.hidden).length === 1 && (
          <li className="legend-hint" role="note" data-testid="legend-hint">
            {t('chart.legend.last-category')}
          </li>
        )}
      </ul>
    </>
  );
};
