import { Alert, Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../shared/format/index.js';
import type { DiffChange, DiffItem, DiffSection, MenuDiff } from './api.js';

type Kind = 'products' | 'modifiers';

/** Counts of each kind of change, for the summary badges. */
export function diffCounts(section: DiffSection) {
  return { added: section.added.length, removed: section.removed.length, changed: section.changed.length };
}

function ItemRows({ items, tone }: { items: DiffItem[]; tone: 'added' | 'removed' }) {
  const { t } = useTranslation();
  const money = useMoney();
  return items.map((item) => (
    <Table.Tr key={`${tone}-${item.key}`}>
      <Table.Td>
        <Badge color={tone === 'added' ? 'green' : 'red'} variant="light">
          {t(`menuSync:diff.${tone}`)}
        </Badge>
      </Table.Td>
      <Table.Td td={tone === 'removed' ? 'line-through' : undefined}>{item.name}</Table.Td>
      <Table.Td>{money(item.price)}</Table.Td>
    </Table.Tr>
  ));
}

function ChangedRows({ items }: { items: DiffChange[] }) {
  const { t } = useTranslation();
  const money = useMoney();
  return items.map((item) => (
    <Table.Tr key={`changed-${item.key}`}>
      <Table.Td>
        <Badge color="yellow" variant="light">
          {t('menuSync:diff.changed')}
        </Badge>
      </Table.Td>
      <Table.Td>
        {item.previousName === item.name ? (
          item.name
        ) : (
          <Text span size="sm">
            <Text span td="line-through" c="dimmed" size="sm">
              {item.previousName}
            </Text>{' '}
            → {item.name}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        {item.previousPrice === item.price ? (
          money(item.price)
        ) : (
          <Text span size="sm">
            <Text span td="line-through" c="dimmed" size="sm">
              {money(item.previousPrice)}
            </Text>{' '}
            → <strong>{money(item.price)}</strong>
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  ));
}

function SectionTable({ kind, section }: { kind: Kind; section: DiffSection }) {
  const { t } = useTranslation();
  const counts = diffCounts(section);
  if (counts.added + counts.removed + counts.changed === 0) return null;
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Title order={4} size="h5">
          {t(`menuSync:diff.${kind}`)}
        </Title>
        {(['added', 'removed', 'changed'] as const).map((tone) =>
          counts[tone] > 0 ? (
            <Text key={tone} size="sm" c="dimmed">
              {t(`menuSync:diff.count.${tone}`, { count: counts[tone] })}
            </Text>
          ) : null,
        )}
      </Group>
      <Table striped withTableBorder aria-label={t(`menuSync:diff.${kind}`)}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={110}>{t('menuSync:diff.change')}</Table.Th>
            <Table.Th>{t('menuSync:diff.name')}</Table.Th>
            <Table.Th w={200}>{t('menuSync:diff.price')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <ItemRows items={section.added} tone="added" />
          <ChangedRows items={section.changed} />
          <ItemRows items={section.removed} tone="removed" />
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

/** What a deploy would change on the channel: products and modifiers added, removed, changed. */
export function MenuDiffView({ diff }: { diff: MenuDiff }) {
  const { t } = useTranslation();
  if (diff.unchanged) {
    return (
      <Alert color="gray" variant="light">
        {t('menuSync:diff.unchanged')}
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      <SectionTable kind="products" section={diff.products} />
      <SectionTable kind="modifiers" section={diff.modifiers} />
    </Stack>
  );
}
