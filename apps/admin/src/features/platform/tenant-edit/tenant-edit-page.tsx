import { Alert, Badge, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { IconSearchOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { NotFoundPanel } from '../../../shared/ui/not-found-panel.js';
import { showSuccess } from '../../../shared/ui/toasts.js';
import { usePlatformTenant } from '../api.js';
import { SubscriptionBadge } from '../components/subscription-badge.js';
import { TenantFormHeader } from '../components/tenant-form-header.js';
import { platformTenantsUrl } from '../urls.js';
import { AdminLinkPanel } from './admin-link-panel.js';
import { TenantEditForm } from './tenant-edit-form.js';

/** `/platform/tenants/{id}`: a brand's name, domains, features, subscription and state. */
export default function TenantEditPage() {
  const { t } = useTranslation('platform');
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const tenant = usePlatformTenant(id);

  if (!Number.isSafeInteger(id) || id <= 0 || tenant.data === null)
    return (
      <NotFoundPanel
        icon={IconSearchOff}
        text={t('form.notFound')}
        backTo={platformTenantsUrl()}
        backLabel={t('form.back')}
      />
    );
  if (tenant.isPending)
    return (
      <Center py="xl">
        <Loader aria-label={t('common:loading')} />
      </Center>
    );
  if (tenant.isError)
    return (
      <Alert color="red" title={t('form.loadFailed')}>
        <Button variant="light" mt="sm" onClick={() => void tenant.refetch()}>
          {t('common:retry')}
        </Button>
      </Alert>
    );

  const brand = tenant.data;
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <TenantFormHeader title={t('form.editTitle', { name: brand.name })} />
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {t('columns.subscription')}
          </Text>
          <SubscriptionBadge status={brand.subscriptionStatus} />
          <Text size="sm" c="dimmed" ms="xs">
            {t('columns.state')}
          </Text>
          <Badge variant="dot" color={brand.active ? 'green' : 'gray'}>
            {brand.active ? t('state.active') : t('state.inactive')}
          </Badge>
          {brand.platform && (
            <Badge variant="outline" color="gray">
              {t('platformBrand')}
            </Badge>
          )}
        </Group>
      </Stack>
      <TenantEditForm
        key={brand.id}
        tenant={brand}
        onSaved={() => {
          showSuccess(t('form.updated'));
          navigate(platformTenantsUrl());
        }}
      />
      {!brand.platform && <AdminLinkPanel tenantId={brand.id} />}
    </Stack>
  );
}
