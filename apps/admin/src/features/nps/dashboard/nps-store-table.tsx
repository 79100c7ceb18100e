import { Paper, Skeleton, Table, Text, Title, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NpsStoreRow } from './api.js';
import { count, formatScore, share } from './nps-bands.js';

type SortKey = 'store' | 'answers' | 'score' | 'promoters' | 'detractors';
const columns: SortKey[] = ['store', 'answers', 'score', 'promoters', 'detractors'];

const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : -1);

/** What each column sorts by; a store without a score sorts below any score. */
const sortValue: Record<SortKey, (row: NpsStoreRow) => number | string> = {
  store: (row) => row.storeName,
  answers: (row) => row.answers,
  score: (row) => row.score ?? -1000,
  promoters: (row) => ratio(row.promoters, row.answers),
  detractors: (row) => ratio(row.detractors, row.answers),
};

function sorted(rows: NpsStoreRow[], key: SortKey, descending: boolean): NpsStoreRow[] {
  const value = sortValue[key];
  return [...rows].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    const order =
      typeof x === 'string' && typeof y === 'string'
        ? x.localeCompare(y, 'es-CL')
        : (x as number) - (y as number);
    return (descending ? -order : order) || a.storeName.localeCompare(b.storeName, 'es-CL');
  });
}

/** Each store with answers: its answers, score and shares, sorted by any column (most answered first). */
export function NpsStoreTable({ rows }: { rows: NpsStoreRow[] | null }) {
  const { t } = useTranslation('npsResults');
  const [sort, setSort] = useState<{ key: SortKey; descending: boolean }>({
    key: 'answers',
    descending: true,
  });
  const shown = rows ? sorted(rows, sort.key, sort.descending) : null;
  const sortBy = (key: SortKey) =>
    setSort((current) =>
      current.key === key ? { key, descending: !current.descending } : { key, descending: key !== 'store' },
    );

  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="sm" id="nps-stores-title">
        {t('stores.title')}
      </Title>
      {shown === null ? (
        <Skeleton h={160} radius="md" />
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="xs" highlightOnHover aria-labelledby="nps-stores-title">
            <Table.Thead>
              <Table.Tr>
                {columns.map((key) => {
                  const active = sort.key === key;
                  const Icon = active ? (sort.descending ? IconArrowDown : IconArrowUp) : IconArrowsSort;
                  return (
                    <Table.Th
                      key={key}
                      scope="col"
                      aria-sort={active ? (sort.descending ? 'descending' : 'ascending') : 'none'}
                      ta={key === 'store' ? 'start' : 'end'}
                    >
                      <UnstyledButton
                        onClick={() => sortBy(key)}
                        fw={600}
                        fz="sm"
                        style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
                        title={t('stores.sortBy', { column: t(`stores.columns.${key}`) })}
                      >
                        {t(`stores.columns.${key}`)}
                        <Icon size={14} aria-hidden opacity={active ? 1 : 0.4} />
                      </UnstyledButton>
                    </Table.Th>
                  );
                })}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((row) => (
                <Table.Tr key={row.storeId}>
                  <Table.Td>{row.storeName}</Table.Td>
                  <Table.Td ta="end">{count(row.answers)}</Table.Td>
                  <Table.Td ta="end" fw={600}>
                    {formatScore(row.score)}
                  </Table.Td>
                  <Table.Td ta="end">{share(row.promoters, row.answers)}</Table.Td>
                  <Table.Td ta="end">{share(row.detractors, row.answers)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {shown.length === 0 && (
            <Text c="dimmed" ta="center" py="md">
              {t('empty.title')}
            </Text>
          )}
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
