import {
  orderMethodFlags,
  type PublicStore,
  type StoreState,
  storeOpeningAt,
  waitTimesAt,
} from '@tablero/domain';
import type { Database, Tx } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import type { TenantRecord } from '../tenants/tenants.repo.js';
import { loadChildren } from './store-children.repo.js';
import { type StoreRecord, scalarsOf } from './store-mapping.js';
import { findStores, questionsOf } from './stores.repo.js';

/** Most stores a public list answers; storefronts of bigger chains search instead. */
const PUBLIC_LIST_LIMIT = 1000;

function publicView(
  row: StoreRecord,
  state: StoreState,
  questions: { id: number; question: string }[],
  tenant: TenantRecord,
  now: Date,
): PublicStore {
  return {
    id: row.id,
    uuid: row.uuid,
    name: row.name,
    text_address: row.textAddress,
    commune: row.commune,
    latitude: row.latitude ?? 0,
    longitude: row.longitude ?? 0,
    phone: row.phone,
    image: row.image,
    menu_id: row.menuId,
    order_method: state.order_method,
    ...orderMethodFlags(state.order_method),
    future_orders_enabled: state.future_orders_enabled,
    opening: storeOpeningAt(state, now, tenant.timeZone),
    ...waitTimesAt(state, now, tenant.timeZone),
    payment_methods: { delivery: state.payment_methods.delivery, in_store: state.payment_methods.in_store },
    business_hours: state.business_hours.map(({ id: _id, ...h }) => h),
    scheduled_closing_times: state.scheduled_closing_times
      .filter((c) => Date.parse(c.end_datetime) > now.getTime())
      .map(({ start_datetime, end_datetime, dispatch_method }) => ({
        start_datetime,
        end_datetime,
        dispatch_method,
      })),
    delivery_areas: state.delivery_areas.map((a) => ({
      id: a.id ?? 0,
      name: a.name,
      kind: a.kind,
      points: a.points,
      delivery_fee: a.delivery_fee,
    })),
    checkout_questions: state.enabled_checkout_questions ? questions : [],
    whatsapp_number: state.enabled_whatsapp_number ? state.whatsapp_number : null,
    facebook_messenger_id: state.enabled_facebook_messenger ? state.facebook_messenger_id : null,
    enabled_tip_store: state.enabled_tip_store,
    enabled_tip_delivery: state.enabled_tip_delivery,
    delivery_tip_availability: state.delivery_tip_availability,
    default_tip: state.default_tip,
    delivery_instructions: state.delivery_instructions,
  };
}

async function publicStores(tx: Tx, tenant: TenantRecord, rows: StoreRecord[]): Promise<PublicStore[]> {
  const ids = rows.map((r) => r.id);
  const lists = [
    'business_hours',
    'scheduled_closing_times',
    'exceptional_wait_times',
    'delivery_areas',
  ] as const;
  const children = await loadChildren(tx, tenant.id, ids, tenant.timeZone, lists);
  const questions = await questionsOf(tx, tenant.id, ids);
  const now = new Date();
  return rows.map((row) => {
    const state = { ...scalarsOf(row), ...children.get(row.id) } as StoreState;
    return publicView(row, state, questions.get(row.id) ?? [], tenant, now);
  });
}

/** What storefronts and the page builder read without signing in (public API). Disabled stores are not shown. */
export function publicStoresService(db: Database) {
  return {
    /** The tenant's default store: `settings.default_store_id` when set and enabled, else its first enabled store. */
    defaultStore(tenant: TenantRecord): Promise<PublicStore> {
      return db.withTenant(tenant.id, async (tx) => {
        const rows = await defaultStoreRows(tx, tenant);
        if (rows.length === 0) throw notFound();
        return (await publicStores(tx, tenant, rows))[0] as PublicStore;
      });
    },

    /** Every enabled store. */
    all(tenant: TenantRecord) {
      return db.withTenant(tenant.id, async (tx) => {
        const rows = await findStores(tx, { tenantId: tenant.id, enabledOnly: true }, PUBLIC_LIST_LIMIT);
        return { data: await publicStores(tx, tenant, rows) };
      });
    },

    /** Enabled stores that take pick-up orders. */
    pickUp(tenant: TenantRecord) {
      return db.withTenant(tenant.id, async (tx) => {
        const rows = await findStores(tx, { tenantId: tenant.id, enabledOnly: true }, PUBLIC_LIST_LIMIT);
        const pickUp = rows.filter((r) => orderMethodFlags(r.orderMethod as 'both').pick_up);
        return { data: await publicStores(tx, tenant, pickUp) };
      });
    },
  };
}

/** The tenant's default store: `settings.default_store_id` when set and enabled, else its first enabled store. */
export async function defaultStoreRows(tx: Tx, tenant: TenantRecord): Promise<StoreRecord[]> {
  const configured = Number((tenant.settings as { default_store_id?: unknown }).default_store_id);
  const chosen = Number.isSafeInteger(configured)
    ? await findStores(tx, { tenantId: tenant.id, enabledOnly: true, onlyIds: [configured] }, 1)
    : [];
  return chosen.length > 0 ? chosen : firstStore(tx, tenant.id);
}

async function firstStore(tx: Tx, tenantId: number) {
  const rows = await findStores(tx, { tenantId, enabledOnly: true }, PUBLIC_LIST_LIMIT);
  const first = rows.reduce<StoreRecord | undefined>((min, r) => (min && min.id < r.id ? min : r), undefined);
  return first ? [first] : [];
}

export type PublicStoresService = ReturnType<typeof publicStoresService>;
