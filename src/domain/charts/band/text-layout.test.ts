/**
 * Issue 29: the text of generated band scenes — 26 cantons with long names at phone, tablet and
 * desktop widths, grouped and stacked with values and totals, percent stacks with empty
 * segments, negative values — never overlaps, never crosses the frame, and a category axis
 * writes every label or a regular every k-th.
 */
import { describe, expect, it } from 'vitest';
import type { ChartConfigOf } from '../../config';
import type { Component, Observation } from '../../data';
import { initialInteractiveState } from '../chart-data';
import { CHART_DEFINITIONS } from '../registry';
import type { Mark, Scene } from '../scene';
import { configBase, dimension, measure, yearDimension } from '../test-fixture';
import { textCollisions as collisions, valueLabelBox } from '../text-boxes';

const CANTONS: [string, string][] = [
  ['Zürich', 'ZH'],
  ['Bern / Berne', 'BE'],
  ['Luzern', 'LU'],
  ['Uri', 'UR'],
  ['Schwyz', 'SZ'],
  ['Obwalden', 'OW'],
  ['Nidwalden', 'NW'],
  ['Glarus', 'GL'],
  ['Zug', 'ZG'],
  ['Freiburg / Fribourg', 'FR'],
  ['Solothurn', 'SO'],
  ['Basel-Stadt', 'BS'],
  ['Basel-Landschaft', 'BL'],
  ['Schaffhausen', 'SH'],
  ['Appenzell Ausserrhoden', 'AR'],
  ['Appenzell Innerrhoden', 'AI'],
  ['St. Gallen', 'SG'],
  ['Graubünden / Grigioni / Grischun', 'GR'],
  ['Aargau', 'AG'],
  ['Thurgau', 'TG'],
  ['Ticino', 'TI'],
  ['Vaud', 'VD'],
  ['Valais / Wallis', 'VS'],
  ['Neuchâtel', 'NE'],
  ['Genève', 'GE'],
  ['Jura', 'JU'],
];
const canton = dimension(
  'Canton',
  CANTONS.map(([name]) => name),
);
const abbreviated = { ...canton, id: 'cube___Code', values: canton.values.map((v, i) => ({ ...v, alternateName: CANTONS[i][1] })) } as Component;
const pollutant = dimension('Pollutant', ['Nitrogen dioxide', 'Ozone', 'Fine particles']);
const amount = measure('amount', { label: 'Amount', unit: 't' });
const YEARS = ['2014', '2015', '2016', '2017', '2018', '2019', '2020', '2021', '2022', '2023'];
const year = yearDimension(YEARS);
const components = new Map<string, Component>([canton, abbreviated, pollutant, amount, year].map((c) => [c.id, c]));

/** Deterministic values: up to 494, with both signs when asked, some series empty in some cantons. */
const observations = ({ negative = false, empty = false } = {}): Observation[] =>
  CANTONS.flatMap(([name], i) =>
    pollutant.values.map((p, j) => {
      const base = ((i * 37 + j * 91) % 97) * 5 + 9 + (i === 1 && j === 0 ? 494 - 9 - ((37 + 0) % 97) * 5 : 0);
      const value = empty && (i + j) % 4 === 0 ? 0 : negative && (i + j) % 3 === 0 ? -base : base;
      return { [canton.id]: name, [abbreviated.id]: name, [pollutant.id]: p.label, [amount.id]: value };
    }),
  );

type Options = { type: 'column' | 'bar'; category?: string; segment?: 'stacked' | 'grouped'; showValues?: boolean; showTotals?: boolean };
const config = (o: Options): ChartConfigOf<'column'> | ChartConfigOf<'bar'> => {
  const category = { componentId: o.category ?? canton.id };
  const values = { componentId: amount.id, showValues: o.showValues, showTotals: o.showTotals };
  const fields = {
    color: o.segment
      ? { type: 'segment' as const, paletteId: 'category10', colorMapping: {} }
      : { type: 'single' as const, paletteId: 'category10', color: '#336699' },
    ...(o.segment && { segment: { componentId: pollutant.id, type: o.segment, sorting: { sortingType: 'byAuto' as const, sortingOrder: 'asc' as const } } }),
  };
  return o.type === 'column'
    ? { ...configBase(), chartType: 'column', fields: { x: category, y: values, ...fields } }
    : { ...configBase(), chartType: 'bar', fields: { x: values, y: category, ...fields } };
};

const scene = (o: Options, width: number, { percent = false, obs = observations() } = {}): Scene =>
  (CHART_DEFINITIONS[o.type].scene as (input: unknown) => Scene)({
    config: config(o),
    components,
    observations: obs,
    state: { ...initialInteractiveState(), calculation: percent ? 'percent' : 'identity' },
    width,
    height: width < 480 ? 200 : 320,
    locale: 'en',
  });

