import { ActionIcon } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import { useSortableRow } from './sortable-row-context.js';

/**
 * The grip a row is moved by, with the mouse or the keyboard (focus, space, arrows, space). It is
 * the only part that starts a drag, so the row's checkbox, links and menus keep working.
 */
export function DragHandle({ label }: { label: string }) {
  const row = useSortableRow();
  if (!row) return null;
  return (
    <ActionIcon
      ref={row.setActivatorNodeRef}
      variant="subtle"
      color="gray"
      aria-label={label}
      disabled={row.disabled}
      style={{ cursor: row.disabled ? 'not-allowed' : 'grab', touchAction: 'none' }}
      {...row.attributes}
      {...row.listeners}
    >
      <IconGripVertical size={16} aria-hidden />
    </ActionIcon>
  );
}
