import { z } from 'zod';
import { fieldMessages } from '../errors/field-messages.js';
import { recordId } from '../shared/ids.js';
import {
  brandImages,
  settingsLimits,
  settingsMessages,
  socialNetworks,
  storefrontFonts,
  templateIds,
} from './settings-constants.js';

const money = z.number().int().min(0).max(settingsLimits.moneyMax);
const optionalMoney = money.nullable();
const pageText = z.string().trim().max(settingsLimits.pageTextMax).nullable();
const hexColor = (field: string) => z.string().regex(/^#[0-9A-Fa-f]{6}$/, settingsMessages.hexColor(field));
const httpsUrl = (field: string) =>
  z
    .string()
    .max(500)
    .regex(/^https:\/\/[^\s/]+\.[^\s]+$/, settingsMessages.httpsUrl(field))
    .nullable();

/** General settings (spec part 2 §3 "Settings": general). Money in minor units. */
export const generalSettings = z.strictObject({
  /** Where each new order is announced by e-mail (createOrderRestaurantEmail); null sends none. */
  restaurant_email: z.email(fieldMessages.format('restaurant_email')).max(254).nullable(),
  /** The delivery fee when a zone sets none. */
  delivery_price: money,
  min_price_for_delivery: optionalMoney,
  max_price_for_delivery: optionalMoney,
  max_price_for_pick_up: optionalMoney,
  free_delivery: z.strictObject({
    /** Orders from this amount travel free; null: never. */
    minimum_value: optionalMoney,
    /** Also when an external fleet (Cabify, Uber Direct…) carries it: the store pays its fee. */
    enabled_for_external_delivery: z.boolean(),
  }),
  dynamic_delivery_price: z.strictObject({
    enabled: z.boolean(),
    base_price: money,
    km_price: money,
  }),
  max_days_available_future_order: z.number().int().min(1).max(settingsLimits.futureOrderDaysMax),
  /** Future orders a store takes per 30-minute slot. */
  max_future_orders_per_store: z.number().int().min(1).max(settingsLimits.futureOrdersPerStoreMax),
  page_texts: z.strictObject({
    welcome: pageText,
    closed_store: pageText,
    checkout_note: pageText,
    footer: pageText,
  }),
  analytics: z.strictObject({
    google_analytics_id: z
      .string()
      .regex(/^(G-[A-Z0-9]{4,12}|UA-\d{4,10}-\d{1,4})$/, fieldMessages.format('google_analytics_id'))
      .nullable(),
    google_tag_manager_id: z
      .string()
      .regex(/^GTM-[A-Z0-9]{4,10}$/, fieldMessages.format('google_tag_manager_id'))
      .nullable(),
    facebook_pixel_id: z
      .string()
      .regex(/^\d{6,20}$/, fieldMessages.format('facebook_pixel_id'))
      .nullable(),
  }),
  /** Customers may write an instruction per product ("sin cebolla"). */
  product_instructions: z.boolean(),
  abandoned_cart_email: z.boolean(),
  /** In the tenant country's phone format (checked by `settingsRuleErrors`). */
  whatsapp_number: z.string().max(20).nullable(),
});
export type GeneralSettings = z.infer<typeof generalSettings>;

/** Design: brand name, colours, typefaces, images (ids of the tenant's pictures) and social links. */
export const designSettings = z.strictObject({
  commerce_name: z
    .string()
    .trim()
    .min(1, fieldMessages.required('commerce_name'))
    .max(settingsLimits.commerceNameMax),
  colors: z.strictObject({
    primary: hexColor('colors.primary'),
    secondary: hexColor('colors.secondary'),
    background: hexColor('colors.background'),
    text: hexColor('colors.text'),
  }),
  fonts: z.strictObject({ heading: z.enum(storefrontFonts), body: z.enum(storefrontFonts) }),
  primary_logo_id: recordId.nullable(),
  secondary_logo_id: recordId.nullable(),
  favicon_id: recordId.nullable(),
  animation_loader_id: recordId.nullable(),
  social: z.strictObject(
    Object.fromEntries(socialNetworks.map((n) => [n, httpsUrl(`social.${n}`)])) as Record<
      (typeof socialNetworks)[number],
      ReturnType<typeof httpsUrl>
    >,
  ),
});
export type DesignSettings = z.infer<typeof designSettings>;

/** Loyalty program (behind the tenant's `loyalty_program` flag): 1 point per currency unit spent. */
export const loyaltySettings = z.strictObject({
  enabled: z.boolean(),
  /** The most of an order's total payable with points (%), between `min_percentage` and `max_percentage`. */
  percentage: z.number().int().min(1).max(100),
  min_percentage: z.number().int().min(1).max(100),
  max_percentage: z.number().int().min(1).max(100),
  /** Points a customer may redeem in one order. */
  min_redeem: z.number().int().min(1).max(10_000_000),
  max_redeem: z.number().int().min(1).max(10_000_000),
  /** What one point is worth when redeemed (minor units, above 0). */
  reward: z.number().int().min(1, fieldMessages.greaterThan('reward', 0)).max(settingsLimits.moneyMax),
  /** Days a gift card bought with points stays available. */
  gift_card_days: z.number().int().min(1).max(settingsLimits.loyaltyGiftCardDaysMax),
});
export type LoyaltySettings = z.infer<typeof loyaltySettings>;

/** The tenant's settings as kept: what the rules read. */
export const settingsState = z.strictObject({
  general: generalSettings,
  design: designSettings,
  template_id: z.enum(templateIds),
  loyalty: loyaltySettings,
  /** The storefront shows the menu without ordering (a catalogue). */
  static_menu: z.boolean(),
});
export type SettingsState = z.infer<typeof settingsState>;

/** An image of the brand as shown: the picture's signed URL and size. */
export const brandImageView = z.object({
  id: z.number().int(),
  url: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});

const brandImageViews = Object.fromEntries(
  Object.keys(brandImages).map((key) => [key, brandImageView.nullable()]),
) as Record<keyof typeof brandImages, z.ZodNullable<typeof brandImageView>>;

/** `GET /settings`: the state, the brand images with their URLs, and what the platform decides. */
export const settingsView = settingsState.extend({
  design: designSettings.extend(brandImageViews),
  /** Decided by the platform (super admin): the payments screen exists when set and not 'none'. */
  consolidation_report: z.string().nullable(),
  loyalty_available: z.boolean(),
  updated_at: z.string().nullable(),
});
export type SettingsView = z.infer<typeof settingsView>;

/** Keys a GET shows that a PATCH ignores (so a GET sent back changes nothing). */
export const settingsReadOnly = {
  top: ['consolidation_report', 'loyalty_available', 'updated_at'],
  design: Object.keys(brandImages),
} as const;

const partialSection = <S extends z.ZodRawShape>(section: z.ZodObject<S>) =>
  z.object(
    Object.fromEntries(
      Object.entries(section.shape).map(([key, field]) => [
        key,
        (field instanceof z.ZodObject ? field.partial() : (field as z.ZodType)).optional(),
      ]),
    ),
  );

/** `PATCH /settings`: any part of any section; what is not sent stays. Checked whole by the service. */
export const settingsWrite = z
  .object({
    general: partialSection(generalSettings).optional(),
    design: partialSection(designSettings).optional(),
    template_id: z.enum(templateIds).optional(),
    loyalty: loyaltySettings.partial().optional(),
    static_menu: z.boolean().optional(),
  })
  .meta({
    examples: [
      {
        general: { delivery_price: 199_000, free_delivery: { minimum_value: 2_500_000 } },
        design: { colors: { primary: '#E4002B' }, commerce_name: 'Burger Demo' },
      },
    ],
  });

/** `GET /api/public/v1/settings`: what a storefront shows; nothing staff-only (no restaurant e-mail). */
export const publicSettings = z.object({
  general: generalSettings.omit({ restaurant_email: true, abandoned_cart_email: true }),
  design: designSettings
    .omit({ primary_logo_id: true, secondary_logo_id: true, favicon_id: true, animation_loader_id: true })
    .extend(brandImageViews),
  template_id: z.enum(templateIds),
  loyalty: loyaltySettings.nullable(),
  static_menu: z.boolean(),
});
export type PublicSettings = z.infer<typeof publicSettings>;

/** `GET /templates` and `PATCH /templates` (policy area `templates`). */
export const templateChoice = z.strictObject({ template_id: z.enum(templateIds) }).meta({
  examples: [{ template_id: 'moderna' }],
});
export const templateList = z.object({
  current: z.enum(templateIds),
  templates: z.array(z.object({ id: z.enum(templateIds), name: z.string(), description: z.string() })),
});
