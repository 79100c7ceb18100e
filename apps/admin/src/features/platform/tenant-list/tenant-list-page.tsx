import { Group, Select, Stack } from '@mantine/core';
import { DEFAULT_PAGE_SIZE, type SubscriptionStatus, subscriptionStatuses } from '@tablero/domain';
import { useTranslation } from 'react-i18next';
import { QueriedDataTable, SearchBox, useListParams } from '../../../shared/ui/data-table/index.js';
import { ListPageHeader } from '../../../shared/ui/list-page-header.js';
import { usePlatformTenants } from '../api.js';
import { newPlatformTenantUrl } from '../urls.js';
import { useTenantColumns } from './use-tenant-columns.js';

const filterNames = ['query', 'subscriptionStatus'] as const;
const statusOf = (value: string) =>
  (subscriptionStatuses as readonly string[]).includes(value) ? (value as SubscriptionStatus) : undefined;

/** `/platform/tenants`: the platform's brands by name, searched by name or slug, 25 a page. */
export default function TenantListPage() {
  const { t } = useTranslation('platform');
  const { page, filters, setPage, setFilter } = useListParams(filterNames);
  const subscriptionStatus = statusOf(filters.subscriptionStatus);
  const tenants = usePlatformTenants({
    page,
    limit: DEFAULT_PAGE_SIZE,
    query: filters.query || undefined,
    subscriptionStatus,
  });
  const filtered = Boolean(filters.query || subscriptionStatus);
  const columns = useTenantColumns();

  return (
    <Stack gap="md">
      {/* The route already admits platform operators only: anyone here may create a brand. */}
      <ListPageHeader
        title={t('title')}
        create={{ label: t('create'), to: newPlatformTenantUrl(), requires: {} }}
      />
      <Group gap="sm" align="flex-end">
        <SearchBox
          label={t('search')}
          placeholder={t('searchPlaceholder')}
          value={filters.query}
          onCommit={(value) => setFilter('query', value)}
        />
        <Select
          label={t('filters.subscription')}
          placeholder={t('filters.anySubscription')}
          data={subscriptionStatuses.map((status) => ({ value: status, label: t(`subscription.${status}`) }))}
          value={subscriptionStatus ?? null}
          onChange={(value) => setFilter('subscriptionStatus', value ?? '')}
          clearable
          w={220}
        />
      </Group>
      <QueriedDataTable
        query={tenants}
        loadFailedTitle={t('loadFailed')}
        label={t('title')}
        columns={columns}
        rowKey={(tenant) => tenant.id}
        emptyText={filtered ? t('empty') : t('none')}
        onPageChange={setPage}
      />
    </Stack>
  );
}