const categoryAxis = (s: Scene, o: Options) => s.axes.find((a) => a.position === (o.type === 'column' ? 'bottom' : 'left'))!;
type Rect = Extract<Mark, { type: 'rect' }>;
const rects = (s: Scene) => s.marks.filter((m): m is Rect => m.type === 'rect');

const WIDTHS = [390, 640, 1280];
const CASES: { name: string; options: Options; percent?: boolean; obs?: Observation[] }[] = [
  { name: '26 columns, long names', options: { type: 'column' } },
  { name: '26 columns with short names', options: { type: 'column', category: abbreviated.id } },
  { name: '26 bars with values', options: { type: 'bar', showValues: true } },
  { name: 'grouped columns with values', options: { type: 'column', segment: 'grouped', showValues: true } },
  { name: 'grouped bars with values', options: { type: 'bar', segment: 'grouped', showValues: true } },
  { name: 'stacked columns with values and totals', options: { type: 'column', segment: 'stacked', showValues: true, showTotals: true } },
  { name: 'stacked bars with values and totals', options: { type: 'bar', segment: 'stacked', showValues: true, showTotals: true } },
  {
    name: 'percent stacks with empty segments',
    options: { type: 'column', segment: 'stacked', showValues: true },
    percent: true,
    obs: observations({ empty: true }),
  },
  { name: 'negative columns with values', options: { type: 'column', showValues: true, segment: 'grouped' }, obs: observations({ negative: true }) },
  {
    name: 'negative stacked columns with totals',
    options: { type: 'column', segment: 'stacked', showTotals: true },
    obs: observations({ negative: true }),
  },
  {
    name: 'negative stacked bars with totals',
    options: { type: 'bar', segment: 'stacked', showValues: true, showTotals: true },
    obs: observations({ negative: true }),
  },
];

describe('band scenes place their text without collisions (issue 29)', () => {
  for (const c of CASES)
    for (const width of WIDTHS)
      it(`${c.name} at ${width} px: no text overlaps another or crosses the frame`, () => {
        const s = scene(c.options, width, { percent: c.percent, obs: c.obs });
        expect(collisions(s)).toEqual({ overlapping: [], cut: [] });
      });
});

describe('category labels (issue 29)', () => {
  it('labels all 26 cantons upright at 640 and 1280 px, every second one at 390 px', () => {
    const counts = WIDTHS.map((w) => categoryAxis(scene({ type: 'column' }, w), { type: 'column' }).ticks.length);
    expect(counts).toEqual([13, 26, 26]);
    const phone = categoryAxis(scene({ type: 'column' }, 390), { type: 'column' });
    // A regular thinning: the first, third, fifth… canton.
    expect(phone.ticks.map((t) => t.label)).toEqual(CANTONS.filter((_, i) => i % 2 === 0).map(([name]) => name));
  });

  it('labels all 26 cantons in their short names at every width, titled with the full names', () => {
    for (const width of WIDTHS) {
      const axis = categoryAxis(scene({ type: 'column', category: abbreviated.id }, width), { type: 'column' });
      expect(axis.ticks).toHaveLength(26);
      expect(axis.ticks[14]).toMatchObject({ label: 'AR', full: 'Appenzell Ausserrhoden' });
    }
  });

  it('labels every bar, wrapping long names onto more lines', () => {
    for (const width of WIDTHS) expect(categoryAxis(scene({ type: 'bar' }, width), { type: 'bar' }).ticks).toHaveLength(26);
    const phone = categoryAxis(scene({ type: 'bar' }, 390), { type: 'bar' });
    expect(phone.ticks[17].lines!.length).toBeGreaterThan(1);
  });
});

