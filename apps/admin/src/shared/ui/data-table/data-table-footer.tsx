import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PageMeta } from '../../http/index.js';

export function DataTableFooter({
  meta,
  onPageChange,
}: {
  meta: PageMeta;
  onPageChange(page: number): void;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" px="md" py="sm" wrap="wrap">
      <Text size="sm" c="dimmed">
        {t('common:table.total', { count: meta.totalCount })}
      </Text>
      {meta.totalPages > 1 && (
        <nav aria-label={t('common:table.pagination')}>
          <Pagination
            total={meta.totalPages}
            value={meta.page}
            onChange={onPageChange}
            size="sm"
            getControlProps={(control) => ({ 'aria-label': t(`common:table.${control}Page`) })}
          />
        </nav>
      )}
    </Group>
  );
}
