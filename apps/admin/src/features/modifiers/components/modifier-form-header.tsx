import { Anchor, Breadcrumbs, Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { modifiersUrl } from '../urls.js';

/** The form's title under a way back to the list, with the page's own actions on the right. */
export function ModifierFormHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  const { t } = useTranslation('modifiers');
  return (
    <Group justify="space-between" align="flex-end">
      <div>
        <Breadcrumbs mb={4}>
          <Anchor component={Link} to={modifiersUrl()} size="sm">
            {t('title')}
          </Anchor>
        </Breadcrumbs>
        <Title order={1} size="h2">
          {title}
        </Title>
      </div>
      {actions}
    </Group>
  );
}
