/**
 * The console's INTEGRACIONES screens, which group the providers (`providers.ts`): a module of its
 * own, so the console's sidebar does not take every provider's fields along with their paths.
 */
export const integrationGroups = {
  delivery: { label: 'Delivery', path: '/delivery-integration' },
  channels: { label: 'Canales de venta', path: '/channel-integration' },
  payment: { label: 'Métodos de pago', path: '/payment-methods-integration' },
  pos: { label: 'Punto de venta (POS)', path: '/pos-integration' },
  // Credential kinds of the spec without a screen of their own (e-mail marketing, order taking).
  services: { label: 'Otros servicios', path: null },
} as const satisfies Record<string, { label: string; path: string | null }>;

export type IntegrationGroup = keyof typeof integrationGroups;
export const integrationGroupKeys = Object.keys(integrationGroups) as IntegrationGroup[];
