import { Box, Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { DEFAULT_PAGE_SIZE, type QuestionCategory, questionCategories } from '@tablero/domain';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/http/index.js';
import { useCan } from '../../../shared/permissions/index.js';
import { ConfirmDelete } from '../../../shared/ui/confirm-delete/index.js';
import {
  DataTable,
  type DataTableColumn,
  DescriptionCell,
  SearchBox,
  useListParams,
} from '../../../shared/ui/data-table/index.js';
import { LoadFailed } from '../../../shared/ui/load-failed.js';
import { QUESTION_TOAST_MS, showToast } from '../../../shared/ui/toasts.js';
import { deleteQuestion, npsKeys, type Question, useQuestions } from '../api.js';
import { CategoryBadge } from '../category-badge.js';
import { RowAction } from '../row-action.js';

// The form's inputs come with the first add or edit.
const QuestionFormModal = lazy(() => import('./question-form-modal.js'));

const filterNames = ['query', 'category'] as const;
/** A question is the page's subject: its text is cut later than the spec's 30 characters of a description. */
const QUESTION_CUT = 80;

/**
 * `/nps/questions`: the questions polls ask (spec part 2 §5). One in an active poll cannot change
 * or go, one with answers keeps its category and cannot go: the row says why before the API does.
 */
export default function QuestionListPage() {
  const { t, i18n } = useTranslation('nps');
  const can = useCan();
  const client = useQueryClient();
  const { page, filters, setPage, setFilter } = useListParams(filterNames);
  const category = (questionCategories as readonly string[]).includes(filters.category)
    ? (filters.category as QuestionCategory)
    : undefined;
  const questions = useQuestions({
    page,
    limit: DEFAULT_PAGE_SIZE,
    query: filters.query || undefined,
    category,
  });
  const [editing, setEditing] = useState<Question | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Question | null>(null);
  const filtered = Object.values(filters).some(Boolean);
  const canUpdate = can({ policy: 'questions', action: 'update' });
  const canDelete = can({ policy: 'questions', action: 'delete' });
  const count = new Intl.NumberFormat(i18n.language);
  const titleList = new Intl.ListFormat(i18n.language, { type: 'conjunction' });

  /** Why a question cannot change or go now: the active polls that ask it. */
  const lockedBy = (q: Question) =>
    q.activePolls.length === 0
      ? null
      : t('questions.inActivePoll', {
          count: q.activePolls.length,
          titles:
            q.activePolls.length === 1
              ? q.activePolls[0]
              : titleList.format(q.activePolls.map((p) => `«${p}»`)),
        });

  const remove = async () => {
    if (!deleting) return;
    try {
      await deleteQuestion(deleting.id);
      showToast('green', t('questions.deleted'), QUESTION_TOAST_MS);
    } catch (error) {
      // 409 (code 1054): it has answers, or an active poll asks it; the API says which.
      showToast('red', isApiError(error) ? error.message : String(error), QUESTION_TOAST_MS);
    } finally {
      await client.invalidateQueries({ queryKey: npsKeys.all });
    }
  };

  const columns: DataTableColumn<Question>[] = [
    {
      key: 'description',
      header: t('questions.columns.description'),
      render: (q) => <DescriptionCell text={q.description} limit={QUESTION_CUT} />,
    },
    {
      key: 'category',
      header: t('questions.columns.category'),
      width: 170,
      render: (q) => <CategoryBadge category={q.category} />,
    },
    {
      key: 'activePolls',
      header: t('questions.columns.activePolls'),
      width: 220,
      render: (q) =>
        q.activePolls.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('questions.noActivePoll')}
          </Text>
        ) : (
          <Stack gap={2}>
            {q.activePolls.map((title) => (
              <Group key={title} gap={6} wrap="nowrap" align="flex-start">
                <Box
                  w={8}
                  h={8}
                  mt={6}
                  bg="green.6"
                  style={{ borderRadius: '50%', flexShrink: 0 }}
                  aria-hidden
                />
                <Text size="sm">{title}</Text>
              </Group>
            ))}
          </Stack>
        ),
    },
    {
      key: 'answers',
      header: t('questions.columns.answers'),
      width: 110,
      render: (q) => count.format(q.answersCount),
    },
    {
      key: 'actions',
      header: '',
      width: 96,
      render: (q) => {
        const locked = lockedBy(q);
        return (
          <Group gap={4} wrap="nowrap" justify="flex-end">
            {canUpdate && (
              <RowAction
                label={t('questions.editLabel', { name: q.description })}
                icon={<IconPencil size={18} aria-hidden />}
                refusal={locked}
                onClick={() => setEditing(q)}
              />
            )}
            {canDelete && (
              <RowAction
                label={t('questions.deleteLabel', { name: q.description })}
                icon={<IconTrash size={18} aria-hidden />}
                color="red"
                refusal={locked ?? (q.answersCount > 0 ? t('questions.withAnswers') : null)}
                onClick={() => setDeleting(q)}
              />
            )}
          </Group>
        );
      },
    },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('questions.title')}
        </Title>
        {can({ policy: 'questions', action: 'create' }) && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing(null)}>
            {t('questions.add')}
          </Button>
        )}
      </Group>
      <Group gap="sm" align="flex-end">
        <SearchBox
          label={t('questions.search')}
          placeholder={t('questions.searchPlaceholder')}
          value={filters.query}
          onCommit={(value) => setFilter('query', value)}
        />
        <Select
          label={t('questions.filters.category')}
          placeholder={t('questions.filters.anyCategory')}
          data={questionCategories.map((c) => ({ value: c, label: t(`categories.${c}`) }))}
          value={category ?? null}
          onChange={(value) => setFilter('category', value ?? '')}
          clearable
          w={200}
        />
      </Group>
      {questions.isError && !questions.data ? (
        <LoadFailed
          title={t('questions.loadFailed')}
          error={questions.error}
          onRetry={() => void questions.refetch()}
        />
      ) : (
        <DataTable
          label={t('questions.title')}
          columns={columns}
          rows={questions.data?.data}
          rowKey={(q) => q.id}
          meta={questions.data?.meta}
          loading={questions.isFetching}
          emptyText={filtered ? t('questions.empty') : t('questions.none')}
          onPageChange={setPage}
        />
      )}
      {editing !== undefined && (
        <Suspense fallback={null}>
          <QuestionFormModal question={editing} onClose={() => setEditing(undefined)} />
        </Suspense>
      )}
      <ConfirmDelete
        opened={deleting !== null}
        subject={t('questions.deleteSubject', { name: deleting?.description ?? '' })}
        onConfirm={remove}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
