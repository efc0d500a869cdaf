/** Vertical and tall blocks while the author edits them: reordered by drag and drop or keyboard, swapped on drop. */
import type { ReactNode } from 'react';
import { SortableItem, SortableList } from '../components/Sortable';
import type { Block, BlocksEdit } from './DashboardBlocks';

export const SortableBlocks = ({
  blocks,
  className,
  itemClass,
  grid,
  renderBlock,
  edit,
}: {
  blocks: Block[];
  className: string;
  itemClass: (block: Block) => string;
  grid: boolean;
  renderBlock: (block: Block) => ReactNode;
  edit: BlocksEdit;
}) => (
  <SortableList ids={blocks.map((b) => b.key)} onMove={edit.onSwap} grid={grid}>
    <ul className={className} data-testid="dashboard-blocks">
      {blocks.map((block) => (
        <SortableItem key={block.key} id={block.key} label={edit.blockName(block)} className={itemClass(block)} handleLabel={edit.dragHandleLabel(block)}>
          <div className="dashboard-block-content" data-testid={`block-${block.key}`}>
            {renderBlock(block)}
          </div>
        </SortableItem>
      ))}
    </ul>
  </SortableList>
);
