/**
 * Hover and keyboard reading for points that are not drawn (lines without dots, areas, combo
 * lines). Thousands of invisible targets would each cost a DOM node; one transparent layer finds
 * the nearest point with a Delaunay triangulation instead. The keyboard reads the same points
 * through the chart's own handler (SceneView), so this layer is no tab stop.
 */
import { Delaunay } from 'd3-delaunay';
import { useMemo, useState, type MouseEvent } from 'react';
import type { Mark, Tooltip } from '../../domain/charts/scene';

type Point = Extract<Mark, { type: 'circle' }>;

export const PointHover = ({
  points,
  width,
  height,
  onHover,
  onPick,
}: {
  points: Point[];
  width: number;
  height: number;
  /** The point under the pointer or the keyboard, in plot coordinates; undefined when none. */
  onHover: (hover: { tooltip: Tooltip; x: number; y: number } | undefined) => void;
  /** A click on the point under the pointer (the configurator picks annotation targets so). */
  onPick?: (point: Point) => void;
}) => {
  const ordered = useMemo(() => [...points].sort((a, b) => a.cx - b.cx || a.cy - b.cy), [points]);
  const delaunay = useMemo(
    () =>
      Delaunay.from(
        ordered,
        (p) => p.cx,
        (p) => p.cy,
      ),
    [ordered],
  );
  const [active, setActive] = useState<number>();
  const point = active === undefined ? undefined : ordered[active];

  const activate = (index: number | undefined) => {
    setActive(index);
    const p = index === undefined ? undefined : ordered[index];
    onHover(p && { tooltip: p.tooltip, x: p.cx, y: p.cy });
  };
  const move = (event: MouseEvent<SVGRectElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    activate(delaunay.find(event.clientX - box.left, event.clientY - box.top, active ?? 0));
  };
  return (
    <g className="point-hover">
      {point && <circle className="dot active" cx={point.cx} cy={point.cy} r={4} fill={point.fill} pointerEvents="none" />}
      <rect
        width={width}
        height={height}
        fill="transparent"
        data-testid="point-hover"
        data-points={ordered.length}
        onMouseMove={move}
        onMouseLeave={() => activate(undefined)}
        onClick={onPick && (() => point && onPick(point))}
      />
    </g>
  );
};
