import { Grid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormPage } from '../../../shared/ui/form-page/index.js';
import type { Settings } from '../api.js';
import { formValuesOf } from '../settings-form/settings-fields.js';
import { useSettingsForm } from '../settings-form/use-settings-form.js';
import { BrandSection } from './brand-section.js';
import { designFields } from './design-fields.js';
import { ImagesSection } from './images-section.js';
import { SocialSection } from './social-section.js';
import { StorefrontPreview } from './storefront-preview.js';

/** The design form, and beside it (below it on a phone) the storefront as it would look. */
export function DesignSettingsForm({ settings }: { settings: Settings }) {
  const { t } = useTranslation('settings');
  const { form, focusRef, saved } = useSettingsForm(settings, designFields);
  return (
    <Grid gap="lg" align="flex-start">
      <Grid.Col span={{ base: 12, lg: 7 }} ref={focusRef}>
        <FormPage form={form} label={t('design.title')}>
          <Stack gap="lg">
            <BrandSection form={form} />
            <ImagesSection form={form} />
            <SocialSection form={form} />
          </Stack>
        </FormPage>
      </Grid.Col>
      <Grid.Col
        span={{ base: 12, lg: 5 }}
        style={{
          position: 'sticky',
          top: 'calc(var(--app-shell-header-offset, 0rem) + var(--mantine-spacing-md))',
        }}
      >
        <StorefrontPreview values={form.values} saved={formValuesOf(saved, designFields)} />
      </Grid.Col>
    </Grid>
  );
}
