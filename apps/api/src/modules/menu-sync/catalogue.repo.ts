import type { ChannelItem, ChannelMenu, ChannelModifierGroup } from '@tablero/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import {
  modifierChildren,
  modifiers,
  priceGroups,
  prices,
  productModifiers,
  products,
} from '../../db/schema/index.js';
import { ofTenant } from '../../db/tenant-filter.js';

export const productKey = (id: number) => `product:${id}`;
export const modifierKey = (id: number) => `modifier:${id}`;
export const priceGroupKey = (id: number) => `price_group:${id}`;

/** Our own id back from a key we gave the channel (`product:12` → 12), when it is one of ours. */
export function ownId(key: string, kind: 'product' | 'modifier'): number | undefined {
  const match = new RegExp(`^${kind}:(\\d+)$`).exec(key);
  return match ? Number(match[1]) : undefined;
}

/** The modifier groups (parents with their options, in order) the given products offer. */
async function groupsOf(tx: Tx, tenantId: number, productIds: number[]) {
  const byProduct = new Map<number, ChannelModifierGroup[]>();
  if (productIds.length === 0) return byProduct;
  const links = await tx
    .select({
      productId: productModifiers.productId,
      id: modifiers.id,
      name: modifiers.name,
      min: modifiers.minQuantityModifiers,
      max: modifiers.maxQuantityModifiers,
    })
    .from(productModifiers)
    .innerJoin(
      modifiers,
      and(eq(modifiers.tenantId, productModifiers.tenantId), eq(modifiers.id, productModifiers.modifierId)),
    )
    .where(
      and(ofTenant(productModifiers.tenantId, tenantId), inArray(productModifiers.productId, productIds)),
    )
    .orderBy(asc(productModifiers.position), asc(productModifiers.id));
  const parentIds = [...new Set(links.map((l) => l.id))];
  const options =
    parentIds.length === 0
      ? []
      : await tx
          .select({
            parentId: modifierChildren.modifierId,
            id: modifiers.id,
            name: modifiers.name,
            price: modifierChildren.price,
          })
          .from(modifierChildren)
          .innerJoin(
            modifiers,
            and(
              eq(modifiers.tenantId, modifierChildren.tenantId),
              eq(modifiers.id, modifierChildren.childModifierId),
            ),
          )
          .where(
            and(
              ofTenant(modifierChildren.tenantId, tenantId),
              inArray(modifierChildren.modifierId, parentIds),
            ),
          )
          .orderBy(asc(modifierChildren.position), asc(modifierChildren.id));
  for (const link of links) {
    const group: ChannelModifierGroup = {
      key: modifierKey(link.id),
      name: link.name,
      min: link.min,
      max: link.max,
      options: options
        .filter((o) => o.parentId === link.id)
        .map((o) => ({ key: modifierKey(o.id), name: o.name, price: Math.max(0, o.price) })),
    };
    byProduct.set(link.productId, [...(byProduct.get(link.productId) ?? []), group]);
  }
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
