import type { ReactNode } from 'react';
import { IconDragDotVertical } from '@arco-design/web-react/icon';
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import './sortable.css';

interface SortableListProps<Item extends { id: number }> {
  items: Item[];
  /** false: the order is shown, not changed (no handles) */
  editable: boolean;
  /** the list's accessible name, e.g. "The dramas in the order the app shows them" */
  label: string;
  /** the handle's accessible name for an item, saying how to move it with the keyboard too */
  handleLabel(item: Item): string;
  onReorder(items: Item[]): void;
  children(item: Item, position: number): ReactNode;
}

/**
 * A list whose order the operator sets: drag an item by its handle, or focus the handle and
 * press space, the arrow keys and space again (@dnd-kit's sensors). Used for a category's
 * dramas and a drama's episodes.
 */
export function SortableList<Item extends { id: number }>({
  items,
  editable,
  label,
  handleLabel,
  onReorder,
  children,
}: SortableListProps<Item>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(
      arrayMove(
        items,
        items.findIndex((item) => item.id === active.id),
        items.findIndex((item) => item.id === over.id),
      ),
    );
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={items.map((item) => item.id)} strategy={verticalListSortingStrategy}>
        <ol className="sortable-list" aria-label={label}>
          {items.map((item, index) => (
            <SortableItem key={item.id} id={item.id} editable={editable} handleLabel={handleLabel(item)}>
              {children(item, index + 1)}
            </SortableItem>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableItem({
  id,
  editable,
  handleLabel,
  children,
}: {
  id: number;
  editable: boolean;
  handleLabel: string;
  children: ReactNode;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled: !editable,
  });
  return (
    <li
      ref={setNodeRef}
      className={isDragging ? 'sortable-item sortable-item--dragging' : 'sortable-item'}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      {editable && (
        <button type="button" className="sortable-item__handle" aria-label={handleLabel} {...attributes} {...listeners}>
          <IconDragDotVertical />
        </button>
      )}
      {children}
    </li>
  );
}
