import { Center, Loader } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Waits shorter than this show no spinner: the console's start (a session check) rarely needs one. */
export const SPINNER_DELAY_MS = 300;

/**
 * The status region is there at once; its spinner only once the wait is long enough to notice, so
 * a quick start goes straight to its screen instead of flashing a spinner first.
 */
export function FullScreenLoader() {
  const { t } = useTranslation();
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), SPINNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Center h="100vh" role="status" aria-live="polite" aria-label={t('common:loading')}>
      {slow && <Loader />}
    </Center>
  );
}
