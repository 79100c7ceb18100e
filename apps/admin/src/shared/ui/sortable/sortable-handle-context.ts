import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import { createContext, useContext } from 'react';

/** What a DragHandle needs from the item it moves. */
export interface SortableHandle {
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
  setActivatorNodeRef(element: HTMLElement | null): void;
  disabled: boolean;
}

/** Gives the items' DragHandles their wiring: `<SortableHandleContext value={item.handle}>`. */
export const SortableHandleContext = createContext<SortableHandle | null>(null);

/** The drag handle's wiring from the item it sits in; null outside a sortable item. */
export const useSortableHandle = () => useContext(SortableHandleContext);
