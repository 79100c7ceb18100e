import { ActionIcon } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';

// Fetched on the first click: every page shows the button, few visits open the drawer.
const CustomizerDrawer = lazy(async () => ({
  default: (await import('./customizer-drawer.js')).CustomizerDrawer,
}));

export function CustomizerButton() {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  // Mounted from the first opening on, so that closing plays the drawer's transition.
  const wanted = useRef(false);
  if (opened) wanted.current = true;
  return (
    <>
      <ActionIcon
        variant="subtle"
        color="gray"
        c="var(--mantine-color-text)"
        size="lg"
        onClick={open}
        aria-label={t('shell:customizer.open')}
        aria-expanded={opened}
      >
        <IconAdjustmentsHorizontal size={20} aria-hidden />
      </ActionIcon>
      {wanted.current && (
        <Suspense fallback={null}>
          <CustomizerDrawer opened={opened} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
