import type { ReactNode } from 'react';

const ink = {
  page: 'var(--mantine-color-body)',
  brand: 'var(--mantine-primary-color-filled)',
  soft: 'var(--mantine-primary-color-light)',
  block: 'var(--mantine-color-gray-3)',
  line: 'var(--mantine-color-gray-4)',
  frame: 'var(--mantine-color-default-border)',
};

interface BoxProps {
  x: number;
  y: number;
  w: number;
  h: number;
  fill: string;
  r?: number;
}

const Box = ({ x, y, w, h, fill, r = 2 }: BoxProps) => (
  <rect x={x} y={y} width={w} height={h} rx={r} style={{ fill }} />
);

/** Portada con banner grande y categorías en columnas. */
const classic = (
  <>
    <Box x={8} y={16} w={144} h={34} fill={ink.soft} />
    <Box x={18} y={26} w={56} h={6} fill={ink.brand} />
    <Box x={18} y={36} w={36} h={4} fill={ink.line} />
    {[0, 1, 2].map((column) => (
      <g key={column}>
        <Box x={8 + column * 49} y={56} w={46} h={26} fill={ink.block} />
        <Box x={8 + column * 49} y={85} w={30} h={4} fill={ink.line} />
      </g>
    ))}
  </>
);

/** Menú lateral fijo y productos en tarjetas con foto. */
const modern = (
  <>
    <Box x={8} y={16} w={34} h={76} fill={ink.soft} />
    {[0, 1, 2, 3, 4].map((row) => (
      <Box
        key={row}
        x={13}
        y={22 + row * 10}
        w={row === 0 ? 24 : 20}
        h={4}
        fill={row === 0 ? ink.brand : ink.line}
      />
    ))}
    {[0, 1, 2, 3].map((card) => (
      <g key={card}>
        <Box
          x={48 + (card % 2) * 53}
          y={16 + Math.floor(card / 2) * 39}
          w={50}
          h={24}
          fill={ink.block}
          r={3}
        />
        <Box x={48 + (card % 2) * 53} y={43 + Math.floor(card / 2) * 39} w={32} h={4} fill={ink.line} />
        <Box
          x={86 + (card % 2) * 53}
          y={42 + Math.floor(card / 2) * 39}
          w={12}
          h={6}
          fill={ink.brand}
          r={3}
        />
      </g>
    ))}
  </>
);

/** Lista densa, pensada para pedir rápido desde el teléfono. */
const compact = (
  <>
    {[0, 1, 2, 3, 4, 5].map((row) => (
      <g key={row}>
        <Box x={8} y={16 + row * 13} w={10} h={10} fill={ink.block} />
        <Box x={22} y={17 + row * 13} w={row % 2 ? 70 : 54} h={3.5} fill={ink.line} />
        <Box x={22} y={23 + row * 13} w={36} h={2.5} fill={ink.block} />
        <Box x={130} y={18 + row * 13} w={22} h={6} fill={ink.brand} r={3} />
      </g>
    ))}
  </>
);

const layouts: Record<string, ReactNode> = { clasica: classic, moderna: modern, compacta: compact };

/** A schematic drawing of a template's layout (header, then what its pages are made of). */
export function TemplateSketch({ templateId, label }: { templateId: string; label: string }) {
  return (
    <svg
      viewBox="0 0 160 100"
      role="img"
      aria-label={label}
      style={{ display: 'block', width: '100%', height: 'auto' }}
    >
      <rect x={0.5} y={0.5} width={159} height={99} rx={6} style={{ fill: ink.page, stroke: ink.frame }} />
      <Box x={0.5} y={0.5} w={159} h={10} fill={ink.brand} r={6} />
      <Box x={0.5} y={5} w={159} h={5.5} fill={ink.brand} r={0} />
      <Box x={8} y={3.5} w={22} h={4} fill={ink.page} />
      {layouts[templateId] ?? <Box x={8} y={16} w={144} h={76} fill={ink.block} />}
    </svg>
  );
}
