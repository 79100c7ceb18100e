import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/http/index.js';
import { CopyableLink } from '../../../shared/ui/copyable-link.js';
import { showError } from '../../../shared/ui/toasts.js';
import { makePasswordLink, type PasswordLinkMade } from './api.js';

/**
 * On a user's edit page: a link for them to set their password (a new user without one, or a
 * forgotten one), for staff to hand over; no e-mail is sent.
 */
export function PasswordLinkPanel({ userId, hasPassword }: { userId: number; hasPassword: boolean }) {
  const { t } = useTranslation('users');
  const [link, setLink] = useState<PasswordLinkMade | null>(null);
  const [making, setMaking] = useState(false);
  const make = async () => {
    setMaking(true);
    try {
      setLink(await makePasswordLink(userId));
    } catch (error) {
      showError(isApiError(error) ? error.message : t('passwordLink.notMade'));
    } finally {
      setMaking(false);
    }
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="password-link-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="password-link-title">
          {t('passwordLink.panelTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {hasPassword ? t('passwordLink.panelReset') : t('passwordLink.panelNew')}
        </Text>
        {link ? (
          <CopyableLink
            url={link.url}
            label={t('passwordLink.link')}
            description={t('passwordLink.validUntil', {
              until: new Date(link.expiresAt).toLocaleString('es-CL', {
                dateStyle: 'long',
                timeStyle: 'short',
              }),
            })}
            copyLabel={t('passwordLink.copy')}
            copiedLabel={t('passwordLink.copied')}
          />
        ) : (
          <Group>
            <Button
              variant="default"
              leftSection={<IconLink size={16} aria-hidden />}
              loading={making}
              onClick={() => void make()}
            >
              {t('passwordLink.make')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
