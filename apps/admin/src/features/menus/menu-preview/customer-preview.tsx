import { Alert, Center, Group, Loader, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { productPlatforms, publicMenuDispatchMethods } from '@tablero/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/http/index.js';
import { type Menu, useCustomerMenu, useMenuStores } from '../api.js';
import { CustomerCollections } from './customer-collections.js';
import { HiddenNow } from './hidden-now.js';

type Platform = (typeof productPlatforms)[number];
type Dispatch = (typeof publicMenuDispatchMethods)[number];

/**
 * "Vista cliente": `GET /api/public/v2/prices` for one store given this menu, a platform and a
 * dispatch method, shown as it is; what the saved menu has and customers do not see now is listed
 * apart.
 */
export function CustomerPreview({ menu }: { menu: Menu }) {
  const { t } = useTranslation('menus');
  const stores = useMenuStores(menu.id);
  const [storeId, setStoreId] = useState<string | null>(null);
  const [platform, setPlatform] = useState<Platform>('web');
  const [dispatch, setDispatch] = useState<Dispatch>('delivery');
  const storeOptions = (stores.data?.data ?? []).map((s) => ({ value: String(s.id), label: s.name }));
  const chosen = storeId ?? storeOptions[0]?.value ?? null;
  const customer = useCustomerMenu(
    chosen === null ? null : { store_id: Number(chosen), platform, dispatch_method: dispatch },
  );

  if (stores.isPending)
    return (
      <Center py="xl">
        <Loader aria-label={t('common:loading')} />
      </Center>
    );
  if (storeOptions.length === 0)
    return (
      <Alert color="gray" variant="light" title={t('preview.noStoresTitle')}>
        {t('preview.noStores')}
      </Alert>
    );

  return (
    <Stack gap="lg">
      <Group gap="md" align="flex-end" wrap="wrap">
        <Select
          label={t('preview.store')}
          data={storeOptions}
          value={chosen}
          onChange={(value) => value && setStoreId(value)}
          allowDeselect={false}
          w={260}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="preview-platform">
            {t('preview.platform')}
          </Text>
          <SegmentedControl
            aria-labelledby="preview-platform"
            value={platform}
            onChange={(value) => setPlatform(value as Platform)}
            data={productPlatforms.map((p) => ({ value: p, label: t(`preview.platforms.${p}`) }))}
          />
        </Stack>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="preview-dispatch">
            {t('preview.dispatch')}
          </Text>
          <SegmentedControl
            aria-labelledby="preview-dispatch"
            value={dispatch}
            onChange={(value) => setDispatch(value as Dispatch)}
            data={publicMenuDispatchMethods.map((d) => ({ value: d, label: t(`preview.dispatches.${d}`) }))}
          />
        </Stack>
      </Group>
      <Text size="sm" c="dimmed">
        {t('preview.intro')}
      </Text>
      {customer.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('common:loading')} />
        </Center>
      ) : customer.isError ? (
        <Alert color="red" variant="light">
          {isApiError(customer.error) && customer.error.status === 404
            ? t('preview.storeDisabled')
            : t('preview.failed')}
        </Alert>
      ) : (
        <>
          <CustomerCollections menu={customer.data} />
          <HiddenNow saved={menu} shown={customer.data} />
        </>
      )}
    </Stack>
  );
}
