import { Badge, Button, Group, Image, Stack, Switch, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type BannerKind, DEFAULT_PAGE_SIZE, type PolicyKey } from '@tablero/domain';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, type Paged } from '../../shared/http/index.js';
import { useCan } from '../../shared/permissions/index.js';
import { DeleteRowButton, useConfirmedDelete } from '../../shared/ui/confirm-delete/index.js';
import { DataTable, type DataTableColumn, useListParams } from '../../shared/ui/data-table/index.js';
import { ListPageHeader } from '../../shared/ui/list-page-header.js';
import { LoadFailed } from '../../shared/ui/load-failed.js';
import {
  DragHandle,
  SortableSearch,
  SortableTableBody,
  useOptimisticReorder,
} from '../../shared/ui/sortable/index.js';
import { showError, showSuccess } from '../../shared/ui/toasts.js';
import { type Banner, bannerKeys, type PopUp, saveShown, useDeleteShown, useSavePositions } from './api.js';

export type ListKind = BannerKind | 'popUp';
type Row = Banner | PopUp;

export const policyOf: Record<ListKind, PolicyKey> = {
  banner: 'banners',
  position: 'position_banners',
  popUp: 'pop_ups',
};

/** `2026-12-01T10:00` as Chile writes it: 01-12-2026 10:00. */
const shownDate = (wallClock: string) =>
  `${wallClock.slice(8, 10)}-${wallClock.slice(5, 7)}-${wallClock.slice(0, 4)} ${wallClock.slice(11, 16)}`;

const thumbnailOf = (row: Row) =>
  'pictures' in row
    ? (row.pictures.find((p) => p.platform === 'web') ?? row.pictures[0])?.url
    : row.picture?.url;

interface ShownListPageProps {
  kind: ListKind;
  query: {
    data?: Paged<Row> | undefined;
    isError: boolean;
    error: unknown;
    isFetching: boolean;
    refetch(): unknown;
  };
  params: { page: number; limit: number; query?: string | undefined };
  onCreate(): void;
  onEdit(row: Row): void;
  /** A dialog the page opens (the banner form). */
  children?: ReactNode;
}

/**
 * A list of what the storefront shows (banners, positional banners, pop-ups): in the storefront's
 * order, reordered by dragging a row (mouse or keyboard) and saved in one call, switched on and off
 * from the row, searched by name, changed and deleted with a confirmation.
 */
