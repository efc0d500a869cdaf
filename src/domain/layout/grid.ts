/**
 * The free canvas grid of a dashboard (spec 002 §5, §9): columns per breakpoint, row height,
 * block sizes and resize handles, the first free cell for a new block, and measured heights
 * turned into rows. Pure; react-grid-layout only draws what this decides.
 */
import type { Layout } from '../config';

export const BREAKPOINTS = ['xl', 'lg', 'md', 'sm'] as const;
export type Breakpoint = (typeof BREAKPOINTS)[number];

/** Columns per breakpoint (spec 002 §9). */
export const GRID_COLUMNS: Record<Breakpoint, number> = { xl: 4, lg: 3, md: 2, sm: 1 };
/**
 * Smallest container width of each breakpoint: md 480 and sm 0 from the spec, xl and lg the app's
 * wide and desktop widths. A view's content is at most 1216 px wide (viewContentWidth: 1280 less
 * its margins), so xl starts below it: from a 1264 px viewport, visitors see the 4-column layout the
 * author made (at 1280 it was never shown outside an embed).
 */
export const BREAKPOINT_WIDTHS: Record<Breakpoint, number> = { xl: 1200, lg: 992, md: 480, sm: 0 };
export const ROW_HEIGHT = 100;
export const MIN_HEIGHT = 1;
export const MAX_WIDTH = 4;
/** What a chart block's frame (title, filters, footnotes) is taken to need before it is measured: the plot starts with the rest. */
export const EXTRA_HEIGHT_PADDING = 150;
/** Items are initialised this long after their height was measured (spec 002 §4, §9). */
export const INITIALIZE_DELAY = 500;

/**
 * The widest preview of each breakpoint: the next wider breakpoint's width minus 1 (spec 001 §9);
 * xl has no wider one and previews at full width.
 */
export const previewWidth = (breakpoint: Breakpoint): number | undefined => {
  const wider = BREAKPOINTS[BREAKPOINTS.indexOf(breakpoint) - 1];
  return wider ? BREAKPOINT_WIDTHS[wider] - 1 : undefined;
};

/** The breakpoint a container of this width lays out at. */
export const breakpointOf = (width: number): Breakpoint => BREAKPOINTS.find((b) => width >= BREAKPOINT_WIDTHS[b]) ?? 'sm';

export type GridItem = NonNullable<Extract<Layout, { type: 'dashboard' }>['layouts']>[Breakpoint][number];
type Block = Layout['blocks'][number];
export type CanvasLayouts = Record<Breakpoint, GridItem[]>;

const CHART_HANDLES: NonNullable<GridItem['resizeHandles']> = ['s', 'w', 'e', 'n', 'sw', 'nw', 'se', 'ne'];
const TEXT_HANDLES: NonNullable<GridItem['resizeHandles']> = ['w', 'e'];

/** Chart blocks resize every way; a text block's height follows its text, so only west and east. */
export const resizeHandles = (block: Pick<Block, 'type'>) => (block.type === 'text' ? TEXT_HANDLES : CHART_HANDLES);

/** Grid rows of a new chart block (spec 002 §9: seven rows per chart block). */
export const CHART_BLOCK_ROWS = 7;

/** A new block's size: text blocks 1 by 1 (spec 001 §9); charts two columns (when there are two) and seven rows. */
export const defaultSize = (block: Pick<Block, 'type'>, columns: number) =>
  block.type === 'text' ? { w: 1, h: 1 } : { w: Math.min(2, columns), h: CHART_BLOCK_ROWS };

const overlaps = (a: Pick<GridItem, 'x' | 'y' | 'w' | 'h'>, b: Pick<GridItem, 'x' | 'y' | 'w' | 'h'>) =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** The first cell, row by row and left to right, where a w by h block overlaps no item. */
export const firstFreeCell = (items: Pick<GridItem, 'x' | 'y' | 'w' | 'h'>[], columns: number, w: number, h: number) => {
  const width = Math.min(w, columns);
  for (let y = 0; ; y++) {
    for (let x = 0; x + width <= columns; x++) {
      if (!items.some((item) => overlaps(item, { x, y, w: width, h }))) return { x, y };
    }
  }
};

/** An item kept inside the grid: at most the columns (and 4) wide, at least one row high. */
export const clampItem = (item: GridItem, columns: number): GridItem => {
  const w = Math.max(1, Math.min(item.w, columns, MAX_WIDTH));
  return { ...item, w, x: Math.max(0, Math.min(item.x, columns - w)), y: Math.max(0, item.y), h: Math.max(MIN_HEIGHT, item.h) };
};

const newItem = (block: Block, items: GridItem[], columns: number): GridItem => {
  const { w, h } = defaultSize(block, columns);
  return { i: block.key, ...firstFreeCell(items, columns, w, h), w, h, minH: MIN_HEIGHT, maxW: MAX_WIDTH, resizeHandles: [...resizeHandles(block)] };
};

/**
 * The grid items of each breakpoint made to match the blocks: items of blocks that went are
 * dropped, kept ones stay where the author put them (inside the grid), and each new block goes
 * in the first free cell.
 */
