import {
  couponEdges,
  type EvaluatedCoupon,
  menuDiscount,
  type PublicMenu,
  type PublicMenuPrice,
  type PublicMenuQuery,
  wallClockToIso,
  type ZonedParts,
  zonedIso,
  zonedParts,
} from '@tablero/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.js';
import { priceGroups, prices, products } from '../../db/schema/index.js';
import { ofTenant } from '../../db/tenant-filter.js';
import { notFound } from '../../lib/app-error.js';
import { automaticCouponsOfStore } from '../coupons/coupons.repo.js';
import type { FileTokens } from '../pictures/file-tokens.js';
import { pictureLinks, shownPicture } from '../pictures/picture-links.js';
import { picturesOfProducts } from '../products/products.repo.js';
import { storeStockAt } from '../stock/stock.repo.js';
import { defaultStoreRows } from '../stores/public-stores.service.js';
import { findStores } from '../stores/stores.repo.js';
import type { TenantRecord } from '../tenants/tenants.repo.js';

/**
 * Only the product columns the public menu shows or filters on: a menu is hundreds of rows, and
 * decoding every column of each (JSON, timestamps) was most of a request's CPU (bench:menu).
 */
export const publicProductColumns = {
  id: products.id,
  name: products.name,
  description: products.description,
  show: products.show,
  platform: products.platform,
  dispatchMethod: products.dispatchMethod,
  startAt: products.startAt,
  endAt: products.endAt,
  availability: products.availability,
  label: products.label,
  startLabelAt: products.startLabelAt,
  endLabelAt: products.endLabelAt,
  foodType: products.foodType,
  cookingTime: products.cookingTime,
};
export type ProductRow = Pick<typeof products.$inferSelect, keyof typeof publicProductColumns>;
/** §3 "pictures with small cropped url": the storefront's card shows the 300×300 crop. */
type MenuPicture = PublicMenuPrice['product']['pictures'][number];

/** The product's dispatch methods that serve an order of this method. */
const servedBy = { delivery: ['delivery', 'both'], pick_up: ['pickUp', 'both'] } as const;

/** Inside [start, end] where a missing end is open; a missing start is open too. */
const within = (now: number, start: Date | null, end: Date | null) =>
  (start === null || start.getTime() <= now) && (end === null || now <= end.getTime());

/** Offered now on the platform and dispatch method: shown, in its availability window and weekdays. */
export function offeredNow(
  product: ProductRow,
  query: { platform: string; dispatch_method: PublicMenuQuery['dispatch_method'] },
  now: Date,
  weekday: ZonedParts['weekday'],
): boolean {
  return (
    product.show &&
    product.platform.includes(query.platform) &&
    (servedBy[query.dispatch_method] as readonly string[]).includes(product.dispatchMethod) &&
    within(now.getTime(), product.startAt, product.endAt) &&
    product.availability.includes(weekday)
  );
}

/**
 * The first instant after `now` at which the same menu could answer differently with no write:
 * a product's window or label window opens or closes, an automatic promotion starts or ends
 * or a stock-out ends (`otherEdges`), or the tenant's day (its weekday) turns.
 */
function nextChange(
  rows: { product: ProductRow }[],
  now: Date,
  timeZone: string,
  otherEdges: number[],
): number {
  const { date } = zonedParts(now, timeZone);
  const tomorrow = new Date(dateAfter(date));
  const midnight = Date.parse(wallClockToIso(`${tomorrow.toISOString().slice(0, 10)}T00:00`, timeZone) ?? '');
  // A window includes its end, so what it shows changes the millisecond after.
  const edges = [
    ...rows.flatMap(({ product: p }) => [
      p.startAt?.getTime(),
      p.startLabelAt?.getTime(),
      p.endAt && p.endAt.getTime() + 1,
      p.endLabelAt && p.endLabelAt.getTime() + 1,
    ]),
    ...otherEdges,
  ];
  const ahead = edges.filter((at): at is number => at !== undefined && at !== null && at > now.getTime());
  return Math.min(Number.isNaN(midnight) ? now.getTime() : midnight, ...ahead);
}

const dateAfter = (date: string) => Date.parse(`${date}T00:00:00Z`) + 24 * 60 * 60 * 1000;

interface Promotions {
  storeId: number;
  coupons: EvaluatedCoupon[];
}

function publicPrice(
  row: { id: number; groupId: number; price: number; deliveryPrice: number; product: ProductRow },
  pictures: MenuPicture[],
  query: PublicMenuQuery,
  now: Date,
  timeZone: string,
  promotions: Promotions,
): PublicMenuPrice {
  const p = row.product;
  const labelOn = p.label !== null && within(now.getTime(), p.startLabelAt, p.endLabelAt);
  const price = query.dispatch_method === 'delivery' ? row.deliveryPrice : row.price;
  const discount = menuDiscount(
    promotions.coupons,
    {
      store_id: promotions.storeId,
      product_id: p.id,
      price_group_id: row.groupId,
      price,
      dispatch_method: query.dispatch_method,
      platform: query.platform,
    },
    now,
    timeZone,
  );
  return {
    id: row.id,
    price,
    discount_price: discount === null ? null : price - discount,
    menu_discount: discount,
    product: {
      id: p.id,
      name: p.name,
      description: p.description,
      pictures,
      food_type: p.foodType,
      label: labelOn ? p.label : null,
      start_datetime_label: labelOn && p.startLabelAt ? zonedIso(p.startLabelAt, timeZone) : null,
      end_datetime_label: labelOn && p.endLabelAt ? zonedIso(p.endLabelAt, timeZone) : null,
      cooking_time: p.cookingTime,
    },
  };
}

