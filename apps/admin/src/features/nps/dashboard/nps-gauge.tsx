import { useTranslation } from 'react-i18next';
import { cssColor } from '../../reports/chart-colors.js';
import { formatScore, levelColor, scoreLevelOf } from './nps-bands.js';

const WIDTH = 260;
const CX = WIDTH / 2;
const CY = 130;
const R = 100;
const STROKE = 22;
const dimmed = 'var(--mantine-color-dimmed)';

/** The point of the semicircle at `fraction` of its way from the left end (−100) to the right (100). */
function pointAt(fraction: number): { x: number; y: number } {
  const angle = Math.PI * (1 - fraction);
  return { x: CX + R * Math.cos(angle), y: CY - R * Math.sin(angle) };
}

/** The arc between two fractions of the semicircle, drawn left to right. */
function arc(from: number, to: number): string {
  const start = pointAt(Math.max(0, from));
  const end = pointAt(Math.min(1, to));
  return `M ${start.x.toFixed(2)} ${start.y.toFixed(2)} A ${R} ${R} 0 0 1 ${end.x.toFixed(2)} ${end.y.toFixed(2)}`;
}

/**
 * The period's score on a semicircle from −100 to 100, filled from 0 (the top) to the score in the
 * colour of its level (red below 0, amber up to 50, green from there); an empty track without answers.
 */
export function NpsGauge({ score }: { score: number | null }) {
  const { t } = useTranslation('npsResults');
  const level = score === null ? null : scoreLevelOf(score);
  const fraction = score === null ? 0.5 : (score + 100) / 200;
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${CY + 28}`}
      width="100%"
      style={{ maxWidth: 300, display: 'block', margin: '0 auto' }}
      role="img"
      aria-label={
        score === null ? t('score.gaugeEmpty') : t('score.gaugeLabel', { score: formatScore(score) })
      }
      data-testid="nps-gauge"
    >
      <path d={arc(0, 1)} fill="none" stroke="var(--mantine-color-default-border)" strokeWidth={STROKE} />
      {level && fraction !== 0.5 && (
        <path
          d={fraction < 0.5 ? arc(fraction, 0.5) : arc(0.5, fraction)}
          fill="none"
          stroke={cssColor(levelColor[level])}
          strokeWidth={STROKE}
        />
      )}
      <line
        x1={CX}
        y1={CY - R - STROKE / 2 - 4}
        x2={CX}
        y2={CY - R + STROKE / 2 + 4}
        stroke={dimmed}
        strokeWidth={2}
      />
      <text
        x={CX}
        y={CY - 26}
        textAnchor="middle"
        fontSize={40}
        fontWeight={700}
        fill="var(--mantine-color-text)"
      >
        {formatScore(score)}
      </text>
      {level && (
        <text
          x={CX}
          y={CY}
          textAnchor="middle"
          fontSize={15}
          fontWeight={600}
          fill="var(--mantine-color-text)"
        >
          {t(`score.levels.${level}`)}
        </text>
      )}
      <text x={CX - R} y={CY + 22} textAnchor="middle" fontSize={12} fill={dimmed}>
        {t('score.min')}
      </text>
      <text x={CX} y={CY - R - STROKE / 2 - 8} textAnchor="middle" fontSize={12} fill={dimmed}>
        0
      </text>
      <text x={CX + R} y={CY + 22} textAnchor="middle" fontSize={12} fill={dimmed}>
        {t('score.max')}
      </text>
    </svg>
  );
}
