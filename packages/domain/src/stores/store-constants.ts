/** Store constants of spec part 1 §3, §4 and §9, in wire (snake_case) spelling. */

/** Order method (§3) and the delivery / pick-up flags it maps to (§4). */
export const orderMethods = ['store_delivery', 'in_store', 'both', 'none'] as const;
export type OrderMethod = (typeof orderMethods)[number];

export function orderMethodFlags(method: OrderMethod): { delivery: boolean; pick_up: boolean } {
  return {
    delivery: method === 'store_delivery' || method === 'both',
    pick_up: method === 'in_store' || method === 'both',
  };
}

/** The four dispatch modes that each have their own payment methods (§3, §9). */
export const dispatchModes = [
  'delivery',
  'in_store',
  'order_taker_in_store',
  'order_taker_store_delivery',
] as const;
export type DispatchMode = (typeof dispatchModes)[number];

export const dispatchMethods = ['delivery', 'pick_up', 'both'] as const;

/** Delivery types (§9), in the order of their numeric `key` (1 own … 4 cabify as the spec's defaults). */
export const deliveryTypes = [
  'own',
  'uber',
  'peya',
  'cabify',
  'uber_daas',
  'peya_v3',
  'rappi_cargo',
] as const;
export type DeliveryType = (typeof deliveryTypes)[number];

export const deliveryFeeTypes = ['fixed', 'dynamic', 'external', 'custom'] as const;
export type DeliveryFeeType = (typeof deliveryFeeTypes)[number];

/** Fee modes per delivery type (§3 "Fee configuration", §9: own only fixed and dynamic, rappi cargo only external, custom for Uber). */
export const feeTypesOf: Record<DeliveryType, readonly DeliveryFeeType[]> = {
  own: ['fixed', 'dynamic'],
  uber: ['fixed', 'dynamic', 'external', 'custom'],
  peya: ['fixed', 'dynamic', 'external'],
  cabify: ['fixed', 'dynamic', 'external'],
  uber_daas: ['fixed', 'dynamic', 'external', 'custom'],
  peya_v3: ['fixed', 'dynamic', 'external'],
  rappi_cargo: ['external'],
};

export const feeDisplayTypes = ['delivery_fee', 'service_fee', 'both'] as const;
export const grantTypes = ['none', 'percentage', 'amount'] as const;
export const cofinanceKinds = ['no_grant', 'amount', 'percentage'] as const;

export const tipTypes = ['percentage', 'amount'] as const;
/** Which deliveries offer the customer a tip for the rider (not shown in the spec: our choice). */
export const deliveryTipAvailabilities = ['all', 'own_fleet', 'external_fleet'] as const;
/** How the delivery fee is worked out: by the zone that covers the address, or by distance. */
export const deliveryCalculationTypes = ['zones', 'distance'] as const;

export const deliveryAreaKinds = ['zone', 'exclusion'] as const;

export const storeLimits = {
  /** §5, §9: at most 3 checkout questions per store. */
  maxCheckoutQuestions: 3,
  /** §5, §9: the abandoned-cart wait is at least 5 minutes. */
  minAbandonedCartMinutes: 5,
  /** §9: default NPS email timer, in minutes. */
  defaultNpsEmailTimer: 45,
  /** Longest wait time a merchant may state, in minutes (a day). */
  maxWaitMinutes: 1440,
  /** Polygon coordinates keep 6 decimals (about 11 cm). */
  coordinateDecimals: 6,
  maxPolygonPoints: 2000,
  /** §9: store list page 25, fetch-all 50, search limit 1000. */
  listPageSize: 25,
  searchLimit: 1000,
} as const;
