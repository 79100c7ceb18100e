import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormPage } from '../../../shared/ui/form-page/index.js';
import type { Settings } from '../api.js';
import { useSettingsForm } from '../settings-form/use-settings-form.js';
import { AnalyticsSection } from './analytics-section.js';
import { FutureOrdersSection } from './future-orders-section.js';
import { generalFormFields } from './general-fields.js';
import { LoyaltySection } from './loyalty-section.js';
import { OrdersSection } from './orders-section.js';
import { OthersSection } from './others-section.js';
import { TextsSection } from './texts-section.js';

/** The general settings in sections; the loyalty program's only when the platform offers it. */
export function GeneralSettingsForm({ settings }: { settings: Settings }) {
  const { t } = useTranslation('settings');
  const { form, focusRef } = useSettingsForm(settings, generalFormFields(settings.loyaltyAvailable));
  return (
    <div ref={focusRef}>
      <FormPage form={form} label={t('general.title')}>
        <Stack gap="lg">
          <OrdersSection form={form} />
          <FutureOrdersSection form={form} />
          <TextsSection form={form} />
          <AnalyticsSection form={form} />
          <OthersSection form={form} />
          {settings.loyaltyAvailable && <LoyaltySection form={form} />}
        </Stack>
      </FormPage>
    </div>
  );
}
