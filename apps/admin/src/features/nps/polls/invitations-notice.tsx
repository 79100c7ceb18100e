import { Alert, List, Paper, Stack, Text } from '@mantine/core';
import { IconMailExclamation } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDateTime } from '../../../shared/format/index.js';
import { usePollInvitations } from '../api.js';

/**
 * Above the polls: whether the invitations reach customers. Without a mail server, a warning (they
 * wait); with one, the last 30 days' counts and the latest refusals with the server's reason.
 */
export function InvitationsNotice() {
  const { t, i18n } = useTranslation('nps');
  const dateTime = useDateTime();
  const { data } = usePollInvitations();
  if (!data) return null;
  const count = new Intl.NumberFormat(i18n.language);
  if (!data.mailServer)
    return (
      <Alert
        color="yellow"
        title={t('polls.invitations.label')}
        icon={<IconMailExclamation size={20} aria-hidden />}
      >
        {t('polls.invitations.noServer', { count: data.waiting })}
      </Alert>
    );
  return (
    <Paper withBorder p="sm" component="section" aria-label={t('polls.invitations.label')}>
      <Stack gap={4}>
        <Text fw={600}>{t('polls.invitations.label')}</Text>
        <Text size="sm">
          {t('polls.invitations.summary', {
            sent: count.format(data.sent),
            waiting: count.format(data.waiting),
            failed: count.format(data.failed),
          })}
          {data.lastSentAt ? ` ${t('polls.invitations.lastSent', { at: dateTime(data.lastSentAt) })}` : ''}
        </Text>
        {data.failures.length > 0 && (
          <>
            <Text size="sm" fw={600} c="red.8">
              {t('polls.invitations.failuresTitle')}
            </Text>
            <List size="sm">
              {data.failures.map((failure) => (
                <List.Item key={failure.orderId}>
                  {t('polls.invitations.failure', {
                    code: failure.orderCode,
                    recipient: failure.recipient,
                    error: failure.error ?? t('polls.invitations.unknownError'),
                  })}
                </List.Item>
              ))}
            </List>
          </>
        )}
      </Stack>
    </Paper>
  );
}
