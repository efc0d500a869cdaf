/** The patterns that tell apart series of one colour (domain/charts/patterns), as SVG. */
import { LINE_DASHES, PATTERNS, patternInk, type Pattern } from '../../domain/charts/patterns';
import type { LegendItem } from '../../domain/charts/scene';

const INK = { dark: 'rgba(0, 0, 0, 0.6)', light: 'rgba(255, 255, 255, 0.85)' };
const SIZE = 6;

const strokes: Record<Pattern, string> = {
  diagonal: `M-1,1 l2,-2 M0,${SIZE} l${SIZE},-${SIZE} M${SIZE - 1},${SIZE + 1} l2,-2`,
  dots: '',
  crosshatch: `M0,0 l${SIZE},${SIZE} M0,${SIZE} l${SIZE},-${SIZE}`,
  horizontal: `M0,${SIZE / 2} h${SIZE}`,
  vertical: `M${SIZE / 2},0 v${SIZE}`,
};

/** Every pattern in both inks, once per chart; `prefix` keeps the ids of two charts apart. */
export const PatternDefs = ({ prefix }: { prefix: string }) => (
  <defs>
    {PATTERNS.flatMap((pattern) =>
      (['dark', 'light'] as const).map((ink) => (
        <pattern key={`${pattern}-${ink}`} id={`${prefix}-${pattern}-${ink}`} width={SIZE} height={SIZE} patternUnits="userSpaceOnUse">
          {pattern === 'dots' ? (
            <circle cx={SIZE / 2} cy={SIZE / 2} r={1.3} fill={INK[ink]} />
          ) : (
            <path d={strokes[pattern]} stroke={INK[ink]} strokeWidth={1.4} />
          )}
        </pattern>
      )),
    )}
  </defs>
);

/** The fill of a pattern drawn over a mark of colour `fill`. */
export const patternFill = (prefix: string, pattern: Pattern, fill: string) => `url(#${prefix}-${pattern}-${patternInk(fill)})`;

/** A legend swatch of a patterned series: the colour with its pattern, or a dashed line. */
export const PatternSwatch = ({ item, prefix }: { item: LegendItem & { pattern: Pattern }; prefix: string }) =>
  item.shape === 'line' ? (
    <svg className="legend-swatch-svg" width={16} height={12} aria-hidden="true">
      <line x1={0} x2={16} y1={6} y2={6} stroke={item.color} strokeWidth={3} strokeDasharray={LINE_DASHES[item.pattern]} />
    </svg>
  ) : (
    <svg className="legend-swatch-svg" width={12} height={12} aria-hidden="true">
      <rect width={12} height={12} rx={2} fill={item.color} />
      <rect width={12} height={12} rx={2} fill={patternFill(prefix, item.pattern, item.color)} />
    </svg>
  );
