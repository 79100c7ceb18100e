import { type CouponWrite, resolveCouponWrite, zonedParts } from '@tablero/domain';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { coupons } from '../db/schema/index.js';
import { ofTenant } from '../db/tenant-filter.js';
import { insertCoupon } from '../modules/coupons/coupons.repo.js';
import type { TenantRecord } from '../modules/tenants/tenants.repo.js';
import type { DemoMenu } from './demo-menu.js';

const clp = (pesos: number) => pesos * 100;

/** The calendar date `days` after `date` (YYYY-MM-DD), as a date, not an instant. */
function addDays(date: string, days: number): string {
  const at = new Date(`${date}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

interface DemoCoupon {
  body: CouponWrite;
  /** Uses customers already made (orders will count them; the demo starts with a history). */
  used: number;
}

/**
 * The promotions a chain runs: a welcome coupon, a weekend percentage in two stores, a fixed
 * amount with a minimum, a free side, one that ended, one that has not started and one switched
 * off; the burgers' 10 % in the app is automatic (the menu shows it). Dates are relative to the day the demo is seeded, in the tenant's time zone.
 */
function demoCoupons(today: string, storeIds: number[], menu: DemoMenu): DemoCoupon[] {
  const fries = menu.productIds.get('Papas fritas');
  const burgers = [...menu.productIds].filter(([name]) => name.startsWith('Hamburguesa')).map(([, id]) => id);
  return [
    {
      body: {
        code: 'BIENVENIDA15',
        kind: 'percentage',
        discount: 15,
        max_discount: clp(5000),
        start_date: addDays(today, -120),
        expiry_date: addDays(today, 245),
        special_condition: 'first_purchase',
        quantity_by_users: 1,
      },
      used: 412,
    },
    {
      body: {
        code: 'FINDE20',
        kind: 'percentage',
        discount: 20,
        max_discount: clp(8000),
        minimum_to_redeem: clp(12000),
        start_date: addDays(today, -30),
        expiry_date: addDays(today, 60),
        store_ids: storeIds.slice(0, 2),
        availability: ['friday', 'saturday', 'sunday'],
        dispatch_method: 'delivery',
      },
      used: 96,
    },
    {
      body: {
        code: 'DESC3000',
        kind: 'giftcard',
        discount: clp(3000),
        minimum_to_redeem: clp(15000),
        quantity: 500,
        quantity_by_users: 2,
        start_date: addDays(today, -60),
        expiry_date: addDays(today, 30),
        payment_methods: ['online'],
      },
      used: 137,
    },
    ...(fries === undefined
      ? []
      : [
          {
            body: {
              code: 'PAPASGRATIS',
              kind: 'gift',
              discount: clp(2490),
              minimum_to_redeem: clp(10000),
              couponables: [{ couponable_type: 'product', couponable_id: fries }],
              dispatch_method: 'pick_up',
              start_date: addDays(today, -10),
              expiry_date: addDays(today, 20),
              start_time: '12:00',
              expiry_time: '16:00',
            } satisfies CouponWrite,
            used: 23,
          },
        ]),
    {
      body: {
        code: 'HAMBURGUESA10',
        kind: 'percentage',
        discount: 10,
        // Applied without a code: the app's menu shows the burgers at their promotion price.
        automatic: true,
        couponables: burgers.map((id) => ({ couponable_type: 'product' as const, couponable_id: id })),
        start_date: addDays(today, -5),
        expiry_date: addDays(today, 25),
        platform: ['app'],
      },
      used: 8,
    },
    {
      body: {
        code: 'CYBERDAY',
        kind: 'percentage',
        discount: 25,
        max_discount: clp(10000),
        start_date: addDays(today, -200),
        expiry_date: addDays(today, -197),
      },
      used: 1280,
    },
    {
      body: {
        code: 'FIESTAS',
        kind: 'giftcard',
        discount: clp(5000),
        minimum_to_redeem: clp(25000),
        start_date: addDays(today, 20),
        expiry_date: addDays(today, 40),
      },
      used: 0,
    },
    {
      body: {
        code: 'PRUEBA-CAJA',
        kind: 'giftcard',
        discount: clp(1000),
        start_date: addDays(today, -90),
        enabled: false,
      },
      used: 0,
    },
  ];
}

/** Gives a tenant the demo coupons, through the same rules as the API. */
export async function insertDemoCoupons(
  tx: Tx,
  tenant: TenantRecord,
  storeIds: number[],
  menu: DemoMenu,
  now = new Date(),
): Promise<void> {
  const today = zonedParts(now, tenant.timeZone).date;
  for (const { body, used } of demoCoupons(today, storeIds, menu)) {
    const result = resolveCouponWrite(body, null);
    if (!result.ok)
      throw new Error(`seed coupon ${body.code} breaks a rule: ${JSON.stringify(result.errors)}`);
    const id = await insertCoupon(tx, tenant.id, result.coupon);
    if (used > 0)
      await tx
        .update(coupons)
        .set({ usedCount: used })
        .where(and(ofTenant(coupons.tenantId, tenant.id), eq(coupons.id, id)));
  }
}
