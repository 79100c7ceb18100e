import { Button, Group, Menu } from '@mantine/core';
import { IconChevronDown, IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { showError } from '../../../shared/ui/toasts.js';

/** The saved zones as KML (Google Earth, other platforms) or GeoJSON (GIS tools). */
export function ZonesDownloadMenu({ onDownload }: { onDownload(format: 'kml' | 'geojson'): Promise<void> }) {
  const { t } = useTranslation('storeForm');
  const download = (format: 'kml' | 'geojson') => () =>
    void onDownload(format).catch((error: Error) => showError(error.message));
  return (
    <Group justify="flex-end">
      <Menu position="bottom-end">
        <Menu.Target>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconDownload size={14} aria-hidden />}
            rightSection={<IconChevronDown size={14} aria-hidden />}
          >
            {t('zonesDownload.button')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={download('kml')}>{t('zonesDownload.kml')}</Menu.Item>
          <Menu.Item onClick={download('geojson')}>{t('zonesDownload.geojson')}</Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
