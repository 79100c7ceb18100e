import { Alert, Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../http/api-error.js';

/**
 * A list or report that could not load, with a retry. When the server refused what was asked (a
 * 4xx: a period too long, a filter a report does not take) its reason is shown, since retrying the
 * same request cannot help: the user changes the filters instead.
 */
export function LoadFailed({ title, onRetry, error }: { title: string; onRetry(): void; error?: unknown }) {
  const { t } = useTranslation();
  const refused =
    error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401;
  return (
    <Alert color="red" title={title}>
      {refused ? (
        <Text size="sm">{error.message}</Text>
      ) : (
        <Button variant="light" mt="sm" onClick={onRetry}>
          {t('common:retry')}
        </Button>
      )}
    </Alert>
  );
}
