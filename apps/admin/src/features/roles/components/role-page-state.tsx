import { Alert, Button, Center, Loader } from '@mantine/core';
import { IconSearchOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NotFoundPanel } from '../../../shared/ui/not-found-panel.js';
import { rolesUrl } from '../urls.js';

/** While a role form's data loads. */
export function RolePageLoading() {
  const { t } = useTranslation();
  return (
    <Center py="xl">
      <Loader aria-label={t('common:loading')} />
    </Center>
  );
}

/** A role form whose role or policy catalogue did not load. */
export function RolePageFailed({ title, onRetry }: { title: string; onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" title={title}>
      <Button variant="light" mt="sm" onClick={onRetry}>
        {t('common:retry')}
      </Button>
    </Alert>
  );
}

export function RoleNotFound() {
  const { t } = useTranslation('roles');
  return (
    <NotFoundPanel
      icon={IconSearchOff}
      text={t('form.notFound')}
      backTo={rolesUrl()}
      backLabel={t('form.back')}
    />
  );
}
