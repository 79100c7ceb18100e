import { Alert, Button, Center, Loader } from '@mantine/core';
import { IconToolsKitchen2 } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { useCan } from '../../../shared/permissions/index.js';
import { NotFoundPanel } from '../../../shared/ui/not-found-panel.js';
import { notAuthorizedUrl } from '../../misc/urls.js';
import { type Menu, useMenu } from '../api.js';
import { menusUrl } from '../urls.js';

/**
 * The menu of the route's `:id` (or none on an add route), with the loading, not-found and
 * failure states both editors share.
 */
export function MenuLoader({ children }: { children(menu: Menu | null): ReactNode }) {
  const { t } = useTranslation('menus');
  const can = useCan();
  const params = useParams();
  const id = params.id === undefined ? null : Number(params.id);
  const menu = useMenu(id);

  if (id === null) {
    if (!can({ policy: 'menus', action: 'create' })) return <Navigate to={notAuthorizedUrl()} replace />;
    return children(null);
  }
  if (!Number.isSafeInteger(id) || id <= 0 || menu.data === null) return <MenuNotFound />;
  if (menu.isPending)
    return (
      <Center py="xl">
        <Loader aria-label={t('common:loading')} />
      </Center>
    );
  if (menu.isError)
    return (
      <Alert color="red" title={t('loadFailed')}>
        <Button variant="light" mt="sm" onClick={() => void menu.refetch()}>
          {t('common:retry')}
        </Button>
      </Alert>
    );
  return children(menu.data);
}

function MenuNotFound() {
  const { t } = useTranslation('menus');
  return (
    <NotFoundPanel
      icon={IconToolsKitchen2}
      title={t('notFound.title')}
      text={t('notFound.text')}
      backTo={menusUrl()}
      backLabel={t('backToList')}
    />
  );
}
