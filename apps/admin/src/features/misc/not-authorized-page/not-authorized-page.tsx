import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { storesUrl } from '../../stores/urls.js';

export default function NotAuthorizedPage() {
  const { t } = useTranslation();
  return (
    <Stack align="flex-start" gap="md" maw={560}>
      <Title order={1}>{t('misc:notAuthorizedTitle')}</Title>
      <Text>{t('misc:notAuthorizedText')}</Text>
      <Button component={Link} to={storesUrl()}>
        {t('misc:backHome')}
      </Button>
    </Stack>
  );
}
