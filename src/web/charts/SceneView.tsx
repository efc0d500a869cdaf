/**
 * Draws a chart scene as SVG: axes, marks with tooltips on hover, and the legend. The chart is
 * one tab stop, named by its title and described by its axes and series; the arrow keys step
 * through its marks (domain/charts/access), each read out through a live region.
 */
import { lazy, Suspense, useCallback, useId, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CHART_TYPE_KEY } from '../../domain/messages';
import { announcement, describeChart, isMarkKey, readableMarks, stepMark } from '../../domain/charts/access';
import type { DrawnChartType } from '../../domain/charts/definition';
import type { Datum, Mark, Scene, Tooltip } from '../../domain/charts/scene';
import { chartDescriptionText } from '../i18n/composed';
import { AnnotationHighlights, AnnotationMarkers, type AnnotationsView } from './Annotations';
import { EmptyScene } from './EmptyChart';
import { AxisTitle, AxisTitles, type AxisTitleClick } from './SceneAxes';
import { drawnMarks, SceneDrawing } from './SceneDrawing';
import { Legend } from './SceneLegend';
import { MarkFocus, MarkView } from './SceneMarks';

// Its Delaunay triangulation is a chunk of its own: column, bar and pie charts never need it.
const PointHover = lazy(() => import('./PointHover').then((m) => ({ default: m.PointHover })));

type Hover = { tooltip: Tooltip; x: number; y: number };

/** Half the tooltip's widest (charts/charts.css): nearer an edge than this, it is aligned to that edge instead of centred. */
const TOOLTIP_HALF_WIDTH = 130;
const tooltipAlign = (x: number, width: number) => (x < TOOLTIP_HALF_WIDTH ? 'start' : x > width - TOOLTIP_HALF_WIDTH ? 'end' : 'middle');

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
  const { drawn, undrawn } = useMemo(() => drawnMarks(scene.marks), [scene.marks]);

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
  const description = chartDescriptionText(t, describeChart(scene, chartType), chartType);
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

  if (scene.empty) return <EmptyScene scene={scene} empty={scene.empty} chartType={chartType} onToggle={onToggle} />;
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
          viewBox={`0 0 ${scene.width} ${scene.height}`}
          role="img"
          aria-labelledby={`${id}-name`}
          aria-describedby={`${id}-description`}
          tabIndex={readable.length ? 0 : undefined}
          onKeyDown={key}
          onBlur={leave}
        >
          <SceneDrawing
            scene={scene}
            id={id}
            marks={markViews}
            under={
              undrawn.length > 0 && (
                <Suspense>
                  <PointHover
                    points={undrawn}
                    width={plot.width}
                    height={plot.height}
                    onHover={(point) => setHover(point && { tooltip: point.tooltip, x: plot.left + point.x, y: plot.top + point.y })}
                    onPick={onMarkPick && ((point) => point.datum && onMarkPick(point.datum))}
                  />
                </Suspense>
              )
            }
            over={
              <>
                {annotations && scene.annotations && <AnnotationHighlights overlays={scene.annotations} marks={scene.marks} />}
                {active && <MarkFocus mark={active} />}
              </>
            }
          />
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
            {hover.tooltip.count !== undefined && <span>{t('chart.sum-count', { count: hover.tooltip.count })}</span>}
          </div>
        )}
      </div>
      {/* The keyboard's mark read out: category, series (colour never says it alone), value and, for a sum, its count. */}
      <p className="visually-hidden" aria-live="polite" data-testid="chart-announcement">
        {active ? announcement(active.tooltip, (count) => t('chart.sum-count', { count })) : ''}
      </p>
      {bottom?.title && (
        <p className="axis-label axis-label-x">
          <AxisTitle testId="x-axis-label" position="bottom" title={bottom.title} onClick={onAxisTitle} />
        </p>
      )}
    </figure>
  );
};
