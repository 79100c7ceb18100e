import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { startImport } from './api.js';
import { channelNames, type MenuChannel } from './channels.js';
import { JobProgress } from './job-progress.js';
import { useSyncJob } from './use-sync-job.js';

/** Brings the channel's menu into the catalogue; importing twice creates nothing new. */
export function ImportPanel({ storeId, channel }: { storeId: number; channel: MenuChannel }) {
  const { t } = useTranslation();
  const job = useSyncJob();
  const name = channelNames[channel];
  return (
    <Stack gap="md">
      <Text size="sm">{t('menuSync:import.explain', { channel: name })}</Text>
      {job.state ? (
        <JobProgress
          state={job.state}
          pollError={job.pollError}
          onAskAgain={job.askAgain}
          describeResult={(result) =>
            t('menuSync:import.done', {
              channel: name,
              productsCreated: result.productsCreated,
              productsUpdated: result.productsUpdated,
              modifiersCreated: result.modifiersCreated,
              modifiersUpdated: result.modifiersUpdated,
            })
          }
        />
      ) : (
        <Group justify="flex-end">
          <Button loading={job.starting} onClick={() => job.start(() => startImport(storeId, channel))}>
            {t('menuSync:import.start', { channel: name })}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
