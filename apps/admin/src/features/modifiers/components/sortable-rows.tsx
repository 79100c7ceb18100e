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
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Table, type TableTrProps } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

type Handle = Pick<ReturnType<typeof useSortable>, 'attributes' | 'listeners' | 'setActivatorNodeRef'>;
const HandleContext = createContext<Handle | null>(null);

interface SortableRowsProps<Id extends UniqueIdentifier> {
  /** The rows' ids, in the order shown. */
  ids: readonly Id[];
  /** A row's name, for what a screen reader hears while moving it. */
  nameOf(id: Id): string;
  /** Called once a row is dropped somewhere new: the ids in their new order. */
  onReorder(ids: Id[]): void;
  children: ReactNode;
}

/**
 * Table rows reordered by dragging their handle, or from the keyboard: focus the handle, Space to
 * pick the row up, arrows to move it, Space to drop it, Escape to put it back.
 */
export function SortableRows<Id extends UniqueIdentifier>(props: SortableRowsProps<Id>) {
  const { ids, nameOf, onReorder, children } = props;
  const { t } = useTranslation('modifiers');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const accessibility = useMemo(() => {
    const name = (id: UniqueIdentifier) => nameOf(id as Id);
    const place = (id: UniqueIdentifier) => ids.indexOf(id as Id) + 1;
    const announcements: Announcements = {
      onDragStart: ({ active }) => t('sortable.picked', { name: name(active.id) }),
      onDragOver: ({ active, over }) =>
        over ? t('sortable.over', { name: name(active.id), place: place(over.id) }) : undefined,
      onDragEnd: ({ active, over }) =>
        over ? t('sortable.dropped', { name: name(active.id), place: place(over.id) }) : undefined,
      onDragCancel: ({ active }) => t('sortable.cancelled', { name: name(active.id) }),
    };
    return { announcements, screenReaderInstructions: { draggable: t('sortable.instructions') } };
  }, [ids, nameOf, t]);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(active.id as Id);
    const to = ids.indexOf(over.id as Id);
    if (from < 0 || to < 0) return;
    const next = [...ids];
    next.splice(to, 0, ...next.splice(from, 1));
    onReorder(next);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={accessibility}
    >
      <SortableContext items={[...ids]} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

/** A table row that moves with the drag; its DragHandle is what starts one. */
export function SortableRow({ sortId, style, ...props }: TableTrProps & { sortId: UniqueIdentifier }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: sortId });
  const handle = useMemo(
    () => ({ attributes, listeners, setActivatorNodeRef }),
    [attributes, listeners, setActivatorNodeRef],
  );
  return (
    <HandleContext.Provider value={handle}>
      <Table.Tr
        ref={setNodeRef}
        {...props}
        data-dragging={isDragging || undefined}
        style={{
          ...(style as object),
          transform: CSS.Translate.toString(transform),
          transition,
          position: 'relative',
          zIndex: isDragging ? 1 : undefined,
          background: isDragging ? 'var(--mantine-color-body)' : undefined,
          boxShadow: isDragging ? 'var(--mantine-shadow-md)' : undefined,
        }}
      />
    </HandleContext.Provider>
  );
}

/** The grip of a SortableRow, named after its row ("Mover Punto de la carne"). */
export function DragHandle({ label, disabled }: { label: string; disabled?: boolean }) {
  const { t } = useTranslation('modifiers');
  const handle = useContext(HandleContext);
  if (!handle) throw new Error('DragHandle must be inside a SortableRow');
  return (
    <ActionIcon
      ref={handle.setActivatorNodeRef}
      variant="subtle"
      color="gray"
      disabled={disabled}
      style={{ cursor: disabled ? undefined : 'grab', touchAction: 'none' }}
      {...handle.attributes}
      {...handle.listeners}
      aria-label={label}
      aria-roledescription={t('sortable.role')}
    >
      <IconGripVertical size={16} aria-hidden />
    </ActionIcon>
  );
}
