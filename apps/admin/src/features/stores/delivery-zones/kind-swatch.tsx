import { Box } from '@mantine/core';

interface KindSwatchProps {
  color: string;
  dashed?: boolean;
}

/** A small sample of how an area kind is drawn on the map. */
export function KindSwatch({ color, dashed }: KindSwatchProps) {
  return (
    <Box
      aria-hidden
      w={18}
      h={12}
      style={{
        border: `2px ${dashed ? 'dashed' : 'solid'} ${color}`,
        background: `${color}33`,
        borderRadius: 2,
      }}
    />
  );
}
