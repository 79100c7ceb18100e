import { Alert, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A list or page that could not be read: what failed, and a button to ask again. */
export function LoadFailed({ title, onRetry }: { title: string; onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" title={title}>
      <Button variant="light" mt="sm" onClick={onRetry}>
        {t('common:retry')}
      </Button>
    </Alert>
  );
}
