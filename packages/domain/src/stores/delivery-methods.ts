import { z } from 'zod';
import { recordId } from '../shared/ids.js';
import {
  cofinanceKinds,
  type DeliveryType,
  deliveryFeeTypes,
  deliveryTypes,
  feeDisplayTypes,
  feeTypesOf,
  grantTypes,
} from './store-constants.js';
import { storeMessages } from './store-messages.js';

const money = z.number().int().min(0);
const percentage = z.number().min(0).max(100);

/** Who pays what of a delivery (§3 "Fee configuration"). */
export const feeConfiguration = z
  .object({
    type: z.enum(feeDisplayTypes),
    grant_type: z.enum(grantTypes),
    amount: z.number().min(0).nullable().default(null),
    subsidised_service: z.boolean().default(false),
  })
  .transform((fee) => (fee.grant_type === 'none' ? { ...fee, amount: null } : fee))
  .superRefine((fee, ctx) => {
    if (fee.grant_type === 'none') return;
    if (fee.amount === null)
      ctx.addIssue({ code: 'invalid_type', expected: 'number', input: null, path: ['amount'] });
    else if (fee.grant_type === 'percentage' && fee.amount > 100)
      ctx.addIssue({
        code: 'too_big',
        origin: 'number',
        maximum: 100,
        inclusive: true,
        input: fee.amount,
        path: ['amount'],
      });
    else if (fee.grant_type === 'amount' && !Number.isInteger(fee.amount))
      ctx.addIssue({ code: 'invalid_type', expected: 'int', input: fee.amount, path: ['amount'] });
  });
export type FeeConfiguration = z.infer<typeof feeConfiguration>;

/** The store's share of an external fleet's cost; `no_grant` is stored as null (§5). */
export const externalDeliveryCofinance = z
  .object({ kind: z.enum(cofinanceKinds), value: z.number().min(0).nullable().default(null) })
  .nullable()
  .transform((c) => (c === null || c.kind === 'no_grant' ? null : c))
  .superRefine((c, ctx) => {
    if (c === null) return;
    const value = c.value;
    if (value === null)
      ctx.addIssue({ code: 'invalid_type', expected: 'number', input: null, path: ['value'] });
    else if (c.kind === 'percentage') {
      const parsed = percentage.safeParse(value);
      if (!parsed.success)
        ctx.addIssue({
          code: 'too_big',
          origin: 'number',
          maximum: 100,
          inclusive: true,
          input: value,
          path: ['value'],
        });
    } else if (!money.safeParse(value).success)
      ctx.addIssue({ code: 'invalid_type', expected: 'int', input: value, path: ['value'] });
  });

export const deliveryMethodFields = {
  delivery_type: z.enum(deliveryTypes),
  delivery_fee_type: z.enum(deliveryFeeTypes),
  priority: z.number().int().min(0).max(100),
  enabled: z.boolean(),
  /** Fixed fee, or the base of a dynamic fee, in minor units. */
  fee_amount: money.nullable(),
  /** Dynamic fee per kilometre, in minor units. */
  fee_per_km: money.nullable(),
  fee_configuration: feeConfiguration.nullable(),
  external_delivery_cofinance: externalDeliveryCofinance,
};

export const deliveryMethod = z
  .object({
    id: recordId.optional(),
    ...deliveryMethodFields,
    delivery_fee_type: deliveryMethodFields.delivery_fee_type.default('fixed'),
    priority: deliveryMethodFields.priority.default(0),
    enabled: z.boolean().default(false),
    fee_amount: deliveryMethodFields.fee_amount.default(null),
    fee_per_km: deliveryMethodFields.fee_per_km.default(null),
    fee_configuration: deliveryMethodFields.fee_configuration.default(null),
    external_delivery_cofinance: deliveryMethodFields.external_delivery_cofinance.default(null),
  })
  .superRefine((m, ctx) => {
    if (!feeTypesOf[m.delivery_type].includes(m.delivery_fee_type))
      ctx.addIssue({ code: 'custom', message: storeMessages.feeTypeNotAllowed, path: ['delivery_fee_type'] });
    if (!m.enabled) return;
    if (m.fee_configuration === null)
      ctx.addIssue({
        code: 'custom',
        message: storeMessages.feeConfigurationRequired,
        path: ['fee_configuration'],
      });
    if ((m.delivery_fee_type === 'fixed' || m.delivery_fee_type === 'dynamic') && m.fee_amount === null)
      ctx.addIssue({ code: 'invalid_type', expected: 'number', input: null, path: ['fee_amount'] });
    if (m.delivery_fee_type === 'dynamic' && m.fee_per_km === null)
      ctx.addIssue({ code: 'invalid_type', expected: 'number', input: null, path: ['fee_per_km'] });
  });
export type DeliveryMethod = z.infer<typeof deliveryMethod>;

/** The spec's numeric key of a delivery method (1 own, 2 uber, 3 peya, 4 cabify, …). */
export const deliveryMethodKey = (type: DeliveryType) => deliveryTypes.indexOf(type) + 1;

export const isExternalFleet = (type: DeliveryType) => type !== 'own';

/**
 * The store's share of an external fleet's cost for one delivery (minor units): the fixed amount of
 * its cofinance, or that percentage of the delivery fee, rounded; nothing for its own fleet.
 */
export function deliveryCofinanceOf(
  method: Pick<DeliveryMethod, 'delivery_type' | 'external_delivery_cofinance'>,
  deliveryFee: number,
): number {
  const cofinance = method.external_delivery_cofinance;
  if (!isExternalFleet(method.delivery_type) || !cofinance || cofinance.value === null) return 0;
  return cofinance.kind === 'amount' ? cofinance.value : Math.round((deliveryFee * cofinance.value) / 100);
}
export const isPeya = (type: DeliveryType) => type === 'peya' || type === 'peya_v3';
export const isUber = (type: DeliveryType) => type === 'uber' || type === 'uber_daas';

/** §9: a new store's delivery methods, keys 1 to 4 (own, uber, peya, cabify), fixed fee, all disabled. */
export function defaultDeliveryMethods(): DeliveryMethod[] {
  return (['own', 'uber', 'peya', 'cabify'] as const).map((type, index) => ({
    delivery_type: type,
    delivery_fee_type: 'fixed',
    priority: index + 1,
    enabled: false,
    fee_amount: null,
    fee_per_km: null,
    fee_configuration: null,
    external_delivery_cofinance: null,
  }));
}

/**
 * Which delivery types the form offers (§5): Uber only where it operates (the region flag: the
 * tenant's country), Uber DaaS with the `uberdaas` feature, Rappi Cargo and PedidosYa (v1) only
 * where already enabled; the rest always.
 */
export function offeredDeliveryTypes(ctx: {
  country: string;
  features: readonly string[];
  enabled: readonly DeliveryType[];
}): DeliveryType[] {
  return deliveryTypes.filter((type) => {
    if (ctx.enabled.includes(type)) return true;
    if (type === 'uber') return ['cl', 'mx', 'cr'].includes(ctx.country);
    if (type === 'uber_daas') return ctx.features.includes('uberdaas');
    if (type === 'rappi_cargo' || type === 'peya') return false;
    return true;
  });
}
