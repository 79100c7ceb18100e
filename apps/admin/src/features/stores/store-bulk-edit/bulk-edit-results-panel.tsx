import { Alert, Anchor, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { editStoreUrl } from '../urls.js';
import { type BulkEditOutcome, describeFailure } from './bulk-edit-results.js';

/** What the last submit did: the stores left as they were, with why, and the ones updated. */
export function BulkEditResultsPanel({ outcome }: { outcome: BulkEditOutcome }) {
  const { t } = useTranslation('storeBulkEdit');
  const { failed, succeeded } = outcome;
  const heading = useRef<HTMLHeadingElement>(null);
  // The submit is at the foot of a long form: each new result is brought into view and focused.
  useEffect(() => {
    if (!outcome) return;
    heading.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    heading.current?.focus({ preventScroll: true });
  }, [outcome]);
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={t('results.title')}>
      <Stack gap="md">
        <Title
          order={2}
          size="h4"
          ref={heading}
          tabIndex={-1}
          style={{ scrollMarginTop: 80, outline: 'none' }}
        >
          {t('results.title')}
        </Title>
        {failed.length > 0 && (
          <Alert
            color="yellow"
            variant="light"
            icon={<IconAlertTriangle aria-hidden />}
            title={t('results.failed', { count: failed.length })}
          >
            <Stack gap="sm">
              <Text size="sm">{t('results.failedHint')}</Text>
              <List spacing="sm" aria-label={t('results.failed', { count: failed.length })}>
                {failed.map((store) => {
                  const name = store.name ?? t('results.unnamed', { id: store.id });
                  return (
                    <List.Item key={store.id}>
                      <Stack gap={2}>
                        <Text fw={600} size="sm">
                          {name}{' '}
                          <Anchor
                            component={Link}
                            to={editStoreUrl(store.id)}
                            size="sm"
                            fw={400}
                            aria-label={t('results.openStoreOf', { name })}
                          >
                            ({t('results.openStore')})
                          </Anchor>
                        </Text>
                        {store.errors.map((error) => {
                          const { label, message } = describeFailure(error);
                          return (
                            <Text key={`${error.field}:${message}`} size="sm">
                              {label ? `${t(`failureFields.${label}`)}: ${message}` : message}
                            </Text>
                          );
                        })}
                      </Stack>
                    </List.Item>
                  );
                })}
              </List>
            </Stack>
          </Alert>
        )}
        {succeeded.length > 0 && (
          <Alert
            color="green"
            variant="light"
            icon={<IconCircleCheck aria-hidden />}
            title={t('results.succeeded', { count: succeeded.length })}
          >
            <Text size="sm">{succeeded.map((store) => store.name).join(', ')}</Text>
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
