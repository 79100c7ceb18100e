import { Badge, Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { NpsQuestionView } from './api.js';
import { count, formatScore, levelColor, scoreLevelOf, share } from './nps-bands.js';

const decimal = (value: number) => value.toLocaleString('es-CL', { maximumFractionDigits: 1 });

/** One bar per value of the scale, highest first, with its count and share. */
function ValueBars({
  rows,
  total,
}: {
  rows: { label: string; count: number; color: string }[];
  total: number;
}) {
  const { t } = useTranslation('npsResults');
  return (
    <Stack gap={6}>
      {rows.map((row) => {
        const text = t('questions.valueCount', {
          value: row.label,
          count: count(row.count),
          share: share(row.count, total),
        });
        return (
          <Group key={row.label} gap="xs" wrap="nowrap">
            <Text size="xs" w={78} style={{ flexShrink: 0 }}>
              {row.label}
            </Text>
            <Progress
              value={total > 0 ? (row.count / total) * 100 : 0}
              color={row.color}
              size="md"
              style={{ flex: 1 }}
              aria-label={text}
            />
            <Text size="xs" c="dimmed" w={90} ta="end" style={{ flexShrink: 0 }}>
              {count(row.count)} · {share(row.count, total)}
            </Text>
          </Group>
        );
      })}
    </Stack>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="xl" fw={700}>
        {value}
      </Text>
    </div>
  );
}

function QuestionResult({ question }: { question: NpsQuestionView }) {
  const { t } = useTranslation('npsResults');
  if (question.answers === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('questions.noAnswers')}
      </Text>
    );
  switch (question.category) {
    case 'nps':
      return (
        <Group gap="xl">
          <Figure label={t('questions.score')} value={formatScore(question.score)} />
          {question.mean !== null && (
            <Figure
              label={t('questions.mean')}
              value={t('questions.meanOf', { mean: decimal(question.mean), max: 10 })}
            />
          )}
          {question.score !== null && (
            <Badge color={levelColor[scoreLevelOf(question.score)]} variant="dot" size="lg">
              {t(`score.levels.${scoreLevelOf(question.score)}`)}
            </Badge>
          )}
        </Group>
      );
    case 'satisfaction':
      return (
        <Stack gap="sm">
          {question.mean !== null && (
            <Figure
              label={t('questions.mean')}
              value={t('questions.meanOf', { mean: decimal(question.mean), max: 5 })}
            />
          )}
          <ValueBars
            total={question.answers}
            rows={question.distribution
              .map((n, i) => ({
                label: t('questions.stars', { count: i + 1 }),
                count: n,
                color: i >= 3 ? 'green.7' : i === 2 ? 'yellow.6' : 'red.6',
              }))
              .reverse()}
          />
        </Stack>
      );
    case 'yes_no': {
      const [no = 0, yes = 0] = question.distribution;
      return (
        <Stack gap="sm">
          <Figure label={t('questions.yesShare')} value={share(yes, yes + no)} />
          <ValueBars
            total={yes + no}
            rows={[
              { label: t('questions.yes'), count: yes, color: 'green.7' },
              { label: t('questions.no'), count: no, color: 'red.6' },
            ]}
          />
        </Stack>
      );
    }
    case 'open':
      return (
        <Text size="sm" c="dimmed">
          {t('questions.open')}
        </Text>
      );
  }
}

/** Each question of the polls answered in the period, with what its kind of answer says. */
export function NpsQuestionCards({ questions }: { questions: NpsQuestionView[] }) {
  const { t } = useTranslation('npsResults');
  if (questions.length === 0) return null;
  return (
    <section aria-labelledby="nps-questions-title">
      <Title order={2} size="h4" mb="sm" id="nps-questions-title">
        {t('questions.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        {questions.map((question) => (
          <Paper key={question.id} withBorder radius="md" p="md" component="article">
            <Stack gap="sm">
              <div>
                <Title order={3} size="h5">
                  {question.description}
                </Title>
                <Text size="xs" c="dimmed">
                  {t(`questions.categories.${question.category}`)} ·{' '}
                  {t('questions.answers', { count: question.answers, formatted: count(question.answers) })}
                </Text>
              </div>
              <QuestionResult question={question} />
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </section>
  );
}
