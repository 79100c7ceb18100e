import { Alert, Box, Button, Center, Loader, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { currentTenant, isApiError } from '../../../shared/http/index.js';
import { setPasswordThroughLink, usePasswordLink } from './api.js';

const MIN_LENGTH = 8;

/** A narrow column on a quiet background, without the console's shell. */
function Frame({ children }: { children: ReactNode }) {
  return (
    <Box component="main" mih="100dvh" bg="var(--mantine-color-gray-0)" px="sm" py={{ base: 'md', sm: 'xl' }}>
      <Paper withBorder radius="md" p="lg" maw={440} mx="auto">
        {children}
      </Paper>
    </Box>
  );
}

/**
 * `/definir-contrasena/{token}?tenant={slug}`: a user whose account was made without a password, or
 * who forgot it, sets one through the link staff handed over; then signs in with it.
 */
export default function PasswordLinkPage() {
  const { t } = useTranslation('users');
  const { token = '' } = useParams();
  const [search] = useSearchParams();
  const tenant = search.get('tenant') || currentTenant();
  const link = usePasswordLink(token, tenant);
  const [password, setPassword] = useState('');
  const [repeated, setRepeated] = useState('');
  const [errors, setErrors] = useState<{ password?: string; repeated?: string; form?: string }>({});
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState(false);
  const passwordInput = useRef<HTMLInputElement>(null);
  const repeatedInput = useRef<HTMLInputElement>(null);

  if (link.isPending)
    return (
      <Frame>
        <Center py="xl">
          <Loader aria-label={t('passwordLink.loading')} />
        </Center>
      </Frame>
    );
  if (link.isError)
    return (
      <Frame>
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t('passwordLink.unavailable')}>
          {isApiError(link.error) ? link.error.message : t('passwordLink.loadFailed')}
        </Alert>
      </Frame>
    );
  if (done)
    return (
      <Frame>
        <Stack align="center" gap="sm">
          <IconCircleCheck size={48} color="var(--mantine-color-green-6)" aria-hidden />
          <Title order={1} size="h3" ta="center">
            {t('passwordLink.doneTitle')}
          </Title>
          <Text ta="center">{t('passwordLink.doneText', { email: link.data.email })}</Text>
          <Button component={Link} to="/">
            {t('passwordLink.signIn')}
          </Button>
        </Stack>
      </Frame>
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const refused = {
      password: password.length < MIN_LENGTH ? t('passwordLink.tooShort', { min: MIN_LENGTH }) : undefined,
      repeated: repeated !== password ? t('passwordLink.different') : undefined,
    };
    setErrors(refused);
    if (refused.password) return passwordInput.current?.focus();
    if (refused.repeated) return repeatedInput.current?.focus();
    setSaving(true);
    try {
      await setPasswordThroughLink(token, tenant, password);
      setDone(true);
    } catch (error) {
      const message = isApiError(error) ? error.message : t('passwordLink.failed');
      const field = isApiError(error) ? error.fieldErrors.find((e) => e.field === 'password') : undefined;
      setErrors(field ? { password: field.message } : { form: message });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Frame>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={1} size="h3">
            {t('passwordLink.title')}
          </Title>
          <Text size="sm">
            {t('passwordLink.intro', {
              name: link.data.name,
              email: link.data.email,
              until: new Date(link.data.expiresAt).toLocaleString('es-CL', {
                dateStyle: 'long',
                timeStyle: 'short',
              }),
            })}
          </Text>
          {errors.form && (
            <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
              {errors.form}
            </Alert>
          )}
          <PasswordInput
            ref={passwordInput}
            label={t('passwordLink.password')}
            description={t('passwordLink.passwordHint', { min: MIN_LENGTH })}
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={errors.password}
            autoComplete="new-password"
            required
          />
          <PasswordInput
            ref={repeatedInput}
            label={t('passwordLink.repeat')}
            value={repeated}
            onChange={(event) => setRepeated(event.currentTarget.value)}
            error={errors.repeated}
            autoComplete="new-password"
            required
          />
          <Button type="submit" loading={saving}>
            {saving ? t('passwordLink.saving') : t('passwordLink.save')}
          </Button>
        </Stack>
      </form>
    </Frame>
  );
}
