import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { IconFileUpload, IconPlus, IconTicket } from '@tabler/icons-react';
import { couponKinds, DEFAULT_PAGE_SIZE } from '@tablero/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Can, useCan } from '../../../shared/permissions/index.js';
import { DataTable, useListParams } from '../../../shared/ui/data-table/index.js';
import { LoadFailed } from '../../../shared/ui/load-failed.js';
import { useStoreOptions } from '../../stores/api.js';
import { type CouponListParams, useCoupons } from '../api.js';
import { type CodeTemplate, CouponGenerateDialog } from '../coupon-generate/coupon-generate-dialog.js';
import { CouponImportDialog } from '../coupon-import/coupon-import-dialog.js';
import { createCouponUrl } from '../urls.js';
import { CouponFilters, couponFilterNames } from './coupon-filters.js';
import { useCouponColumns } from './use-coupon-columns.js';
import { useCouponDelete } from './use-coupon-delete.js';

const oneOf = <T extends string>(values: readonly T[], value: string): T | undefined =>
  (values as readonly string[]).includes(value) ? (value as T) : undefined;

/** `/coupons`: search by code, filters, pages, switch on or off in the row, delete (asked first). */
export default function CouponListPage() {
  const { t } = useTranslation('coupons');
  const can = useCan();
  const { page, filters, setPage, setFilter } = useListParams(couponFilterNames);
  const storeId = Number(filters.storeId);
  const params: CouponListParams = {
    page,
    limit: DEFAULT_PAGE_SIZE,
    query: filters.query || undefined,
    enabled: oneOf(['true', 'false'] as const, filters.enabled),
    kind: oneOf(couponKinds, filters.kind),
    storeId: Number.isSafeInteger(storeId) && storeId > 0 ? storeId : undefined,
    validity: oneOf(['active', 'expired', 'upcoming'] as const, filters.validity),
  };
  const coupons = useCoupons(params);
  const canSeeStores = can({ policy: 'stores', action: 'show' });
  const stores = useStoreOptions(canSeeStores);
  const deletes = useCouponDelete();
  const [generating, setGenerating] = useState<{ template: CodeTemplate | null } | null>(null);
  const columns = useCouponColumns(deletes.askDelete, (coupon) =>
    setGenerating({ template: { id: coupon.id, code: coupon.code } }),
  );
  const filtered = Object.values(filters).some(Boolean);
  const [importing, setImporting] = useState(false);

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Can policy="coupons" action="create">
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconFileUpload size={16} aria-hidden />}
              onClick={() => setImporting(true)}
            >
              {t('import.button')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconTicket size={16} aria-hidden />}
              onClick={() => setGenerating({ template: null })}
            >
              {t('generate.button')}
            </Button>
            <Button component={Link} to={createCouponUrl()} leftSection={<IconPlus size={16} aria-hidden />}>
              {t('createButton')}
            </Button>
          </Group>
        </Can>
      </Group>
      <CouponFilters
        values={filters}
        onChange={setFilter}
        stores={canSeeStores ? (stores.data?.data ?? []) : null}
      />
      {deletes.refusal && (
        <Alert color="orange" withCloseButton onClose={deletes.clearRefusal} role="alert">
          {t('notDeleted', { ...deletes.refusal })}
        </Alert>
      )}
      {coupons.isError && !coupons.data ? (
        <LoadFailed title={t('loadFailed')} error={coupons.error} onRetry={() => void coupons.refetch()} />
      ) : (
        <DataTable
          label={t('title')}
          columns={columns}
          rows={coupons.data?.data}
          rowKey={(coupon) => coupon.id}
          meta={coupons.data?.meta}
          loading={coupons.isFetching}
          emptyText={filtered ? t('empty') : t('none')}
          onPageChange={setPage}
        />
      )}
      {deletes.dialog}
      <CouponImportDialog opened={importing} onClose={() => setImporting(false)} />
      <CouponGenerateDialog
        opened={generating !== null}
        template={generating?.template ?? null}
        onClose={() => setGenerating(null)}
      />
    </Stack>
  );
}
