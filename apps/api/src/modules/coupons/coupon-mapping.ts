import type { Couponable, CouponState, CouponView } from '@tablero/domain';
import { zonedIso } from '@tablero/domain';
import type { coupons } from '../../db/schema/index.js';

export type CouponRecord = typeof coupons.$inferSelect;
export type CouponValues = Omit<typeof coupons.$inferInsert, 'tenantId' | 'id' | 'createdAt' | 'usedCount'>;

/** A coupon row, its stores and its products or price groups in wire names (the state the rules check). */
export function stateOf(row: CouponRecord, storeIds: number[], couponables: Couponable[]): CouponState {
  return {
    code: row.code,
    kind: row.kind as CouponState['kind'],
    discount: row.discount,
    max_discount: row.maxDiscount,
    minimum_to_redeem: row.minimumToRedeem,
    quantity: row.quantity,
    quantity_by_users: row.quantityByUsers,
    start_date: row.startDate,
    expiry_date: row.expiryDate,
    start_time: row.startTime,
    expiry_time: row.expiryTime,
    dispatch_method: row.dispatchMethod as CouponState['dispatch_method'],
    platform: row.platform as CouponState['platform'],
    delivery: row.delivery,
    apply_modifier: row.applyModifier,
    override_minimum_price: row.overrideMinimumPrice,
    couponables,
    store_ids: storeIds,
    payment_methods: row.paymentMethods as CouponState['payment_methods'],
    enabled: row.enabled,
    automatic: row.automatic,
    availability: row.availability as CouponState['availability'],
    aloha_id: row.alohaId,
    fbd_id: row.fbdId,
    special_condition: row.specialCondition as CouponState['special_condition'],
  };
}

export function viewOf(row: CouponRecord, state: CouponState, timeZone: string): CouponView {
  return {
    id: row.id,
    ...state,
    used_count: row.usedCount,
    created_at: zonedIso(row.createdAt, timeZone),
    updated_at: zonedIso(row.updatedAt, timeZone),
  };
}

/** The coupon's own columns (its stores and couponables are saved apart). */
export function valuesOf(state: CouponState): CouponValues {
  return {
    code: state.code,
    kind: state.kind,
    discount: state.discount,
    maxDiscount: state.max_discount,
    minimumToRedeem: state.minimum_to_redeem,
    quantity: state.quantity,
    quantityByUsers: state.quantity_by_users,
    startDate: state.start_date,
    expiryDate: state.expiry_date,
    startTime: state.start_time,
    expiryTime: state.expiry_time,
    dispatchMethod: state.dispatch_method,
    platform: state.platform,
    delivery: state.delivery,
    applyModifier: state.apply_modifier,
    overrideMinimumPrice: state.override_minimum_price,
    paymentMethods: state.payment_methods,
    enabled: state.enabled,
    automatic: state.automatic,
    availability: state.availability,
    alohaId: state.aloha_id,
    fbdId: state.fbd_id,
    specialCondition: state.special_condition,
  };
}