/** The enabled store asked for, or the tenant's default store (as `v1/stores/default` picks it). */
async function storeFor(tx: Tx, tenant: TenantRecord, storeId: number | undefined) {
  if (storeId === undefined) return (await defaultStoreRows(tx, tenant))[0];
  return (await findStores(tx, { tenantId: tenant.id, enabledOnly: true, onlyIds: [storeId] }, 1))[0];
}

/** The offered products' pictures, signed on `origin`, in one query for the whole menu. */
async function menuPictures(
  tx: Tx,
  tenantId: number,
  productIds: number[],
  tokens: FileTokens | undefined,
  origin: string,
) {
  const byProduct = new Map<number, MenuPicture[]>();
  const rows = await picturesOfProducts(tx, tenantId, [...new Set(productIds)]);
  if (rows.length === 0) return byProduct;
  if (!tokens) throw new Error('public menu service built without file tokens');
  const links = pictureLinks(tokens, origin);
  const now = Date.now();
  for (const { productId, picture } of rows) {
    const { id, small_url } = shownPicture(links, picture, now);
    const shown = { id, url: small_url, small_cropped_url: small_url };
    byProduct.set(productId, [...(byProduct.get(productId) ?? []), shown]);
  }
  return byProduct;
}

/**
 * The public menu (`GET /api/public/v2/prices`): storefronts read it without signing in. `tokens`
 * sign the pictures' read URLs on the `origin` the storefront reached the API at.
 */
export function publicMenuService(db: Database, tokens?: FileTokens) {
  return {
    /** The menu and the instant it may next change by time alone (see `nextChange`). */
    load(tenant: TenantRecord, query: PublicMenuQuery, origin = ''): Promise<TimedMenu> {
      return db.withTenant(tenant.id, async (tx) => {
        const now = new Date();
        const unchanging = (menu: PublicMenu): TimedMenu => ({ menu, changesAt: Number.POSITIVE_INFINITY });
        const store = await storeFor(tx, tenant, query.store_id);
        if (!store) throw notFound();
        if (store.menuId === null) return unchanging({ store_id: store.id, collections: [] });
        const groups = await tx
          .select({ id: priceGroups.id, name: priceGroups.name })
          .from(priceGroups)
          .where(
            and(
              ofTenant(priceGroups.tenantId, tenant.id),
              eq(priceGroups.menuId, store.menuId),
              eq(priceGroups.status, 'active'),
            ),
          )
          .orderBy(asc(priceGroups.position), asc(priceGroups.id));
        if (groups.length === 0) return unchanging({ store_id: store.id, collections: [] });
        const rows = await tx
          .select({
            id: prices.id,
            groupId: prices.priceGroupId,
            price: prices.price,
            deliveryPrice: prices.deliveryPrice,
            product: publicProductColumns,
          })
          .from(prices)
          .innerJoin(products, and(eq(products.tenantId, prices.tenantId), eq(products.id, prices.productId)))
          .where(
            and(
              ofTenant(prices.tenantId, tenant.id),
              eq(products.show, true),
              inArray(
                prices.priceGroupId,
                groups.map((g) => g.id),
              ),
            ),
          )
          .orderBy(asc(prices.position), asc(products.position), asc(prices.id));
        const { weekday } = zonedParts(now, tenant.timeZone);
        const stock = await storeStockAt(tx, tenant.id, store.id, now);
        const offered = rows.filter(
          (r) => offeredNow(r.product, query, now, weekday) && !stock.products.has(r.product.id),
        );
        const pictures = await menuPictures(
          tx,
          tenant.id,
          offered.map((r) => r.product.id),
          tokens,
          origin,
        );
        const promotions = {
          storeId: store.id,
          coupons: await automaticCouponsOfStore(tx, tenant.id, store.id),
        };
        const collections = groups
          .map((g) => ({
            id: g.id,
            name: g.name,
            prices: offered
              .filter((r) => r.groupId === g.id)
              .map((r) =>
                publicPrice(r, pictures.get(r.product.id) ?? [], query, now, tenant.timeZone, promotions),
              ),
          }))
          .filter((c) => c.prices.length > 0);
        return {
          menu: { store_id: store.id, collections },
          changesAt: nextChange(rows, now, tenant.timeZone, [
            ...couponEdges(promotions.coupons, tenant.timeZone),
            ...[...stock.products.values()].flatMap((until) => (until ? [until.getTime()] : [])),
          ]),
        };
      });
    },
  };
}

export interface TimedMenu {
  menu: PublicMenu;
  /** Epoch ms; infinite when only a write can change it. */
  changesAt: number;
}

export type PublicMenuService = ReturnType<typeof publicMenuService>;
