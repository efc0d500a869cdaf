import { describe, expect, it } from 'vitest';
import {
  BREAKPOINTS,
  breakpointOf,
  BLOCK_MIN_PLOT,
  chartHeightInRows,
  clampItem,
  firstFreeCell,
  fitItems,
  fittedPlotHeight,
  fittedRows,
  GRID_COLUMNS,
  heightToRows,
  itemHeight,
  neededHeight,
  previewWidth,
  resizeHandles,
  stepGridItem,
  syncCanvasLayouts,
  type GridItem,
} from './grid';
import { tallRows } from './tall';
import { viewContentWidth } from '../viewer/server-state';

const chart = (key: string) => ({ type: 'chart' as const, key, initialized: true });
const text = (key: string) => ({ type: 'text' as const, key, text: { de: '', fr: '', it: '', en: '' }, initialized: true });
const item = (i: string, x: number, y: number, w: number, h: number): GridItem => ({ i, x, y, w, h });

describe('firstFreeCell', () => {
  it('is the top left corner of an empty grid', () => {
    expect(firstFreeCell([], 4, 2, 5)).toEqual({ x: 0, y: 0 });
  });
  it('goes right of an item when the row has room, else below', () => {
    expect(firstFreeCell([item('a', 0, 0, 2, 5)], 4, 2, 5)).toEqual({ x: 2, y: 0 });
    expect(firstFreeCell([item('a', 0, 0, 2, 5), item('b', 2, 0, 2, 5)], 4, 2, 5)).toEqual({ x: 0, y: 5 });
  });
  it('finds a hole between items', () => {
    expect(firstFreeCell([item('a', 0, 0, 1, 3), item('b', 2, 0, 2, 3)], 4, 1, 1)).toEqual({ x: 1, y: 0 });
    // Too wide for the hole: the first row with two adjacent free columns.
    expect(firstFreeCell([item('a', 0, 0, 1, 3), item('b', 2, 0, 2, 2)], 4, 2, 1)).toEqual({ x: 1, y: 2 });
  });
  it('narrows a block to the grid', () => {
    expect(firstFreeCell([item('a', 0, 0, 1, 2)], 1, 2, 2)).toEqual({ x: 0, y: 2 });
  });
});

describe('syncCanvasLayouts', () => {
  it('places every block at every breakpoint without overlaps', () => {
    const layouts = syncCanvasLayouts([chart('a'), chart('b'), text('t'), chart('c')]);
    for (const bp of BREAKPOINTS) {
      const items = layouts[bp];
      expect(items.map((i) => i.i)).toEqual(['a', 'b', 't', 'c']);
      for (const a of items) {
        expect(a.x + a.w).toBeLessThanOrEqual(GRID_COLUMNS[bp]);
        for (const b of items) if (a !== b) expect(a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h).toBe(false);
      }
    }
    expect(layouts.xl.slice(0, 3)).toMatchObject([
      { x: 0, y: 0, w: 2, h: 7 },
      { x: 2, y: 0, w: 2, h: 7 },
      { x: 0, y: 7, w: 1, h: 1 },
    ]);
    expect(layouts.sm.map((i) => i.y)).toEqual([0, 7, 14, 15]);
  });
  it('gives charts all eight resize handles and text blocks west and east', () => {
    const { lg } = syncCanvasLayouts([chart('a'), text('t')]);
    expect(lg[0].resizeHandles).toHaveLength(8);
    expect(lg[1].resizeHandles).toEqual(['w', 'e']);
    expect(resizeHandles({ type: 'text' })).toEqual(['w', 'e']);
    expect(lg.every((i) => i.minH === 1)).toBe(true);
  });
  it('keeps where the author put a block, drops removed blocks and puts new ones in the first free cell', () => {
    const before = syncCanvasLayouts([chart('a'), chart('b')], { xl: [item('a', 1, 3, 3, 2), item('gone', 0, 0, 1, 1)] });
    expect(before.xl).toMatchObject([
      { i: 'a', x: 1, y: 3, w: 3, h: 2 },
      { i: 'b', x: 0, y: 5, w: 2, h: 7 },
    ]);
  });
  it('clamps kept items to the breakpoint', () => {
    expect(clampItem(item('a', 3, -1, 4, 0), 2)).toMatchObject({ x: 0, y: 0, w: 2, h: 1 });
    expect(clampItem(item('a', 0, 0, 9, 2), 4).w).toBe(4);
  });
});

