/**
 * The free canvas (spec 002 §5, §9) drawn with react-grid-layout: loaded lazily, only where a
 * canvas is shown. The grid's rules (columns, rows, sizes, handles, fitting) come from
 * domain/layout/grid; every block is measured whenever its content changes and shown at the rows
 * it needs, a chart's plot fitted to its block.
 */
import { useCallback, useContext, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { GridLayout, useContainerWidth, type Layout as GridLayoutItems } from 'react-grid-layout';
import 'react-grid-layout/css/styles.css';
import type { Layout } from '../../domain/config';
import {
  breakpointOf,
  chartHeightInRows,
  fitItems,
  fittedPlotHeight,
  GRID_COLUMNS,
  GRID_MARGIN,
  INITIALIZE_DELAY,
  itemWidth,
  neededHeight,
  ROW_HEIGHT,
  stepGridItem,
  syncCanvasLayouts,
  type BlockMeasure,
  type Breakpoint,
  type GridItem,
  type GridStep,
} from '../../domain/layout/grid';
import { viewContentWidth } from '../../domain/viewer/server-state';
import { ChartPlaceContext, EmbedPageContext, useViewportWidth } from '../hydration';

type Dashboard = Extract<Layout, { type: 'dashboard' }>;
type Block = Layout['blocks'][number];

export type CanvasEdit = {
  onChange: (breakpoint: Breakpoint, items: GridItem[]) => void;
  onMeasured: (key: string, height: number, breakpoint: Breakpoint) => void;
  dragHandleLabel: (block: Block) => string;
  /** How the handle works from the keyboard (arrows move, Shift with arrows resizes). */
  keyboardHint: string;
};

/** Arrow keys on a block's handle move it; with Shift they resize it. */
const keyStep = (event: KeyboardEvent): GridStep | undefined => {
  const size = event.shiftKey;
  switch (event.key) {
    case 'ArrowLeft':
      return size ? { dw: -1 } : { dx: -1 };
    case 'ArrowRight':
      return size ? { dw: 1 } : { dx: 1 };
    case 'ArrowUp':
      return size ? { dh: -1 } : { dy: -1 };
    case 'ArrowDown':
      return size ? { dh: 1 } : { dy: 1 };
    default:
      return undefined;
  }
};

/**
 * A block's content, measured whenever its size changes: the height the block needs goes up to
 * the grid, and a chart's plot is fitted to the block's item (the chart shrinks or grows, the
 * block never scrolls).
 */
const FittedBlock = ({
  block,
  rows,
  breakpoint,
  onNeeded,
  children,
}: {
  block: Block;
  rows: number;
  breakpoint: Breakpoint;
  onNeeded: (breakpoint: Breakpoint, key: string, height: number) => void;
  children: (plotHeight?: number) => ReactNode;
}) => {
  const ref = useRef<HTMLDivElement>(null);
  const chart = block.type === 'chart';
  const [plot, setPlot] = useState(() => chartHeightInRows(rows));
  // What the last measure read and the rows it was fitted to: a change of rows alone refits the plot.
  const last = useRef<{ measure?: BlockMeasure; plot: number; rows: number }>({ plot, rows });
  useLayoutEffect(() => {
    last.current.plot = plot;
    last.current.rows = rows;
    const { measure } = last.current;
    if (chart && measure?.plot !== undefined) setPlot(fittedPlotHeight(rows, { height: measure.height, plot: measure.plot }));
  }, [plot, rows, chart]);
  useEffect(() => {
    const content = ref.current;
    const item = content?.parentElement;
    if (!content || !item) return;
    const observer = new ResizeObserver(() => {
      // The content's own height and the item's border: the height the item must have to show it all.
      const height = Math.ceil(content.getBoundingClientRect().height) + item.offsetHeight - item.clientHeight;
      const measure = chart ? { height, plot: last.current.plot } : { height };
      last.current.measure = measure;
      onNeeded(breakpoint, block.key, neededHeight(measure));
      if (chart) setPlot(fittedPlotHeight(last.current.rows, { height, plot: last.current.plot }));
    });
    observer.observe(content);
    return () => observer.disconnect();
  }, [block.key, chart, breakpoint, onNeeded]);
  return (
    <div ref={ref} className="canvas-block-content">
      {children(chart ? plot : undefined)}
    </div>
  );
};

const toItems = (layout: GridLayoutItems): GridItem[] => layout.map(({ i, x, y, w, h }) => ({ i, x, y, w, h }));

/**
 * `breakpoint` fixes the grid's breakpoint (the layout step's preview widths); without it the
 * container's width decides. Each block is shown at the rows its content needs at the breakpoint
 * (fitItems); while editing, those rows are kept in the layout INITIALIZE_DELAY after they change.
 *
 * The grid is react-grid-layout's plain GridLayout given the breakpoint's columns and items, not its
 * ResponsiveGridLayout: that wrapper keeps a layout of its own, which it and the grid hand back and
 * forth through their effects. Under Preact (a published chart's page), which runs a component's
 * pending effects before it renders again, a resize sometimes set them off without end: the page
 * froze (1 resize in ~50 between 1280 and 390 px).
 */
export const CanvasGrid = ({
  layout,
  renderBlock,
  edit,
  breakpoint: fixed,
}: {
  layout: Dashboard;
  renderBlock: (block: Block, plotHeight?: number) => ReactNode;
  edit?: CanvasEdit;
  breakpoint?: Breakpoint;
}) => {
  // Until measured, the page's content width in the viewport: what the server lays the grid out for, and the browser while it hydrates.
  const viewportWidth = useViewportWidth();
  const embedded = useContext(EmbedPageContext);
  const [initialWidth] = useState(() => Math.round(viewContentWidth(viewportWidth, { embedded })));
  const { width, containerRef, mounted } = useContainerWidth({ initialWidth });
  const breakpoint = fixed ?? breakpointOf(width);
  const [needed, setNeeded] = useState<Partial<Record<Breakpoint, Record<string, number>>>>({});
  const onNeeded = useCallback(
    (at: Breakpoint, key: string, height: number) =>
      setNeeded((current) => (current[at]?.[key] === height ? current : { ...current, [at]: { ...current[at], [key]: height } })),
    [],
  );
  const gridConfig = useMemo(
    () => ({ cols: GRID_COLUMNS[breakpoint], rowHeight: ROW_HEIGHT, margin: [GRID_MARGIN, GRID_MARGIN] as const, containerPadding: [0, 0] as const }),
    [breakpoint],
  );
  // Every block placed, as authoring keeps them: a saved layout that misses one (made through the API) gets it in the first free cell.
  const saved = syncCanvasLayouts(layout.blocks, layout.layouts)[breakpoint];
  const fitted = fitItems(saved, layout.blocks, needed[breakpoint] ?? {});
  const items = new Map(fitted.map((i) => [i.i, i]));
  const hintId = useId();

  // While editing, measured blocks are initialised: the layout keeps the rows they were fitted to.
  const onMeasured = edit?.onMeasured;
  const changed = layout.blocks.filter(
    (b) => needed[breakpoint]?.[b.key] !== undefined && (!b.initialized || items.get(b.key)?.h !== saved.find((i) => i.i === b.key)?.h),
  );
  const changedKey = changed.map((b) => `${b.key}:${needed[breakpoint]?.[b.key]}`).join(' ');
  useEffect(() => {
    if (!onMeasured || !changedKey) return;
    const timer = setTimeout(() => changed.forEach((b) => onMeasured(b.key, needed[breakpoint]![b.key], breakpoint)), INITIALIZE_DELAY);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- changedKey names what is measured; a new onMeasured on every render must not restart the timer
  }, [changedKey, breakpoint]);

  const onHandleKey = (event: KeyboardEvent, key: string) => {
    const step = keyStep(event);
    if (!step || !edit) return;
    event.preventDefault();
    edit.onChange(breakpoint, stepGridItem(fitted, key, step, GRID_COLUMNS[breakpoint]));
  };
  return (
    <div ref={containerRef} className="canvas" data-testid="canvas" data-breakpoint={breakpoint} data-columns={GRID_COLUMNS[breakpoint]}>
      {mounted && (
        <GridLayout
          width={width}
          gridConfig={gridConfig}
          layout={fitted}
          dragConfig={{ enabled: !!edit, handle: '.canvas-drag-handle' }}
          resizeConfig={{ enabled: !!edit }}
          // Changes are taken when a drag or resize ends (onLayoutChange also fires on every mount).
          onDragStop={(current: GridLayoutItems) => edit?.onChange(breakpoint, toItems(current))}
          onResizeStop={(current: GridLayoutItems) => edit?.onChange(breakpoint, toItems(current))}
        >
          {layout.blocks.map((block) => (
            <div key={block.key} className={`canvas-block canvas-block-${block.type}`} data-testid={`block-${block.key}`}>
              {edit && (
                <button
                  type="button"
                  className="drag-handle canvas-drag-handle"
                  aria-label={edit.dragHandleLabel(block)}
                  aria-describedby={hintId}
                  onKeyDown={(event) => onHandleKey(event, block.key)}
                  data-testid={`move-${block.key}`}
                >
                  <span aria-hidden="true">⋮⋮</span>
                </button>
              )}
              {/* A chart guesses its width from its block's until it measures it. */}
              <ChartPlaceContext value={itemWidth(width, GRID_COLUMNS[breakpoint], items.get(block.key)?.w ?? 1)}>
                <FittedBlock block={block} rows={items.get(block.key)?.h ?? 1} breakpoint={breakpoint} onNeeded={onNeeded}>
                  {(plotHeight) => renderBlock(block, plotHeight)}
                </FittedBlock>
              </ChartPlaceContext>
            </div>
          ))}
        </GridLayout>
      )}
      {edit && (
        <p id={hintId} className="visually-hidden">
          {edit.keyboardHint}
        </p>
      )}
    </div>
  );
};
