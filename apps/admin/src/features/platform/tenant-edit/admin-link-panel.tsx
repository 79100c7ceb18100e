import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import type { TenantAdminLink } from '@tablero/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Camelize, isApiError, request } from '../../../shared/http/index.js';
import { CopyableLink } from '../../../shared/ui/copyable-link.js';
import { showError } from '../../../shared/ui/toasts.js';

/**
 * A new password link for the brand's first administrator, when the one shown at creation was lost
 * or expired; refused in words once every administrator has a password.
 */
export function AdminLinkPanel({ tenantId }: { tenantId: number }) {
  const { t, i18n } = useTranslation('platform');
  const [link, setLink] = useState<Camelize<TenantAdminLink> | null>(null);
  const [asking, setAsking] = useState(false);
  const ask = async () => {
    setAsking(true);
    try {
      setLink(
        await request<Camelize<TenantAdminLink>>(
          `/api/admin/v1/platform/tenants/${tenantId}/admin_password_link`,
          {
            method: 'POST',
            body: {},
          },
        ),
      );
    } catch (error) {
      const refusal = isApiError(error) ? (error.fieldErrors[0]?.message ?? error.message) : String(error);
      showError(refusal);
    } finally {
      setAsking(false);
    }
  };
  const until = (at: string) =>
    new Date(at).toLocaleString(i18n.language, { dateStyle: 'long', timeStyle: 'short' });
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="admin-link-again" maw={880}>
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h4" id="admin-link-again">
          {t('adminLink.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('adminLink.text')}
        </Text>
        {link ? (
          <CopyableLink
            url={link.url}
            label={t('adminLink.for', { name: link.admin.name, email: link.admin.email })}
            description={t('created.validUntil', { until: until(link.expiresAt) })}
            copyLabel={t('created.copy')}
            copiedLabel={t('created.copied')}
          />
        ) : (
          <Button variant="light" loading={asking} onClick={() => void ask()}>
            {t('adminLink.ask')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
