/**
 * Where column and bar charts write values (issue 29): outside the end of a mark when it fits
 * there, else inside, else not at all — the value stays in the mark's tooltip and the data
 * table. Stacked segments are written inside only, and their stacks' totals outside. No label
 * leaves the room it is given, overlaps another label or a mark it does not belong to.
 */
import { contrastRatio } from '../contrast';
import type { Mark, ValueLabel } from '../scene';
import { valueLabelBox } from '../text-boxes';
import { ASCENT, DESCENT, measureText, overlaps, VALUE_FONT, within, type Box } from '../text';

type Rect = Extract<Mark, { type: 'rect' }>;

/** Space between a mark's end and a label outside it, or its edge and a label inside. */
const GAP = 3;
const HEIGHT = (ASCENT + DESCENT) * VALUE_FONT;
/** Text colours inside a mark: the darker on light fills, white on dark ones. */
const INK = '#1d2433';
const LIGHT = '#ffffff';

const insideColor = (fill: string) => ((contrastRatio(INK, fill) ?? 21) >= (contrastRatio(LIGHT, fill) ?? 1) ? INK : LIGHT);

/** A label past the end of a mark, in the direction of its value. */
const outside = (mark: Rect, text: string, vertical: boolean): ValueLabel =>
  vertical
    ? {
        x: mark.x + mark.width / 2,
        y: mark.value < 0 ? mark.y + mark.height + GAP + HEIGHT / 2 : mark.y - GAP - HEIGHT / 2,
        text,
        anchor: 'middle',
        centred: true,
      }
    : mark.value < 0
      ? { x: mark.x - GAP, y: mark.y + mark.height / 2, text, anchor: 'end', centred: true }
      : { x: mark.x + mark.width + GAP, y: mark.y + mark.height / 2, text, anchor: 'start', centred: true };

/** A label inside a mark: in the middle of a stacked segment, at the end of anything else. */
const inside = (mark: Rect, text: string, vertical: boolean, middle: boolean): ValueLabel => {
  const color = insideColor(mark.fill);
  const negative = mark.value < 0;
  if (vertical) {
    const y = middle ? mark.y + mark.height / 2 : negative ? mark.y + mark.height - GAP - HEIGHT / 2 : mark.y + GAP + HEIGHT / 2;
    return { x: mark.x + mark.width / 2, y, text, anchor: 'middle', centred: true, color };
  }
  const y = mark.y + mark.height / 2;
  if (middle) return { x: mark.x + mark.width / 2, y, text, anchor: 'middle', centred: true, color };
  return negative
    ? { x: mark.x + GAP, y, text, anchor: 'start', centred: true, color }
    : { x: mark.x + mark.width - GAP, y, text, anchor: 'end', centred: true, color };
};

/** Whether a label fits inside its mark with a gap all round. */
const fitsInside = (mark: Rect, text: string) => measureText(text, VALUE_FONT) + 2 * GAP <= mark.width && HEIGHT + 2 <= mark.height;

/** Whether a label outside a mark stays as narrow (column) or as low (bar) as the mark's slot. */
const fitsBeside = (mark: Rect, text: string, vertical: boolean) => (vertical ? measureText(text, VALUE_FONT) <= mark.width + 2 : HEIGHT <= mark.height + 2);

export type Total = { text: string; negative: boolean; x: number; y: number };

export const placeValueLabels = ({
  marks,
  values,
  inside: stacked,
  totals,
  vertical,
  bounds,
}: {
  marks: Rect[];
  /** Each mark's value as written, when values are shown. */
  values?: string[];
  /** Segments of stacks: written inside only. */
  inside: boolean;
  /** A stack's total at the end of the stack, in plot pixels. */
  totals: Total[];
  vertical: boolean;
  /** The room labels may take, in plot pixels. */
  bounds: Box;
}): { marks: Rect[]; totals: ValueLabel[] } => {
  const taken: Box[] = [];
  const free = (label: ValueLabel, own?: Rect) => {
    const box = valueLabelBox(label);
    if (!within(box, bounds) || taken.some((t) => overlaps(t, box))) return false;
    if (marks.some((m) => m !== own && overlaps(m, box))) return false;
    taken.push(box);
    return true;
  };
  // Totals first: a stack's total says more than any one of its segments.
  const writtenTotals = totals.flatMap((t) => {
    const label: ValueLabel = vertical
      ? { x: t.x, y: t.negative ? t.y + GAP + HEIGHT / 2 : t.y - GAP - HEIGHT / 2, text: t.text, anchor: 'middle', centred: true }
      : { x: t.negative ? t.x - GAP : t.x + GAP, y: t.y, text: t.text, anchor: t.negative ? 'end' : 'start', centred: true };
    return free(label) ? [label] : [];
  });
  const written = marks.map((mark, i) => {
    const text = values?.[i];
    // An empty segment, or an empty stack, has nothing to write.
    if (text === undefined || (stacked && mark.value === 0)) return mark;
    const candidates = [
      ...(!stacked && fitsBeside(mark, text, vertical) ? [outside(mark, text, vertical)] : []),
      ...(fitsInside(mark, text) ? [inside(mark, text, vertical, stacked)] : []),
    ];
    const label = candidates.find((c) => free(c, mark));
    return label ? { ...mark, label } : mark;
  });
  return { marks: written, totals: writtenTotals };
};
