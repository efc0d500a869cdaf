/**
 * A list whose items reorder by drag and drop or by keyboard (space to lift, arrows to move, space
 * to drop), with @dnd-kit. The owner gets the old and new index on drop.
 */
import {
  closestCenter,
  closestCorners,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  horizontalListSortingStrategy,
  rectSortingStrategy,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';

// A small distance before a drag starts keeps clicks on the items working.
const useListSensors = () =>
  useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));

export const SortableList = ({
  ids,
  onMove,
  horizontal = false,
  grid = false,
  children,
}: {
  ids: string[];
  onMove: (oldIndex: number, newIndex: number) => void;
  horizontal?: boolean;
  /** Items in rows and columns (a tall dashboard): moved over in both directions. */
  grid?: boolean;
  children: ReactNode;
}) => {
  const sensors = useListSensors();
  const end = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={end}>
      <SortableContext items={ids} strategy={grid ? rectSortingStrategy : horizontal ? horizontalListSortingStrategy : verticalListSortingStrategy}>
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

/**
 * Several lists whose items move within and between them (drag or keyboard). The owner gets the
 * item, the list it was dropped on and its place there; an empty list takes a drop anywhere on it.
 */
export const SortableLists = ({
  lists,
  onMove,
  children,
}: {
  lists: { id: string; ids: string[] }[];
  onMove: (itemId: string, toList: string, toIndex: number) => void;
  children: ReactNode;
}) => {
  const sensors = useListSensors();
  const end = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const target = lists.find((l) => l.id === over.id) ?? lists.find((l) => l.ids.includes(String(over.id)));
    if (!target) return;
    const at = target.ids.indexOf(String(over.id));
    onMove(String(active.id), target.id, at < 0 ? target.ids.length : at);
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCorners} onDragEnd={end}>
      {children}
    </DndContext>
  );
};

/** One list of SortableLists: its items, and the area that takes drops when it is empty. */
export const SortableListArea = ({ id, ids, className, children }: { id: string; ids: string[]; className?: string; children: ReactNode }) => {
  const { setNodeRef, isOver } = useDroppable({ id });
  return (
    <SortableContext id={id} items={ids} strategy={verticalListSortingStrategy}>
      <ul ref={setNodeRef} className={className} data-over={isOver || undefined}>
        {children}
      </ul>
    </SortableContext>
  );
};
