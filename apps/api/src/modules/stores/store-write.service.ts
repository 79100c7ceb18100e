import {
  ErrorCode,
  type FieldError,
  fieldMessages,
  resolveStoreWrite,
  type StoreState,
  type StoreView,
  storeMessages,
  storeOpeningAt,
} from '@tablero/domain';
import type { Tx } from '../../db/client.js';
import { AppError, forbidden, notFound, validationFailed } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import { type AuditContext, recordAudit } from '../audit/audit.repo.js';
import { existingCouponIds } from '../coupons/coupons.repo.js';
import type { Actor } from '../identity/actor.js';
import { existingMenuIds } from '../menus/menus.repo.js';
import type { TenantRecord } from '../tenants/tenants.repo.js';
import { existingQuestionIds } from './checkout-questions.repo.js';
import { type LoadedStore, viewOf } from './store-mapping.js';
import { insertStoreState, loadStore, saveStoreState } from './store-state.js';
import { deleteStore } from './stores.repo.js';

/** Records of other areas a store points at: which of these ids are the tenant's. */
export interface StoreReferences {
  menuIds(tx: Tx, tenantId: number, ids: number[]): Promise<number[]>;
  couponIds(tx: Tx, tenantId: number, ids: number[]): Promise<number[]>;
}
export const tenantStoreReferences: StoreReferences = {
  menuIds: existingMenuIds,
  couponIds: existingCouponIds,
};

/**
 * A store the user may see: another tenant's, or one outside a store-limited user's stores, does
 * not exist. `forUpdate` when the store is about to be written (its row stays locked until commit).
 */
export async function loadVisible(
  tx: Tx,
  tenant: TenantRecord,
  actor: Actor | undefined,
  id: number,
  forUpdate = false,
) {
  if (actor?.storeIds && !actor.storeIds.includes(id)) throw notFound();
  const store = await loadStore(tx, tenant.id, id, tenant.timeZone, forUpdate);
  if (!store) throw notFound();
  return store;
}

export function viewNow(store: LoadedStore, timeZone: string, now = new Date()): StoreView {
  return viewOf(store, storeOpeningAt(store.state, now, timeZone).open, now);
}

/** What the audit log keeps of a store: its view without the moment-dependent open flags. */
function snapshot(view: StoreView): Record<string, unknown> {
  const { open: _open, scheduled_closing_times, ...rest } = view;
  return { ...rest, scheduled_closing_times: scheduled_closing_times.map(({ expired: _e, ...c }) => c) };
}

/** JSON with object keys sorted: the same value always reads the same, whatever built it. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

const changed = (a: unknown, b: unknown) => canonical(a) !== canonical(b);

/** Payment and delivery methods are policy actions of their own (stores: payment_methods, delivery_methods). */
export function checkFieldPolicies(actor: Actor, before: StoreState, after: StoreState) {
  if (changed(before.payment_methods, after.payment_methods) && !actor.can('stores', 'payment_methods'))
    throw forbidden('stores', 'payment_methods');
  if (changed(before.delivery_methods, after.delivery_methods) && !actor.can('stores', 'delivery_methods'))
    throw forbidden('stores', 'delivery_methods');
}

/** Menu, coupon and question ids that changed must be the tenant's. */
async function checkReferences(
  tx: Tx,
  tenantId: number,
  references: StoreReferences,
  before: StoreState | null,
  after: StoreState,
) {
  const errors: FieldError[] = [];
  const invalid = (field: string) => errors.push({ field, message: fieldMessages.invalid(field) });
  if (after.menu_id !== null && after.menu_id !== before?.menu_id) {
    if ((await references.menuIds(tx, tenantId, [after.menu_id])).length === 0) invalid('menu_id');
  }
  const coupon = after.abandoned_shopping_cart_coupon_id;
  if (coupon !== null && coupon !== before?.abandoned_shopping_cart_coupon_id) {
    if ((await references.couponIds(tx, tenantId, [coupon])).length === 0)
      invalid('abandoned_shopping_cart_coupon_id');
  }
  const questions = after.checkout_question_ids;
  if (changed(questions, before?.checkout_question_ids ?? [])) {
    const found = await existingQuestionIds(tx, tenantId, questions);
    if (found.length !== new Set(questions).size) invalid('checkout_question_ids');
  }
  if (errors.length > 0) throw validationFailed(errors);
}

