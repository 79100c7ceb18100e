import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useDateTime } from '../../shared/format/index.js';
import { menuSyncKeys, previewDeploy, startDeploy } from './api.js';
import { channelNames, type MenuChannel } from './channels.js';
import { JobProgress } from './job-progress.js';
import { MenuDiffView } from './menu-diff-view.js';
import { useSyncJob } from './use-sync-job.js';

interface DeployPanelProps {
  storeId: number;
  channel: MenuChannel;
  /** Roll back to this earlier version instead of publishing the menu as it is now. */
  rollbackTo?: number;
}

/** The diff first, then the deploy (or rollback) as a tracked job. */
export function DeployPanel({ storeId, channel, rollbackTo }: DeployPanelProps) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const job = useSyncJob();
  const preview = useQuery({
    queryKey: menuSyncKeys.preview(storeId, channel, rollbackTo),
    queryFn: () => previewDeploy(storeId, channel, rollbackTo),
    enabled: job.jobId === null,
    staleTime: 0,
    meta: { inlineError: true },
  });
  const name = channelNames[channel];

  if (job.state) {
    return (
      <JobProgress
        state={job.state}
        pollError={job.pollError}
        onAskAgain={job.askAgain}
        describeResult={(result) =>
          t('menuSync:deploy.done', {
            channel: name,
            version: result.versionId,
            products: result.productsCount,
            modifiers: result.modifiersCount,
          })
        }
      />
    );
  }
  if (preview.isPending) {
    return (
      <Group gap="xs">
        <Loader size="sm" />
        <Text size="sm">{t('menuSync:deploy.comparing', { channel: name })}</Text>
      </Group>
    );
  }
  if (preview.isError) {
    return (
      <Alert color="red" variant="light" role="alert" title={t('menuSync:deploy.previewFailed')}>
        {preview.error.message}
      </Alert>
    );
  }
  const { baseVersion, diff } = preview.data;
  return (
    <Stack gap="md">
      <Text size="sm">
        {baseVersion
          ? t('menuSync:deploy.against', { version: baseVersion.id, date: dateTime(baseVersion.createdAt) })
          : t('menuSync:deploy.firstTime', { channel: name })}
      </Text>
      <MenuDiffView diff={diff} />
      <Group justify="flex-end">
        <Button
          loading={job.starting}
          onClick={() => job.start(() => startDeploy(storeId, channel, rollbackTo))}
        >
          {rollbackTo
            ? t('menuSync:versions.restore', { version: rollbackTo })
            : t('menuSync:deploy.publish', { channel: name })}
        </Button>
      </Group>
    </Stack>
  );
}
