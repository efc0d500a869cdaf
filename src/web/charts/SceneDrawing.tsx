/**
 * The drawing of a chart scene inside its <svg>: pattern definitions, axes, the marks clipped to
 * the plot, totals, the zero line and limits. The interactive view (SceneView) draws it with
 * pointer and keyboard around it; a picture of the scene (ScenePicture: the server's chart images)
 * draws it alone, so both show the same marks.
 */
import type { ReactNode } from 'react';
import type { Mark, Scene } from '../../domain/charts/scene';
import { AnnotationHighlights } from './Annotations';
import { LimitView } from './Limits';
import { PatternDefs } from './Patterns';
import { AxisView } from './SceneAxes';
import { MarkView, ValueLabelView } from './SceneMarks';

const VALUE_LABEL_ROOM = 16;

type UndrawnPoint = Extract<Mark, { type: 'circle' }>;

/** The marks drawn one by one, and the points without a radius, read through one hover layer instead. */
export const drawnMarks = (marks: Mark[]) => {
  const undrawn = marks.filter((m): m is UndrawnPoint => m.type === 'circle' && m.r === 0);
  return { drawn: undrawn.length ? marks.filter((m) => m.type !== 'circle' || m.r > 0) : marks, undrawn };
};

/**
 * The scene's drawing. `id` keeps its patterns and clip path apart from another chart's; `marks`
 * are its marks drawn; `under` goes over the marks and totals, `over` over the limits.
 */
export const SceneDrawing = ({ scene, id, marks, under, over }: { scene: Scene; id: string; marks: ReactNode; under?: ReactNode; over?: ReactNode }) => {
  const { plot } = scene;
  const clipId = `plot-${id}`;
  const origin = scene.centre ? `translate(${scene.centre.x},${scene.centre.y})` : `translate(${plot.left},${plot.top})`;
  return (
    <>
      {scene.legend.some((item) => item.pattern) && <PatternDefs prefix={id} />}
      <g transform={`translate(${plot.left},${plot.top})`}>
        {scene.axes.map((axis) => (
          <AxisView key={axis.position} axis={axis} plot={plot} />
        ))}
      </g>
      {!scene.centre && (
        <defs>
          {/* A custom domain narrower than the data must not draw over the axes; value labels keep the room above and right of the plot. */}
          <clipPath id={clipId}>
            <rect x={-VALUE_LABEL_ROOM} y={-plot.top} width={scene.width - plot.left + VALUE_LABEL_ROOM} height={plot.height + plot.top} />
          </clipPath>
        </defs>
      )}
      <g transform={origin} clipPath={scene.centre ? undefined : `url(#${clipId})`}>
        {marks}
        {scene.totals?.map((label) => (
          <ValueLabelView key={`${label.x},${label.y}`} label={label} className="total-label" />
        ))}
        {under}
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
        {over}
      </g>
    </>
  );
};

const still = () => () => undefined;

/** The scene as a still picture: its <svg> with the drawing and its annotated marks, no pointer, keyboard or tooltip. */
export const ScenePicture = ({ scene, id }: { scene: Scene; id: string }) => (
  <svg xmlns="http://www.w3.org/2000/svg" width={scene.width} height={scene.height}>
    <SceneDrawing
      scene={scene}
      id={id}
      marks={drawnMarks(scene.marks).drawn.map((mark) => (
        <MarkView key={mark.key} mark={mark} show={still} hide={still} patterns={id} />
      ))}
      over={scene.annotations && <AnnotationHighlights overlays={scene.annotations} marks={scene.marks} />}
    />
  </svg>
);
