import { type IntegrationGroup, integrationGroups } from '@tablero/domain';

/** The groups with a console page of their own, in the sidebar's order. */
export const integrationPageGroups = ['delivery', 'channels', 'payment', 'pos', 'services'] as const;
export type IntegrationPageGroup = (typeof integrationPageGroups)[number];

/**
 * `/delivery-integration`, `/channel-integration`, `/payment-methods-integration` and
 * `/pos-integration` are the spec's; e-mail and order-taking services have no page there, so
 * theirs is ours (`/services-integration`).
 */
export const integrationPaths: Record<IntegrationPageGroup, string> = {
  delivery: integrationGroups.delivery.path,
  channels: integrationGroups.channels.path,
  payment: integrationGroups.payment.path,
  pos: integrationGroups.pos.path,
  services: '/services-integration',
};

export const integrationUrl = (group: IntegrationPageGroup, provider?: string) =>
  `${integrationPaths[group]}${provider ? `/${provider}` : ''}`;

export const deliveryIntegrationUrl = (provider?: string) => integrationUrl('delivery', provider);

/** The page group an address belongs to (`/pos-integration/fudo` → pos). */
export function integrationGroupOfPath(pathname: string): IntegrationGroup | undefined {
  return integrationPageGroups.find(
    (group) => pathname === integrationPaths[group] || pathname.startsWith(`${integrationPaths[group]}/`),
  );
}
