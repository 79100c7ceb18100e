import { ActionIcon, Badge, Group, Image, Paper, Stack } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ShownPicture } from './api.js';

interface PictureTileProps {
  picture: ShownPicture;
  index: number;
  count: number;
  disabled?: boolean | undefined;
  onMove(from: number, to: number): void;
  onRemove(): void;
}

/** One chosen picture: its preview, the cover badge on the first, and move/remove buttons. */
export function PictureTile({ picture, index, count, disabled, onMove, onRemove }: PictureTileProps) {
  const { t } = useTranslation('pictures');
  const number = index + 1;
  return (
    <Paper withBorder radius="md" p={4} data-testid="picture-tile">
      <Stack gap={4}>
        <Image
          src={picture.url}
          alt={t('preview', { number })}
          radius="sm"
          style={{ aspectRatio: '1', objectFit: 'cover' }}
        />
        <Group justify="space-between" gap={2} wrap="nowrap">
          {index === 0 ? <Badge size="xs">{t('cover')}</Badge> : <span />}
          <Group gap={2} wrap="nowrap">
            <ActionIcon
              size="sm"
              variant="subtle"
              aria-label={t('moveLeft', { number })}
              disabled={disabled || index === 0}
              onClick={() => onMove(index, index - 1)}
            >
              <IconArrowLeft size={14} aria-hidden />
            </ActionIcon>
            <ActionIcon
              size="sm"
              variant="subtle"
              aria-label={t('moveRight', { number })}
              disabled={disabled || index === count - 1}
              onClick={() => onMove(index, index + 1)}
            >
              <IconArrowRight size={14} aria-hidden />
            </ActionIcon>
            <ActionIcon
              size="sm"
              variant="subtle"
              color="red"
              aria-label={t('remove', { number })}
              disabled={disabled}
              onClick={onRemove}
            >
              <IconTrash size={14} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
