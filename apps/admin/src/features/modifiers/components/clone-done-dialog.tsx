import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Modifier } from '../api.js';
import { editModifierUrl } from '../urls.js';

/** What a clone made, with the way to open it (the copy is named by the API, "… (copia)"). */
export function CloneDoneDialog({ copy, onClose }: { copy: Modifier | null; onClose(): void }) {
  const { t } = useTranslation('modifiers');
  return (
    <Modal opened={copy !== null} onClose={onClose} title={t('clone.title')} centered>
      {copy && (
        <Stack gap="lg">
          <Text size="sm">{t('clone.text', { name: copy.name, count: copy.children.length })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('clone.stay')}
            </Button>
            <Button component={Link} to={editModifierUrl(copy.id)} onClick={onClose} data-autofocus>
              {t('clone.open')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
