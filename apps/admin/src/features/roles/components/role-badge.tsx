import { Badge } from '@mantine/core';
import { roleBadgeStyle } from './role-badge-style.js';

/** A role by its name, in the spec's colour for it. */
export function RoleBadge({ name }: { name: string }) {
  const { color, variant } = roleBadgeStyle(name);
  return (
    <Badge color={color} variant={variant} tt="none" style={{ minWidth: 'max-content' }}>
      {name}
    </Badge>
  );
}
