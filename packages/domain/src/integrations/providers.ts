import { type CredentialField, deliveryFlags, optionalField, requiredField } from './credential-fields.js';
import type { IntegrationGroup } from './groups.js';

/**
 * The integration providers that keep credentials per store (spec part 1 §3 "Providers with
 * forms" and "Credential kinds"). The spec names the providers and the union of their fields but
 * not which provider uses which: the fields below are our design, taken from what each provider's
 * public API asks for. Grouped as the console's INTEGRACIONES screens are (`groups.ts`).
 */
export interface IntegrationProvider {
  group: IntegrationGroup;
  label: string;
  fields: readonly CredentialField[];
}

const oauthClient = [requiredField('client_id'), requiredField('client_secret')];

export const integrationProviders = {
  pedidos_ya: {
    group: 'delivery',
    label: 'PedidosYa',
    fields: [...oauthClient, requiredField('username'), requiredField('password'), ...deliveryFlags],
  },
  pedidos_ya_v3: {
    group: 'delivery',
    label: 'PedidosYa v3',
    fields: [requiredField('authorization'), optionalField('webhook_signature_key'), ...deliveryFlags],
  },
  uber_direct: {
    group: 'delivery',
    label: 'Uber Direct',
    fields: [
      requiredField('customer_id'),
      ...oauthClient,
      optionalField('webhook_signature_key'),
      ...deliveryFlags,
    ],
  },
  uber_daas: {
    group: 'delivery',
    label: 'Uber DaaS',
    fields: [requiredField('customer_id'), ...oauthClient, ...deliveryFlags],
  },
  cabify: { group: 'delivery', label: 'Cabify', fields: [...oauthClient, ...deliveryFlags] },

  uber_eats: { group: 'channels', label: 'Uber Eats', fields: oauthClient },
  rappi: {
    group: 'channels',
    label: 'Rappi',
    fields: [
      ...oauthClient,
      requiredField('audience'),
      optionalField('webhook_secret_new_order'),
      optionalField('webhook_secret_ping'),
    ],
  },
  didi_food: {
    group: 'channels',
    label: 'DiDi Food',
    fields: [
      requiredField('app_id'),
      requiredField('app_secret'),
      requiredField('app_shop_id'),
      optionalField('auth_token'),
    ],
  },

  amipass_payment: {
    group: 'payment',
    label: 'Amipass',
    fields: [...oauthClient, requiredField('establishment_id'), optionalField('env_production')],
  },
  mercado_pago: {
    group: 'payment',
    label: 'Mercado Pago',
    fields: [
      requiredField('access_token'),
      optionalField('public_key'),
      optionalField('webhook_signature_key'),
      optionalField('env_production'),
    ],
  },
  chek: {
    group: 'payment',
    label: 'Chek',
    fields: [requiredField('api_key'), optionalField('env_production')],
  },
  getnet_payment: {
    group: 'payment',
    label: 'Getnet',
    fields: [requiredField('login'), requiredField('secret_key'), optionalField('env_production')],
  },
  mach: {
    group: 'payment',
    label: 'MACH',
    fields: [requiredField('api_key'), optionalField('env_production')],
  },
  sodexo: {
    group: 'payment',
    label: 'Sodexo',
    fields: [
      requiredField('client_code'),
      requiredField('username'),
      requiredField('password'),
      optionalField('env_production'),
    ],
  },
  onvo_payment: { group: 'payment', label: 'Onvo', fields: [requiredField('secret_api_key')] },

  fudo: { group: 'pos', label: 'Fudo', fields: [requiredField('api_key'), requiredField('secret_api_key')] },
  toteat: {
    group: 'pos',
    label: 'Toteat',
    fields: [
      requiredField('restaurant_id'),
      requiredField('local_id'),
      requiredField('user_identify'),
      requiredField('api_token'),
      optionalField('payment_id_card'),
      optionalField('payment_id_cash'),
      optionalField('payment_id_online'),
      optionalField('delivery_id'),
      optionalField('tip_id'),
    ],
  },
  bsale: { group: 'pos', label: 'Bsale', fields: [requiredField('access_token'), optionalField('local_id')] },
  popapp: {
    group: 'pos',
    label: 'PopApp',
    fields: [requiredField('username'), requiredField('password'), requiredField('shop_id')],
  },
  pos_fbd: {
    group: 'pos',
    label: 'FBD',
    fields: [requiredField('xconsumer'), requiredField('authorization')],
  },

  mailjet: {
    group: 'services',
    label: 'Mailjet',
    fields: [requiredField('api_key'), requiredField('secret_key')],
  },
  ordatic: { group: 'services', label: 'Ordatic', fields: [requiredField('api_token')] },
  mailchimp: {
    group: 'services',
    label: 'Mailchimp',
    fields: [requiredField('api_key'), requiredField('audience')],
  },
} as const satisfies Record<string, IntegrationProvider>;

export type IntegrationProviderKey = keyof typeof integrationProviders;
export const integrationProviderKeys = Object.keys(integrationProviders) as [
  IntegrationProviderKey,
  ...IntegrationProviderKey[],
];

export function isIntegrationProviderKey(value: string): value is IntegrationProviderKey {
  return Object.hasOwn(integrationProviders, value);
}

export function providerOf(key: IntegrationProviderKey): IntegrationProvider {
  return integrationProviders[key];
}

export function providersInGroup(group: IntegrationGroup): IntegrationProviderKey[] {
  return integrationProviderKeys.filter((key) => integrationProviders[key].group === group);
}