export function ShownListPage({ kind, query, params, onCreate, onEdit, children }: ShownListPageProps) {
  const { t } = useTranslation('banners');
  const can = useCan();
  const policy = policyOf[kind];
  const canUpdate = can({ policy, action: 'update' });
  const client = useQueryClient();
  const savePositions = useSavePositions(kind);
  const remove = useDeleteShown(kind);
  const { filters, setPage, setFilter } = useListParams(['query'] as const);
  const texts = `kinds.${kind}` as const;
  const deletes = useConfirmedDelete<Row>({
    subject: (row) => t(`${texts}.subject`, { name: row.name }),
    remove: (row) => remove.mutateAsync(row.id),
    deleted: t(`${texts}.deleted`),
    notDeleted: t('notDeleted'),
  });
  const page = query.data;

  const switchActive = async (row: Row, active: boolean) => {
    try {
      await saveShown(kind, row.id, { active });
      showSuccess(t(active ? 'shownNow' : 'hiddenNow', { name: row.name }));
    } catch (error) {
      if (!isApiError(error) || (error.status !== 401 && error.status !== 403))
        showError(error instanceof Error ? error.message : String(error));
    } finally {
      await client.invalidateQueries({ queryKey: bannerKeys.all(kind) });
    }
  };

  const reorder = useOptimisticReorder<Row>({
    queryKey: bannerKeys.list(kind, params),
    page,
    first: (params.page - 1) * params.limit,
    save: (positions) => savePositions.mutateAsync(positions),
    savedMessage: t('reordered'),
  });

  const columns: DataTableColumn<Row>[] = [
    ...(canUpdate
      ? [
          {
            key: 'order',
            header: t('columns.order'),
            width: 56,
            render: (row: Row) => <DragHandle label={t('handle', { name: row.name })} />,
          },
        ]
      : []),
    {
      key: 'banner',
      header: t('columns.banner'),
      render: (row) => {
        const url = thumbnailOf(row);
        return (
          <Group gap="sm" wrap="nowrap">
            {url ? (
              <Image
                src={url}
                alt=""
                w={kind === 'popUp' ? 48 : 120}
                h={kind === 'popUp' ? 48 : 35}
                fit="cover"
                radius="sm"
              />
            ) : null}
            <Text size="sm" fw={500}>
              {row.name}
            </Text>
          </Group>
        );
      },
    },
    {
      key: 'where',
      header: t('columns.where'),
      render: (row) => (
        <Group gap={4}>
          <Badge variant="light" size="sm">
            {t(`categories.${row.category}`)}
          </Badge>
          {'platform' in row ? (
            <Badge variant="outline" size="sm">
              {t(`platforms.${row.platform}`)}
            </Badge>
          ) : (
            <Text size="xs" c="dimmed">
              {row.storeIds.length === 0 ? t('allStores') : t('someStores', { count: row.storeIds.length })}
            </Text>
          )}
        </Group>
      ),
    },
    {
      key: 'when',
      header: t('columns.when'),
      render: (row) => (
        <Text size="sm">
          {row.startDate && row.endDate
            ? t('between', { start: shownDate(row.startDate), end: shownDate(row.endDate) })
            : row.startDate
              ? t('from', { start: shownDate(row.startDate) })
              : row.endDate
                ? t('until', { end: shownDate(row.endDate) })
                : t('always')}
        </Text>
      ),
    },
    {
      key: 'active',
      header: t('columns.active'),
      render: (row) => (
        <Switch
          checked={row.active}
          disabled={!canUpdate}
          aria-label={t('activeSwitch', { name: row.name })}
          onChange={(e) => void switchActive(row, e.currentTarget.checked)}
        />
      ),
    },
    {
      key: 'actions',
      header: t('columns.actions'),
      render: (row) => (
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            variant="light"
            onClick={() => onEdit(row)}
            aria-label={t('editFor', { name: row.name })}
          >
            {t('edit')}
          </Button>
          {can({ policy, action: 'delete' }) && (
            <DeleteRowButton
              label={t('delete')}
              labelFor={t('deleteFor', { name: row.name })}
              onClick={() => deletes.askDelete(row)}
            />
          )}
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <ListPageHeader title={t(`${texts}.title`)} />
      <Group justify="space-between" align="flex-start">
        <Text size="sm" c="dimmed" maw={640}>
          {t(`${texts}.intro`)}
        </Text>
        {can({ policy, action: 'create' }) && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onCreate}>
            {t(`${texts}.new`)}
          </Button>
        )}
      </Group>
      <SortableSearch
        label={t('search')}
        placeholder={t('searchPlaceholder')}
        value={filters.query}
        onCommit={(value) => setFilter('query', value)}
        searchingHint={t('searching')}
        canReorder={canUpdate}
      />
      {query.isError && !page ? (
        <LoadFailed title={t('loadFailed')} error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <DataTable
          label={t(`${texts}.title`)}
          columns={columns}
          rows={page?.data}
          rowKey={(row) => row.id}
          meta={page?.meta}
          loading={query.isFetching}
          emptyText={filters.query ? t('empty') : t(`${texts}.none`)}
          onPageChange={setPage}
          body={
            canUpdate
              ? (props) => (
                  <SortableTableBody
                    {...props}
                    onReorder={(keys) => void reorder(keys)}
                    disabled={Boolean(filters.query)}
                    nameOf={(row) => row.name}
                  />
                )
              : undefined
          }
        />
      )}
      {children}
      {deletes.dialog}
    </Stack>
  );
}

/** The list's page and search, as the address keeps them. */
export function useShownListParams() {
  const { page, filters } = useListParams(['query'] as const);
  return { page, limit: DEFAULT_PAGE_SIZE, query: filters.query || undefined };
}
