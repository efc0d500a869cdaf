/**
 * A list whose items reorder by drag and drop or by keyboard (space to lift, arrows to move, space
 * to drop), with @dnd-kit. The owner gets the old and new index on drop. What a drag says to a
 * screen reader (its instructions, each move) is in the page's language and names the items by
 * their labels, never by their ids.
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
  type Active,
  type DndContextProps,
  type DragEndEvent,
  type Over,
  type UniqueIdentifier,
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
import { useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

// A small distance before a drag starts keeps clicks on the items working.
const useListSensors = () =>
  useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));

/** An item's or a list's label, given to dnd-kit as its data. */
const labelOf = (item: Active | Over) => String(item.data.current?.label ?? '');

/** Where a drag is over: a place in a list (an item there), or a list by its label (an empty one). */
const placeOf = (over: Over) => {
  const sortable = over.data.current?.sortable as { index: number; items: unknown[] } | undefined;
  return sortable ? { position: sortable.index + 1, count: sortable.items.length } : undefined;
};

/**
 * The screen reader's instructions and announcements of a drag, translated, naming the items by
 * their labels. A lifted item is over its own place at once: that is not a move, and is not
 * announced over the pickup (a return to it later is).
 */
const useDragAccessibility = (): DndContextProps['accessibility'] => {
  const { t } = useTranslation();
  const lastOver = useRef<UniqueIdentifier>(undefined);
  return useMemo(() => {
    const at = (active: Active, over: Over, [inList, inArea]: ['drag.over' | 'drag.end', 'drag.over.area' | 'drag.end.area']) => {
      const place = placeOf(over);
      return place ? t(inList, { name: labelOf(active), ...place }) : t(inArea, { name: labelOf(active), target: labelOf(over) });
    };
    return {
      screenReaderInstructions: { draggable: t('drag.instructions') },
      announcements: {
        onDragStart: ({ active }) => {
          lastOver.current = active.id;
          return t('drag.start', { name: labelOf(active) });
        },
        onDragOver: ({ active, over }) => {
          if (over?.id === lastOver.current) return undefined;
          lastOver.current = over?.id;
          return over ? at(active, over, ['drag.over', 'drag.over.area']) : t('drag.over.none', { name: labelOf(active) });
        },
        onDragEnd: ({ active, over }) => (over ? at(active, over, ['drag.end', 'drag.end.area']) : t('drag.end.none', { name: labelOf(active) })),
        onDragCancel: ({ active }) => t('drag.cancel', { name: labelOf(active) }),
      },
    };
  }, [t]);
};

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
  const accessibility = useDragAccessibility();
  const end = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={end} accessibility={accessibility}>
      <SortableContext items={ids} strategy={grid ? rectSortingStrategy : horizontal ? horizontalListSortingStrategy : verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
};

/** One item of a SortableList, named `label` in what a drag announces, lifted by its drag handle (a button named `handleLabel`). */
export const SortableItem = ({
  id,
  label,
  className,
  handleLabel,
  children,
}: {
  id: string;
  label: string;
  className?: string;
  handleLabel: string;
  children: ReactNode;
}) => {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id,
    data: { label },
    attributes: { roleDescription: t('drag.role') },
  });
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
  const accessibility = useDragAccessibility();
  const end = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const target = lists.find((l) => l.id === over.id) ?? lists.find((l) => l.ids.includes(String(over.id)));
    if (!target) return;
    const at = target.ids.indexOf(String(over.id));
    onMove(String(active.id), target.id, at < 0 ? target.ids.length : at);
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCorners} onDragEnd={end} accessibility={accessibility}>
      {children}
    </DndContext>
  );
};

/** One list of SortableLists, named `label` in what a drag announces: its items, and the area that takes drops when it is empty. */
export const SortableListArea = ({
  id,
  label,
  ids,
  className,
  children,
}: {
  id: string;
  label: string;
  ids: string[];
  className?: string;
  children: ReactNode;
}) => {
  const { setNodeRef, isOver } = useDroppable({ id, data: { label } });
  return (
    <SortableContext id={id} items={ids} strategy={verticalListSortingStrategy}>
      <ul ref={setNodeRef} className={className} data-over={isOver || undefined}>
        {children}
      </ul>
    </SortableContext>
  );
};
