import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/http/index.js';
import { type SignInErrors, validateSignIn } from '../sign-in-schema.js';

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
    <form onSubmit={submit} noValidate>
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
