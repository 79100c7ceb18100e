import { useDirection } from '@mantine/core';
import type { Icon, IconProps } from '@tabler/icons-react';

/**
 * An icon that points along the reading direction (exit, the sidebar's side, back and forward)
 * turns round in right-to-left, where the sidebar and the arrows sit on the other side.
 */
export function DirectionalIcon({ icon: Glyph, ...props }: IconProps & { icon: Icon }) {
  const { dir } = useDirection();
  return (
    <Glyph
      {...props}
      data-mirrored={dir === 'rtl' || undefined}
      style={dir === 'rtl' ? { transform: 'scaleX(-1)' } : undefined}
    />
  );
}
