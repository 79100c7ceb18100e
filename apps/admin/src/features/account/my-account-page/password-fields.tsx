import { PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FormPageState } from '../../../shared/ui/form-page/index.js';
import type { MyAccountValues } from '../my-account-values.js';

export function PasswordFields({ form }: { form: FormPageState<MyAccountValues> }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={2} size="h4">
          {t('account:passwordSection')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('account:passwordHint')}
        </Text>
      </Stack>
      <PasswordInput
        label={t('account:currentPassword')}
        autoComplete="current-password"
        {...form.textField('currentPassword')}
      />
      <PasswordInput
        label={t('account:newPassword')}
        autoComplete="new-password"
        {...form.textField('password')}
      />
      <PasswordInput
        label={t('account:passwordConfirmation')}
        autoComplete="new-password"
        {...form.textField('passwordConfirmation')}
      />
    </Stack>
  );
}
