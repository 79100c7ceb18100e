import { ActionIcon } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSortableHandle } from './sortable-handle-context.js';

interface DragHandleProps {
  /** Names the item moved ("Mover Papas fritas"). */
  label: string;
  /** Shown but inert (a filtered list, a read-only user), besides when the item itself is disabled. */
  disabled?: boolean;
  size?: number;
}

/**
 * The grip an item is moved by, with the mouse or the keyboard (focus, Space, arrows, Space). It is
 * the only part that starts a drag, so the item's checkboxes, inputs, links and menus keep working.
 */
export function DragHandle({ label, disabled = false, size = 16 }: DragHandleProps) {
  const { t } = useTranslation();
  const handle = useSortableHandle();
  if (!handle) return null;
  const inert = disabled || handle.disabled;
  return (
    <ActionIcon
      ref={handle.setActivatorNodeRef}
      variant="subtle"
      color="gray"
      disabled={inert}
      style={{ cursor: inert ? 'not-allowed' : 'grab', touchAction: 'none' }}
      {...handle.attributes}
      {...handle.listeners}
      aria-label={label}
      aria-roledescription={t('common:sortable.role')}
    >
      <IconGripVertical size={size} aria-hidden />
    </ActionIcon>
  );
}
