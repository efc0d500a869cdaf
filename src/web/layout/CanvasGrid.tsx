/**
 * The free canvas (spec 002 §5, §9) drawn with react-grid-layout: loaded lazily, only where a
 * canvas is shown. The grid's rules (columns, rows, sizes, handles) come from domain/layout/grid;
 * blocks are measured once, 500 ms after they are drawn, to initialise them.
 */
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { ResponsiveGridLayout, useContainerWidth, type Layout as GridLayout } from 'react-grid-layout';
import 'react-grid-layout/css/styles.css';
import type { Layout } from '../../domain/config';
import {
  BREAKPOINT_WIDTHS,
  breakpointOf,
  GRID_COLUMNS,
  INITIALIZE_DELAY,
  ROW_HEIGHT,
  stepGridItem,
  type Breakpoint,
  type GridItem,
  type GridStep,
} from '../../domain/layout/grid';

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

/** Measures a block's content once, INITIALIZE_DELAY after it is drawn, while it is not initialised. */
const Measured = ({
  block,
  breakpoint,
  onMeasured,
  children,
}: {
  block: Block;
  breakpoint: Breakpoint;
  onMeasured?: CanvasEdit['onMeasured'];
  children: ReactNode;
}) => {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (block.initialized || !onMeasured) return;
    const timer = setTimeout(() => ref.current && onMeasured(block.key, ref.current.scrollHeight, breakpoint), INITIALIZE_DELAY);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new onMeasured on every render of the grid must not restart the timer
  }, [block.initialized, breakpoint]);
  return (
    <div ref={ref} className="canvas-block-content">
      {children}
    </div>
  );
};

const toItems = (layout: GridLayout): GridItem[] => layout.map(({ i, x, y, w, h }) => ({ i, x, y, w, h }));

export const CanvasGrid = ({ layout, renderBlock, edit }: { layout: Dashboard; renderBlock: (block: Block, rows: number) => ReactNode; edit?: CanvasEdit }) => {
  const { width, containerRef, mounted } = useContainerWidth();
  const breakpoint = breakpointOf(width);
  const layouts = layout.layouts ?? { xl: [], lg: [], md: [], sm: [] };
  const items = new Map(layouts[breakpoint]?.map((i) => [i.i, i]));
  const hintId = useId();
  const onHandleKey = (event: KeyboardEvent, key: string) => {
    const step = keyStep(event);
    if (!step || !edit) return;
    event.preventDefault();
    edit.onChange(breakpoint, stepGridItem(layouts[breakpoint] ?? [], key, step, GRID_COLUMNS[breakpoint]));
  };
  return (
    <div ref={containerRef} className="canvas" data-testid="canvas" data-breakpoint={breakpoint}>
      {mounted && (
        <ResponsiveGridLayout
          width={width}
          breakpoints={BREAKPOINT_WIDTHS}
          cols={GRID_COLUMNS}
          layouts={layouts}
          rowHeight={ROW_HEIGHT}
          margin={[16, 16]}
          containerPadding={[0, 0]}
          dragConfig={{ enabled: !!edit, handle: '.canvas-drag-handle' }}
          resizeConfig={{ enabled: !!edit }}
          // Changes are taken when a drag or resize ends (onLayoutChange also fires on every mount).
          onDragStop={(current: GridLayout) => edit?.onChange(breakpoint, toItems(current))}
          onResizeStop={(current: GridLayout) => edit?.onChange(breakpoint, toItems(current))}
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
              <Measured block={block} breakpoint={breakpoint} onMeasured={edit?.onMeasured}>
                {renderBlock(block, items.get(block.key)?.h ?? 1)}
              </Measured>
            </div>
          ))}
        </ResponsiveGridLayout>
      )}
      {edit && (
        <p id={hintId} className="visually-hidden">
          {edit.keyboardHint}
        </p>
      )}
    </div>
  );
};
