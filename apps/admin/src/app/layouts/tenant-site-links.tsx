import { ActionIcon, Group } from '@mantine/core';
import { IconToolsKitchen2, IconWorldWww } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { HoverTooltip } from '../../shared/ui/hover-tooltip.js';
import { useTenant } from '../tenant/tenant-context.js';
import { tenantLinks } from '../tenant/tenant-links.js';

/** The tenant's customer website and kitchen display, each in a new tab. */
export function TenantSiteLinks() {
  const { t } = useTranslation();
  const links = tenantLinks(useTenant());
  const entries = [
    {
      href: links.customerSite,
      label: t('shell:links.customerSite'),
      icon: IconWorldWww,
      testId: 'customer-site-link',
    },
    {
      href: links.kitchenDisplay,
      label: t('shell:links.kitchenDisplay'),
      icon: IconToolsKitchen2,
      testId: 'kds-link',
    },
  ];
  return (
    <Group gap={4} wrap="nowrap">
      {entries.map(({ href, label, icon: Icon, testId }) => (
        <HoverTooltip key={href} label={label}>
          <ActionIcon
            component="a"
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            variant="subtle"
            color="gray"
            c="var(--mantine-color-text)"
            size="lg"
            aria-label={t('shell:links.newTab', { label })}
            data-testid={testId}
          >
            <Icon size={20} aria-hidden />
          </ActionIcon>
        </HoverTooltip>
      ))}
    </Group>
  );
}
