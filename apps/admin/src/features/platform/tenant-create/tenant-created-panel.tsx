import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CopyableLink } from '../../../shared/ui/copyable-link.js';
import type { CreatedTenant } from '../api.js';
import { platformTenantsUrl, platformTenantUrl } from '../urls.js';

/**
 * After a creation: the brand is there, and its first administrator needs the link to set a
 * password (shown once here, for the operator to hand over: no e-mail is sent).
 */
export function TenantCreatedPanel({ tenant, onAnother }: { tenant: CreatedTenant; onAnother(): void }) {
  const { t, i18n } = useTranslation('platform');
  const link = tenant.adminPasswordLink;
  const until = new Date(link.expiresAt).toLocaleString(i18n.language, {
    dateStyle: 'long',
    timeStyle: 'short',
  });
  return (
    <Stack gap="lg" maw={880}>
      <Alert color="green" icon={<IconCircleCheck aria-hidden />} title={t('created.title')}>
        <Text size="sm">{t('created.text', { name: tenant.name, slug: tenant.slug })}</Text>
      </Alert>
      <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="admin-link-title">
        <Stack gap="sm">
          <Title order={2} size="h4" id="admin-link-title">
            {t('created.linkTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('created.linkText')}
          </Text>
          <CopyableLink
            url={link.url}
            label={t('created.link')}
            description={t('created.validUntil', { until })}
            copyLabel={t('created.copy')}
            copiedLabel={t('created.copied')}
          />
        </Stack>
      </Paper>
      <Group gap="sm">
        <Button component={Link} to={platformTenantUrl(tenant.id)}>
          {t('created.open', { name: tenant.name })}
        </Button>
        <Button variant="default" onClick={onAnother}>
          {t('created.another')}
        </Button>
        <Button variant="subtle" component={Link} to={platformTenantsUrl()}>
          {t('form.back')}
        </Button>
      </Group>
    </Stack>
  );
}
