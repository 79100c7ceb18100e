import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useViewer } from '../../../app/allowed.js';
import { routeTable } from '../../../app/route-table.js';
import { landingPath } from '../../../app/sidebar-sections.js';

export default function NotAuthorizedPage() {
  const { t } = useTranslation();
  const viewer = useViewer();
  // Back to a screen this user may open: the stores are not everyone's (a kitchen user has none).
  const target = landingPath(viewer);
  const label = routeTable.find((route) => (route.nav?.href ?? route.path) === target)?.nav?.label;
  return (
    <Stack align="flex-start" gap="md" maw={560}>
      <Title order={1}>{t('misc:notAuthorizedTitle')}</Title>
      <Text>{t('misc:notAuthorizedText')}</Text>
      <Button component={Link} to={target} data-testid="not-authorized-back">
        {label ? t('misc:goTo', { page: t(label) }) : t('misc:backHome')}
      </Button>
    </Stack>
  );
}
