import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface SortableListProps {
  /** The items' keys in their order. */
  keys: string[];
  /** Says an item in words for screen readers ("Colección Hamburguesas"). */
  describe(key: string): string;
  onMove(from: number, to: number): void;
  /** Cards in a grid move in two dimensions; rows and sections in one. */
  layout?: 'list' | 'grid';
  children: ReactNode;
}

/**
 * Reordering by drag with the handle or by keyboard (focus the handle, Space, arrows, Space),
 * announced in the console's language.
 */
export function SortableList({ keys, describe, onMove, layout = 'list', children }: SortableListProps) {
  const { t } = useTranslation('menus');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const position = (id: string | number) => keys.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('drag.picked', { item: describe(String(active.id)) }),
    onDragOver: ({ active, over }) =>
      over ? t('drag.over', { item: describe(String(active.id)), position: position(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t('drag.dropped', { item: describe(String(active.id)), position: position(over.id) })
        : t('drag.cancelled', { item: describe(String(active.id)) }),
    onDragCancel: ({ active }) => t('drag.cancelled', { item: describe(String(active.id)) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = keys.indexOf(String(active.id));
    const to = keys.indexOf(String(over.id));
    if (from >= 0 && to >= 0) onMove(from, to);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('drag.instructions') } }}
    >
      <SortableContext
        items={keys}
        strategy={layout === 'grid' ? rectSortingStrategy : verticalListSortingStrategy}
      >
        {children}
      </SortableContext>
    </DndContext>
  );
}
