import { type CouponState, couponMessages, type FieldError } from '@tablero/domain';
import type { Tx } from '../../db/client.js';
import { existingProductIds } from '../products/products.repo.js';
import { existingStoreIds } from '../stores/stores.repo.js';
import { couponWithCode, existingPriceGroupIds, offeredPaymentMethods } from './coupons.repo.js';

/**
 * The rules that need the tenant's data (§5): the code is not another coupon's, and every store,
 * product, price group and payment method named is the tenant's own (another tenant's id is as
 * unknown as none). Every failing field is listed.
 */
export async function referenceErrors(
  tx: Tx,
  tenantId: number,
  coupon: CouponState,
  couponId?: number,
): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  if ((await couponWithCode(tx, tenantId, coupon.code, couponId)) !== undefined)
    errors.push({ field: 'code', message: couponMessages.codeTaken });
  const stores = new Set(await existingStoreIds(tx, tenantId, coupon.store_ids));
  coupon.store_ids.forEach((id, i) => {
    if (!stores.has(id)) errors.push({ field: `store_ids.${i}`, message: couponMessages.unknownStore });
  });
  const idsOf = (type: string) =>
    coupon.couponables.filter((c) => c.couponable_type === type).map((c) => c.couponable_id);
  const products = new Set(await existingProductIds(tx, tenantId, idsOf('product')));
  const groups = new Set(await existingPriceGroupIds(tx, tenantId, idsOf('price_group')));
  coupon.couponables.forEach((c, i) => {
    const known = c.couponable_type === 'product' ? products : groups;
    if (!known.has(c.couponable_id))
      errors.push({
        field: `couponables.${i}.couponable_id`,
        message:
          c.couponable_type === 'product' ? couponMessages.unknownProduct : couponMessages.unknownPriceGroup,
      });
  });
  if (coupon.payment_methods.length > 0) {
    const offered = await offeredPaymentMethods(tx, tenantId);
    coupon.payment_methods.forEach((method, i) => {
      if (!offered.has(method))
        errors.push({ field: `payment_methods.${i}`, message: couponMessages.unknownPaymentMethod });
    });
  }
  return errors;
}
