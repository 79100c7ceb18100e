import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export interface SortableListProps<Id extends UniqueIdentifier> {
  /** The items' ids, in the order shown. */
  ids: readonly Id[];
  /** An item in words, for what a screen reader hears while it moves ("la colección Bebidas"). */
  nameOf(id: Id): string;
  /** Called once an item is dropped somewhere new, with its old and new index. */
  onMove(from: number, to: number): void;
  /** Nothing moves (a filtered list, a read-only user). */
  disabled?: boolean;
  children: ReactNode;
}

/**
 * Items reordered by dragging their DragHandle, or from the keyboard: focus the handle, Space to
 * pick the item up, arrows to move it, Space to drop it, Escape to put it back; each step is
 * announced in the console's language. Each item uses useSortableItem.
 */
export function SortableList<Id extends UniqueIdentifier>(props: SortableListProps<Id>) {
  const { ids, nameOf, onMove, disabled = false, children } = props;
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const accessibility = useMemo(() => {
    const item = (id: UniqueIdentifier) => nameOf(id as Id);
    const place = (id: UniqueIdentifier) => ids.indexOf(id as Id) + 1;
    const announcements: Announcements = {
      onDragStart: ({ active }) => t('common:sortable.picked', { item: item(active.id) }),
      onDragOver: ({ active, over }) =>
        over ? t('common:sortable.over', { item: item(active.id), place: place(over.id) }) : undefined,
      onDragEnd: ({ active, over }) =>
        over
          ? t('common:sortable.dropped', { item: item(active.id), place: place(over.id) })
          : t('common:sortable.cancelled', { item: item(active.id) }),
      onDragCancel: ({ active }) => t('common:sortable.cancelled', { item: item(active.id) }),
    };
    return {
      // Its hidden texts are divs: in the body, never inside a table where they would be invalid.
      container: document.body,
      announcements,
      screenReaderInstructions: { draggable: t('common:sortable.instructions') },
    };
  }, [ids, nameOf, t]);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(active.id as Id);
    const to = ids.indexOf(over.id as Id);
    if (from >= 0 && to >= 0) onMove(from, to);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={accessibility}
    >
      <SortableContext items={[...ids]} strategy={verticalListSortingStrategy} disabled={disabled}>
        {children}
      </SortableContext>
    </DndContext>
  );
}