export const syncCanvasLayouts = (blocks: Block[], layouts: Partial<CanvasLayouts> = {}): CanvasLayouts => {
  const result = {} as CanvasLayouts;
  for (const breakpoint of BREAKPOINTS) {
    const columns = GRID_COLUMNS[breakpoint];
    const byKey = new Map((layouts[breakpoint] ?? []).map((item) => [item.i, item]));
    const items = blocks.flatMap((b): GridItem[] => {
      const item = byKey.get(b.key);
      return item ? [{ ...clampItem(item, columns), minH: MIN_HEIGHT, maxW: MAX_WIDTH, resizeHandles: [...resizeHandles(b)] }] : [];
    });
    for (const block of blocks) if (!byKey.has(block.key)) items.push(newItem(block, items, columns));
    result[breakpoint] = items;
  }
  return result;
};

/** The gap between grid items, across and down (px). */
export const GRID_MARGIN = 16;

/** The width (px) of an item `w` columns wide in a grid `width` px wide of `columns` columns, as react-grid-layout places it. */
export const itemWidth = (width: number, columns: number, w: number) => {
  const column = (width - GRID_MARGIN * (columns - 1)) / columns;
  return Math.round(column * w + GRID_MARGIN * Math.max(0, w - 1));
};

/** The height (px) of an item of `rows` rows: the rows and the gaps between them. */
export const itemHeight = (rows: number) => rows * ROW_HEIGHT + (rows - 1) * GRID_MARGIN;

/** Rows a measured height (px) takes, gaps between rows counted, at least one. */
export const heightToRows = (height: number) => Math.max(MIN_HEIGHT, Math.ceil((height + GRID_MARGIN) / (ROW_HEIGHT + GRID_MARGIN)));

/** The smallest plot a chart block shrinks to (spec 002 §9: the smallest chart height); below it the block grows. */
export const BLOCK_MIN_PLOT = 150;

/** The plot height a chart block starts with in an item of `rows` rows, before its frame is measured. */
export const chartHeightInRows = (rows: number) => Math.max(BLOCK_MIN_PLOT, itemHeight(rows) - EXTRA_HEIGHT_PADDING);

/** What a block's content measured: its height (px, with the block's border) and, for a chart, the plot height it was drawn with. */
export type BlockMeasure = { height: number; plot?: number };

/**
 * The plot height that makes a chart block's content fill its item: the plot drawn now, grown by
 * the room left below the content or shrunk by what overflows, never under BLOCK_MIN_PLOT.
 */
export const fittedPlotHeight = (rows: number, { height, plot }: Required<BlockMeasure>) =>
  Math.max(BLOCK_MIN_PLOT, Math.floor(plot + itemHeight(rows) - height));

/**
 * The height (px) a block needs: a text block its measured height, a chart block its measured
 * height with the plot at its smallest (the frame, footnotes and controls all shown).
 */
export const neededHeight = ({ height, plot }: BlockMeasure) => (plot === undefined ? height : height - plot + BLOCK_MIN_PLOT);

/**
 * The rows of a measured block: a text block takes exactly the rows of its text (its height
 * follows it); a chart block keeps the author's rows unless its frame needs more.
 */
export const fittedRows = (block: Pick<Block, 'type'>, rows: number, needed: number) =>
  block.type === 'text' ? heightToRows(needed) : Math.max(rows, heightToRows(needed));

/** A breakpoint's items with each measured block at its fitted rows (needed heights by block key); the grid pushes items below down. */
export const fitItems = (items: GridItem[], blocks: Block[], needed: Record<string, number>): GridItem[] =>
  items.map((item) => {
    const block = blocks.find((b) => b.key === item.i);
    const height = needed[item.i];
    return block && height !== undefined ? { ...item, h: fittedRows(block, item.h, height) } : item;
  });

/** A keyboard step on the canvas: move by a column or past a neighbour, or grow/shrink by a cell. */
export type GridStep = { dx?: number; dy?: -1 | 1; dw?: number; dh?: number };

const byPosition = (a: GridItem, b: GridItem) => a.y - b.y || a.x - b.x;

/** Items pulled up as far as they go, in their order, as react-grid-layout compacts them. */
const compact = (ordered: GridItem[]): GridItem[] => {
  const placed: GridItem[] = [];
  for (const item of ordered) {
    let y = 0;
    while (placed.some((p) => overlaps(p, { ...item, y }))) y++;
    placed.push({ ...item, y });
  }
  return placed;
};

/**
 * The canvas after a keyboard step of one item (react-grid-layout has no keyboard of its own):
 * left and right move it a column, up and down past the item above or below it that shares a
 * column, and a size step changes its width, or its height where it may be resized vertically
 * (not text blocks). The grid is compacted upwards as the mouse leaves it.
 */
export const stepGridItem = (items: GridItem[], key: string, step: GridStep, columns: number): GridItem[] => {
  const item = items.find((i) => i.i === key);
  if (!item) return items;
  const tall = item.resizeHandles?.includes('s') ?? true;
  const changed = clampItem({ ...item, x: item.x + (step.dx ?? 0), w: item.w + (step.dw ?? 0), h: item.h + (tall ? (step.dh ?? 0) : 0) }, columns);
  const ordered = items.map((i) => (i.i === key ? changed : i)).sort(byPosition);
  if (step.dy) {
    const at = ordered.findIndex((i) => i.i === key);
    const sharesColumn = (other: GridItem) => other.x < changed.x + changed.w && changed.x < other.x + other.w;
    let to = at + step.dy;
    while (to >= 0 && to < ordered.length && !sharesColumn(ordered[to])) to += step.dy;
    if (to >= 0 && to < ordered.length) [ordered[at], ordered[to]] = [ordered[to], ordered[at]];
  }
  return compact(ordered);
};
