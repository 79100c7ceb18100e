import { Stack, TextInput, Title } from '@mantine/core';
import { phoneExample } from '@tablero/domain';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../../app/tenant/tenant-context.js';
import type { FormPageState } from '../../../shared/ui/form-page/index.js';
import type { MyAccountValues } from '../my-account-values.js';

export function ProfileFields({ form }: { form: FormPageState<MyAccountValues> }) {
  const { t } = useTranslation();
  const { country } = useTenant();
  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {t('account:profile')}
      </Title>
      <TextInput label={t('account:name')} autoComplete="name" {...form.textField('name')} />
      <TextInput
        label={t('account:phone')}
        type="tel"
        autoComplete="tel"
        description={t('account:phoneHint', { example: phoneExample(country) })}
        {...form.textField('phone')}
      />
    </Stack>
  );
}
