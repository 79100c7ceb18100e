import { Alert, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { IconToolsKitchen2 } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { useCan } from '../../../shared/permissions/index.js';
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
    <Stack align="center" gap="sm" py="xl" role="status">
      <IconToolsKitchen2 size={48} stroke={1.4} aria-hidden color="var(--mantine-color-dimmed)" />
      <Title order={1} size="h3">
        {t('notFound.title')}
      </Title>
      <Text c="dimmed">{t('notFound.text')}</Text>
      <Button component={Link} to={menusUrl()} variant="light">
        {t('backToList')}
      </Button>
    </Stack>
  );
}
