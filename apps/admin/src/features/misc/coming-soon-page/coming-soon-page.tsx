import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useViewer } from '../../../app/allowed.js';
import { landingPath } from '../../../app/sidebar-sections.js';

/** A screen of the spec that is not built yet, shown to whoever holds its policy: honest, not a 404. */
export default function ComingSoonPage() {
  const { t } = useTranslation();
  const target = landingPath(useViewer());
  return (
    <Stack align="flex-start" gap="md" maw={560} data-testid="coming-soon">
      <Title order={1}>{t('misc:comingSoonTitle')}</Title>
      <Text>{t('misc:comingSoonText')}</Text>
      <Button component={Link} to={target} variant="light">
        {t('misc:backToStart')}
      </Button>
    </Stack>
  );
}
