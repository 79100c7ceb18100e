import { Image, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type ImageRule, imageProblem } from './image-rule.js';
import type { LibraryPicture } from './picture-library.js';

interface PictureChoiceProps {
  sizeRule: ImageRule;
  picture: LibraryPicture;
  chosen: boolean;
  onChoose(): void;
}

/** One picture of the library in the picker: chosen with a click, or off with the reason it does not fit. */
export function PictureChoice({ sizeRule, picture, chosen, onChoose }: PictureChoiceProps) {
  const { t } = useTranslation('settings');
  const problem = picture.status === 'ready' ? imageProblem(sizeRule, picture) : 'unknownSize';
  const size =
    picture.width !== null && picture.height !== null
      ? t('images.size', { width: picture.width, height: picture.height })
      : t('images.noSize');
  return (
    <UnstyledButton
      onClick={onChoose}
      disabled={problem !== null}
      aria-label={t('images.choose', { name: picture.name, size })}
      aria-pressed={chosen}
      style={{ opacity: problem ? 0.55 : 1, cursor: problem ? 'not-allowed' : 'pointer' }}
    >
      <Paper
        withBorder
        radius="md"
        p={6}
        style={chosen ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 } : undefined}
      >
        <Stack gap={4}>
          <Image
            // The whole picture, not its square crop: a logo is judged by all of it.
            src={picture.url ?? picture.smallCroppedUrl}
            alt=""
            loading="lazy"
            h={88}
            fit="contain"
            radius="sm"
            bg="var(--mantine-color-gray-1)"
          />
          <Text size="xs" fw={500} truncate="end">
            {picture.name}
          </Text>
          <Text size="xs" c={problem ? 'red' : 'dimmed'}>
            {problem ? t(`images.problems.${problem}`) : size}
          </Text>
        </Stack>
      </Paper>
    </UnstyledButton>
  );
}
