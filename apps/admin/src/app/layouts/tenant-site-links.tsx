import { ActionIcon, Group } from '@mantine/core';
import { IconToolsKitchen2, IconWorldWww } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { kitchenUrl } from '../../features/orders/urls.js';
import { useCan } from '../../shared/permissions/index.js';
import { HoverTooltip } from '../../shared/ui/hover-tooltip.js';
import { useTenant } from '../tenant/tenant-context.js';
import { tenantLinks } from '../tenant/tenant-links.js';

/**
 * The tenant's customer website in a new tab, and the kitchen display (for those who see orders)
 * in this one: a board opened by a click may sound at once, one in a fresh tab waits for a touch.
 */
export function TenantSiteLinks() {
  const { t } = useTranslation();
  const can = useCan();
  const links = tenantLinks(useTenant());
  const customerSite = t('shell:links.customerSite');
  const kitchen = t('shell:links.kitchenDisplay');
  return (
    <Group gap={4} wrap="nowrap">
      <HoverTooltip label={customerSite}>
        <ActionIcon
          component="a"
          href={links.customerSite}
          target="_blank"
          rel="noopener noreferrer"
          variant="subtle"
          color="gray"
          c="var(--mantine-color-text)"
          size="lg"
          aria-label={t('shell:links.newTab', { label: customerSite })}
          data-testid="customer-site-link"
        >
          <IconWorldWww size={20} aria-hidden />
        </ActionIcon>
      </HoverTooltip>
      {can({ policy: 'orders', action: 'show' }) && (
        <HoverTooltip label={kitchen}>
          <ActionIcon
            component={Link}
            to={kitchenUrl()}
            variant="subtle"
            color="gray"
            c="var(--mantine-color-text)"
            size="lg"
            aria-label={kitchen}
            data-testid="kds-link"
          >
            <IconToolsKitchen2 size={20} aria-hidden />
          </ActionIcon>
        </HoverTooltip>
      )}
    </Group>
  );
}
