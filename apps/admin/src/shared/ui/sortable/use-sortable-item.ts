import type { UniqueIdentifier } from '@dnd-kit/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { type CSSProperties, useMemo } from 'react';
import type { SortableHandle } from './sortable-handle-context.js';

/**
 * One item of a SortableList: the node to move (`setNodeRef`, `style`) and the `handle` to give
 * its DragHandle through SortableHandleContext.
 */
export function useSortableItem(id: UniqueIdentifier, disabled = false) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id, disabled });
  const handle: SortableHandle = useMemo(
    () => ({ attributes, listeners, setActivatorNodeRef, disabled }),
    [attributes, listeners, setActivatorNodeRef, disabled],
  );
  const style: CSSProperties = {
    transform: CSS.Translate.toString(transform),
    transition,
    position: 'relative',
    zIndex: isDragging ? 2 : undefined,
    boxShadow: isDragging ? 'var(--mantine-shadow-md)' : undefined,
  };
  return { setNodeRef, style, isDragging, handle };
}
