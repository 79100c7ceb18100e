import { Alert, SimpleGrid, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../shared/ui/form-section.js';
import { toggleDifferentHours } from '../store-form/business-hours.js';
import type { StoreFieldsForm } from '../store-form/field-props.js';
import type { BusinessHourValue } from '../store-form/store-form-values.js';
import { BusinessHoursGrid } from './business-hours-grid.js';

/** Pickup and delivery hours: one grid for both, or one each with the switch on. */
export function BusinessHoursFields({
  form,
}: {
  form: StoreFieldsForm<'businessHours' | 'haveDifferentBusinessHours'>;
}) {
  const { t } = useTranslation('storeForm');
  const { businessHours, haveDifferentBusinessHours: different } = form.values;
  const setHours = (hours: BusinessHourValue[]) => form.setValue('businessHours', hours);
  const listError = form.errors.businessHours;

  return (
    <FormSection title={t('sections.hours')}>
      <Switch
        label={t('fields.haveDifferentBusinessHours')}
        checked={different}
        onChange={(event) => {
          const on = event.currentTarget.checked;
          form.setValue('haveDifferentBusinessHours', on);
          setHours(toggleDifferentHours(businessHours, on));
        }}
      />
      {listError && (
        <Alert color="red" variant="light">
          {listError}
        </Alert>
      )}
      {different ? (
        <SimpleGrid cols={{ base: 1, xl: 2 }} spacing="xl">
          <BusinessHoursGrid
            title={t('fields.hoursPickUp')}
            hours={businessHours}
            dispatch="pick_up"
            errors={form.errors}
            onChange={setHours}
          />
          <BusinessHoursGrid
            title={t('fields.hoursDelivery')}
            hours={businessHours}
            dispatch="delivery"
            errors={form.errors}
            onChange={setHours}
          />
        </SimpleGrid>
      ) : (
        <BusinessHoursGrid
          title={t('fields.hoursBoth')}
          hours={businessHours}
          dispatch="both"
          errors={form.errors}
          onChange={setHours}
        />
      )}
    </FormSection>
  );
}
