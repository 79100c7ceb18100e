import { Button, Group, Menu, Select, Stack, Switch, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { DEFAULT_PAGE_SIZE, type PollDispatchMethod, pollDispatchMethods } from '@tablero/domain';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/http/index.js';
import { useCan } from '../../../shared/permissions/index.js';
import { ConfirmDelete } from '../../../shared/ui/confirm-delete/index.js';
import {
  DataTable,
  type DataTableColumn,
  RowActionsMenu,
  useListParams,
} from '../../../shared/ui/data-table/index.js';
import { LoadFailed } from '../../../shared/ui/load-failed.js';
import { showError, showSuccess } from '../../../shared/ui/toasts.js';
import { deletePoll, npsKeys, type Poll, savePoll, usePolls } from '../api.js';
import { InvitationsNotice } from './invitations-notice.js';

// The form's inputs come with the first add or edit.
const PollFormModal = lazy(() => import('./poll-form-modal.js'));

const filterNames = ['dispatchMethod', 'active'] as const;

/** A refusal's own words: a 422's first field message (another active poll), else the message. */
const refusalOf = (error: unknown) =>
  isApiError(error) ? (error.fieldErrors[0]?.message ?? error.message) : String(error);

/**
 * `/nps/polls`: the polls customers get when their order arrives, one active per dispatch method
 * (spec part 2 §5); the row's switch turns a poll on or off.
 */
export default function PollListPage() {
  const { t, i18n } = useTranslation('nps');
  const can = useCan();
  const client = useQueryClient();
  const { page, filters, setPage, setFilter } = useListParams(filterNames);
  const dispatchMethod = (pollDispatchMethods as readonly string[]).includes(filters.dispatchMethod)
    ? (filters.dispatchMethod as PollDispatchMethod)
    : undefined;
  const active = filters.active === 'true' || filters.active === 'false' ? filters.active : undefined;
  const polls = usePolls({ page, limit: DEFAULT_PAGE_SIZE, dispatchMethod, active });
  const [editing, setEditing] = useState<Poll | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Poll | null>(null);
  /** Polls whose switch was just moved, until the API answers. */
  const [switching, setSwitching] = useState<ReadonlySet<number>>(new Set());
  const filtered = Object.values(filters).some(Boolean);
  const canUpdate = can({ policy: 'polls', action: 'update' });
  const canDelete = can({ policy: 'polls', action: 'delete' });
  const count = new Intl.NumberFormat(i18n.language);

  const toggle = async (poll: Poll, on: boolean) => {
    setSwitching((ids) => new Set(ids).add(poll.id));
    try {
      await savePoll(poll.id, { active: on });
      showSuccess(t(on ? 'polls.activated' : 'polls.deactivated', { name: poll.title }));
    } catch (error) {
      showError(refusalOf(error));
    } finally {
      // Its questions' active polls change with it.
      await client.invalidateQueries({ queryKey: npsKeys.all });
      setSwitching((ids) => {
        const next = new Set(ids);
        next.delete(poll.id);
        return next;
      });
    }
  };

  const remove = async () => {
    if (!deleting) return;
    try {
      await deletePoll(deleting.id);
      showSuccess(t('polls.deleted'));
    } catch (error) {
      showError(refusalOf(error));
    } finally {
      await client.invalidateQueries({ queryKey: npsKeys.all });
    }
  };

  const columns: DataTableColumn<Poll>[] = [
    { key: 'title', header: t('polls.columns.title'), render: (p) => p.title },
    {
      key: 'dispatchMethod',
      header: t('polls.columns.dispatchMethod'),
      render: (p) => t(`dispatchMethods.${p.dispatchMethod}`),
    },
    {
      key: 'questions',
      header: t('polls.columns.questions'),
      width: 110,
      render: (p) => count.format(p.questionIds.length),
    },
    {
      key: 'answers',
      header: t('polls.columns.answers'),
      width: 110,
      render: (p) => count.format(p.answersCount),
    },
    {
      key: 'active',
      header: t('polls.columns.active'),
      width: 90,
      render: (p) => (
        <Switch
          aria-label={t('polls.activeLabel', { name: p.title })}
          checked={p.active}
          disabled={!canUpdate || switching.has(p.id)}
          onChange={(event) => void toggle(p, event.currentTarget.checked)}
        />
      ),
    },
    {
      key: 'actions',
      header: '',
      width: 48,
      render: (p) =>
        canUpdate || canDelete ? (
          <RowActionsMenu label={t('polls.actions.menu', { name: p.title })}>
            {canUpdate && (
              <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setEditing(p)}>
                {t('polls.actions.edit')}
              </Menu.Item>
            )}
            {canDelete && (
              <Menu.Item
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() => setDeleting(p)}
              >
                {t('polls.actions.delete')}
              </Menu.Item>
            )}
          </RowActionsMenu>
        ) : null,
    },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('polls.title')}
        </Title>
        {can({ policy: 'polls', action: 'create' }) && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing(null)}>
            {t('polls.add')}
          </Button>
        )}
      </Group>
      <InvitationsNotice />
      <Group gap="sm" align="flex-end">
        <Select
          label={t('polls.filters.dispatchMethod')}
          placeholder={t('polls.filters.anyDispatchMethod')}
          data={pollDispatchMethods.map((m) => ({ value: m, label: t(`dispatchMethods.${m}`) }))}
          value={dispatchMethod ?? null}
          onChange={(value) => setFilter('dispatchMethod', value ?? '')}
          clearable
          w={200}
        />
        <Select
          label={t('polls.filters.state')}
          placeholder={t('polls.filters.anyState')}
          data={[
            { value: 'true', label: t('polls.filters.active') },
            { value: 'false', label: t('polls.filters.inactive') },
          ]}
          value={active ?? null}
          onChange={(value) => setFilter('active', value ?? '')}
          clearable
          w={160}
        />
      </Group>
      {polls.isError && !polls.data ? (
        <LoadFailed title={t('polls.loadFailed')} error={polls.error} onRetry={() => void polls.refetch()} />
      ) : (
        <DataTable
          label={t('polls.title')}
          columns={columns}
          rows={polls.data?.data}
          rowKey={(p) => p.id}
          meta={polls.data?.meta}
          loading={polls.isFetching}
          emptyText={filtered ? t('polls.empty') : t('polls.none')}
          onPageChange={setPage}
        />
      )}
      {editing !== undefined && (
        <Suspense fallback={null}>
          <PollFormModal poll={editing} onClose={() => setEditing(undefined)} />
        </Suspense>
      )}
      <ConfirmDelete
        opened={deleting !== null}
        subject={t('polls.deleteSubject', { name: deleting?.title ?? '' })}
        onConfirm={remove}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