describe('rows and widths', () => {
  it('turns a measured height into rows of 100 px with the 16 px gaps between them, at least one', () => {
    expect(itemHeight(1)).toBe(100);
    expect(itemHeight(7)).toBe(796);
    expect(heightToRows(0)).toBe(1);
    expect(heightToRows(100)).toBe(1);
    expect(heightToRows(101)).toBe(2);
    expect(heightToRows(216)).toBe(2);
    expect(heightToRows(217)).toBe(3);
    // Every height fits the item of its rows, and not the item of one row less.
    for (let height = 1; height < 2000; height += 7) {
      expect(itemHeight(heightToRows(height))).toBeGreaterThanOrEqual(height);
      if (heightToRows(height) > 1) expect(itemHeight(heightToRows(height) - 1)).toBeLessThan(height);
    }
  });
  it('starts a chart with the item height less the padding of 150, at least the smallest plot', () => {
    expect(chartHeightInRows(5)).toBe(414);
    expect(chartHeightInRows(1)).toBe(BLOCK_MIN_PLOT);
  });
  it('previews each breakpoint at the next wider breakpoint minus 1', () => {
    expect(previewWidth('xl')).toBeUndefined();
    expect(previewWidth('lg')).toBe(1199);
    expect(previewWidth('md')).toBe(991);
    expect(previewWidth('sm')).toBe(479);
    expect(BREAKPOINTS.map((b) => breakpointOf(previewWidth(b) ?? 1600))).toEqual(['xl', 'lg', 'md', 'sm']);
    expect(breakpointOf(390)).toBe('sm');
    expect(breakpointOf(480)).toBe('md');
  });
  it('shows a view of the widest content (1280 px and wider viewports) at xl, as the author laid it out', () => {
    expect(breakpointOf(viewContentWidth(1280))).toBe('xl');
    expect(breakpointOf(viewContentWidth(1920))).toBe('xl');
    expect(breakpointOf(viewContentWidth(1100))).toBe('lg');
  });
});

describe('stepGridItem (the keyboard on the canvas)', () => {
  // a and b side by side on top, c under a: four columns (xl).
  const canvas = () => [item('a', 0, 0, 2, 7), item('b', 2, 0, 2, 7), item('c', 0, 7, 2, 3)];
  const at = (items: GridItem[], key: string) => items.find((i) => i.i === key)!;

  it('moves a block a column right, inside the grid only', () => {
    expect(at(stepGridItem(canvas(), 'c', { dx: 1 }, 4), 'c')).toMatchObject({ x: 1, y: 7 });
    expect(at(stepGridItem(canvas(), 'b', { dx: 1 }, 4), 'b')).toMatchObject({ x: 2 });
    expect(at(stepGridItem(canvas(), 'a', { dx: -1 }, 4), 'a')).toMatchObject({ x: 0 });
  });

  it('moves a block past the one above or below it that shares a column, and compacts the grid', () => {
    const down = stepGridItem(canvas(), 'a', { dy: 1 }, 4);
    expect(at(down, 'c')).toMatchObject({ x: 0, y: 0 });
    expect(at(down, 'a')).toMatchObject({ x: 0, y: 3 });
    expect(at(down, 'b')).toMatchObject({ x: 2, y: 0 });
    expect(stepGridItem(down, 'a', { dy: -1 }, 4).sort((p, q) => p.i.localeCompare(q.i))).toEqual(canvas());
    // Nothing above a: it stays.
    expect(stepGridItem(canvas(), 'a', { dy: -1 }, 4)).toEqual(canvas());
  });

  it('resizes a chart block both ways, a text block only in width, within the grid', () => {
    expect(at(stepGridItem(canvas(), 'c', { dw: 1, dh: -1 }, 4), 'c')).toMatchObject({ w: 3, h: 2 });
    expect(at(stepGridItem(canvas(), 'c', { dh: -5 }, 4), 'c')).toMatchObject({ h: 1 });
    expect(at(stepGridItem(canvas(), 'b', { dw: 3 }, 4), 'b')).toMatchObject({ x: 0, w: 4 });
    const withText = [item('a', 0, 0, 2, 7), { ...item('t', 2, 0, 1, 1), resizeHandles: resizeHandles({ type: 'text' }) }];
    expect(at(stepGridItem(withText, 't', { dw: 1, dh: 2 }, 4), 't')).toMatchObject({ w: 2, h: 1 });
  });
});

