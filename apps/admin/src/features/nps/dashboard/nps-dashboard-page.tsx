import {
  Grid,
  Group,
  Paper,
  Progress,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconMoodEmpty } from '@tabler/icons-react';
import { type PollDispatchMethod, pollDispatchMethods } from '@tablero/domain';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../shared/ui/load-failed.js';
import { ReportPageHeader } from '../../reports/report-page-header.js';
import { ReportRangeFilters } from '../../reports/report-range-filters.js';
import { useReportRange } from '../../reports/use-report-range.js';
import { type NpsFilters, type NpsResultView, useNpsResult } from './api.js';
import { bandColor, count, share } from './nps-bands.js';
import { NpsDistributionChart, NpsTrendChart } from './nps-charts.js';
import { NpsComments } from './nps-comments.js';
import { useNpsExport } from './nps-export.js';
import { NpsGauge } from './nps-gauge.js';
import { NpsQuestionCards } from './nps-question-cards.js';
import { NpsStoreTable } from './nps-store-table.js';

const more = ['dispatchMethod'] as const;
const bands = [
  { key: 'promoters', band: 'promoter' },
  { key: 'passives', band: 'passive' },
  { key: 'detractors', band: 'detractor' },
] as const;

function BandFigure({
  label,
  hint,
  value,
  part,
  color,
}: {
  label: string;
  hint: string;
  value: number | null;
  part: string | null;
  color: string;
}) {
  return (
    <Paper withBorder radius="md" p="md" style={{ borderTop: `4px solid ${color}` }}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {value === null ? (
        <Skeleton h={28} mt={4} w="60%" />
      ) : (
        <Text size="xl" fw={700}>
          {count(value)}
        </Text>
      )}
      <Text size="xs" c="dimmed" mt={4}>
        {part ?? hint}
      </Text>
      {part && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Paper>
  );
}

/** The score, how the answers split into bands, and that split as one bar. */
function Totals({ result }: { result: NpsResultView | null }) {
  const { t } = useTranslation('npsResults');
  const totals = result?.totals ?? null;
  const shareOf = (n: number) => share(n, totals?.answers ?? 0);
  return (
    <Grid gap="sm">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Paper withBorder radius="md" p="md" h="100%">
          <Title order={2} size="h4" mb="xs">
            {t('score.title')}
          </Title>
          {totals === null ? (
            <Skeleton h={150} radius="md" />
          ) : (
            <>
              <NpsGauge score={totals.score} />
              <Text ta="center" size="sm" c="dimmed" mt={4}>
                {t('score.answers', { count: totals.answers, formatted: count(totals.answers) })}
              </Text>
            </>
          )}
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="sm" h="100%">
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            <BandFigure
              label={t('bands.answers')}
              hint={t('bands.answersHint')}
              value={totals?.answers ?? null}
              part={null}
              color="var(--mantine-color-gray-4)"
            />
            {bands.map(({ key, band }) => (
              <BandFigure
                key={key}
                label={t(`bands.${key}`)}
                hint={t(`bands.${key}Hint`)}
                value={totals ? totals[key] : null}
                part={totals ? t('bands.share', { share: shareOf(totals[key]) }) : null}
                color={`var(--mantine-color-${bandColor[band].replace('.', '-')})`}
              />
            ))}
          </SimpleGrid>
          {totals && totals.answers > 0 && (
            <Paper withBorder radius="md" p="md">
              <Progress.Root
                size={14}
                role="img"
                aria-label={t('bands.sharesLabel', {
                  promoters: shareOf(totals.promoters),
                  passives: shareOf(totals.passives),
                  detractors: shareOf(totals.detractors),
                })}
              >
                {bands.map(({ key, band }) =>
                  totals[key] > 0 ? (
                    <Progress.Section
                      key={key}
                      value={(totals[key] / totals.answers) * 100}
                      color={bandColor[band]}
                      aria-hidden
                    />
                  ) : null,
                )}
              </Progress.Root>
            </Paper>
          )}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

function NoAnswers() {
  const { t } = useTranslation('npsResults');
  return (
    <Paper withBorder radius="md" p="xl" role="status">
      <Stack align="center" gap="xs">
        <IconMoodEmpty size={40} stroke={1.5} aria-hidden color="var(--mantine-color-dimmed)" />
        <Title order={2} size="h4" ta="center">
          {t('empty.title')}
        </Title>
        <Text c="dimmed" ta="center" maw={560}>
          {t('empty.text')}
        </Text>
      </Stack>
    </Paper>
  );
}

/** `/dashboard-nps`: what customers answered the satisfaction survey, by period, store and dispatch method. */
export default function NpsDashboardPage() {
  const { t } = useTranslation(['npsResults', 'reports']);
  const { range, today, preset, filters, setRange } = useReportRange('last30', more);
  const dispatchMethod = (pollDispatchMethods as readonly string[]).includes(filters.dispatchMethod)
    ? (filters.dispatchMethod as PollDispatchMethod)
    : undefined;
  const query: NpsFilters = { ...range, dispatchMethod };
  const answer = useNpsResult(query);
  const exporter = useNpsExport(query);
  const result = answer.data ?? null;
  const answered = result !== null && result.totals.answers > 0;

  return (
    <Stack gap="md">
      <ReportPageHeader title={t('title')} intro={t('intro')} />
      <ReportRangeFilters range={range} today={today} preset={preset} onChange={setRange} />
      <Group justify="space-between" align="flex-end" gap="sm">
        <Select
          label={t('filters.dispatch')}
          data={[
            { value: '', label: t('filters.anyDispatch') },
            ...pollDispatchMethods.map((value) => ({ value, label: t(`filters.dispatchMethods.${value}`) })),
          ]}
          value={dispatchMethod ?? ''}
          onChange={(value) => setRange({ dispatchMethod: value ?? '' })}
          allowDeselect={false}
          w={190}
        />
        {exporter.button}
      </Group>
      {exporter.panel}
      {answer.isError && !result ? (
        <LoadFailed title={t('loadFailed')} error={answer.error} onRetry={() => void answer.refetch()} />
      ) : result !== null && !answered ? (
        <NoAnswers />
      ) : (
        <>
          <Totals result={result} />
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="sm">
            <NpsDistributionChart result={result} range={range} />
            <NpsTrendChart result={result} range={range} />
          </SimpleGrid>
          <NpsStoreTable rows={result?.stores ?? null} />
          <NpsQuestionCards questions={result?.questions ?? []} />
          <NpsComments comments={result?.comments ?? null} />
        </>
      )}
    </Stack>
  );
}
