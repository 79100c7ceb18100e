import { ActionIcon } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import type { SortableHandleProps } from './use-sortable-item.js';

/** The grip an item is dragged by; focusable, so Space picks the item up and the arrows move it. */
export function DragHandle({
  handle,
  label,
  disabled,
}: {
  handle: SortableHandleProps;
  label: string;
  disabled?: boolean;
}) {
  if (disabled) return null;
  return (
    <ActionIcon
      {...handle}
      variant="subtle"
      color="gray"
      aria-label={label}
      style={{ cursor: 'grab', touchAction: 'none' }}
    >
      <IconGripVertical size={18} aria-hidden />
    </ActionIcon>
  );
}
