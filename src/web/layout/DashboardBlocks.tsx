/**
 * A dashboard's blocks in its layout (spec 002 §9): vertical stacks them, tall lays out rows of
 * one wide block and two narrow ones, canvas places them on the free grid (react-grid-layout,
 * loaded only here). While editing, vertical and tall blocks reorder by drag and drop or keyboard;
 * the swap applies on drop.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import type { Layout } from '../../domain/config';
import type { Breakpoint } from '../../domain/layout/grid';
import { tallRows } from '../../domain/layout/tall';
import type { CanvasEdit } from './CanvasGrid';
import './layout.css';
import { ChartLoading } from '../charts/frame-parts';
import { lazyPart } from '../charts/lazy-part';
import { ChartPlaceContext } from '../hydration';

const CanvasGrid = lazyPart('layout/CanvasGrid.tsx', () => import('./CanvasGrid').then((m) => m.CanvasGrid));
// Drag and drop (@dnd-kit) only where blocks are edited.
const SortableBlocks = lazy(() => import('./SortableBlocks').then((m) => ({ default: m.SortableBlocks })));

type Dashboard = Extract<Layout, { type: 'dashboard' }>;
export type Block = Layout['blocks'][number];

/** A sortable block's editing: the swap on drop, and the block's name in what a drag announces (its chart's title, or "Text"). */
export type BlocksEdit = CanvasEdit & { onSwap: (oldIndex: number, newIndex: number) => void; blockName: (block: Block) => string };

/**
 * renderBlock gets the block and, on a canvas, a chart block's plot height (fitted to its block);
 * `breakpoint` fixes a canvas's breakpoint (the layout step's preview widths).
 */
export const DashboardBlocks = ({
  layout,
  renderBlock,
  edit,
  breakpoint,
}: {
  layout: Dashboard;
  renderBlock: (block: Block, plotHeight?: number) => ReactNode;
  edit?: BlocksEdit;
  breakpoint?: Breakpoint;
}) => {
  if (layout.layout === 'canvas') {
    return (
      <Suspense fallback={<ChartLoading />}>
        <CanvasGrid layout={layout} renderBlock={renderBlock} edit={edit} breakpoint={breakpoint} />
      </Suspense>
    );
  }
  const kind = (block: Block) => (layout.layout === 'tall' ? (rows.find((r) => r.blocks.includes(block))?.kind ?? 'wide') : 'wide');
  const rows = tallRows(layout.blocks);
  const className = (block: Block) => `dashboard-block dashboard-block-${kind(block)} dashboard-block-${block.type}`;
  const listClass = `dashboard-blocks dashboard-${layout.layout}`;
  if (!edit) {
    return (
      <div className={listClass} data-testid="dashboard-blocks">
        {layout.blocks.map((block) => (
          <div key={block.key} className={className(block)} data-testid={`block-${block.key}`}>
            <ChartPlaceContext value={kind(block) === 'narrow' ? 'narrow block' : 'block'}>{renderBlock(block)}</ChartPlaceContext>
          </div>
        ))}
      </div>
    );
  }
  return (
    <Suspense fallback={<ChartLoading />}>
      <SortableBlocks
        blocks={layout.blocks}
        className={listClass}
        itemClass={className}
        grid={layout.layout === 'tall'}
        renderBlock={renderBlock}
        edit={edit}
      />
    </Suspense>
  );
};
