import { Button, Group, Modal, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import {
  fieldErrorsOf,
  type InformativeBannerImage,
  informativeBannerCreate,
  informativeBannerImages,
} from '@tablero/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalForm } from '../../shared/ui/form-page/index.js';
import { showSuccess } from '../../shared/ui/toasts.js';
import { LibraryImageField } from '../settings/design-settings/library-image-field.js';
import type { BrandPicture } from '../settings/settings-form/settings-fields.js';
import { bannerKeys, type ManagedBanner, saveBanner } from './api.js';

type Field = 'link' | 'alt' | 'desktop' | 'responsive';

const fieldOf = (wire: string): Field => {
  if (wire.startsWith('desktop')) return 'desktop';
  if (wire.startsWith('responsive')) return 'responsive';
  return wire === 'alt' ? 'alt' : 'link';
};

interface BannerFormModalProps {
  /** The banner to change; null to publish a new one. */
  banner: ManagedBanner | null;
  onClose(): void;
}

/**
 * Publishes or changes a notice: its link, what its image says, a desktop and a phone image from
 * the platform's picture library (each at least the size it is shown at), and whether it shows.
 * A refused save shows each message under its field and focuses the first.
 */
export function BannerFormModal({ banner, onClose }: BannerFormModalProps) {
  const { t } = useTranslation('informativeBanners');
  const client = useQueryClient();
  const [link, setLink] = useState(banner?.link ?? 'https://');
  const [alt, setAlt] = useState(banner?.alt ?? '');
  const [images, setImages] = useState<Record<InformativeBannerImage, BrandPicture | null>>({
    desktop: banner?.desktopPicture ?? null,
    responsive: banner?.responsivePicture ?? null,
  });
  const [active, setActive] = useState(banner?.active ?? true);
  const { form, errors, refuse, changed, saving, save } = useModalForm<Field>(fieldOf);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = (Object.keys(images) as InformativeBannerImage[])
      .filter((image) => images[image] === null)
      .map((image) => ({ field: image, message: t('form.pickImage') }));
    const body = {
      link: link.trim(),
      alt: alt.trim(),
      desktop_picture_id: images.desktop?.id ?? 0,
      responsive_picture_id: images.responsive?.id ?? 0,
      active,
    };
    const checked = informativeBannerCreate.safeParse(body);
    const found = [
      ...(checked.success ? [] : fieldErrorsOf(checked.error).filter((e) => !e.field.endsWith('picture_id'))),
      ...missing,
    ];
    if (found.length > 0) return refuse(found);
    await save(async () => {
      await saveBanner(banner?.id ?? null, {
        link: body.link,
        alt: body.alt,
        desktopPictureId: body.desktop_picture_id,
        responsivePictureId: body.responsive_picture_id,
        active,
      });
      await client.invalidateQueries({ queryKey: bannerKeys.all });
      showSuccess(banner ? t('saved') : t('created'));
      onClose();
    });
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={banner ? t('form.editTitle') : t('form.createTitle')}
      size="xl"
      closeOnClickOutside={!saving}
    >
      <form ref={form} onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label={t('form.link')}
            description={t('form.linkHint')}
            value={link}
            onChange={(e) => {
              setLink(e.currentTarget.value);
              changed('link');
            }}
            error={errors.link}
            required
            type="url"
            data-autofocus
          />
          <TextInput
            label={t('form.alt')}
            description={t('form.altHint')}
            value={alt}
            onChange={(e) => {
              setAlt(e.currentTarget.value);
              changed('alt');
            }}
            error={errors.alt}
            required
            maxLength={200}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            {(Object.keys(informativeBannerImages) as InformativeBannerImage[]).map((image) => (
              <LibraryImageField
                key={image}
                sizeRule={informativeBannerImages[image]}
                label={t(`form.images.${image}`)}
                value={images[image]}
                onChange={(picture) => {
                  setImages((current) => ({ ...current, [image]: picture }));
                  changed(image);
                }}
                error={errors[image]}
                readOnly={false}
              />
            ))}
          </SimpleGrid>
          <Switch
            label={t('form.active')}
            description={t('form.activeHint')}
            checked={active}
            onChange={(e) => setActive(e.currentTarget.checked)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={saving}>
              {t('common:cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {saving ? t('common:saving') : t('form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
