import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../../app/tenant/tenant-context.js';
import { signIn } from '../../../shared/session/index.js';
import { SignInFormView } from './sign-in-form.js';

export default function SignInPage() {
  const { t } = useTranslation();
  const tenant = useTenant();

  // Once signed in, PublicOnly sends the user to their landing: the stores, or their first
  // permitted screen when their role has no stores (a kitchen user).
  const onSubmit = (email: string, password: string) => signIn(email, password, tenant.slug);

  return (
    <Center mih="100vh" bg="gray.1" p="md" component="main">
      <Paper withBorder shadow="sm" radius="md" p="xl" w="100%" maw={400}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Text fw={700} size="lg" c="blue.8" data-testid="tenant-name">
              {tenant.name}
            </Text>
            <Title order={1} size="h2">
              {t('auth:title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('auth:subtitle', { tenant: tenant.name })}
            </Text>
          </Stack>
          <SignInFormView onSubmit={onSubmit} />
        </Stack>
      </Paper>
    </Center>
  );
}