describe('value labels (issue 29)', () => {
  it('writes the longest bar’s value inside the frame', () => {
    for (const width of WIDTHS) {
      const s = scene({ type: 'bar', showValues: true }, width);
      const longest = rects(s).reduce((a, b) => (b.value > a.value ? b : a));
      expect(longest.value).toBe(494);
      expect(longest.label?.text).toBe('494');
    }
  });

  it('hides grouped values with no room rather than writing them over each other, and keeps them in the tooltip', () => {
    const s = scene({ type: 'column', segment: 'grouped', showValues: true }, 390);
    const hidden = rects(s).filter((r) => !r.label);
    expect(hidden.length).toBeGreaterThan(0);
    for (const r of hidden) expect(r.tooltip.value).toBe(`${r.value} t`);
  });

  it('writes grouped values all flat, all upright or none: never a few strays over a crowd of columns', () => {
    expect(rects(scene({ type: 'column', segment: 'grouped', showValues: true }, 640)).filter((r) => r.label)).toEqual([]);
    const wide = rects(scene({ type: 'column', segment: 'grouped', showValues: true }, 1280)).filter((r) => r.label);
    expect(wide.length).toBeGreaterThan(70);
    expect(wide.every((r) => r.label!.upright)).toBe(true);
  });

  it('makes grouped bars with values thick enough to write every value, at any width', () => {
    for (const width of WIDTHS) expect(rects(scene({ type: 'bar', segment: 'grouped', showValues: true }, width)).every((r) => r.label)).toBe(true);
  });

  it('writes no value for an empty segment of a percent stack', () => {
    const s = scene({ type: 'column', segment: 'stacked', showValues: true }, 1280, { percent: true, obs: observations({ empty: true }) });
    const empty = rects(s).filter((r) => r.value === 0);
    expect(empty.length).toBeGreaterThan(0);
    expect(empty.every((r) => !r.label)).toBe(true);
    expect(rects(s).some((r) => r.label)).toBe(true);
  });

  it('writes each stack’s total past its end, and none in percent', () => {
    const s = scene({ type: 'column', segment: 'stacked', showTotals: true }, 1280);
    expect(s.totals).toHaveLength(26);
    const zurich = rects(s).filter((r) => r.key.startsWith('Zürich\u0000'));
    const sum = zurich.reduce((a, r) => a + r.value, 0);
    const top = Math.min(...zurich.map((r) => r.y));
    const total = s.totals!.find((t) => t.text === String(sum))!;
    expect(total.y).toBeLessThan(top);
    expect(scene({ type: 'column', segment: 'stacked', showTotals: true }, 1280, { percent: true }).totals).toBeUndefined();
  });

  it('writes a negative bar’s value to its left and a negative column’s below it', () => {
    const bars = scene({ type: 'bar', showValues: true }, 1280, { obs: observations({ negative: true }) });
    const negative = rects(bars).filter((r) => r.value < 0 && r.label);
    expect(negative.length).toBeGreaterThan(0);
    // Outside, left of the bar's end, or inside it: never right of its zero end.
    for (const r of negative) expect(r.label!.x).toBeLessThan(r.x + r.width);
    expect(negative.some((r) => r.label!.x < r.x)).toBe(true);
    const columns = scene({ type: 'column', showValues: true }, 1280, { obs: observations({ negative: true }) });
    const column = rects(columns).find((r) => r.value < 0 && r.label)!;
    expect(column.label!.y).toBeGreaterThan(column.y);
  });
});

describe('totals of stacks below zero (issue 29)', () => {
  // Ten years of balances like a trade deficit's: two large negative parts and a small positive one, each year's total between −26,000 and −44,000.
  const deficits = YEARS.flatMap((y, i) =>
    pollutant.values.map((p, j) => ({
      [year.id]: y,
      [pollutant.id]: p.label,
      [amount.id]: [-(20_000 + i * 1_000), -(10_000 + ((i * 7) % 10) * 1_000), 4_000 + i * 500][j],
    })),
  );
  const stacked = (type: 'column' | 'bar') => ({ type, category: year.id, segment: 'stacked' as const, showTotals: true });
  const ends = (s: Scene, type: 'column' | 'bar') =>
    YEARS.map((y) => {
      const parts = rects(s).filter((r) => r.key.startsWith(`${y}\u0000`));
      return type === 'column' ? Math.max(...parts.map((r) => r.y + r.height)) : Math.min(...parts.map((r) => r.x));
    });

  it.each(WIDTHS)('columns at %i px: every total written below its stack, none cut, no room kept above', (width) => {
    const s = scene(stacked('column'), width, { obs: deficits });
    expect(s.totals).toHaveLength(10);
    const bottoms = ends(s, 'column');
    s.totals!.forEach((t, i) => {
      expect(t.text).toMatch(/^−/);
      expect(valueLabelBox(t).y).toBeGreaterThan(bottoms[i]);
    });
    expect(collisions(s)).toEqual({ overlapping: [], cut: [] });
    expect(s.plot.top).toBe(8);
  });

  it.each(WIDTHS)('bars at %i px: every total written left of its stack, inside the plot', (width) => {
    const s = scene(stacked('bar'), width, { obs: deficits });
    expect(s.totals).toHaveLength(10);
    const lefts = ends(s, 'bar');
    s.totals!.forEach((t, i) => {
      const box = valueLabelBox(t);
      expect(box.x + box.width).toBeLessThan(lefts[i]);
      expect(box.x).toBeGreaterThanOrEqual(0);
    });
    expect(collisions(s)).toEqual({ overlapping: [], cut: [] });
  });
});
