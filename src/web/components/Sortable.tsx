/**
 * A list whose items reorder by drag and drop or by keyboard (space to lift, arrows to move, space
 * to drop), with @dnd-kit. The owner gets the old and new index on drop.
 */
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, horizontalListSortingStrategy, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';

export const SortableList = ({ ids, onMove, horizontal = false, children }: {
  ids: string[];
  onMove: (oldIndex: number, newIndex: number) => void;
  horizontal?: boolean;
  children: ReactNode;
}) => {
  // A small distance before a drag starts keeps clicks on the items working.
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const end = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={end}>
      <SortableContext items={ids} strategy={horizontal ? horizontalListSortingStrategy : verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
};

/** One item of a SortableList, lifted by its drag handle (a button named `handleLabel`). */
export const SortableItem = ({ id, className, handleLabel, children }: { id: string; className?: string; handleLabel: string; children: ReactNode }) => {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id });
  return (
    <li ref={setNodeRef} className={className} style={{ transform: CSS.Translate.toString(transform), transition, zIndex: isDragging ? 2 : undefined }}>
      <button type="button" className="drag-handle" aria-label={handleLabel} {...attributes} {...listeners}>
        <span aria-hidden="true">⋮⋮</span>
      </button>
      {children}
    </li>
  );
};
