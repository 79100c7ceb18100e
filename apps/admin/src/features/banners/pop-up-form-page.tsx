import { Button, Group, Paper, Select, Stack } from '@mantine/core';
import { type PopUpPlatform, popUpImageSizes, popUpPlatforms, resolvePopUpWrite } from '@tablero/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCan } from '../../shared/permissions/index.js';
import { RecordFormPage, useModalForm } from '../../shared/ui/form-page/index.js';
import { UnsavedChangesGuard } from '../../shared/ui/form-page/unsaved-changes-guard.js';
import { showSuccess } from '../../shared/ui/toasts.js';
import { LibraryImageField } from '../settings/design-settings/library-image-field.js';
import type { BrandPicture } from '../settings/settings-form/settings-fields.js';
import { bannerKeys, type PopUp, saveShown, usePopUp } from './api.js';
import {
  newShownValues,
  type ShownField,
  ShownFields,
  type ShownValues,
  shownValuesOf,
} from './shown-fields.js';
import { popUpsUrl } from './urls.js';

type Field = ShownField | 'platform' | 'picture_ids';

/** `/popup-banners/add-banner` and `/popup-banners/edit-banner/{id}`. */
export default function PopUpFormPage() {
  const { t } = useTranslation('banners');
  return (
    <RecordFormPage<PopUp>
      useRecord={usePopUp}
      titles={{ create: t('kinds.popUp.createTitle'), edit: t('kinds.popUp.editTitle') }}
      back={{ to: popUpsUrl(), label: t('backToList') }}
      notFoundText={t('notFound')}
      loadFailedTitle={t('loadFailed')}
    >
      {(popUp) => <PopUpForm key={popUp?.id ?? 'new'} popUp={popUp} />}
    </RecordFormPage>
  );
}

function PopUpForm({ popUp }: { popUp: PopUp | null }) {
  const { t } = useTranslation('banners');
  const client = useQueryClient();
  const navigate = useNavigate();
  const readOnly = !useCan()({ policy: 'pop_ups', action: popUp ? 'update' : 'create' });
  const [values, setValues] = useState<ShownValues>(popUp ? shownValuesOf(popUp) : newShownValues());
  const [platform, setPlatform] = useState<PopUpPlatform>(popUp?.platform ?? 'web');
  const [picture, setPicture] = useState<BrandPicture | null>(popUp?.picture ? { ...popUp.picture } : null);
  const [dirty, setDirty] = useState(false);
  // Read by the leave guard right after a save, before React renders the state.
  const dirtyNow = useRef(false);
  const { form, errors, refuse, changed, saving, save } = useModalForm<Field>((wire) =>
    wire.startsWith('picture') ? 'picture_ids' : (wire as Field),
  );
  const touch = (field: Field) => {
    dirtyNow.current = true;
    setDirty(true);
    changed(field);
  };
  const size = popUpImageSizes[platform];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { ...values, name: values.name.trim(), platform, picture_ids: picture ? [picture.id] : [] };
    const checked = resolvePopUpWrite(undefined, body);
    if ('errors' in checked)
      return refuse(
        checked.errors.map((e) =>
          e.field.startsWith('picture') ? { ...e, message: t('form.pickImage') } : e,
        ),
      );
    await save(async () => {
      await saveShown<PopUp>('popUp', popUp?.id ?? null, body);
      dirtyNow.current = false;
      setDirty(false);
      await client.invalidateQueries({ queryKey: bannerKeys.all('popUp') });
      showSuccess(popUp ? t('saved') : t('kinds.popUp.created'));
      await navigate(popUpsUrl());
    });
  };

  return (
    <Paper withBorder p="lg" radius="md" maw={880}>
      <form ref={form} onSubmit={submit} noValidate aria-label={t('kinds.popUp.title')} aria-busy={saving}>
        <fieldset disabled={readOnly || saving} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
          <Stack>
            <ShownFields
              values={values}
              errors={errors}
              onChange={(changes, field) => {
                setValues((current) => ({ ...current, ...changes }));
                touch(field);
              }}
            />
            <Select
              label={t('form.platform')}
              data={popUpPlatforms.map((value) => ({ value, label: t(`platforms.${value}`) }))}
              value={platform}
              onChange={(value) => {
                if (!value || value === platform) return;
                setPlatform(value as PopUpPlatform);
                // The other platform takes another size: the picture chosen no longer fits.
                setPicture(null);
                touch('platform');
              }}
              error={errors.platform}
              allowDeselect={false}
            />
            <LibraryImageField
              sizeRule={{ minWidth: size.width, minHeight: size.height, exact: true }}
              label={t('form.picture')}
              value={picture}
              onChange={(chosen) => {
                setPicture(chosen);
                touch('picture_ids');
              }}
              error={errors.picture_ids}
              readOnly={readOnly}
            />
            {!readOnly && (
              <Group>
                <Button type="submit" loading={saving}>
                  {saving ? t('common:saving') : t(popUp ? 'form.save' : 'form.create')}
                </Button>
              </Group>
            )}
          </Stack>
        </fieldset>
      </form>
      <UnsavedChangesGuard when={dirty && !readOnly} isDirty={() => dirtyNow.current} />
    </Paper>
  );
}
