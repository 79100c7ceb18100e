import { ActionIcon } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CustomizerDrawer } from './customizer-drawer.js';

export function CustomizerButton() {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
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
      <CustomizerDrawer opened={opened} onClose={close} />
    </>
  );
}
