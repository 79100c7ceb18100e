import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Can, useCan } from '../../../shared/permissions/index.js';
import { useListParams } from '../../../shared/ui/data-table/index.js';
import { LoadFailed } from '../../../shared/ui/load-failed.js';
import { useModifiers } from '../api.js';
import { addModifierUrl } from '../urls.js';
import { ModifierFilters } from './modifier-filters.js';
import { ModifierRowActions } from './modifier-row-actions.js';
import { ModifierTable } from './modifier-table.js';
import { useModifierListActions } from './use-modifier-list-actions.js';

const filterNames = ['query', 'type'] as const;

/** `/modifiers`: search, kind, pages, drag to reorder, clone, delete one or many. */
export default function ModifierListPage() {
  const { t } = useTranslation('modifiers');
  const can = useCan();
  const { page, filters, setPage, setFilter } = useListParams(filterNames);
  const type = filters.type === 'parent' || filters.type === 'child' ? filters.type : '';
  const modifiers = useModifiers({ page, query: filters.query, type });
  const actions = useModifierListActions(modifiers.data?.data);
  const filtered = Boolean(filters.query || type);

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Stack gap={2}>
          <Title order={1} size="h2">
            {t('title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('intro')}
          </Text>
        </Stack>
        <Can policy="modifiers" action="create">
          <Button component={Link} to={addModifierUrl()} leftSection={<IconPlus size={16} aria-hidden />}>
            {t('create')}
          </Button>
        </Can>
      </Group>
      <ModifierFilters values={{ query: filters.query, type }} onChange={setFilter} />
      {modifiers.isError && !modifiers.data ? (
        <LoadFailed
          title={t('loadFailed')}
          error={modifiers.error}
          onRetry={() => void modifiers.refetch()}
        />
      ) : (
        <ModifierTable
          rows={actions.shown}
          meta={modifiers.data?.meta}
          loading={modifiers.isFetching}
          emptyText={filtered ? t('empty') : t('none')}
          onPageChange={setPage}
          actions={(modifier) => <ModifierRowActions modifier={modifier} handlers={actions.handlers} />}
          onReorder={can({ policy: 'modifiers', action: 'update' }) ? actions.reorder : undefined}
          onDeleteSelected={can({ policy: 'modifiers', action: 'delete' }) ? actions.deleteMany : undefined}
        />
      )}
      {actions.dialogs}
    </Stack>
  );
}
