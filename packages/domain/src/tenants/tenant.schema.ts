import { z } from 'zod';

export const subscriptionStatuses = ['active', 'failed_payment', 'suspended', 'inactive'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/** Feature flags a tenant can have switched on (spec part 1 §1 "Tenant gating"). */
export const featureFlags = [
  'order_taker',
  'order_taker_report',
  'beta_policies',
  'points',
  'places_lookup',
  'cookie_snackbar',
  'aloha',
  'uberdaas',
  'custom_landings',
  'loyalty_program',
  'best_selling_products',
  'social_networks',
] as const;
export type FeatureFlag = (typeof featureFlags)[number];

export const tenantSlug = z
  .string()
  .regex(/^[a-z0-9](?:[a-z0-9-]{0,46}[a-z0-9])?$/, 'El campo slug no cumple con el formato');

/** What anyone may know of a tenant before signing in. */
export const publicTenant = z.object({
  slug: z.string(),
  name: z.string(),
  country: z.string(),
  currency: z.string(),
  currency_symbol: z.string(),
  phone_prefix: z.string(),
  phone_length: z.number().int(),
  language: z.string(),
  time_zone: z.string(),
  with_cents: z.boolean(),
  features: z.array(z.string()),
  subscription_status: z.enum(subscriptionStatuses),
  /** The consolidation report setting; the payments screen exists only when set and not 'none'. */
  consolidation_report: z.string().nullable(),
  /** Console paths this tenant keeps out of its menu (spec: "some tenants hide the sales reports item"). */
  hidden_menu_items: z.array(z.string()),
  /** Tiles for the console's maps (`{z}/{x}/{y}` template); null → maps draw without tiles. */
  map_tile_url: z.string().nullable(),
});
export type PublicTenant = z.infer<typeof publicTenant>;

/** The part of a tenant's stored settings the platform reads; unknown keys are kept but ignored. */
export const tenantSettings = z.object({
  consolidation_report: z.string().nullable().catch(null).default(null),
  hidden_menu_items: z.array(z.string()).catch([]).default([]),
  /** Consolidations: the platform's commission on the sale, and the payment service's cost (fractions). */
  consolidation_commission_rate: z.number().min(0).max(1).catch(0.03).default(0.03),
  consolidation_service_rate: z.number().min(0).max(1).catch(0.0149).default(0.0149),
});
export type TenantSettings = z.infer<typeof tenantSettings>;
