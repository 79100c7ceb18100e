import {
  Accordion,
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconLink, IconRefresh } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateTime } from '../../shared/format/index.js';
import { isApiError } from '../../shared/http/index.js';
import { Can } from '../../shared/permissions/can.js';
import { CopyableLink } from '../../shared/ui/copyable-link.js';
import { LoadFailed } from '../../shared/ui/load-failed.js';
import { showError, showSuccess } from '../../shared/ui/toasts.js';
import { type CatalogueStore, makeFeedLink, socialCatalogueKeys, useCatalogueStores } from './api.js';

/**
 * `/social-networks`: each store's product feed for Facebook and Instagram (Meta Commerce Manager
 * fetches it): its CSV and XML links to copy, how many products it holds, and which products of the
 * catalogue it leaves out and why.
 */
export default function SocialCataloguePage() {
  const { t } = useTranslation('socialCatalogue');
  const stores = useCatalogueStores();
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <Text size="sm" c="dimmed" maw={820}>
        {t('intro')}
      </Text>
      {stores.isPending ? (
        <Stack gap="md" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={180} radius="md" />
          ))}
        </Stack>
      ) : stores.isError ? (
        <LoadFailed title={t('loadFailed')} onRetry={() => void stores.refetch()} error={stores.error} />
      ) : stores.data.length === 0 ? (
        <Text c="dimmed">{t('none')}</Text>
      ) : (
        stores.data.map((store) => <StoreFeedCard key={store.storeId} store={store} />)
      )}
    </Stack>
  );
}

function StoreFeedCard({ store }: { store: CatalogueStore }) {
  const { t } = useTranslation('socialCatalogue');
  const dateTime = useDateTime();
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [making, setMaking] = useState(false);
  const titleId = `catalogue-store-${store.storeId}`;

  const make = async () => {
    setMaking(true);
    try {
      const made = await makeFeedLink(store.storeId);
      client.setQueryData<CatalogueStore[]>(socialCatalogueKeys.stores, (all) =>
        all?.map((s) => (s.storeId === made.storeId ? made : s)),
      );
      showSuccess(t(store.feed ? 'rotated' : 'created', { store: store.storeName }));
      setConfirming(false);
    } catch (error) {
      showError(isApiError(error) ? error.message : t('notMade'));
    } finally {
      setMaking(false);
    }
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4}>
            <Title order={2} size="h4" id={titleId}>
              {store.storeName}
            </Title>
            <Group gap="xs">
              <Badge variant="light" color={store.productCount > 0 ? 'green' : 'gray'}>
                {t('products', { count: store.productCount })}
              </Badge>
              {store.outOfStockCount > 0 && (
                <Badge variant="light" color="yellow">
                  {t('outOfStock', { count: store.outOfStockCount })}
                </Badge>
              )}
              {!store.storeEnabled && (
                <Badge variant="light" color="gray">
                  {t('storeDisabled')}
                </Badge>
              )}
              {!store.hasMenu && (
                <Badge variant="light" color="gray">
                  {t('noMenu')}
                </Badge>
              )}
              {store.feed && (
                <Text size="xs" c="dimmed">
                  {t('linkCreated', { date: dateTime(store.feed.createdAt).replace('T', ' ') })}
                </Text>
              )}
            </Group>
          </Stack>
          {store.feed && (
            <Can policy="products" action="update">
              <Button
                variant="default"
                leftSection={<IconRefresh size={16} aria-hidden />}
                onClick={() => setConfirming(true)}
              >
                {t('rotate')}
              </Button>
            </Can>
          )}
        </Group>

        {store.feed ? (
          <Stack gap="sm">
            <CopyableLink
              url={store.feed.csvUrl}
              label={t('csvLink')}
              description={t('linkHint')}
              copyLabel={t('copy')}
              copiedLabel={t('copied')}
            />
            <CopyableLink
              url={store.feed.xmlUrl}
              label={t('xmlLink')}
              description={t('xmlHint')}
              copyLabel={t('copy')}
              copiedLabel={t('copied')}
            />
          </Stack>
        ) : (
          <Alert variant="light" color="blue">
            <Group justify="space-between" gap="sm">
              <Text size="sm">{t('noLink')}</Text>
              <Can policy="products" action="update">
                <Button
                  size="xs"
                  leftSection={<IconLink size={14} aria-hidden />}
                  loading={making}
                  onClick={() => void make()}
                >
                  {t('createLink')}
                </Button>
              </Can>
            </Group>
          </Alert>
        )}

        <LeftOutList store={store} />
      </Stack>

      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('confirmTitle', { store: store.storeName })}
        centered
        closeOnClickOutside={!making}
        closeOnEscape={!making}
      >
        <Stack gap="lg">
          <Text size="sm">{t('confirmText')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)} disabled={making}>
              {t('common:cancel')}
            </Button>
            <Button color="red" onClick={() => void make()} loading={making} data-autofocus>
              {t('confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}

function LeftOutList({ store }: { store: CatalogueStore }) {
  const { t } = useTranslation('socialCatalogue');
  if (store.leftOut.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('noneLeftOut')}
      </Text>
    );
  return (
    <Accordion variant="contained" chevronPosition="left">
      <Accordion.Item value="left-out">
        <Accordion.Control>{t('leftOut', { count: store.leftOut.length })}</Accordion.Control>
        <Accordion.Panel>
          <Table striped withRowBorders={false} aria-label={t('leftOut', { count: store.leftOut.length })}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('product')}</Table.Th>
                <Table.Th>{t('reason')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {store.leftOut.map((item) => (
                <Table.Tr key={item.productId}>
                  <Table.Td>{item.name}</Table.Td>
                  <Table.Td>{t(`reasons.${item.reason}`, { defaultValue: item.message })}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
