import './stock.css';
import {
  Alert,
  Badge,
  Button,
  Divider,
  Drawer,
  Group,
  Loader,
  Radio,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { type StockOutMode, stockOutModes } from '@tablero/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../shared/ui/toasts.js';
import { type StockItemRef, useBackOnSale, useMarkOut, useStockItems, useStockOuts } from './api.js';
import { useUntilText } from './use-until-text.js';

interface StoreOption {
  value: string;
  label: string;
}

/**
 * The kitchen's out-of-stock panel for one store: what is out now (each put back with a button),
 * and the store menu's products and options to mark out, for how long chosen first.
 */
export function StockDrawer({
  opened,
  onClose,
  stores,
  initialStoreId,
  canChange,
}: {
  opened: boolean;
  onClose(): void;
  stores: StoreOption[];
  initialStoreId: number | null;
  canChange: boolean;
}) {
  const { t } = useTranslation('stock');
  const [storeId, setStoreId] = useState<number | null>(initialStoreId);
  useEffect(() => {
    if (opened) setStoreId(initialStoreId);
  }, [opened, initialStoreId]);
  const [mode, setMode] = useState<StockOutMode>('next_opening');
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), 250);
  const outs = useStockOuts(opened ? storeId : null);
  const items = useStockItems(opened && canChange ? storeId : null, query);
  const markOut = useMarkOut();
  const backOnSale = useBackOnSale();
  const until = useUntilText();
  const busy = (item: StockItemRef) =>
    [markOut, backOnSale].some(
      (m) =>
        m.isPending &&
        m.variables?.item.itemType === item.itemType &&
        m.variables.item.itemId === item.itemId,
    );

  const mark = (item: StockItemRef) =>
    storeId !== null &&
    markOut.mutate(
      { storeId, item, mode },
      { onSuccess: (out) => showSuccess(t('marked', { name: out.name, until: until(out.until) })) },
    );
  const putBack = (item: StockItemRef) =>
    storeId !== null &&
    backOnSale.mutate({ storeId, item }, { onSuccess: () => showSuccess(t('back', { name: item.name })) });

  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="md" title={t('drawerTitle')}>
      <Stack gap="md">
        {stores.length > 1 && (
          <Select
            label={t('store')}
            placeholder={t('storePlaceholder')}
            data={stores}
            value={storeId === null ? null : String(storeId)}
            onChange={(value) => setStoreId(value ? Number(value) : null)}
            searchable
            allowDeselect={false}
          />
        )}
        {storeId === null ? (
          <Text c="dimmed">{t('chooseStore')}</Text>
        ) : (
          <>
            <Stack gap="xs" aria-labelledby="stock-now-out">
              <Title order={2} size="h4" id="stock-now-out">
                {t('nowOut')}
              </Title>
              {outs.isPending ? (
                <Loader size="sm" />
              ) : outs.isError ? (
                <Alert color="red">{t('loadFailed')}</Alert>
              ) : outs.data.data.length === 0 ? (
                <Text c="dimmed">{t('noneOut')}</Text>
              ) : (
                <ul className="tablero-stock-list" data-testid="stock-now-out">
                  {outs.data.data.map((out) => (
                    <li key={`${out.itemType}:${out.itemId}`}>
                      <Group justify="space-between" wrap="nowrap" gap="xs">
                        <div className="tablero-stock-name">
                          <Text fw={600}>{out.name}</Text>
                          <Text size="sm" c="dimmed">
                            {t(`types.${out.itemType}`)} · {until(out.until)}
                            {out.createdBy ? ` · ${t('markedBy', { name: out.createdBy.name })}` : ''}
                          </Text>
                        </div>
                        {canChange && (
                          <Button
                            variant="default"
                            className="tablero-stock-action"
                            aria-label={t('backOnSaleLabel', { name: out.name })}
                            loading={busy(out)}
                            onClick={() => putBack(out)}
                          >
                            {t('backOnSale')}
                          </Button>
                        )}
                      </Group>
                    </li>
                  ))}
                </ul>
              )}
            </Stack>
            {canChange && (
              <>
                <Divider />
                <Stack gap="sm">
                  <Title order={2} size="h4">
                    {t('markTitle')}
                  </Title>
                  <Radio.Group
                    label={t('howLong')}
                    value={mode}
                    onChange={(value) => setMode(value as StockOutMode)}
                  >
                    <Stack gap={6} mt={4}>
                      {stockOutModes.map((m) => (
                        <Radio key={m} value={m} label={t(`modes.${m}`)} />
                      ))}
                    </Stack>
                  </Radio.Group>
                  <TextInput
                    label={t('search')}
                    placeholder={t('searchPlaceholder')}
                    leftSection={<IconSearch size={16} aria-hidden />}
                    value={search}
                    onChange={(event) => setSearch(event.currentTarget.value)}
                  />
                  {items.isPending ? (
                    <Loader size="sm" />
                  ) : items.isError ? (
                    <Alert color="red">{t('loadFailed')}</Alert>
                  ) : items.data.data.length === 0 ? (
                    <Text c="dimmed">{t('noItems')}</Text>
                  ) : (
                    <ul className="tablero-stock-list" data-testid="stock-items">
                      {items.data.data.map((item) => (
                        <li key={`${item.itemType}:${item.itemId}`}>
                          <Group justify="space-between" wrap="nowrap" gap="xs">
                            <div className="tablero-stock-name">
                              <Group gap={6}>
                                <Text fw={600}>{item.name}</Text>
                                {item.out && (
                                  <Badge color="red" variant="light" tt="none">
                                    {t('outBadge')}
                                  </Badge>
                                )}
                              </Group>
                              <Text size="sm" c="dimmed">
                                {t(`types.${item.itemType}`)}
                                {item.groupName ? ` · ${item.groupName}` : ''}
                              </Text>
                            </div>
                            {item.out ? (
                              <Button
                                variant="default"
                                className="tablero-stock-action"
                                aria-label={t('backOnSaleLabel', { name: item.name })}
                                loading={busy(item)}
                                onClick={() => putBack(item)}
                              >
                                {t('backOnSale')}
                              </Button>
                            ) : (
                              <Button
                                color="red.8"
                                className="tablero-stock-action"
                                aria-label={t('markOutLabel', { name: item.name })}
                                loading={busy(item)}
                                onClick={() => mark(item)}
                              >
                                {t('markOut')}
                              </Button>
                            )}
                          </Group>
                        </li>
                      ))}
                    </ul>
                  )}
                </Stack>
              </>
            )}
          </>
        )}
      </Stack>
    </Drawer>
  );
}
