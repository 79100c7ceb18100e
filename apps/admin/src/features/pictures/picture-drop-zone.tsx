import '@mantine/dropzone/styles.css';
import { Alert, Group, Input, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconPhotoPlus, IconPhotoX, IconUpload } from '@tabler/icons-react';
import { MAX_PICTURE_BYTES, pictureContentTypes } from '@tablero/domain';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShownPicture } from './api.js';
import { PictureTile } from './picture-tile.js';
import { usePictureUploads } from './use-picture-uploads.js';

interface PictureDropZoneProps {
  label: string;
  value: ShownPicture[];
  onChange(next: ShownPicture[]): void;
  /** How many pictures the owner shows (a product: 5). */
  max: number;
  error?: string | undefined;
  disabled?: boolean;
}

/**
 * Pictures of a catalogue item (product, modifier, banner): dropped or chosen files are checked
 * (spec part 2 §5: jpg, png, jpeg or webp up to 1.5 MB), uploaded with progress and a preview,
 * and kept in order; the first is the cover.
 */
export function PictureDropZone({ label, value, onChange, max, error, disabled }: PictureDropZoneProps) {
  const { t } = useTranslation('pictures');
  // Uploads end after renders: each adds to the pictures as they are then, not as they were.
  const valueRef = useRef(value);
  valueRef.current = value;
  const latest = useCallback((picture: ShownPicture) => onChange([...valueRef.current, picture]), [onChange]);
  const { uploads, add, dismiss } = usePictureUploads(latest);
  const busy = uploads.filter((u) => u.error === null).length;
  const full = value.length + busy >= max;
  const move = (from: number, to: number) => {
    const next = [...value];
    const [moved] = next.splice(from, 1);
    if (moved) next.splice(to, 0, moved);
    onChange(next);
  };

  return (
    <Input.Wrapper label={label} error={error} description={t('hint', { max })}>
      <Stack gap="sm" mt={4}>
        <Dropzone
          onDrop={(files) => void add(files.slice(0, max - value.length - busy))}
          onReject={(rejections) => void add(rejections.map((r) => r.file))}
          accept={[...pictureContentTypes]}
          maxSize={MAX_PICTURE_BYTES * 4}
          disabled={disabled || full}
          aria-label={t('dropLabel')}
          data-testid="picture-drop-zone"
        >
          <Group justify="center" gap="md" mih={96} style={{ pointerEvents: 'none' }}>
            <Dropzone.Accept>
              <IconUpload size={36} aria-hidden />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconPhotoX size={36} aria-hidden />
            </Dropzone.Reject>
            <Dropzone.Idle>
              <IconPhotoPlus size={36} aria-hidden />
            </Dropzone.Idle>
            <Stack gap={2}>
              <Text size="sm" fw={500}>
                {full ? t('full', { max }) : t('drop')}
              </Text>
              <Text size="xs" c="dimmed">
                {t('limits')}
              </Text>
            </Stack>
          </Group>
        </Dropzone>
        {uploads
          .filter((u) => u.error !== null)
          .map((u) => (
            <Alert
              key={u.key}
              color="red"
              variant="light"
              role="alert"
              withCloseButton
              closeButtonLabel={t('dismiss')}
              onClose={() => dismiss(u.key)}
              title={t('refused', { name: u.name })}
            >
              {u.error}
            </Alert>
          ))}
        {(value.length > 0 || busy > 0) && (
          <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm">
            {value.map((picture, index) => (
              <PictureTile
                key={picture.id}
                picture={picture}
                index={index}
                count={value.length}
                disabled={disabled}
                onMove={move}
                onRemove={() => onChange(value.filter((p) => p.id !== picture.id))}
              />
            ))}
            {uploads
              .filter((u) => u.error === null)
              .map((u) => (
                <Stack key={u.key} gap={4} aria-label={t('uploading', { name: u.name })}>
                  {u.previewUrl && (
                    <img
                      src={u.previewUrl}
                      alt=""
                      style={{
                        width: '100%',
                        aspectRatio: '1',
                        objectFit: 'cover',
                        borderRadius: 8,
                        opacity: 0.6,
                      }}
                    />
                  )}
                  <Progress
                    value={u.progress}
                    size="sm"
                    aria-label={t('progress', { name: u.name })}
                    animated
                  />
                </Stack>
              ))}
          </SimpleGrid>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
