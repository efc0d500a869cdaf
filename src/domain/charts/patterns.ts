/**
 * Colour is never the only thing that tells series apart (WCAG 1.4.1). A palette has ten or
 * twelve colours; a segment of 26 cantons repeats them, and a colour mapping may give two values
 * one colour. Every repeat of a colour gets a pattern of its own over its fill (a dash for lines),
 * in the legend as on the marks, so each series still has a look no other has.
 */
import { relativeLuminance } from './contrast';

/** The patterns in the order repeats take them; the first use of a colour has none. */
export const PATTERNS = ['diagonal', 'dots', 'crosshatch', 'horizontal', 'vertical'] as const;
export type Pattern = (typeof PATTERNS)[number];

/**
 * The pattern of each series, in order: none for the first series of a colour, then the patterns
 * in turn for each later series of the same colour (colours compared case-insensitively).
 */
export const seriesPatterns = (series: readonly string[], colorOf: (name: string) => string): Map<string, Pattern | undefined> => {
  const uses = new Map<string, number>();
  return new Map(
    series.map((name) => {
      const color = colorOf(name).toLowerCase();
      const repeat = uses.get(color) ?? 0;
      uses.set(color, repeat + 1);
      return [name, repeat === 0 ? undefined : PATTERNS[(repeat - 1) % PATTERNS.length]];
    }),
  );
};

/** The ink a pattern is drawn in over a fill: black over light colours, white over dark ones. */
export const patternInk = (fill: string): 'dark' | 'light' => ((relativeLuminance(fill) ?? 0) > 0.35 ? 'dark' : 'light');

/** The dash a line of this pattern is drawn with (a line has no area for a pattern). */
export const LINE_DASHES: Record<Pattern, string> = {
  diagonal: '8 4',
  dots: '1.5 3',
  crosshatch: '10 3 2 3',
  horizontal: '4 4',
  vertical: '14 4',
};
