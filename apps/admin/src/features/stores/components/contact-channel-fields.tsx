import { SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { phoneExample } from '@tablero/domain';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../../app/tenant/tenant-context.js';
import { FormSection } from '../../../shared/ui/form-section.js';
import { type StoreForm, switchField } from '../store-form/field-props.js';

export function ContactChannelFields({ form }: { form: StoreForm }) {
  const { t } = useTranslation('storeForm');
  const { country } = useTenant();
  return (
    <FormSection title={t('sections.contact')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Stack gap="xs">
          <Switch label={t('fields.enabledWhatsappNumber')} {...switchField(form, 'enabledWhatsappNumber')} />
          {form.values.enabledWhatsappNumber && (
            <TextInput
              label={t('fields.whatsappNumber')}
              type="tel"
              placeholder={phoneExample(country)}
              {...form.textField('whatsappNumber')}
            />
          )}
        </Stack>
        <Stack gap="xs">
          <Switch
            label={t('fields.enabledFacebookMessenger')}
            {...switchField(form, 'enabledFacebookMessenger')}
          />
          {form.values.enabledFacebookMessenger && (
            <TextInput label={t('fields.facebookMessengerId')} {...form.textField('facebookMessengerId')} />
          )}
        </Stack>
      </SimpleGrid>
    </FormSection>
  );
}
