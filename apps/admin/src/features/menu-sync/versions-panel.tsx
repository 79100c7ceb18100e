import { Alert, Button, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateTime } from '../../shared/format/index.js';
import { DirectionalIcon } from '../../shared/ui/directional-icon.js';
import { type MenuVersion, useMenuVersions } from './api.js';
import type { MenuChannel } from './channels.js';
import { DeployPanel } from './deploy-panel.js';

function VersionRow({
  version,
  latest,
  onRestore,
}: {
  version: MenuVersion;
  latest: boolean;
  onRestore(): void;
}) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  return (
    <Table.Tr>
      <Table.Td>#{version.id}</Table.Td>
      <Table.Td>{dateTime(version.createdAt)}</Table.Td>
      <Table.Td>{version.createdBy?.name ?? '—'}</Table.Td>
      <Table.Td>
        {t('menuSync:versions.contents', {
          products: version.productsCount,
          modifiers: version.modifiersCount,
        })}
        {version.rollbackOf !== null && (
          <Text size="xs" c="dimmed">
            {t('menuSync:versions.rollbackOf', { version: version.rollbackOf })}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        {latest ? (
          <Text size="sm" c="dimmed">
            {t('menuSync:versions.current')}
          </Text>
        ) : (
          <Button size="xs" variant="light" onClick={onRestore}>
            {t('menuSync:versions.restoreShort')}
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** Every menu deployed to the channel for this store, newest first, each one restorable. */
export function VersionsPanel({ storeId, channel }: { storeId: number; channel: MenuChannel }) {
  const { t } = useTranslation();
  const versions = useMenuVersions(storeId, channel);
  const [restoring, setRestoring] = useState<number | null>(null);

  if (restoring !== null) {
    return (
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={500}>{t('menuSync:versions.restoreTitle', { version: restoring })}</Text>
          <Button
            variant="subtle"
            size="xs"
            leftSection={<DirectionalIcon icon={IconArrowLeft} size={14} />}
            onClick={() => setRestoring(null)}
          >
            {t('menuSync:versions.back')}
          </Button>
        </Group>
        <DeployPanel storeId={storeId} channel={channel} rollbackTo={restoring} />
      </Stack>
    );
  }
  if (versions.isPending) return <Loader size="sm" />;
  if (versions.isError) return <Alert color="red">{versions.error.message}</Alert>;
  if (versions.data.data.length === 0) {
    return <Text c="dimmed">{t('menuSync:versions.none')}</Text>;
  }
  return (
    <Table striped withTableBorder aria-label={t('menuSync:versions.title')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('menuSync:versions.version')}</Table.Th>
          <Table.Th>{t('menuSync:versions.date')}</Table.Th>
          <Table.Th>{t('menuSync:versions.by')}</Table.Th>
          <Table.Th>{t('menuSync:versions.contentsTitle')}</Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {versions.data.data.map((version, index) => (
          <VersionRow
            key={version.id}
            version={version}
            latest={index === 0 && versions.data.meta.page === 1}
            onRestore={() => setRestoring(version.id)}
          />
        ))}
      </Table.Tbody>
    </Table>
  );
}
