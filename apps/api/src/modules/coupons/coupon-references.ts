import { type CouponState, couponCodeKey, couponMessages, type FieldError } from '@tablero/domain';
import type { Tx } from '../../db/client.js';
import { existingProductIds } from '../products/products.repo.js';
import { existingStoreIds } from '../stores/stores.repo.js';
import { existingPriceGroupIds, offeredPaymentMethods, takenCodes } from './coupons.repo.js';

/** What of the tenant's data the coupons being written name: looked up once for a whole file. */
export interface CouponReferences {
  takenCodes: Set<string>;
  stores: Set<number>;
  products: Set<number>;
  priceGroups: Set<number>;
  paymentMethods: Set<string>;
}

const idsOf = (coupons: readonly CouponState[], type: string) => [
  ...new Set(
    coupons.flatMap((c) =>
      c.couponables.filter((x) => x.couponable_type === type).map((x) => x.couponable_id),
    ),
  ),
];

export async function loadCouponReferences(
  tx: Tx,
  tenantId: number,
  coupons: readonly CouponState[],
  exceptId?: number,
): Promise<CouponReferences> {
  const storeIds = [...new Set(coupons.flatMap((c) => c.store_ids))];
  return {
    takenCodes: await takenCodes(
      tx,
      tenantId,
      coupons.map((c) => c.code),
      exceptId,
    ),
    stores: new Set(await existingStoreIds(tx, tenantId, storeIds)),
    products: new Set(await existingProductIds(tx, tenantId, idsOf(coupons, 'product'))),
    priceGroups: new Set(await existingPriceGroupIds(tx, tenantId, idsOf(coupons, 'price_group'))),
    paymentMethods: coupons.some((c) => c.payment_methods.length > 0)
      ? await offeredPaymentMethods(tx, tenantId)
      : new Set(),
  };
}

/**
 * The rules that need the tenant's data (§5): the code is not another coupon's, and every store,
 * product, price group and payment method named is the tenant's own (another tenant's id is as
 * unknown as none). Every failing field is listed.
 */
export function referenceErrorsOf(references: CouponReferences, coupon: CouponState): FieldError[] {
  const errors: FieldError[] = [];
  if (references.takenCodes.has(couponCodeKey(coupon.code)))
    errors.push({ field: 'code', message: couponMessages.codeTaken });
  coupon.store_ids.forEach((id, i) => {
    if (!references.stores.has(id))
      errors.push({ field: `store_ids.${i}`, message: couponMessages.unknownStore });
  });
  coupon.couponables.forEach((c, i) => {
    const product = c.couponable_type === 'product';
    if (!(product ? references.products : references.priceGroups).has(c.couponable_id))
      errors.push({
        field: `couponables.${i}.couponable_id`,
        message: product ? couponMessages.unknownProduct : couponMessages.unknownPriceGroup,
      });
  });
  coupon.payment_methods.forEach((method, i) => {
    if (!references.paymentMethods.has(method))
      errors.push({ field: `payment_methods.${i}`, message: couponMessages.unknownPaymentMethod });
  });
  return errors;
}

/** The reference errors of one coupon being created or changed (`couponId`). */
export async function referenceErrors(
  tx: Tx,
  tenantId: number,
  coupon: CouponState,
  couponId?: number,
): Promise<FieldError[]> {
  return referenceErrorsOf(await loadCouponReferences(tx, tenantId, [coupon], couponId), coupon);
}
