/**
 * A legend's swatch as one SVG shape, written as markup: the SVG export draws it in place
 * (viewer/export-svg.ts), the page shows it as an image of it (swatchImage), so both show a
 * series alike. Its colour is in the markup, which a server-rendered page shows without scripts
 * too: the CSP refuses style attributes there (server/security.ts) but allows data: images, and
 * a swatch painted by a CSS `background` stayed blank (issue 30). An image, not an inline <svg>:
 * the chart's figure holds one <svg>, its drawing.
 */
import { escapeMarkup } from '../text';
import { markOutline } from './contrast';
import type { LegendItem, LimitMark } from './scene';

/** A swatch's side, px. */
export const SWATCH_SIZE = 12;

export type SwatchShape = { tag: 'rect' | 'circle' | 'line'; attributes: Record<string, string | number> };

const HALF = SWATCH_SIZE / 2;

/** A series' swatch with its top left corner at (x, y): a square, circle or line of its colour; a pale colour gets an edge one can see on white. */
export const seriesSwatch = (item: Pick<LegendItem, 'color' | 'shape'>, x = 0, y = 0, opacity = 1): SwatchShape => {
  if (item.shape === 'line')
    return { tag: 'line', attributes: { x1: x, y1: y + HALF, x2: x + SWATCH_SIZE, y2: y + HALF, stroke: item.color, 'stroke-width': 2 } };
  const outline = markOutline(item.color);
  const paint = { fill: item.color, ...(opacity < 1 && { 'fill-opacity': Math.round(opacity * 1000) / 1000 }), ...(outline && { stroke: outline }) };
  return item.shape === 'circle'
    ? { tag: 'circle', attributes: { cx: x + HALF, cy: y + HALF, r: HALF, ...paint } }
    : { tag: 'rect', attributes: { x, y, width: SWATCH_SIZE, height: SWATCH_SIZE, ...paint } };
};

/** A limit's swatch: its band (a tint of its colour, edged) or its line, dashed when the limit is. */
export const limitSwatch = (limit: Pick<LimitMark, 'color' | 'shape' | 'dashed'>, x = 0, y = 0): SwatchShape => {
  const dash: Record<string, string> = limit.dashed ? { 'stroke-dasharray': '4 2' } : {};
  return limit.shape === 'band'
    ? { tag: 'rect', attributes: { x, y, width: SWATCH_SIZE, height: SWATCH_SIZE, fill: limit.color, 'fill-opacity': 0.2, stroke: limit.color, ...dash } }
    : { tag: 'line', attributes: { x1: x, y1: y + HALF, x2: x + SWATCH_SIZE, y2: y + HALF, stroke: limit.color, 'stroke-width': 2, ...dash } };
};

/** The shape as SVG markup, every value escaped. */
export const swatchMarkup = ({ tag, attributes }: SwatchShape) =>
  `<${tag}${Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${escapeMarkup(String(value))}"`)
    .join('')}/>`;

const image = (width: number, height: number, viewBox: string, markup: string, aspect = '') =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}"${aspect}>${markup}</svg>`)}`;

/** The swatch as an image (a data: URL), with room around it for a pale colour's edge, which straddles its side. */
export const swatchImage = (shape: SwatchShape) => image(SWATCH_SIZE, SWATCH_SIZE, `-0.5 -0.5 ${SWATCH_SIZE + 1} ${SWATCH_SIZE + 1}`, swatchMarkup(shape));

/** A colour ramp's gradient, left to right, its stops evenly spread from 0 to 1. */
export const rampGradient = (id: string, colors: string[]) =>
  `<linearGradient id="${id}">${colors
    .map((color, i) => `<stop offset="${Math.round((i / Math.max(1, colors.length - 1)) * 1000) / 1000}" stop-color="${escapeMarkup(color)}"/>`)
    .join('')}</linearGradient>`;

/** A colour ramp's bar as an image (a data: URL) that stretches to the size it is shown at. */
export const rampImage = (colors: string[]) =>
  image(1, 1, '0 0 1 1', `<defs>${rampGradient('ramp', colors)}</defs><rect width="1" height="1" fill="url(#ramp)"/>`, ' preserveAspectRatio="none"');
