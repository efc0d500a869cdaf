/**
 * Where the renderer writes a scene's text, and the box each text takes: tick labels (flat,
 * wrapped or turned upright) and value labels. The renderer (web/charts/SceneAxes, SceneMarks)
 * draws text at these positions; placement rules and tests measure the same boxes.
 */
import { BOTTOM_GAP, TICK_GAP } from './axes';
import type { Axis, Scene, Tick, ValueLabel } from './scene';
import { ASCENT, DESCENT, lineHeight, measureText, overlaps, TICK_FONT, VALUE_FONT, within, type Box } from './text';

/** How far a centred line's baseline sits below its middle, in em. */
export const CENTRED_BASELINE = (ASCENT - DESCENT) / 2;

/**
 * A tick label's lines relative to its tick (the tick at 0, 0 on the plot's edge): the baseline
 * of the first line, the step to the next, the anchor, and whether the text is turned upright.
 */
export const tickText = (axis: Axis, tick: Tick) => {
  const lines = tick.lines ?? [tick.label];
  const line = lineHeight(TICK_FONT);
  if (axis.position === 'bottom')
    return axis.rotate
      ? { lines, x: 0, y: BOTTOM_GAP, rotate: true, anchor: 'end' as const, line }
      : { lines, x: 0, y: BOTTOM_GAP + (tick.offset ?? 0) * line + ASCENT * TICK_FONT, rotate: false, anchor: 'middle' as const, line };
  const x = axis.position === 'right' ? TICK_GAP + 2 : -(TICK_GAP + 2);
  return {
    lines,
    x,
    y: -(lines.length * line) / 2 + ASCENT * TICK_FONT,
    rotate: false,
    anchor: axis.position === 'right' ? ('start' as const) : ('end' as const),
    line,
  };
};

/** The box of a tick label in the svg, from where its axis sits. */
export const tickBox = (axis: Axis, tick: Tick, plot: Scene['plot']): Box => {
  const text = tickText(axis, tick);
  const width = Math.max(...text.lines.map((l) => measureText(l, TICK_FONT)));
  const height = text.lines.length * text.line;
  if (axis.position === 'bottom') {
    const top = plot.top + plot.height + BOTTOM_GAP + (tick.offset ?? 0) * text.line;
    return text.rotate
      ? { x: plot.left + tick.position - height / 2, y: top, width: height, height: width }
      : { x: plot.left + tick.position - width / 2, y: top, width, height };
  }
  const edge = plot.left + (axis.position === 'right' ? plot.width : 0) + text.x;
  return { x: text.anchor === 'end' ? edge - width : edge, y: plot.top + tick.position - height / 2, width, height };
};

/** The box of a value label in plot coordinates: its y is the baseline, or the middle when centred. */
export const valueLabelBox = (label: ValueLabel): Box => {
  const width = measureText(label.text, VALUE_FONT);
  if (label.upright) {
    // Turned by −90° around x, y: the line's length runs up the page, its height across.
    const height = (ASCENT + DESCENT) * VALUE_FONT;
    const left = label.centred ? label.x - height / 2 : label.x - ASCENT * VALUE_FONT;
    const bottom = label.anchor === 'middle' ? label.y + width / 2 : label.anchor === 'end' ? label.y + width : label.y;
    return { x: left, y: bottom - width, width: height, height: width };
  }
  const baseline = label.centred ? label.y + CENTRED_BASELINE * VALUE_FONT : label.y;
  const x = label.anchor === 'middle' ? label.x - width / 2 : label.anchor === 'end' ? label.x - width : label.x;
  return { x, y: baseline - ASCENT * VALUE_FONT, width, height: (ASCENT + DESCENT) * VALUE_FONT };
};

/** Every text box of a chart scene in svg coordinates, with its text: what must neither overlap nor leave the frame. */
export const sceneTextBoxes = (scene: Scene): { text: string; box: Box }[] => {
  // Marks are drawn from the plot's corner, or around the centre of a pie.
  const origin = scene.centre ?? { x: scene.plot.left, y: scene.plot.top };
  const shift = (box: Box): Box => ({ ...box, x: box.x + origin.x, y: box.y + origin.y });
  const labels = [...scene.marks.flatMap((m) => ('label' in m && m.label ? [m.label] : [])), ...(scene.totals ?? [])];
  return [
    ...scene.axes.flatMap((axis) => axis.ticks.map((tick) => ({ text: tick.label, box: tickBox(axis, tick, scene.plot) }))),
    ...labels.map((label) => ({ text: label.text, box: shift(valueLabelBox(label)) })),
  ];
};

/** What the placement rules must never produce: pairs of a scene's texts whose boxes overlap, and texts crossing the svg's frame. */
export const textCollisions = (scene: Scene) => {
  const boxes = sceneTextBoxes(scene);
  const frame = { x: 0, y: 0, width: scene.width, height: scene.height };
  const overlapping = boxes.flatMap((a, i) => boxes.slice(i + 1).flatMap((b) => (overlaps(a.box, b.box) ? [`${a.text} × ${b.text}`] : [])));
  const cut = boxes.filter((b) => !within(b.box, frame)).map((b) => b.text);
  return { overlapping, cut };
};
