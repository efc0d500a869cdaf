/**
 * Text measured as the chart font draws it (font-metrics.ts), so that where a label goes, and
 * whether it goes at all, is decided here and tested, not found out in the browser (issue 29).
 * Boxes are in pixels: x, y the top left corner.
 */
import { ADVANCE_WIDTHS } from './font-metrics';

/** Font sizes of scene text (web/charts/charts.css: .tick text 12 px, .value-label 11 px). */
export const TICK_FONT = 12;
export const VALUE_FONT = 11;

/** The font's ascent and descent in em: a line of text is (ASCENT + DESCENT) × size high. */
export const ASCENT = 0.928;
export const DESCENT = 0.236;
/** Height of one line of text, which also separates wrapped lines. */
export const lineHeight = (size: number) => Math.ceil((ASCENT + DESCENT) * size);

/** A character the table lacks (another script) counts as a full em. */
const UNKNOWN_WIDTH = 1000;

/** How wide a text is at a font size: its characters' advance widths. */
export type Measure = (text: string, size: number) => number;

export const measureText: Measure = (text, size) => {
  let thousandths = 0;
  for (const c of text) thousandths += ADVANCE_WIDTHS.get(c) ?? UNKNOWN_WIDTH;
  return (thousandths * size) / 1000;
};

export type Box = { x: number; y: number; width: number; height: number };

/** Whether two boxes share more than a hairline. */
export const overlaps = (a: Box, b: Box, tolerance = 0.5) =>
  a.x + a.width - tolerance > b.x && b.x + b.width - tolerance > a.x && a.y + a.height - tolerance > b.y && b.y + b.height - tolerance > a.y;

/** Whether a box lies inside another (the frame), give or take a hairline. */
export const within = (box: Box, frame: Box, tolerance = 0.5) =>
  box.x >= frame.x - tolerance &&
  box.y >= frame.y - tolerance &&
  box.x + box.width <= frame.x + frame.width + tolerance &&
  box.y + box.height <= frame.y + frame.height + tolerance;

const ELLIPSIS = '…';

/** A text cut to a width with an ellipsis at its end; the text itself when it fits. */
export const ellipsize = (text: string, maxWidth: number, size: number, measure: Measure = measureText) => {
  if (measure(text, size) <= maxWidth) return text;
  const characters = [...text];
  while (characters.length > 1 && measure(characters.join('').trimEnd() + ELLIPSIS, size) > maxWidth) characters.pop();
  return characters.join('').trimEnd() + ELLIPSIS;
};

/**
 * A text broken into lines no wider than maxWidth, at spaces and after hyphens; undefined when it
 * needs more than maxLines or a word alone is too wide.
 */
export const wrapText = (text: string, maxWidth: number, size: number, maxLines: number, measure: Measure = measureText): string[] | undefined => {
  const words = text.split(/(?<=-)|\s+/).filter(Boolean);
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.at(-1);
    const joined = last === undefined ? word : last.endsWith('-') ? last + word : `${last} ${word}`;
    if (last !== undefined && measure(joined, size) <= maxWidth) lines[lines.length - 1] = joined;
    else if (measure(word, size) <= maxWidth) lines.push(word);
    else return undefined;
  }
  return lines.length <= maxLines ? lines : undefined;
};
