import { Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { npsBandOf } from '@tablero/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateTime } from '../../../shared/format/index.js';
import type { NpsComment } from './api.js';
import { bandColor } from './nps-bands.js';

/** Comments shown before "see all": the list stays a glance at the top of a long page. */
const FIRST = 6;

/** The newest open answers of the period: what the customer wrote, their store, when, and their score. */
export function NpsComments({ comments }: { comments: NpsComment[] | null }) {
  const { t } = useTranslation('npsResults');
  const dateTime = useDateTime();
  const [all, setAll] = useState(false);
  const shown = comments && !all ? comments.slice(0, FIRST) : comments;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="nps-comments-title">
      <Title order={2} size="h4" mb="sm" id="nps-comments-title">
        {t('comments.title')}
      </Title>
      {comments === null ? (
        <Skeleton h={120} radius="md" />
      ) : comments.length === 0 ? (
        <Text c="dimmed">{t('comments.none')}</Text>
      ) : (
        <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }} data-testid="nps-comments">
          {(shown ?? []).map((comment, i) => (
            <li
              key={`${comment.orderCode}-${comment.question}`}
              style={{
                padding: 'var(--mantine-spacing-sm) 0',
                borderTop: i > 0 ? '1px solid var(--mantine-color-default-border)' : undefined,
              }}
            >
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{comment.text}</Text>
                  <Text size="xs" c="dimmed">
                    {comment.storeName} · {dateTime(comment.answeredAt).replace('T', ' ')} ·{' '}
                    {t('comments.order', { code: comment.orderCode })}
                  </Text>
                  <Text size="xs" c="dimmed" fs="italic">
                    {comment.question}
                  </Text>
                </Stack>
                {comment.score === null ? (
                  <Badge variant="outline" color="gray" style={{ flexShrink: 0 }}>
                    {t('comments.noScore')}
                  </Badge>
                ) : (
                  <Badge
                    variant="dot"
                    color={bandColor[npsBandOf(comment.score)]}
                    size="lg"
                    style={{ flexShrink: 0 }}
                  >
                    {t('comments.score', { score: comment.score })}
                  </Badge>
                )}
              </Group>
            </li>
          ))}
        </Stack>
      )}
      {comments && comments.length > FIRST && (
        <Button variant="subtle" mt="xs" onClick={() => setAll((open) => !open)} aria-expanded={all}>
          {all ? t('comments.showFewer') : t('comments.showAll', { count: comments.length })}
        </Button>
      )}
    </Paper>
  );
}
