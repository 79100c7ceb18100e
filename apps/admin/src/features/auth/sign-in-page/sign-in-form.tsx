import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/http/index.js';
import type { SignInErrors } from '../sign-in-schema.js';

/**
 * The rules (zod and the domain's schemas) are not part of what sign-in shows: they are fetched
 * as soon as someone starts filling the form, and are there by the time it is sent.
 */
const loadRules = () => import('../sign-in-schema.js');

interface SignInFormProps {
  onSubmit(email: string, password: string): Promise<void>;
}

/** Validates on submit only (spec part 1 §5); the server's message shows when it refuses. */
export function SignInFormView({ onSubmit }: SignInFormProps) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<SignInErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const { validateSignIn } = await loadRules();
    const found = validateSignIn({ email, password });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    try {
      await onSubmit(email.trim(), password);
    } catch (error) {
      setFailure(isApiError(error) ? error.message : t('common:genericError'));
      setSending(false);
    }
  };

  return (
    <form onSubmit={submit} onFocus={() => void loadRules()} noValidate>
      <Stack gap="md">
        {failure && (
          <Alert color="red" variant="light" role="alert" data-testid="sign-in-error">
            {failure}
          </Alert>
        )}
        <TextInput
          label={t('auth:email')}
          type="email"
          autoComplete="username"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={errors.email}
          required
        />
        <PasswordInput
          label={t('auth:password')}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={errors.password}
          required
        />
        <Button type="submit" disabled={sending} fullWidth>
          {sending ? t('auth:submitting') : t('auth:submit')}
        </Button>
      </Stack>
    </form>
  );
}
