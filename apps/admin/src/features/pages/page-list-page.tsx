import { Badge, Button, Code, Group, Stack, Text } from '@mantine/core';
import { DEFAULT_PAGE_SIZE } from '@tablero/domain';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
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
import { type Page, pageKeys, useDeletePage, usePages, useSavePagePositions } from './api.js';
import { pageBuilderUrl, usePageUrls } from './urls.js';

/** `/pages`: the storefront's pages in their order, reordered by dragging, changed and deleted. */
export default function PageListPage() {
  const { t } = useTranslation('pages');
  const urls = usePageUrls();
  const can = useCan();
  const navigate = useNavigate();
  const { page, filters, setPage, setFilter } = useListParams(['query'] as const);
  const params = { page, limit: DEFAULT_PAGE_SIZE, query: filters.query || undefined };
  const pages = usePages(params);
  const remove = useDeletePage();
  const savePositions = useSavePagePositions();
  const canUpdate = can({ policy: 'pages', action: 'update' });
  const deletes = useConfirmedDelete<Page>({
    subject: (row) => t('deleteSubject', { name: row.title }),
    remove: (row) => remove.mutateAsync(row.id),
    deleted: t('PagesAdmin.pageDeleted'),
    notDeleted: t('PagesAdmin.pageDeleteError'),
  });
  const data = pages.data;

  const reorder = useOptimisticReorder({
    queryKey: pageKeys.list(params),
    page: data,
    first: (params.page - 1) * params.limit,
    save: (positions) => savePositions.mutateAsync(positions),
    savedMessage: t('reordered'),
  });

  const columns: DataTableColumn<Page>[] = [
    ...(canUpdate
      ? [
          {
            key: 'order',
            header: t('columns.order'),
            width: 56,
            render: (row: Page) => <DragHandle label={t('handle', { name: row.title })} />,
          },
        ]
      : []),
    {
      key: 'title',
      header: t('columns.title'),
      render: (row) => (
        <Text size="sm" fw={500}>
          {row.title}
        </Text>
      ),
    },
    { key: 'address', header: t('columns.address'), render: (row) => <Code>{row.relativeUrl}</Code> },
    {
      key: 'state',
      header: t('columns.state'),
      render: (row) => (
        <Badge variant="light" color={row.published ? 'green' : 'gray'} size="sm">
          {row.published ? t('published') : t('draft')}
        </Badge>
      ),
    },
    {
      key: 'actions',
      header: t('columns.actions'),
      render: (row) => (
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            variant="filled"
            onClick={() => void navigate(pageBuilderUrl(row.id, urls.admin))}
            aria-label={t('designFor', { name: row.title })}
          >
            {t('design')}
          </Button>
          <Button
            size="xs"
            variant="light"
            onClick={() => void navigate(urls.edit(row.id))}
            aria-label={t('editFor', { name: row.title })}
          >
            {t('edit')}
          </Button>
          {can({ policy: 'pages', action: 'delete' }) && (
            <DeleteRowButton
              label={t('delete')}
              labelFor={t('deleteFor', { name: row.title })}
              onClick={() => deletes.askDelete(row)}
            />
          )}
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <ListPageHeader
        title={urls.admin ? t('PagesAdmin.title') : t('title')}
        create={{ label: t('new'), to: urls.add, requires: { policy: 'pages', action: 'create' } }}
      />
      <Text size="sm" c="dimmed" maw={640}>
        {urls.admin ? t('PagesAdmin.intro') : t('intro')}
      </Text>
      <SortableSearch
        label={t('search')}
        placeholder={t('searchPlaceholder')}
        value={filters.query}
        onCommit={(value) => setFilter('query', value)}
        searchingHint={t('searching')}
        canReorder={canUpdate}
      />
      {pages.isError && !data ? (
        <LoadFailed title={t('loadFailed')} error={pages.error} onRetry={() => void pages.refetch()} />
      ) : (
        <DataTable
          label={t('title')}
          columns={columns}
          rows={data?.data}
          rowKey={(row) => row.id}
          meta={data?.meta}
          loading={pages.isFetching}
          emptyText={filters.query ? t('empty') : t('none')}
          onPageChange={setPage}
          body={
            canUpdate
              ? (props) => (
                  <SortableTableBody
                    {...props}
                    onReorder={(keys) => void reorder(keys)}
                    disabled={Boolean(filters.query)}
                    nameOf={(row) => row.title}
                  />
                )
              : undefined
          }
        />
      )}
      {deletes.dialog}
    </Stack>
  );
}
