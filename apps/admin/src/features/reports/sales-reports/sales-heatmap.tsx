import { useTranslation } from 'react-i18next';

export interface HeatmapCell {
  weekday: number;
  hour: number;
  value: number;
}

const CELL = 26;
const GAP = 3;
const LEFT = 44;
const TOP = 22;
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/**
 * Weekday × hour as a grid of squares, darker where more was sold: an SVG (so it downloads as an
 * image like the other charts), each square titled with its figure for a pointer or a screen reader.
 */
export function SalesHeatmap({
  cells,
  label,
  format,
}: {
  cells: HeatmapCell[];
  label: string;
  format(value: number): string;
}) {
  const { t } = useTranslation('reports');
  const max = Math.max(1, ...cells.map((cell) => cell.value));
  const width = LEFT + 24 * (CELL + GAP);
  const gridBottom = TOP + 7 * (CELL + GAP);
  const height = gridBottom + 28;
  const legendX = width - 5 * 16 - 44;
  return (
    <div style={{ overflowX: 'auto' }}>
      <svg
        className="recharts-surface"
        role="img"
        aria-label={label}
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        style={{ fontFamily: 'var(--mantine-font-family)', fontSize: 11 }}
      >
        {HOURS.map((hour) => (
          <text
            key={`h${hour}`}
            x={LEFT + hour * (CELL + GAP) + CELL / 2}
            y={TOP - 8}
            textAnchor="middle"
            fill="var(--mantine-color-dimmed)"
          >
            {String(hour).padStart(2, '0')}
          </text>
        ))}
        {[1, 2, 3, 4, 5, 6, 7].map((weekday) => (
          <text
            key={`d${weekday}`}
            x={0}
            y={TOP + (weekday - 1) * (CELL + GAP) + CELL / 2 + 4}
            fill="var(--mantine-color-dimmed)"
          >
            {t(`weekdays.short.${weekday}`)}
          </text>
        ))}
        <text x={legendX - 6} y={gridBottom + 18} textAnchor="end" fill="var(--mantine-color-dimmed)">
          {t('salesReports.less')}
        </text>
        {[0.12, 0.34, 0.56, 0.78, 1].map((opacity, i) => (
          <rect
            key={opacity}
            x={legendX + i * 16}
            y={gridBottom + 7}
            width={13}
            height={13}
            rx={3}
            fill="var(--mantine-color-teal-7)"
            fillOpacity={opacity}
          />
        ))}
        <text x={legendX + 5 * 16 + 4} y={gridBottom + 18} fill="var(--mantine-color-dimmed)">
          {t('salesReports.more')}
        </text>
        {cells.map((cell) => {
          const share = cell.value / max;
          return (
            <rect
              key={`${cell.weekday}:${cell.hour}`}
              x={LEFT + cell.hour * (CELL + GAP)}
              y={TOP + (cell.weekday - 1) * (CELL + GAP)}
              width={CELL}
              height={CELL}
              rx={4}
              fill={cell.value === 0 ? 'var(--mantine-color-gray-1)' : 'var(--mantine-color-teal-7)'}
              fillOpacity={cell.value === 0 ? 1 : 0.12 + 0.88 * share}
            >
              <title>
                {t('salesReports.heatmapCell', {
                  day: t(`weekdays.long.${cell.weekday}`),
                  hour: String(cell.hour).padStart(2, '0'),
                  value: format(cell.value),
                })}
              </title>
            </rect>
          );
        })}
      </svg>
    </div>
  );
}
