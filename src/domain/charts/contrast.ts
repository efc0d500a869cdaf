/**
 * Contrast of a colour against the chart's background, by WCAG 2.x: relative luminance and
 * contrast ratio. Marks need 3:1 against their background (success criterion 1.4.11, non-text
 * contrast); spec 001 §5 shows a warning per colour below that.
 */
import { parseRgb } from './rgb';

/** The background charts are drawn on. */
export const CHART_BACKGROUND = '#ffffff';

/** WCAG's minimum contrast ratio for graphical objects. */
export const MIN_NON_TEXT_CONTRAST = 3;

const linear = (channel: number) => {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** WCAG relative luminance, 0 (black) to 1 (white); undefined for an unreadable colour. */
export const relativeLuminance = (color: string): number | undefined => {
  const rgb = parseRgb(color);
  if (!rgb) return undefined;
  const [r, g, b] = rgb.map(linear);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** The contrast ratio of two colours, 1 to 21, whichever is lighter; undefined if either is unreadable. */
export const contrastRatio = (a: string, b: string): number | undefined => {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  if (la === undefined || lb === undefined) return undefined;
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
};

/** Whether a mark in this colour is too faint on the chart background (below 3:1). */
export const hasLowContrast = (color: string, background = CHART_BACKGROUND): boolean => {
  const ratio = contrastRatio(color, background);
  return ratio !== undefined && ratio < MIN_NON_TEXT_CONTRAST;
};

/**
 * The ratio as a warning shows it: one decimal, but never rounded up to the minimum it is below
 * (#66a61e is 2.98:1: "3:1, below 3:1" would contradict itself), so there two decimals, cut.
 */
export const shownContrastRatio = (ratio: number, minimum = MIN_NON_TEXT_CONTRAST): number => {
  const rounded = Math.round(ratio * 10) / 10;
  return ratio < minimum && rounded >= minimum ? Math.floor(ratio * 100) / 100 : rounded;
};

/** WCAG's minimum contrast ratio for text (success criterion 1.4.3). */
export const MIN_TEXT_CONTRAST = 4.5;

/** The colour, darkened in small steps until it has `minimum` contrast on the background (its hue kept). */
const darkenedTo = (color: string, minimum: number, background: string): string => {
  const rgb = parseRgb(color);
  if (!rgb) return color;
  for (let k = 1; k > 0; k -= 0.05) {
    const shade = `#${rgb
      .map((c) =>
        Math.round(c * k)
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')}`;
    if ((contrastRatio(shade, background) ?? 0) >= minimum) return shade;
  }
  return '#000000';
};

/**
 * A colour for text that names a series: the series' colour, darkened in small steps until it
 * reads on the background (an orange axis title stays orange, only deeper).
 */
export const readableTextColor = (color: string, background = CHART_BACKGROUND): string => darkenedTo(color, MIN_TEXT_CONTRAST, background);

/**
 * The outline a mark of this fill needs to stand out from the background (1.4.11): none when
 * the fill has 3:1 already, else the fill darkened to 3:1, so a pale yellow bar keeps its colour
 * and gets an edge one can see. Lines keep their colour unoutlined (an edge would thicken them
 * into another mark): the legend and the series name each point announces carry them.
 */
export const markOutline = (fill: string, background = CHART_BACKGROUND): string | undefined =>
  hasLowContrast(fill, background) ? darkenedTo(fill, MIN_NON_TEXT_CONTRAST, background) : undefined;

/** Text colours inside a mark: the darker on light fills, white on dark ones. */
const INK = '#1d2433';
const LIGHT = '#ffffff';

/** The colour of a value written inside a mark (a segment, a slice): whichever of ink and white reads better on its fill. */
export const insideTextColor = (fill: string) => ((contrastRatio(INK, fill) ?? 21) >= (contrastRatio(LIGHT, fill) ?? 1) ? INK : LIGHT);
