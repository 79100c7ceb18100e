import type { CatalogueModifier } from '@tablero/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { modifierChildren, modifiers, productModifiers } from '../../db/schema/index.js';
import { ofTenant } from '../../db/tenant-filter.js';

/**
 * Each product's modifiers with their options in order, as a customer may choose them (the
 * checkout and the delivery channels' menus read the same): the bounds are the modifier's number
 * of options to choose, narrowed by the product's link to it.
 */
export async function modifiersOfProducts(
  tx: Tx,
  tenantId: number,
  productIds: number[],
): Promise<Map<number, CatalogueModifier[]>> {
  const links = await tx
    .select({
      productId: productModifiers.productId,
      id: modifiers.id,
      name: modifiers.name,
      free: modifiers.free,
      min: modifiers.minQuantityModifiers,
      max: modifiers.maxQuantityModifiers,
      linkMin: productModifiers.minQuantity,
      linkMax: productModifiers.maxQuantity,
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
  const byProduct = new Map<number, CatalogueModifier[]>();
  if (links.length === 0) return byProduct;
  const options = await tx
    .select({
      modifierId: modifierChildren.modifierId,
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
        inArray(modifierChildren.modifierId, [...new Set(links.map((l) => l.id))]),
      ),
    )
    .orderBy(asc(modifierChildren.position), asc(modifierChildren.id));
  for (const link of links) {
    const modifier: CatalogueModifier = {
      id: link.id,
      name: link.name,
      free: link.free,
      min: Math.max(link.min, link.linkMin),
      max: Math.min(link.max, link.linkMax),
      options: options
        .filter((o) => o.modifierId === link.id)
        .map((o) => ({ id: o.id, name: o.name, price: o.price })),
    };
    byProduct.set(link.productId, [...(byProduct.get(link.productId) ?? []), modifier]);
  }
  return byProduct;
}
