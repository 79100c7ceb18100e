import { Badge, Button, Code, Group, Stack, Text } from '@mantine/core';
import { DEFAULT_PAGE_SIZE } from '@tablero/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../shared/http/index.js';
import { useCan } from '../../shared/permissions/index.js';
import { DeleteRowButton, useConfirmedDelete } from '../../shared/ui/confirm-delete/index.js';
import {
  DataTable,
  type DataTableColumn,
  SearchBox,
  useListParams,
} from '../../shared/ui/data-table/index.js';
import { saveOrSay } from '../../shared/ui/form-page/save-failure.js';
import { ListPageHeader } from '../../shared/ui/list-page-header.js';
import { LoadFailed } from '../../shared/ui/load-failed.js';
import { showError, showSuccess } from '../../shared/ui/toasts.js';
import {
  type CustomLandingRow,
  landingKeys,
  saveCustomLanding,
  useCustomLandings,
  useDeleteCustomLanding,
} from './api.js';
import { LandingThumbnail } from './landing-thumbnail.js';
import { addCustomLandingUrl, editCustomLandingUrl } from './urls.js';

/** `/custom-landings`: the tenant's landings with their thumbnails, published, unpublished, deleted. */
export default function CustomLandingListPage() {
  const { t, i18n } = useTranslation('customLandings');
  const can = useCan();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { page, filters, setPage, setFilter } = useListParams(['query'] as const);
  const params = { page, limit: DEFAULT_PAGE_SIZE, query: filters.query || undefined };
  const landings = useCustomLandings(params);
  const remove = useDeleteCustomLanding();
  const [moving, setMoving] = useState<number | null>(null);
  const canUpdate = can({ policy: 'pages', action: 'update' });
  const deletes = useConfirmedDelete<CustomLandingRow>({
    subject: (row) => t('deleteSubject', { name: row.name }),
    remove: (row) => remove.mutateAsync(row.id),
    deleted: t('deleted'),
    notDeleted: t('notDeleted'),
  });
  const data = landings.data;
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  /** Publish or unpublish from the list, with the spec's toast either way. */
  const move = async (row: CustomLandingRow) => {
    const publish = row.status === 'draft';
    setMoving(row.id);
    try {
      await saveOrSay(
        saveCustomLanding(row.id, { status: publish ? 'published' : 'draft' }),
        t(publish ? 'notPublished' : 'notUnpublished'),
      );
      showSuccess(t(publish ? 'publishedToast' : 'unpublishedToast'));
    } catch (error) {
      // A refusal under a field (no HTML yet): the area's toast is up, the reason beside it. A 401 or
      // 403 was handled by the HTTP client; anything else is the area's toast with the server's reason.
      if (isApiError(error)) {
        const reason = error.fieldErrors[0]?.message;
        if (reason) showError(reason);
      } else showError(error instanceof Error ? error.message : String(error));
    } finally {
      setMoving(null);
      await client.invalidateQueries({ queryKey: landingKeys.all });
    }
  };

  const columns: DataTableColumn<CustomLandingRow>[] = [
    {
      key: 'thumbnail',
      header: t('columns.thumbnail'),
      width: 160,
      render: (row) => <LandingThumbnail url={row.thumbnail} name={row.name} />,
    },
    {
      key: 'name',
      header: t('columns.name'),
      render: (row) => (
        <Text size="sm" fw={500}>
          {row.name}
        </Text>
      ),
    },
    { key: 'address', header: t('columns.address'), render: (row) => <Code>/{row.slug}</Code> },
    {
      key: 'state',
      header: t('columns.state'),
      width: 120,
      render: (row) => (
        <Badge variant="light" color={row.status === 'published' ? 'green' : 'gray'} size="sm">
          {row.status === 'published' ? t('published') : t('draft')}
        </Badge>
      ),
    },
    {
      key: 'updated',
      header: t('columns.updated'),
      render: (row) => (
        <Text size="sm" c="dimmed">
          {row.editor.name
            ? t('editedBy', { when: when.format(new Date(row.updatedAt)), name: row.editor.name })
            : when.format(new Date(row.updatedAt))}
        </Text>
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
            onClick={() => void navigate(editCustomLandingUrl(row.id))}
            aria-label={t('editFor', { name: row.name })}
          >
            {t('edit')}
          </Button>
          {canUpdate && (
            <Button
              size="xs"
              variant="default"
              loading={moving === row.id}
              onClick={() => void move(row)}
              aria-label={t(row.status === 'draft' ? 'publishFor' : 'unpublishFor', { name: row.name })}
            >
              {t(row.status === 'draft' ? 'publish' : 'unpublish')}
            </Button>
          )}
          {can({ policy: 'pages', action: 'delete' }) && (
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
      <ListPageHeader
        title={t('title')}
        create={{
          label: t('new'),
          to: addCustomLandingUrl(),
          requires: { policy: 'pages', action: 'create' },
        }}
      />
      <Text size="sm" c="dimmed" maw={640}>
        {t('intro')}
      </Text>
      <SearchBox
        label={t('search')}
        placeholder={t('searchPlaceholder')}
        value={filters.query}
        onCommit={(value) => setFilter('query', value)}
      />
      {landings.isError && !data ? (
        <LoadFailed title={t('loadFailed')} error={landings.error} onRetry={() => void landings.refetch()} />
      ) : (
        <DataTable
          label={t('title')}
          columns={columns}
          rows={data?.data}
          rowKey={(row) => row.id}
          meta={data?.meta}
          loading={landings.isFetching}
          emptyText={filters.query ? t('empty') : t('none')}
          onPageChange={setPage}
        />
      )}
      {deletes.dialog}
    </Stack>
  );
}
