import type { ChannelItem, ChannelMenu, ChannelModifierGroup } from '@tablero/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { priceGroups, prices, products } from '../../db/schema/index.js';
import { ofTenant } from '../../db/tenant-filter.js';
import { modifiersOfProducts } from '../products/product-modifier-options.repo.js';

export const productKey = (id: number) => `product:${id}`;
export const modifierKey = (id: number) => `modifier:${id}`;
export const priceGroupKey = (id: number) => `price_group:${id}`;

/** Our own id back from a key we gave the channel (`product:12` → 12), when it is one of ours. */
export function ownId(key: string, kind: 'product' | 'modifier'): number | undefined {
  const match = new RegExp(`^${kind}:(\\d+)$`).exec(key);
  return match ? Number(match[1]) : undefined;
}

/**
 * The modifier groups the given products offer, as the checkout prices them: a free modifier's
 * options at 0, no option below 0 (a channel takes no negative price).
 */
async function groupsOf(tx: Tx, tenantId: number, productIds: number[]) {
  const byProduct = new Map<number, ChannelModifierGroup[]>();
  if (productIds.length === 0) return byProduct;
  for (const [productId, modifiers] of await modifiersOfProducts(tx, tenantId, productIds))
    byProduct.set(
      productId,
      modifiers.map((m) => ({
        key: modifierKey(m.id),
        name: m.name,
        min: m.min,
        max: m.max,
        options: m.options.map((o) => ({
          key: modifierKey(o.id),
          name: o.name,
          price: m.free ? 0 : Math.max(0, o.price),
        })),
      })),
    );
  return byProduct;
}

/**
 * A menu as the delivery channels get it: its active price groups as collections, each shown
 * product at its delivery price, with the modifiers it offers as groups of options.
 */
export async function channelMenuOf(tx: Tx, tenantId: number, menuId: number): Promise<ChannelMenu> {
  const groups = await tx
    .select({ id: priceGroups.id, name: priceGroups.name })
    .from(priceGroups)
    .where(
      and(
        ofTenant(priceGroups.tenantId, tenantId),
        eq(priceGroups.menuId, menuId),
        eq(priceGroups.status, 'active'),
      ),
    )
    .orderBy(asc(priceGroups.position), asc(priceGroups.id));
  const rows =
    groups.length === 0
      ? []
      : await tx
          .select({
            groupId: prices.priceGroupId,
            productId: products.id,
            name: products.name,
            description: products.description,
            deliveryPrice: prices.deliveryPrice,
          })
          .from(prices)
          .innerJoin(products, and(eq(products.tenantId, prices.tenantId), eq(products.id, prices.productId)))
          .where(
            and(
              ofTenant(prices.tenantId, tenantId),
              inArray(
                prices.priceGroupId,
                groups.map((g) => g.id),
              ),
              eq(products.show, true),
            ),
          )
          // The menu's own order (the editors'), as storefronts show it.
          .orderBy(asc(prices.position), asc(products.position), asc(products.id));
  const modifierGroups = await groupsOf(tx, tenantId, [...new Set(rows.map((r) => r.productId))]);
  return {
    collections: groups.map((group) => ({
      key: priceGroupKey(group.id),
      name: group.name,
      items: rows
        .filter((r) => r.groupId === group.id)
        .map(
          (r): ChannelItem => ({
            key: productKey(r.productId),
            name: r.name,
            description: r.description,
            price: r.deliveryPrice,
            groups: modifierGroups.get(r.productId) ?? [],
          }),
        ),
    })),
  };
}
