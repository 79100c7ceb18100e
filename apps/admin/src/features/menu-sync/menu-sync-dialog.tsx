import { Modal, SegmentedControl, Stack, Tabs } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { channelNames, type MenuChannel, menuChannels } from './channels.js';
import { DeployPanel } from './deploy-panel.js';
import { ImportPanel } from './import-panel.js';
import { VersionsPanel } from './versions-panel.js';

interface MenuSyncDialogProps {
  store: { id: number; name: string } | null;
  onClose(): void;
}

type Tab = 'deploy' | 'versions' | 'import';

/**
 * A store's menu on the delivery channels: publish with the diff first, the versions published
 * before (each restorable), and import from the channel. Panels are keyed by channel so that
 * switching channel starts each one afresh.
 */
export function MenuSyncDialog({ store, onClose }: MenuSyncDialogProps) {
  const { t } = useTranslation();
  const [channel, setChannel] = useState<MenuChannel>('uber_eats');
  const [tab, setTab] = useState<Tab>('deploy');
  return (
    <Modal
      opened={store !== null}
      onClose={onClose}
      size="xl"
      title={t('menuSync:title', { store: store?.name ?? '' })}
    >
      {store && (
        <Stack gap="md">
          <SegmentedControl
            aria-label={t('menuSync:channel')}
            value={channel}
            onChange={(value) => setChannel(value as MenuChannel)}
            data={menuChannels.map((value) => ({ value, label: channelNames[value] }))}
          />
          <Tabs
            value={tab}
            onChange={(value) => setTab((value as Tab | null) ?? 'deploy')}
            keepMounted={false}
          >
            <Tabs.List>
              <Tabs.Tab value="deploy">{t('menuSync:tabs.deploy')}</Tabs.Tab>
              <Tabs.Tab value="versions">{t('menuSync:tabs.versions')}</Tabs.Tab>
              <Tabs.Tab value="import">{t('menuSync:tabs.import')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="deploy" pt="md">
              <DeployPanel key={channel} storeId={store.id} channel={channel} />
            </Tabs.Panel>
            <Tabs.Panel value="versions" pt="md">
              <VersionsPanel key={channel} storeId={store.id} channel={channel} />
            </Tabs.Panel>
            <Tabs.Panel value="import" pt="md">
              <ImportPanel key={channel} storeId={store.id} channel={channel} />
            </Tabs.Panel>
          </Tabs>
        </Stack>
      )}
    </Modal>
  );
}
