import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useStore } from '../api.js';
import { StoreFormHeader } from '../components/store-form-header.js';
import { editStoreUrl, type StoreEditTab, storeEditTabs } from '../urls.js';
import { StoreEditForm } from './store-edit-form.js';
import { StoreNotFound } from './store-not-found.js';

const tabOf = (name: string | undefined): StoreEditTab => storeEditTabs.find((tab) => tab === name) ?? 'info';

/** `/stores/edit-store/{id}/{tabName?}`: the tab lives in the URL. */
export default function StoreEditPage() {
  const { t } = useTranslation('storeForm');
  const params = useParams();
  const navigate = useNavigate();
  const id = Number(params.id);
  const store = useStore(id);
  const tab = tabOf(params.tabName);

  if (!Number.isSafeInteger(id) || id <= 0 || store.data === null) return <StoreNotFound />;
  if (store.isPending)
    return (
      <Center py="xl">
        <Loader aria-label={t('common:loading')} />
      </Center>
    );
  if (store.isError)
    return (
      <Alert color="red" title={t('loadFailed')}>
        <Button variant="light" mt="sm" onClick={() => void store.refetch()}>
          {t('common:retry')}
        </Button>
      </Alert>
    );

  return (
    <Stack gap="lg">
      <StoreFormHeader title={t('title.edit', { name: store.data.name })} />
      <StoreEditForm
        key={store.data.id}
        store={store.data}
        tab={tab}
        onTabChange={(next) => navigate(editStoreUrl(id, next), { replace: true })}
      />
    </Stack>
  );
}
