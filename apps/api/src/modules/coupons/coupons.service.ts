import { isDeepStrictEqual } from 'node:util';
import {
  buildPageMeta,
  type CouponListQuery,
  type CouponView,
  couponMessages,
  ErrorCode,
  errorMessages,
  type PaymentMethodKey,
  paymentMethodKeys,
  resolveCouponWrite,
  zonedParts,
} from '@tablero/domain';
import type { Database, Tx } from '../../db/client.js';
import { AppError, notFound, validationFailed } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import { type AuditContext, recordAudit } from '../audit/audit.repo.js';
import type { TenantRecord } from '../tenants/tenants.repo.js';
import { stateOf, viewOf } from './coupon-mapping.js';
import { referenceErrors } from './coupon-references.js';
import {
  couponablesOf,
  deleteCoupon,
  findCoupon,
  insertCoupon,
  listCoupons,
  offeredPaymentMethods,
  storesOfCoupon,
  storesOfferingOnAbandonedCarts,
  updateCoupon,
} from './coupons.repo.js';

async function load(tx: Tx, tenant: TenantRecord, id: number, forUpdate = false) {
  const row = await findCoupon(tx, tenant.id, id, forUpdate);
  if (!row) throw notFound();
  const state = stateOf(row, await storesOfCoupon(tx, tenant.id, id), await couponablesOf(tx, tenant.id, id));
  return { row, state, view: viewOf(row, state, tenant.timeZone) };
}

/** What the audit log keeps of a coupon: its view without the timestamps. */
function snapshot({ created_at: _c, updated_at: _u, ...rest }: CouponView): Record<string, unknown> {
  return rest;
}

/** Two requests saving one code at once: the unique index decides, and the loser hears why. */
async function savingCode<T>(save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (isUniqueViolation(error))
      throw validationFailed([{ field: 'code', message: couponMessages.codeTaken }]);
    throw error;
  }
}

/** The tenant's coupons (spec part 2 §2–§5). */
export function couponsService(db: Database) {
  return {
    list(tenant: TenantRecord, query: CouponListQuery, now = new Date()) {
      const local = zonedParts(now, tenant.timeZone);
      return db.readTenant(tenant.id, async (tx) => {
        const { rows, total } = await listCoupons(tx, tenant.id, query, `${local.date} ${local.time}`);
        const data = rows.map((r) => ({ ...r, kind: r.kind as CouponView['kind'] }));
        return { data, meta: buildPageMeta(query.page, query.limit, total) };
      });
    },

    /** The payment methods a coupon may name: those some store of the tenant offers (§5). */
    paymentMethods(tenant: TenantRecord): Promise<PaymentMethodKey[]> {
      return db.withTenant(tenant.id, async (tx) => {
        const offered = await offeredPaymentMethods(tx, tenant.id);
        return paymentMethodKeys.filter((key) => offered.has(key));
      });
    },

    get(tenant: TenantRecord, id: number): Promise<CouponView> {
      return db.withTenant(tenant.id, async (tx) => (await load(tx, tenant, id)).view);
    },

    create(ctx: AuditContext, tenant: TenantRecord, body: unknown): Promise<CouponView> {
      return db.withTenant(tenant.id, async (tx) => {
        const result = resolveCouponWrite(body, null);
        if (!result.ok) throw validationFailed(result.errors);
        const errors = await referenceErrors(tx, tenant.id, result.coupon);
        if (errors.length > 0) throw validationFailed(errors);
        const id = await savingCode(() => insertCoupon(tx, tenant.id, result.coupon));
        const { view } = await load(tx, tenant, id);
        await recordAudit(tx, ctx, {
          entity: 'coupon',
          entityId: id,
          action: 'create',
          after: snapshot(view),
        });
        return view;
      });
    },

    /** A PATCH: only the fields sent change; the whole coupon is checked again. */
    update(ctx: AuditContext, tenant: TenantRecord, id: number, body: unknown): Promise<CouponView> {
      return db.withTenant(tenant.id, async (tx) => {
        const before = await load(tx, tenant, id, true);
        const result = resolveCouponWrite(body, before.state);
        if (!result.ok) throw validationFailed(result.errors);
        // A GET sent back changes nothing, not even `updated_at`.
        if (isDeepStrictEqual(result.coupon, before.state)) return before.view;
        const errors = await referenceErrors(tx, tenant.id, result.coupon, id);
        if (errors.length > 0) throw validationFailed(errors);
        await savingCode(() => updateCoupon(tx, tenant.id, id, result.coupon));
        const after = await load(tx, tenant, id);
        await recordAudit(tx, ctx, {
          entity: 'coupon',
          entityId: id,
          action: 'update',
          before: snapshot(before.view),
          after: snapshot(after.view),
        });
        return after.view;
      });
    },

    /**
     * §7: a coupon any customer used cannot be deleted (1019); switching it off keeps its history.
     * Until orders exist, `used_count` is what says it was used.
     */
    remove(ctx: AuditContext, tenant: TenantRecord, id: number): Promise<void> {
      return db.withTenant(tenant.id, async (tx) => {
        const before = await load(tx, tenant, id, true);
        if (before.row.usedCount > 0)
          throw new AppError(ErrorCode.couponAlreadyUsed, errorMessages.couponAlreadyUsed);
        const offering = await storesOfferingOnAbandonedCarts(tx, tenant.id, id);
        if (offering.length > 0)
          throw validationFailed([
            { field: 'id', message: couponMessages.offeredOnAbandonedCarts(offering) },
          ]);
        await deleteCoupon(tx, tenant.id, id);
        await recordAudit(tx, ctx, {
          entity: 'coupon',
          entityId: id,
          action: 'delete',
          before: snapshot(before.view),
        });
      });
    },
  };
}

export type CouponsService = ReturnType<typeof couponsService>;
