import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { CSSProperties } from 'react';

/** One item of a SortableList: the node to move and the props of its drag handle. */
export function useSortableItem(key: string, disabled = false) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: key, disabled });
  const style: CSSProperties = {
    transform: CSS.Translate.toString(transform),
    transition,
    position: 'relative',
    zIndex: isDragging ? 2 : undefined,
    opacity: isDragging ? 0.85 : undefined,
  };
  return { setNodeRef, style, handle: { ...attributes, ...listeners, ref: setActivatorNodeRef }, disabled };
}

export type SortableHandleProps = ReturnType<typeof useSortableItem>['handle'];
