import { SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../shared/ui/form-section.js';
import { type CouponForm, switchField } from './field-props.js';

/** On or off, applied by itself (an automatic promotion), and the ids other systems know it by. */
export function StateSection({ form }: { form: CouponForm }) {
  const { t } = useTranslation('coupons');
  return (
    <FormSection title={t('sections.state')} description={t('sections.stateHint')}>
      <Stack gap="md">
        <Switch label={t('fields.enabled')} {...switchField(form, 'enabled')} />
        <Switch
          label={t('fields.automatic')}
          description={t('fields.automaticHint')}
          {...switchField(form, 'automatic')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('fields.alohaId')} {...form.textField('alohaId')} />
          <TextInput label={t('fields.fbdId')} {...form.textField('fbdId')} />
        </SimpleGrid>
      </Stack>
    </FormSection>
  );
}
