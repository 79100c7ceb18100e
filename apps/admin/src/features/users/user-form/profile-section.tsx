import { PasswordInput, TextInput } from '@mantine/core';
import { phoneExample } from '@tablero/domain';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../../app/tenant/tenant-context.js';
import type { FormPageState } from '../../../shared/ui/form-page/index.js';
import { FormSection } from '../../../shared/ui/form-section.js';
import type { UserFormValues } from './user-form-values.js';

/** Name, email, phone in the tenant country's format, and the optional password. */
export function ProfileSection({ form, isNew }: { form: FormPageState<UserFormValues>; isNew: boolean }) {
  const { t } = useTranslation('users');
  const { country } = useTenant();
  return (
    <FormSection title={t('form.profile')}>
      <TextInput label={t('form.name')} required autoComplete="off" maw={480} {...form.textField('name')} />
      <TextInput
        label={t('form.email')}
        type="email"
        required
        autoComplete="off"
        maw={480}
        {...form.textField('email')}
      />
      <TextInput
        label={t('form.phone')}
        type="tel"
        required
        autoComplete="off"
        description={t('form.phoneHint', { example: phoneExample(country) })}
        maw={320}
        {...form.textField('phone')}
      />
      <PasswordInput
        label={t('form.password')}
        autoComplete="new-password"
        description={isNew ? t('form.passwordHintNew') : t('form.passwordHintEdit')}
        maw={480}
        {...form.textField('password')}
      />
    </FormSection>
  );
}
