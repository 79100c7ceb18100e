import {
  countrySettings,
  type FeatureFlag,
  type PublicTenant,
  type SubscriptionStatus,
  tenantSettings,
} from '@tablero/domain';
import type { TenantRecord } from './tenants.repo.js';

/** The tenant's own part of the public JSON; platform settings (map tiles) are added by the route. */
export function publicTenantView(tenant: TenantRecord): Omit<PublicTenant, 'map_tile_url'> {
  const country = countrySettings(tenant.country);
  const settings = tenantSettings.parse(tenant.settings ?? {});
  return {
    slug: tenant.slug,
    name: tenant.name,
    country: tenant.country,
    currency: tenant.currency,
    currency_symbol: tenant.currencySymbol,
    phone_prefix: tenant.phonePrefix,
    phone_length: country.phoneLength,
    language: tenant.language,
    time_zone: tenant.timeZone,
    with_cents: country.withCents,
    features: tenant.features as FeatureFlag[],
    subscription_status: tenant.subscriptionStatus as SubscriptionStatus,
    consolidation_report: settings.consolidation_report,
    hidden_menu_items: settings.hidden_menu_items,
  };
}
