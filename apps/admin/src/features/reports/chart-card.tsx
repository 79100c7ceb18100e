import { ActionIcon, Group, Menu, Paper, Skeleton, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { csvDocument } from '@tablero/domain';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../shared/ui/save-file.js';
import { showError } from '../../shared/ui/toasts.js';
import { type ChartImageLine, chartPng } from './chart-image.js';

export interface ChartTable {
  header: string[];
  rows: (string | number)[][];
}

interface ChartCardProps {
  title: string;
  /** The download's name without extension, e.g. `ventas-por-dia-2026-11-01-2026-11-27`. */
  fileName: string;
  /** The figures the chart draws, for the CSV; null while they load. */
  table: ChartTable | null;
  /** Shown instead of the chart when there is nothing to draw. */
  empty?: string;
  height: number;
  /** Written under the chart in its image (a legend drawn outside the SVG). */
  imageLines?: ChartImageLine[];
  children: ReactNode;
}

/** A chart in a card with its title, a loading skeleton, an empty state, and downloads as CSV and PNG. */
export function ChartCard({ title, fileName, table, empty, height, imageLines, children }: ChartCardProps) {
  const { t, i18n } = useTranslation('reports');
  const drawing = useRef<HTMLDivElement>(null);
  const nothing = table !== null && table.rows.length === 0;

  const downloadCsv = () => {
    if (!table) return;
    const file = csvDocument(table.header, table.rows, { language: i18n.language });
    saveFile(new Blob([file], { type: 'text/csv;charset=utf-8' }), `${fileName}.csv`);
  };
  const downloadPng = async () => {
    const svg = drawing.current?.querySelector('svg.recharts-surface');
    try {
      if (!(svg instanceof SVGSVGElement)) throw new Error('No chart drawn');
      saveFile(await chartPng(svg, title, imageLines), `${fileName}.png`);
    } catch {
      showError(t('chart.downloadFailed'));
    }
  };

  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t('chart.download', { title })}
              disabled={!table || nothing}
            >
              <IconDownload size={18} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={downloadCsv}>{t('chart.csv')}</Menu.Item>
            <Menu.Item onClick={() => void downloadPng()}>{t('chart.png')}</Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
      {table === null ? (
        <Skeleton h={height} radius="md" aria-label={t('chart.loading')} />
      ) : nothing ? (
        <Text c="dimmed" h={height} display="flex" style={{ alignItems: 'center', justifyContent: 'center' }}>
          {empty ?? t('chart.empty')}
        </Text>
      ) : (
        <div ref={drawing}>{children}</div>
      )}
    </Paper>
  );
}
