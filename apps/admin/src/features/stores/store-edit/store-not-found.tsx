import { IconBuildingStore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NotFoundPanel } from '../../../shared/ui/not-found-panel.js';
import { storesUrl } from '../urls.js';

export function StoreNotFound() {
  const { t } = useTranslation('storeForm');
  return (
    <NotFoundPanel
      icon={IconBuildingStore}
      title={t('notFound.title')}
      text={t('notFound.text')}
      backTo={storesUrl()}
      backLabel={t('notFound.back')}
    />
  );
}