const repeatedDeliveryType = () =>
  validationFailed([{ field: 'delivery_methods', message: storeMessages.deliveryTypeRepeated }]);

/** What a write did, for the audit log. */
function actionOf(body: unknown): string {
  const b = (body ?? {}) as { closing?: unknown; reopen?: unknown };
  return b.closing ? 'close' : b.reopen ? 'reopen' : 'update';
}

export interface WriteDeps {
  references: StoreReferences;
}

/** Applies a store body to a loaded store in the caller's transaction: rules, policies, references, save, audit. */
export async function applyStoreWrite(
  tx: Tx,
  deps: WriteDeps,
  ctx: AuditContext,
  tenant: TenantRecord,
  actor: Actor,
  before: LoadedStore,
  body: unknown,
  auditAction = actionOf(body),
): Promise<StoreView> {
  const now = new Date();
  const result = resolveStoreWrite(body, {
    country: tenant.country,
    features: tenant.features,
    timeZone: tenant.timeZone,
    now,
    current: before.state,
  });
  if (!result.ok) throw validationFailed(result.errors);
  // A body that changes nothing (a GET sent back) is no write: nothing saved, nothing to audit.
  if (!changed(before.state, result.store)) return viewNow(before, tenant.timeZone, now);
  checkFieldPolicies(actor, before.state, result.store);
  await checkReferences(tx, tenant.id, deps.references, before.state, result.store);
  try {
    await saveStoreState(tx, tenant.id, before.row.id, before.state, result.store);
  } catch (error) {
    if (isUniqueViolation(error)) throw repeatedDeliveryType();
    throw error;
  }
  const after = await loadStore(tx, tenant.id, before.row.id, tenant.timeZone);
  if (!after) throw notFound();
  const beforeView = viewNow(before, tenant.timeZone, now);
  const afterView = viewNow(after, tenant.timeZone, now);
  await recordAudit(tx, ctx, {
    entity: 'store',
    entityId: before.row.id,
    action: auditAction,
    before: snapshot(beforeView),
    after: snapshot(afterView),
  });
  return afterView;
}

/** Creates a store from a POST body; a store-limited user may not (they would not see it). */
export async function createStore(
  tx: Tx,
  deps: WriteDeps,
  ctx: AuditContext,
  tenant: TenantRecord,
  actor: Actor,
  body: unknown,
): Promise<StoreView> {
  if (actor.storeIds) throw new AppError(ErrorCode.forbidden, storeMessages.createNeedsAllStores);
  const result = resolveStoreWrite(body, {
    country: tenant.country,
    features: tenant.features,
    timeZone: tenant.timeZone,
    now: new Date(),
    current: null,
  });
  if (!result.ok) throw validationFailed(result.errors);
  await checkReferences(tx, tenant.id, deps.references, null, result.store);
  let id: number;
  try {
    id = await insertStoreState(tx, tenant.id, result.store);
  } catch (error) {
    if (isUniqueViolation(error)) throw repeatedDeliveryType();
    throw error;
  }
  const created = await loadStore(tx, tenant.id, id, tenant.timeZone);
  if (!created) throw notFound();
  const view = viewNow(created, tenant.timeZone);
  await recordAudit(tx, ctx, { entity: 'store', entityId: id, action: 'create', after: snapshot(view) });
  return view;
}

export async function deleteStoreAudited(
  tx: Tx,
  ctx: AuditContext,
  tenant: TenantRecord,
  store: LoadedStore,
) {
  await deleteStore(tx, tenant.id, store.row.id);
  await recordAudit(tx, ctx, {
    entity: 'store',
    entityId: store.row.id,
    action: 'delete',
    before: snapshot(viewNow(store, tenant.timeZone)),
  });
}
