import { Button, Group, Input, Modal, MultiSelect, SimpleGrid, Stack } from '@mantine/core';
import {
  type BannerKind,
  type BannerPlatform,
  bannerImageSizes,
  bannerPlatforms,
  resolveBannerWrite,
} from '@tablero/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalForm } from '../../shared/ui/form-page/index.js';
import { idOptions } from '../../shared/ui/id-options.js';
import { showSuccess } from '../../shared/ui/toasts.js';
import { LibraryImageField } from '../settings/design-settings/library-image-field.js';
import type { BrandPicture } from '../settings/settings-form/settings-fields.js';
import { useStoreOptions } from '../stores/api.js';
import { type Banner, bannerKeys, saveShown } from './api.js';
import { type Bannerable, BannerableField } from './bannerable-field.js';
import {
  newShownValues,
  type ShownField,
  ShownFields,
  type ShownValues,
  shownValuesOf,
} from './shown-fields.js';

type Field = ShownField | 'store_ids' | `picture_${BannerPlatform}` | 'bannerable';

interface BannerFormModalProps {
  kind: BannerKind;
  /** The banner to change; null to create one. */
  banner: Banner | null;
  onClose(): void;
}

const picturesOf = (banner: Banner | null) =>
  Object.fromEntries(
    bannerPlatforms.map((platform) => {
      const picture = banner?.pictures.find((p) => p.platform === platform);
      return [
        platform,
        picture
          ? { id: picture.pictureId, url: picture.url, width: picture.width, height: picture.height }
          : null,
      ];
    }),
  ) as Record<BannerPlatform, BrandPicture | null>;

/**
 * Creates or changes a banner or a positional banner: the common fields, the stores, a picture per
 * platform of its exact size from the library (uploaded in place), and for a positional one what it
 * leads to. Checked with the domain's rules before sending; a refusal focuses its first field.
 */
export function BannerFormModal({ kind, banner, onClose }: BannerFormModalProps) {
  const { t } = useTranslation('banners');
  const client = useQueryClient();
  const stores = useStoreOptions();
  const [values, setValues] = useState<ShownValues>(banner ? shownValuesOf(banner) : newShownValues());
  const [storeIds, setStoreIds] = useState<number[]>(banner?.storeIds ?? []);
  const [pictures, setPictures] = useState(picturesOf(banner));
  const [bannerable, setBannerable] = useState<Bannerable>({
    type: banner?.bannerableType ?? 'product',
    id: banner?.bannerableId ?? null,
  });
  const sentPlatforms = useRef<BannerPlatform[]>([]);
  const fieldOf = (wire: string): Field => {
    const picture = /^pictures\.(\d+)/.exec(wire);
    if (picture) return `picture_${sentPlatforms.current[Number(picture[1])] ?? 'web'}`;
    if (wire === 'pictures') return 'picture_web';
    if (wire.startsWith('bannerable')) return 'bannerable';
    if (wire.startsWith('store_ids')) return 'store_ids';
    return wire as Field;
  };
  const { form, errors, refuse, changed, saving, save } = useModalForm<Field>(fieldOf);
  const texts = `kinds.${kind}` as const;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const chosen = bannerPlatforms.flatMap((platform) => {
      const picture = pictures[platform];
      return picture ? [{ platform, picture_id: picture.id }] : [];
    });
    sentPlatforms.current = chosen.map((p) => p.platform);
    const body = {
      ...values,
      name: values.name.trim(),
      store_ids: storeIds,
      pictures: chosen,
      ...(kind === 'position' ? { bannerable_type: bannerable.type, bannerable_id: bannerable.id } : {}),
    };
    const checked = resolveBannerWrite(kind, undefined, body);
    if ('errors' in checked)
      return refuse(
        checked.errors.map((e) =>
          e.field === 'pictures' && chosen.length === 0 ? { ...e, message: t('form.pickImage') } : e,
        ),
      );
    await save(async () => {
      await saveShown<Banner>(kind, banner?.id ?? null, body);
      await client.invalidateQueries({ queryKey: bannerKeys.all(kind) });
      showSuccess(banner ? t('saved') : t(`${texts}.created`));
      onClose();
    });
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t(banner ? `${texts}.editTitle` : `${texts}.createTitle`)}
      size="xl"
      closeOnClickOutside={!saving}
    >
      <form ref={form} onSubmit={submit} noValidate>
        <Stack>
          <ShownFields
            values={values}
            errors={errors}
            onChange={(changes, field) => {
              setValues((current) => ({ ...current, ...changes }));
              changed(field);
            }}
          />
          {kind === 'position' && (
            <BannerableField
              value={bannerable}
              savedName={
                banner?.bannerableId !== undefined &&
                banner.bannerableName &&
                banner.bannerableType === bannerable.type
                  ? { id: banner.bannerableId, name: banner.bannerableName }
                  : undefined
              }
              onChange={(value) => {
                setBannerable(value);
                changed('bannerable');
              }}
              error={errors.bannerable}
            />
          )}
          <MultiSelect
            label={t('form.stores')}
            description={t('form.storesHint')}
            data={idOptions(stores.data?.data, storeIds)}
            value={storeIds.map(String)}
            onChange={(ids) => {
              setStoreIds(ids.map(Number));
              changed('store_ids');
            }}
            error={errors.store_ids}
            searchable
            clearable
          />
          <Input.Wrapper label={t('form.pictures')} description={t('form.picturesHint')}>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" mt="xs">
              {bannerPlatforms.map((platform) => (
                <LibraryImageField
                  key={platform}
                  sizeRule={{
                    minWidth: bannerImageSizes[platform].width,
                    minHeight: bannerImageSizes[platform].height,
                    exact: true,
                  }}
                  label={t(`platforms.${platform}`)}
                  value={pictures[platform]}
                  onChange={(picture) => {
                    setPictures((current) => ({ ...current, [platform]: picture }));
                    changed(`picture_${platform}`);
                  }}
                  error={errors[`picture_${platform}`]}
                  readOnly={false}
                />
              ))}
            </SimpleGrid>
          </Input.Wrapper>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={saving}>
              {t('common:cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {saving ? t('common:saving') : t(banner ? 'form.save' : 'form.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
