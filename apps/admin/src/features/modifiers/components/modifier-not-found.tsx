import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NotFoundPanel } from '../../../shared/ui/not-found-panel.js';
import { modifiersUrl } from '../urls.js';

export function ModifierNotFound() {
  const { t } = useTranslation('modifiers');
  return (
    <NotFoundPanel
      icon={IconAdjustmentsHorizontal}
      title={t('notFound.title')}
      text={t('notFound.text')}
      backTo={modifiersUrl()}
      backLabel={t('notFound.back')}
    />
  );
}
