import { NumberInput, SimpleGrid } from '@mantine/core';
import { settingsLimits } from '@tablero/domain';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../shared/ui/form-section.js';
import { numberField } from '../settings-form/field-props.js';
import type { GeneralForm } from './orders-section.js';

/** How far ahead a customer may order, and how many such orders a store takes. */
export function FutureOrdersSection({ form }: { form: GeneralForm }) {
  const { t } = useTranslation('settings');
  return (
    <FormSection title={t('sections.futureOrders')} description={t('sections.futureOrdersHint')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberInput
          label={t('fields.general.maxDaysAvailableFutureOrder')}
          description={t('hints.maxDays', { max: settingsLimits.futureOrderDaysMax })}
          required
          min={1}
          max={settingsLimits.futureOrderDaysMax}
          allowDecimal={false}
          {...numberField(form, 'general.maxDaysAvailableFutureOrder')}
        />
        <NumberInput
          label={t('fields.general.maxFutureOrdersPerStore')}
          description={t('hints.maxFutureOrdersPerStore')}
          required
          min={1}
          max={settingsLimits.futureOrdersPerStoreMax}
          allowDecimal={false}
          {...numberField(form, 'general.maxFutureOrdersPerStore')}
        />
      </SimpleGrid>
    </FormSection>
  );
}
