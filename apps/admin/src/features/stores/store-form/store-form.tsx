import { Alert, Stack, Tabs } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../../app/tenant/tenant-context.js';
import { FormPage, useFormPage } from '../../../shared/ui/form-page/index.js';
import type { Store } from '../api.js';
import type { StoreEditTab } from '../urls.js';
import { DeliveryTab } from './delivery-tab.js';
import { ExternalServicesTab } from './external-services-tab.js';
import { InfoTab } from './info-tab.js';
import { SchedulesTab } from './schedules-tab.js';
import { savedStoreState } from './store-body.js';
import { checkStoreForm, firstTabWithErrors } from './store-form-errors.js';
import { StoreFormTabs } from './store-form-tabs.js';
import type { StoreFormValues } from './store-form-values.js';

interface StoreFormProps {
  initialValues: StoreFormValues;
  /** The store as saved; null while creating. */
  saved: Store | null;
  tab: StoreEditTab;
  onTabChange(tab: StoreEditTab): void;
  readOnly: boolean;
  submitLabel?: string;
  /** Saves and answers the store as the server now has it. */
  submit(values: StoreFormValues): Promise<Store>;
  /** The form's values once saved (the answer's ids for new list items). */
  afterSave?(values: StoreFormValues, saved: Store): StoreFormValues;
  onSaved?(saved: Store): void;
  keepsPage?(pathname: string): boolean;
  /** A saved store's KML upload (edit only); answers the store as saved. */
  importKml?(file: File): Promise<Store>;
  /** Downloads the saved zones (edit only). */
  exportZones?(format: 'kml' | 'geojson'): Promise<void>;
}

/**
 * The store form of spec part 1 §2 on four tabs. Checked on submit only, with every rule of §5
 * (`validateStore`); when something fails, the first tab with a message opens and says so.
 */
export function StoreForm(props: StoreFormProps) {
  const { t } = useTranslation('storeForm');
  const { country, features } = useTenant();
  const { saved, tab, onTabChange, afterSave, onSaved } = props;

  const form = useFormPage<StoreFormValues>({
    initialValues: props.initialValues,
    validate: (input) =>
      checkStoreForm(
        input as StoreFormValues,
        { country, features, now: new Date(), current: saved && savedStoreState(saved) },
        { pointOnMap: t('pointOnMap') },
      ),
    submit: props.submit,
    afterSave: afterSave && ((values, result) => afterSave(values, result as Store)),
    onSaved: onSaved && ((result) => onSaved(result as Store)),
    onErrors: (errors) => {
      const first = firstTabWithErrors(errors);
      if (first) onTabChange(first);
    },
    nestedErrorPaths: true,
    readOnly: props.readOnly,
  });
  const errorTab = firstTabWithErrors(form.errors);
  const savedPayments = saved?.paymentMethods ?? null;

  return (
    <Tabs value={tab} onChange={(value) => value && onTabChange(value as StoreEditTab)} keepMounted={false}>
      <Stack gap="lg">
        {errorTab && (
          <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>
            {t('errorsIn', { tab: t(`tabs.${errorTab}`) })}
          </Alert>
        )}
        <StoreFormTabs errors={form.errors} />
        <FormPage
          form={form}
          label={t(saved ? 'title.edit' : 'title.create', { name: saved?.name })}
          submitLabel={props.submitLabel}
          keepsPage={props.keepsPage}
        >
          <Tabs.Panel value="info">
            <InfoTab form={form} savedPaymentMethods={savedPayments} />
          </Tabs.Panel>
          <Tabs.Panel value="schedules">
            <SchedulesTab form={form} />
          </Tabs.Panel>
          <Tabs.Panel value="delivery">
            <DeliveryTab
              form={form}
              saved={saved}
              importKml={props.importKml}
              exportZones={props.exportZones}
            />
          </Tabs.Panel>
          <Tabs.Panel value="external-services">
            <ExternalServicesTab form={form} />
          </Tabs.Panel>
        </FormPage>
      </Stack>
    </Tabs>
  );
}
