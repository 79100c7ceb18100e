import type { FeatureFlag, SubscriptionStatus } from '@tablero/domain';

/**
 * The feature flags in the order the forms show them: what a brand sells with first, then the
 * integrations, then the smaller switches. Every flag of the domain is here (a unit test checks).
 */
export const featureOrder = [
  'order_taker',
  'order_taker_report',
  'loyalty_program',
  'points',
  'custom_landings',
  'social_networks',
  'best_selling_products',
  'aloha',
  'uberdaas',
  'places_lookup',
  'cookie_snackbar',
  'beta_policies',
] as const satisfies readonly FeatureFlag[];

/** The badge colour of each subscription status in the list. */
export const subscriptionColors: Record<SubscriptionStatus, string> = {
  active: 'green',
  failed_payment: 'orange',
  suspended: 'red',
  inactive: 'gray',
};

/** The i18n key (under `platform:menuItems.`) of each console item a brand may hide. */
export const menuItemKeys: Record<string, string> = {
  '/reports': 'reports',
  '/payments': 'payments',
  '/best-selling-products': 'bestSellingProducts',
  '/nps': 'nps',
};
