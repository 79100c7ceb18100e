import type { GeneralSettings } from '../settings/settings.schema.js';
import type { CountrySettings } from '../tenants/countries.js';
import { formatMoney, MINOR_UNITS_PER_UNIT } from '../tenants/formats.js';

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance between two points, in kilometres. */
export function distanceKm(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface DeliveryFeeFacts {
  /** The fee of the zone that covers the address; null when the zone sets none. */
  zoneFee: number | null;
  subtotal: number;
  distanceKm: number;
  /** An external fleet (Cabify, Uber Direct…) carries it. */
  external: boolean;
  withCents: boolean;
}

/**
 * A delivery's fee under the tenant's settings: the dynamic price (base + price per km, up to the
 * currency's unit) when on, else the zone's fee or the general one; free from the free-delivery
 * minimum, for an external fleet only when the setting says so.
 */
export function deliveryFeeUnderSettings(general: GeneralSettings, facts: DeliveryFeeFacts): number {
  const { free_delivery: free, dynamic_delivery_price: dynamic } = general;
  if (
    free.minimum_value !== null &&
    facts.subtotal >= free.minimum_value &&
    (!facts.external || free.enabled_for_external_delivery)
  )
    return 0;
  if (!dynamic.enabled) return facts.zoneFee ?? general.delivery_price;
  const unit = facts.withCents ? 1 : MINOR_UNITS_PER_UNIT;
  return dynamic.base_price + Math.ceil((dynamic.km_price * facts.distanceKm) / unit) * unit;
}

export const orderValueRefusals = {
  belowDeliveryMinimum: (amount: string) => `El pedido mínimo para despacho es ${amount}.`,
  aboveDeliveryMaximum: (amount: string) =>
    `Para despacho el pedido puede ser de hasta ${amount}: divídelo o retíralo en la tienda.`,
  abovePickUpMaximum: (amount: string) => `Para retiro en tienda el pedido puede ser de hasta ${amount}.`,
} as const;

/** Why the order's value is refused for its dispatch method under the settings, or nothing. */
export function orderValueRefusal(
  general: GeneralSettings,
  dispatch: 'delivery' | 'pick_up',
  subtotal: number,
  country: CountrySettings,
): string | undefined {
  const money = (amount: number) => formatMoney(amount, country);
  if (dispatch === 'pick_up')
    return general.max_price_for_pick_up !== null && subtotal > general.max_price_for_pick_up
      ? orderValueRefusals.abovePickUpMaximum(money(general.max_price_for_pick_up))
      : undefined;
  if (general.min_price_for_delivery !== null && subtotal < general.min_price_for_delivery)
    return orderValueRefusals.belowDeliveryMinimum(money(general.min_price_for_delivery));
  if (general.max_price_for_delivery !== null && subtotal > general.max_price_for_delivery)
    return orderValueRefusals.aboveDeliveryMaximum(money(general.max_price_for_delivery));
  return undefined;
}
