import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import { createContext, useContext } from 'react';

export interface SortableRowHandle {
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
  setActivatorNodeRef(element: HTMLElement | null): void;
  disabled: boolean;
}

export const SortableRowContext = createContext<SortableRowHandle | null>(null);

/** The drag handle's wiring from the row it sits in; null outside a sortable row. */
export const useSortableRow = () => useContext(SortableRowContext);
