import { Box, Center, Loader } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';

/** No top bar and no navigation: the whole window is the page (the page builder, spec part 1 §2). */
export default function FullScreenLayout() {
  const { t } = useTranslation();
  return (
    <Box component="main" mih="100vh">
      <Suspense
        fallback={
          <Center h="100vh" role="status" aria-label={t('common:loading')}>
            <Loader />
          </Center>
        }
      >
        <Outlet />
      </Suspense>
    </Box>
  );
}
