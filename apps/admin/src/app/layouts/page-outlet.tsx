import { Center, Loader } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { ShellBanners } from '../banners/shell-banners.js';

/** The routed page below the shell's banners, with a loader while its chunk arrives. */
export function PageOutlet() {
  const { t } = useTranslation();
  return (
    <>
      <ShellBanners />
      <Suspense
        fallback={
          <Center py="xl" role="status" aria-label={t('common:loading')}>
            <Loader />
          </Center>
        }
      >
        <Outlet />
      </Suspense>
    </>
  );
}
