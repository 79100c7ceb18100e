import { SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StoreForm } from '../store-form/field-props.js';
import { FormSection } from './form-section.js';

export function StoreInfoFields({ form }: { form: StoreForm }) {
  const { t } = useTranslation('storeForm');
  return (
    <FormSection title={t('sections.info')}>
      <TextInput label={t('fields.name')} required maxLength={100} {...form.textField('name')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('fields.phone')}
          type="tel"
          autoComplete="off"
          description={t('fields.phoneHint')}
          {...form.textField('phone')}
        />
        <TextInput label={t('fields.image')} type="url" {...form.textField('image')} />
        <TextInput label={t('fields.email')} type="email" {...form.textField('email')} />
        <TextInput label={t('fields.emailAlt')} type="email" {...form.textField('emailAlt')} />
      </SimpleGrid>
    </FormSection>
  );
}
