import { Anchor, Button, Group, Image, Stack, Switch, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../shared/http/index.js';
import { useConfirmedDelete } from '../../shared/ui/confirm-delete/index.js';
import type { DataTableColumn } from '../../shared/ui/data-table/index.js';
import { QueriedDataTable } from '../../shared/ui/data-table/queried-data-table.js';
import { ListPageHeader } from '../../shared/ui/list-page-header.js';
import { showError, showSuccess } from '../../shared/ui/toasts.js';
import { bannerKeys, type ManagedBanner, saveBanner, useDeleteBanner, useManagedBanners } from './api.js';
import { BannerFormModal } from './banner-form-modal.js';

/**
 * `/platform/informative-banners`: the notices the platform shows on top of every brand's console,
 * for its operators: published with two images, switched on and off from the row, changed, deleted.
 */
export default function BannerListPage() {
  const { t } = useTranslation('informativeBanners');
  const banners = useManagedBanners();
  const client = useQueryClient();
  const remove = useDeleteBanner();
  const [editing, setEditing] = useState<ManagedBanner | null | undefined>(undefined);
  const deletes = useConfirmedDelete<ManagedBanner>({
    subject: (banner) => t('deleteSubject', { alt: banner.alt }),
    remove: (banner) => remove.mutateAsync(banner.id),
    deleted: t('deleted'),
    notDeleted: t('notDeleted'),
  });

  const switchActive = async (banner: ManagedBanner, active: boolean) => {
    try {
      await saveBanner(banner.id, { active });
      showSuccess(t(active ? 'shownNow' : 'hiddenNow', { alt: banner.alt }));
    } catch (error) {
      if (!isApiError(error) || (error.status !== 401 && error.status !== 403))
        showError(error instanceof Error ? error.message : String(error));
    } finally {
      await client.invalidateQueries({ queryKey: bannerKeys.all });
    }
  };

  const columns: DataTableColumn<ManagedBanner>[] = [
    {
      key: 'banner',
      header: t('columns.banner'),
      render: (banner) => (
        <Group gap="sm" wrap="nowrap">
          {banner.desktopPicture?.url ? (
            <Image src={banner.desktopPicture.url} alt="" w={160} h={47} fit="cover" radius="sm" />
          ) : null}
          <Text size="sm">{banner.alt}</Text>
        </Group>
      ),
    },
    {
      key: 'link',
      header: t('columns.link'),
      render: (banner) => (
        <Anchor href={banner.link} target="_blank" rel="noopener noreferrer" size="sm">
          {banner.link}
        </Anchor>
      ),
    },
    {
      key: 'active',
      header: t('columns.active'),
      render: (banner) => (
        <Switch
          checked={banner.active}
          aria-label={t('activeSwitch', { alt: banner.alt })}
          onChange={(e) => void switchActive(banner, e.currentTarget.checked)}
        />
      ),
    },
    {
      key: 'actions',
      header: t('columns.actions'),
      render: (banner) => (
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            variant="light"
            onClick={() => setEditing(banner)}
            aria-label={t('editFor', { alt: banner.alt })}
          >
            {t('edit')}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            onClick={() => deletes.askDelete(banner)}
            aria-label={t('deleteFor', { alt: banner.alt })}
          >
            {t('delete')}
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <ListPageHeader title={t('title')} />
      <Group justify="space-between" align="flex-start">
        <Text size="sm" c="dimmed" maw={640}>
          {t('intro')}
        </Text>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing(null)}>
          {t('new')}
        </Button>
      </Group>
      <QueriedDataTable
        query={banners}
        label={t('title')}
        loadFailedTitle={t('loadFailed')}
        columns={columns}
        rowKey={(banner) => banner.id}
        emptyText={t('none')}
      />
      {editing !== undefined && <BannerFormModal banner={editing} onClose={() => setEditing(undefined)} />}
      {deletes.dialog}
    </Stack>
  );
}
