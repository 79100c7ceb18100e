import type { FieldTable, ValuesOf } from '../settings-form/settings-fields.js';

/** `/general-settings` without the loyalty program: orders and delivery, texts, analytics, others. */
export const generalFields = {
  'general.restaurantEmail': 'text',
  'general.deliveryPrice': 'money',
  'general.minPriceForDelivery': 'money',
  'general.maxPriceForDelivery': 'money',
  'general.maxPriceForPickUp': 'money',
  'general.freeDelivery.minimumValue': 'money',
  'general.freeDelivery.enabledForExternalDelivery': 'switch',
  'general.dynamicDeliveryPrice.enabled': 'switch',
  'general.dynamicDeliveryPrice.basePrice': 'money',
  'general.dynamicDeliveryPrice.kmPrice': 'money',
  'general.maxDaysAvailableFutureOrder': 'count',
  'general.maxFutureOrdersPerStore': 'count',
  'general.pageTexts.welcome': 'text',
  'general.pageTexts.closedStore': 'text',
  'general.pageTexts.checkoutNote': 'text',
  'general.pageTexts.footer': 'text',
  'general.analytics.googleAnalyticsId': 'text',
  'general.analytics.googleTagManagerId': 'text',
  'general.analytics.facebookPixelId': 'text',
  'general.productInstructions': 'switch',
  'general.abandonedCartEmail': 'switch',
  'general.whatsappNumber': 'text',
  staticMenu: 'switch',
} as const satisfies FieldTable;

/** The loyalty program's fields, on the same form when the platform makes it available to the brand. */
export const loyaltyFields = {
  'loyalty.enabled': 'switch',
  'loyalty.percentage': 'count',
  'loyalty.minPercentage': 'count',
  'loyalty.maxPercentage': 'count',
  'loyalty.minRedeem': 'count',
  'loyalty.maxRedeem': 'count',
  'loyalty.reward': 'money',
  'loyalty.giftCardDays': 'count',
} as const satisfies FieldTable;

const withLoyalty = { ...generalFields, ...loyaltyFields };

/** The fields of the form: the loyalty program's only when it is available. */
export const generalFormFields = (loyaltyAvailable: boolean) =>
  (loyaltyAvailable ? withLoyalty : generalFields) as typeof withLoyalty;

/** Every value the form may hold; the loyalty ones are absent when the program is not available. */
export type GeneralValues = ValuesOf<typeof withLoyalty>;
