import { SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { phoneExample } from '@tablero/domain';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../../app/tenant/tenant-context.js';
import { FormSection } from '../../../shared/ui/form-section.js';
import { switchField } from '../settings-form/field-props.js';
import type { GeneralForm } from './orders-section.js';

/** Product instructions, the abandoned-cart e-mail, the WhatsApp button and the catalogue-only menu. */
export function OthersSection({ form }: { form: GeneralForm }) {
  const { t } = useTranslation('settings');
  const { country } = useTenant();
  return (
    <FormSection title={t('sections.others')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          type="tel"
          label={t('fields.general.whatsappNumber')}
          description={t('hints.whatsappNumber', { example: phoneExample(country) })}
          placeholder={phoneExample(country)}
          {...form.textField('general.whatsappNumber')}
        />
      </SimpleGrid>
      <Stack gap="sm">
        <Switch
          label={t('fields.general.productInstructions')}
          description={t('hints.productInstructions')}
          {...switchField(form, 'general.productInstructions')}
        />
        <Switch
          label={t('fields.general.abandonedCartEmail')}
          description={t('hints.abandonedCartEmail')}
          {...switchField(form, 'general.abandonedCartEmail')}
        />
        <Switch
          label={t('fields.staticMenu')}
          description={t('hints.staticMenu')}
          {...switchField(form, 'staticMenu')}
        />
      </Stack>
    </FormSection>
  );
}
