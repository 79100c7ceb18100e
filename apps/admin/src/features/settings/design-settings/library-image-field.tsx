import { Button, Center, Group, Image, Input, Paper, Stack } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BrandPicture } from '../settings-form/settings-fields.js';
import type { ImageRule } from './image-rule.js';
import { PicturePicker } from './picture-picker.js';

interface LibraryImageFieldProps {
  sizeRule: ImageRule;
  label: string;
  value: BrandPicture | null;
  onChange(picture: BrandPicture | null): void;
  error?: string | undefined;
  readOnly: boolean;
}

/** An image from the library (a logo, a banner): what it shows now, its size rule, and the picture chosen (or none). */
export function LibraryImageField({
  sizeRule,
  label,
  value,
  onChange,
  error,
  readOnly,
}: LibraryImageFieldProps) {
  const { t } = useTranslation('settings');
  const [picking, setPicking] = useState(false);
  const { minWidth, minHeight, square, exact } = sizeRule;
  const rule = t(exact ? 'images.ruleExact' : square ? 'images.ruleSquare' : 'images.rule', {
    width: minWidth,
    height: minHeight,
  });
  return (
    <Input.Wrapper label={label} description={rule} error={error}>
      <Group gap="sm" mt={6} wrap="nowrap" align="center">
        <Paper
          withBorder
          radius="sm"
          w={112}
          h={64}
          bg="var(--mantine-color-gray-1)"
          style={{ flexShrink: 0 }}
        >
          {value?.url ? (
            <Image src={value.url} alt={t('images.current', { label })} h={62} fit="contain" />
          ) : (
            <Center h="100%" c="dimmed" aria-label={t('images.none')} role="img">
              <IconPhoto size={24} aria-hidden />
            </Center>
          )}
        </Paper>
        {!readOnly && (
          <Stack gap={4} align="flex-start">
            <Button
              size="xs"
              variant="light"
              onClick={() => setPicking(true)}
              aria-label={t(value ? 'images.changeFor' : 'images.pickFor', { label })}
            >
              {t(value ? 'images.change' : 'images.pick')}
            </Button>
            {value && (
              <Button
                size="xs"
                variant="subtle"
                color="red"
                onClick={() => onChange(null)}
                aria-label={t('images.removeFrom', { label })}
              >
                {t('images.remove')}
              </Button>
            )}
          </Stack>
        )}
      </Group>
      {!readOnly && (
        <PicturePicker
          sizeRule={sizeRule}
          title={t('images.pickerTitle', { label })}
          rule={rule}
          chosenId={value?.id ?? null}
          opened={picking}
          onClose={() => setPicking(false)}
          onPick={onChange}
        />
      )}
    </Input.Wrapper>
  );
}
