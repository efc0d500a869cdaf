/**
 * Where column and bar charts write values (issue 29): outside the end of a mark when it fits
 * there, else inside, else not at all — the value stays in the mark's tooltip and the data
 * table. A value wider than its column is written upright. Stacked segments are written inside
 * only, and their stacks' totals outside. No label leaves the room it is given, overlaps another
 * label or a mark it does not belong to.
 */
import { insideTextColor } from '../contrast';
import type { Mark, ValueLabel } from '../scene';
import { valueLabelBox } from '../text-boxes';
import { lineHeight, measureText, overlaps, VALUE_FONT, within, type Box } from '../text';

type Rect = Extract<Mark, { type: 'rect' }>;

/** Space between a mark's end and a label outside it, or its edge and a label inside. */
const GAP = 3;
const LINE = lineHeight(VALUE_FONT);
/** How a label sits along a mark: its length along the value axis and across it, flat or upright. */
type Fit = { along: number; across: number; upright: boolean };

/** The ways a text may lie on a column (flat, then upright) or a bar (flat), with its extent. */
const fits = (text: string, vertical: boolean): Fit[] => {
  const width = measureText(text, VALUE_FONT);
  return vertical
    ? [
        { along: LINE, across: width, upright: false },
        { along: width, across: LINE, upright: true },
      ]
    : [{ along: width, across: LINE, upright: false }];
};

/**
 * A label centred across a mark's slot (from `start`, `size` wide) whose end along the value axis
 * is `end`, placed from there towards `direction` (+1: down or right, −1: up or left).
 */
const labelAt = (text: string, fit: Fit, vertical: boolean, centre: number, end: number, direction: 1 | -1, color?: string): ValueLabel => {
  const middle = end + (direction * fit.along) / 2;
  if (!vertical) return { x: middle, y: centre, text, anchor: 'middle', centred: true, ...(color && { color }) };
  return { x: centre, y: middle, text, anchor: 'middle', centred: true, ...(fit.upright && { upright: true }), ...(color && { color }) };
};

/** Candidate labels of a mark: outside it past its end, inside at its end or, in a stack, its middle. */
const candidates = (mark: Rect, text: string, vertical: boolean, stacked: boolean, ways: Fit[]): ValueLabel[] => {
  const negative = mark.value < 0;
  const [start, length, across] = vertical ? [mark.y, mark.height, mark.width] : [mark.x, mark.width, mark.height];
  const centre = vertical ? mark.x + mark.width / 2 : mark.y + mark.height / 2;
  // The end the value reaches: the top of a positive column, the right of a positive bar.
  const end = vertical ? (negative ? start + length : start) : negative ? start : start + length;
  // Outward from the end: up for a positive column, right for a positive bar.
  const out: 1 | -1 = vertical ? (negative ? 1 : -1) : negative ? -1 : 1;
  const color = insideTextColor(mark.fill);
  return ways.flatMap((fit) => [
    ...(!stacked && fit.across <= across + 2 ? [labelAt(text, fit, vertical, centre, end + out * GAP, out)] : []),
    ...(fit.across + 2 <= across && fit.along + 2 * GAP <= length
      ? [
          stacked
            ? labelAt(text, fit, vertical, centre, start + (length - fit.along) / 2, 1, color)
            : labelAt(text, fit, vertical, centre, end - out * GAP, out === 1 ? -1 : 1, color),
        ]
      : []),
  ]);
};

export type Total = { text: string; negative: boolean; x: number; y: number; slot: number };

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
  /** A stack's total at the end of the stack, in plot pixels, and how wide its category's step is. */
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
  // Totals first: a stack's total says more than any one of its segments. Each stays in its
  // category's step, so that totals are written for every stack or for none.
  const writtenTotals = totals.flatMap((t) => {
    const out: 1 | -1 = vertical ? (t.negative ? 1 : -1) : t.negative ? -1 : 1;
    const [centre, end] = vertical ? [t.x, t.y] : [t.y, t.x];
    const label = fits(t.text, vertical)
      .filter((fit) => fit.across <= t.slot - 2)
      .map((fit) => labelAt(t.text, fit, vertical, centre, end + out * GAP, out))
      .find((l) => free(l));
    return label ? [label] : [];
  });
  // Single and grouped values are all flat, or all upright, or not written at all: a few stray
  // values over a crowd of columns would read as if the others had none.
  const across = (fit: Fit, i: number) => fit.across <= (vertical ? marks[i].width : marks[i].height) + 2;
  const ways = stacked
    ? undefined
    : [false, true].find((upright) =>
        values?.every((text, i) => {
          const fit = fits(text, vertical).find((f) => f.upright === upright);
          return !!fit && across(fit, i);
        }),
      );
  const written = marks.map((mark, i) => {
    const text = values?.[i];
    // An empty segment, or an empty stack, has nothing to write.
    if (text === undefined || (stacked && mark.value === 0) || (!stacked && ways === undefined)) return mark;
    const choice = fits(text, vertical).filter((fit) => stacked || fit.upright === ways);
    const label = candidates(mark, text, vertical, stacked, choice).find((c) => free(c, mark));
    return label ? { ...mark, label } : mark;
  });
  return { marks: written, totals: writtenTotals };
};

/**
 * Room the totals need past the stacks' ends: a line, or the widest total upright when totals are
 * wider than a step; none when not even upright ones fit a step.
 */
export const totalsRoom = (texts: string[], step: number) => {
  if (!texts.length) return 0;
  const widest = Math.max(...texts.map((t) => measureText(t, VALUE_FONT)));
  return widest <= step - 2 ? LINE + GAP : LINE <= step - 2 ? widest + GAP : 0;
};
