import type { FieldError } from '../errors/error-codes.js';
import { fieldMessages } from '../errors/field-messages.js';
import { orderLimits } from '../orders/order-constants.js';
import { type CountrySettings, countrySettings } from '../tenants/countries.js';
import { isValidPhone, phoneDigits, phoneExample } from '../tenants/formats.js';
import { type SettingsState, settingsReadOnly, settingsState } from './settings.schema.js';
import { settingsMessages, socialNetworkHosts, socialNetworks } from './settings-constants.js';

/** What a tenant has before anyone saves: a working storefront in the platform's colours. */
export function defaultSettings(commerceName: string): SettingsState {
  return {
    general: {
      restaurant_email: null,
      delivery_price: 0,
      min_price_for_delivery: null,
      max_price_for_delivery: null,
      max_price_for_pick_up: null,
      free_delivery: { minimum_value: null, enabled_for_external_delivery: false },
      dynamic_delivery_price: { enabled: false, base_price: 0, km_price: 0 },
      max_days_available_future_order: orderLimits.defaultMaxDaysAvailableFutureOrder,
      max_future_orders_per_store: orderLimits.defaultMaxFutureOrdersPerStore,
      page_texts: { welcome: null, closed_store: null, checkout_note: null, footer: null },
      analytics: { google_analytics_id: null, google_tag_manager_id: null, facebook_pixel_id: null },
      product_instructions: true,
      abandoned_cart_email: false,
      whatsapp_number: null,
    },
    design: {
      commerce_name: commerceName.slice(0, 80) || 'Mi tienda',
      colors: { primary: '#E4002B', secondary: '#1F2937', background: '#FFFFFF', text: '#111827' },
      fonts: { heading: 'Montserrat', body: 'Inter' },
      primary_logo_id: null,
      secondary_logo_id: null,
      favicon_id: null,
      animation_loader_id: null,
      social: {
        facebook: null,
        twitter: null,
        youtube: null,
        instagram: null,
        tiktok: null,
        tripadvisor: null,
      },
    },
    template_id: 'clasica',
    loyalty: {
      enabled: false,
      percentage: 20,
      min_percentage: 5,
      max_percentage: 50,
      min_redeem: 1_000,
      max_redeem: 50_000,
      reward: 100,
      gift_card_days: 30,
    },
    static_menu: false,
  };
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `current` with what `sent` changes, objects merged key by key, anything else replaced. */
function mergeDeep(current: unknown, sent: unknown): unknown {
  if (!isPlainObject(current) || !isPlainObject(sent)) return sent;
  const merged: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(sent)) merged[key] = mergeDeep(current[key], value);
  return merged;
}

/**
 * Settings as saved, under the defaults: a field added after they were saved reads as its default
 * instead of failing the next change as missing.
 */
export function settingsOverDefaults(saved: SettingsState, commerceName: string): SettingsState {
  return mergeDeep(defaultSettings(commerceName), saved) as SettingsState;
}

function withoutReadOnly(body: Record<string, unknown>): Record<string, unknown> {
  const kept = Object.fromEntries(
    Object.entries(body).filter(([key]) => !(settingsReadOnly.top as readonly string[]).includes(key)),
  );
  if (isPlainObject(kept.design))
    kept.design = Object.fromEntries(
      Object.entries(kept.design).filter(
        ([key]) => !(settingsReadOnly.design as readonly string[]).includes(key),
      ),
    );
  return kept;
}

const atMost = (errors: FieldError[], min: [string, number | null], max: [string, number | null]) => {
  if (min[1] !== null && max[1] !== null && min[1] > max[1])
    errors.push({ field: min[0], message: settingsMessages.minAboveMax(min[0], max[0]) });
};

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return '';
  }
};

/** The rules that read more than one field, or the tenant's country; each error under its field. */
export function settingsRuleErrors(state: SettingsState, country: CountrySettings): FieldError[] {
  const errors: FieldError[] = [];
  const { general, design, loyalty } = state;
  atMost(
    errors,
    ['general.min_price_for_delivery', general.min_price_for_delivery],
    ['general.max_price_for_delivery', general.max_price_for_delivery],
  );
  if (general.dynamic_delivery_price.enabled && general.dynamic_delivery_price.km_price <= 0)
    errors.push({
      field: 'general.dynamic_delivery_price.km_price',
      message: settingsMessages.dynamicNeedsKmPrice,
    });
  if (general.whatsapp_number !== null && !isValidPhone(general.whatsapp_number, country))
    errors.push({
      field: 'general.whatsapp_number',
      message: fieldMessages.phone('whatsapp_number', phoneExample(country), phoneDigits(country)),
    });
  for (const network of socialNetworks) {
    const url = design.social[network];
    if (url === null) continue;
    const hosts = socialNetworkHosts[network];
    const host = hostOf(url);
    if (!hosts.some((h) => host === h || host.endsWith(`.${h}`)))
      errors.push({
        field: `design.social.${network}`,
        message: settingsMessages.socialHost(network, hosts),
      });
  }
  atMost(
    errors,
    ['loyalty.min_percentage', loyalty.min_percentage],
    ['loyalty.max_percentage', loyalty.max_percentage],
  );
  if (loyalty.percentage < loyalty.min_percentage || loyalty.percentage > loyalty.max_percentage)
    errors.push({
      field: 'loyalty.percentage',
      message: `El campo percentage debe estar entre ${loyalty.min_percentage} y ${loyalty.max_percentage}`,
    });
  atMost(errors, ['loyalty.min_redeem', loyalty.min_redeem], ['loyalty.max_redeem', loyalty.max_redeem]);
  return errors;
}

/**
 * A body applied to the current settings (sections and their groups merged key by key; what a GET
 * adds ignored), checked as a whole: the API service and the console forms both call it.
 */
export function resolveSettingsWrite(
  body: unknown,
  current: SettingsState,
  country: string | CountrySettings,
): { state: SettingsState } | { errors: FieldError[] } {
  if (!isPlainObject(body)) return { errors: [{ field: 'body', message: fieldMessages.invalid('body') }] };
  const merged = mergeDeep(current, withoutReadOnly(body));
  const parsed = settingsState.safeParse(merged);
  if (!parsed.success) {
    const errors = new Map<string, FieldError>();
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String);
      const fields =
        issue.code === 'unrecognized_keys'
          ? issue.keys.map((k) => [...path, k].join('.'))
          : [path.join('.') || 'body'];
      for (const field of fields) {
        const message =
          issue.code === 'unrecognized_keys'
            ? fieldMessages.unknownField(field.split('.').at(-1) ?? field)
            : issue.message;
        if (!errors.has(field)) errors.set(field, { field, message });
      }
    }
    return { errors: [...errors.values()] };
  }
  const settingsCountry = typeof country === 'string' ? countrySettings(country) : country;
  const errors = settingsRuleErrors(parsed.data, settingsCountry);
  return errors.length > 0 ? { errors } : { state: parsed.data };
}
