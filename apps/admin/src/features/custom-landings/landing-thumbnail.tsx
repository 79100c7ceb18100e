import { Center, Image, Paper, Skeleton, Text } from '@mantine/core';
import { landingThumbnail } from '@tablero/domain';
import { useTranslation } from 'react-i18next';
import { useThumbnailSrc } from './api.js';

/** The landing's 420×260 picture at a third of its size (or its placeholder while it has none). */
export function LandingThumbnail({
  url,
  name,
  scale = 1 / 3,
}: {
  url: string | null;
  name: string;
  scale?: number;
}) {
  const { t } = useTranslation('customLandings');
  const src = useThumbnailSrc(url);
  const width = Math.round(landingThumbnail.width * scale);
  const height = Math.round(landingThumbnail.height * scale);
  if (url === null)
    return (
      <Paper withBorder w={width} h={height} bg="var(--mantine-color-default-hover)" radius="sm">
        <Center h="100%">
          <Text size="xs" c="dimmed" ta="center">
            {t('noThumbnail')}
          </Text>
        </Center>
      </Paper>
    );
  if (!src) return <Skeleton w={width} h={height} radius="sm" />;
  return (
    <Image
      src={src}
      alt={t('thumbnailOf', { name })}
      w={width}
      h={height}
      radius="sm"
      fit="cover"
      style={{ border: '1px solid var(--mantine-color-default-border)' }}
    />
  );
}
