import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { useCan } from '../../../shared/permissions/index.js';
import { notAuthorizedUrl } from '../../misc/urls.js';
import { StoreFormHeader } from '../components/store-form-header.js';
import { type BulkEditTab, bulkEditStoresUrl, bulkEditTabs } from '../urls.js';
import { BulkEditForm } from './bulk-edit-form.js';

/**
 * `/stores/bulk-edit/{tabName?}?ids=1,2`: the route asks for stores:show; changing many stores
 * at once needs stores:massive_update, and the payment methods tab stores:payment_methods too.
 */
export default function StoreBulkEditPage() {
  const { t } = useTranslation('storeBulkEdit');
  const can = useCan();
  const params = useParams();
  const navigate = useNavigate();
  const { search } = useLocation();

  if (!can({ policy: 'stores', action: 'massive_update' }))
    return <Navigate to={notAuthorizedUrl()} replace />;
  const tabs = bulkEditTabs.filter(
    (name) => name !== 'payment-methods' || can({ policy: 'stores', action: 'payment_methods' }),
  );
  const tab: BulkEditTab = tabs.find((name) => name === params.tabName) ?? 'schedules';

  return (
    <Stack gap="lg">
      <StoreFormHeader title={t('title')} />
      <Text c="dimmed">{t('intro')}</Text>
      <BulkEditForm
        tab={tab}
        tabs={tabs}
        onTabChange={(next) => navigate({ pathname: bulkEditStoresUrl(next), search }, { replace: true })}
      />
    </Stack>
  );
}