describe('tallRows', () => {
  it('lays out one wide block, then two narrow ones, and again', () => {
    expect(tallRows([1, 2, 3, 4, 5, 6])).toEqual([
      { kind: 'wide', blocks: [1] },
      { kind: 'narrow', blocks: [2, 3] },
      { kind: 'wide', blocks: [4] },
      { kind: 'narrow', blocks: [5, 6] },
    ]);
    expect(tallRows([1, 2])).toEqual([
      { kind: 'wide', blocks: [1] },
      { kind: 'narrow', blocks: [2] },
    ]);
    expect(tallRows([])).toEqual([]);
  });
});

describe('blocks fitted to their measured content', () => {
  it("grows or shrinks a chart block's plot by the room its item leaves, never under the smallest plot", () => {
    // A 7-row item is 796 px: a frame of 300 px around a 600 px plot overflows by 104 px, so the plot loses them.
    expect(fittedPlotHeight(7, { height: 900, plot: 600 })).toBe(496);
    expect(fittedPlotHeight(7, { height: 700, plot: 400 })).toBe(496);
    // Drawn with the fitted plot, the content fills the item exactly and the plot stays.
    expect(fittedPlotHeight(7, { height: 796, plot: 496 })).toBe(496);
    expect(fittedPlotHeight(2, { height: 900, plot: 600 })).toBe(BLOCK_MIN_PLOT);
  });
  it("needs a text block's height, and a chart block's frame around the smallest plot", () => {
    expect(neededHeight({ height: 230 })).toBe(230);
    expect(neededHeight({ height: 900, plot: 600 })).toBe(300 + BLOCK_MIN_PLOT);
  });
  it("gives a text block the rows of its text, a chart block at least its author's rows", () => {
    expect(fittedRows({ type: 'text' }, 5, 230)).toBe(3);
    expect(fittedRows({ type: 'text' }, 1, 230)).toBe(3);
    expect(fittedRows({ type: 'chart' }, 7, 450)).toBe(7);
    expect(fittedRows({ type: 'chart' }, 3, 440)).toBe(4);
  });
  it('fits the measured items of a breakpoint and leaves the others as they are', () => {
    const blocks = [
      { type: 'chart' as const, key: 'a', initialized: false },
      { type: 'text' as const, key: 't', text: { de: '', fr: '', it: '', en: '' }, initialized: false },
    ];
    const items: GridItem[] = [
      { i: 'a', x: 0, y: 0, w: 2, h: 3 },
      { i: 't', x: 2, y: 0, w: 1, h: 4 },
    ];
    expect(fitItems(items, blocks, { a: 600 }).map((i) => i.h)).toEqual([6, 4]);
    expect(fitItems(items, blocks, { a: 100, t: 120 }).map((i) => i.h)).toEqual([3, 2]);
    expect(fitItems(items, blocks, {})).toEqual(items);
  });
});
