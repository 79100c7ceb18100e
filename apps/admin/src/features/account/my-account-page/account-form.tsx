import { Paper, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../../app/tenant/tenant-context.js';
import type { CurrentUser } from '../../../shared/session/index.js';
import { FormPage, useFormPage } from '../../../shared/ui/form-page/index.js';
import { showSuccess } from '../../../shared/ui/toasts.js';
import { useUpdateMyAccount } from '../api.js';
import {
  type MyAccountValues,
  myAccountFormSchema,
  toChanges,
  toValidationInput,
  withoutPasswords,
} from '../my-account-values.js';
import { PasswordFields } from './password-fields.js';
import { ProfileFields } from './profile-fields.js';

/** Everyone signed in may change their own name, phone and password: never read-only. */
export function AccountForm({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const { country } = useTenant();
  const save = useUpdateMyAccount();
  const schema = useMemo(() => myAccountFormSchema(country, t('account:passwordMismatch')), [country, t]);

  const form = useFormPage<MyAccountValues>({
    initialValues: withoutPasswords({ name: user.name, phone: user.phone } as MyAccountValues),
    schema,
    toInput: toValidationInput,
    submit: async (values) => {
      await save(toChanges(values));
      showSuccess(t('account:saved'));
    },
    afterSave: withoutPasswords,
  });

  return (
    <FormPage form={form} label={t('account:title')}>
      <Stack gap="lg">
        <Paper withBorder radius="md" p="lg">
          <ProfileFields form={form} />
        </Paper>
        <Paper withBorder radius="md" p="lg">
          <PasswordFields form={form} />
        </Paper>
      </Stack>
    </FormPage>
  );
}
