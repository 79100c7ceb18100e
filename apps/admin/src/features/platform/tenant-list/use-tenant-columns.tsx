import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { featureFlags } from '@tablero/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DataTableColumn } from '../../../shared/ui/data-table/index.js';
import type { PlatformTenant } from '../api.js';
import { CountryFlag } from '../components/country-flag.js';
import { SubscriptionBadge } from '../components/subscription-badge.js';
import { platformTenantUrl } from '../urls.js';

/** Name and slug (the platform's own brand marked), country, subscription, active, features. */
export function useTenantColumns(): DataTableColumn<PlatformTenant>[] {
  const { t } = useTranslation('platform');
  return [
    {
      key: 'name',
      header: t('columns.brand'),
      render: (tenant) => (
        <Stack gap={2} align="flex-start">
          <Group gap={6} wrap="wrap">
            <Anchor component={Link} to={platformTenantUrl(tenant.id)} size="sm" fw={600}>
              {tenant.name}
            </Anchor>
            {tenant.platform && (
              <Badge size="xs" variant="outline" color="gray" style={{ minWidth: 'max-content' }}>
                {t('platformBrand')}
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed" ff="monospace">
            {tenant.slug}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'country',
      header: t('columns.country'),
      render: (tenant) => (
        <Group gap={8} wrap="nowrap">
          <CountryFlag country={tenant.country} />
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {t(`countries.${tenant.country}`, { defaultValue: tenant.country.toUpperCase() })}
          </Text>
        </Group>
      ),
    },
    {
      key: 'subscription',
      header: t('columns.subscription'),
      render: (tenant) => <SubscriptionBadge status={tenant.subscriptionStatus} />,
    },
    {
      key: 'active',
      header: t('columns.state'),
      render: (tenant) => (
        <Badge variant="dot" color={tenant.active ? 'green' : 'gray'} style={{ minWidth: 'max-content' }}>
          {tenant.active ? t('state.active') : t('state.inactive')}
        </Badge>
      ),
    },
    {
      key: 'features',
      header: t('columns.features'),
      render: (tenant) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {t('featureCount', { count: tenant.features.length, total: featureFlags.length })}
        </Text>
      ),
    },
  ];
}
