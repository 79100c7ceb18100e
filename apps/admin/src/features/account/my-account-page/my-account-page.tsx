import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shared/session/index.js';
import { AccountForm } from './account-form.js';

export default function MyAccountPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!user) return null;
  return (
    <Stack gap="lg" maw={640}>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('account:title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('account:subtitle', { email: user.email })}
        </Text>
      </Stack>
      <AccountForm user={user} />
    </Stack>
  );
}
